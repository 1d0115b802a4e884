package storage

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/i18n"
)

// Dir is a Store over one directory of the file system.
type Dir struct {
	path string
}

// AppName names the directory the game keeps its files in.
const AppName = "pyramid"

// DirEnv names the environment variable that moves the desktop game's
// files (settings, saves, records, statistics) to another directory:
// tests set it so that they never touch the real home directory, and a
// portable install may too.
const DirEnv = "PYRAMID_CONFIG_DIR"

// DefaultDir is where the desktop game keeps its files: $PYRAMID_CONFIG_DIR
// when set, else the user's configuration directory (e.g. ~/.config/pyramid
// on Linux, %AppData%\pyramid on Windows).
func DefaultDir() (string, error) {
	if d := os.Getenv(DirEnv); d != "" {
		return d, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", i18n.Wrapf(err, "no place to keep saves: %v", err)
	}
	return filepath.Join(base, AppName), nil
}

// OpenDir makes a Store over path, creating the directory if needed, and
// removes the temporary files a crash left there (see cleanTemps).
func OpenDir(path string) (*Dir, error) {
	if err := os.MkdirAll(path, 0o755); err != nil {
		return nil, i18n.Wrapf(err, "cannot create the save directory: %v", err)
	}
	d := &Dir{path: path}
	d.cleanTemps(time.Now())
	return d, nil
}

// tempGrace is how old a temporary file must be before cleanTemps may
// remove it: a younger one may be a writer's that has only just created
// it and not locked it yet.
const tempGrace = time.Minute

// isTemp reports whether name is one of Write's temporary files:
// "." + key + ".tmp-" + digits.
func isTemp(name string) bool {
	i := strings.LastIndex(name, ".tmp-")
	if i < 0 || name[0] != '.' || CheckKey(name[1:i]) != nil {
		return false
	}
	digits := name[i+len(".tmp-"):]
	return digits != "" && strings.Trim(digits, "0123456789") == ""
}

// cleanTemps removes the temporary files that writers killed mid-write
// (a crash, a power cut, kill -9) left behind: they hold only a save that
// never replaced anything. A file still in use is left alone: a writer
// locks its temporary file until it is renamed (lockTemp; on Windows the
// system refuses to remove an open file), and a file younger than
// tempGrace may be one not locked yet. Failures are ignored: a temporary
// file left over harms nothing.
func (d *Dir) cleanTemps(now time.Time) {
	entries, err := os.ReadDir(d.path)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.Type().IsRegular() || !isTemp(e.Name()) {
			continue
		}
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) >= tempGrace {
			removeUnused(filepath.Join(d.path, e.Name()))
		}
	}
}

// OpenDefault opens the Store at DefaultDir.
func OpenDefault() (*Dir, error) {
	p, err := DefaultDir()
	if err != nil {
		return nil, err
	}
	return OpenDir(p)
}

// Path is the directory the store writes to.
func (d *Dir) Path() string { return d.path }

// Read returns the file's contents: a file over MaxFileSize, or something
// other than a plain file, is refused unread (ReadFile).
func (d *Dir) Read(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	return ReadFile(filepath.Join(d.path, key))
}

// Write replaces the file atomically: the data goes to a temporary file in
// the same directory, is flushed to disk, and is then renamed over the old
// file, so a crash at any moment leaves either the old or the new file
// (and perhaps the temporary file, which the next OpenDir removes).
func (d *Dir) Write(key string, data []byte) (err error) {
	if err := CheckKey(key); err != nil {
		return err
	}
	f, err := os.CreateTemp(d.path, "."+key+".tmp-*")
	if err != nil {
		return i18n.Wrapf(err, "cannot save %s: %v", key, err)
	}
	tmp := f.Name()
	lockTemp(f) // kept from cleanTemps while it is written
	defer func() {
		if err != nil {
			_ = os.Remove(tmp)
			err = i18n.Wrapf(err, "cannot save %s: %v", key, err)
		}
	}()
	if _, err = f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err = f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Chmod(tmp, 0o644); err != nil {
		return err
	}
	if err = os.Rename(tmp, filepath.Join(d.path, key)); err != nil {
		return err
	}
	syncDir(d.path)
	return nil
}

// syncDir flushes the directory entry of a rename where the system allows
// it (Windows does not; the rename is still atomic there).
func syncDir(path string) {
	if dir, err := os.Open(path); err == nil {
		_ = dir.Sync()
		dir.Close()
	}
}

// List returns the keys starting with prefix, sorted; temporary files and
// sub-directories are not keys.
func (d *Dir) List(prefix string) ([]string, error) {
	entries, err := os.ReadDir(d.path)
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, e := range entries {
		name := e.Name()
		if e.Type().IsRegular() && strings.HasPrefix(name, prefix) && CheckKey(name) == nil {
			keys = append(keys, name)
		}
	}
	sort.Strings(keys)
	return keys, nil
}

// Remove deletes the file; a missing file is not an error.
func (d *Dir) Remove(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	err := os.Remove(filepath.Join(d.path, key))
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}
