package storage

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/pyramid-studio/pyramid/i18n"
)

// MaxFileSize is the most the game reads of any one file: saves, game
// records, settings, statistics, scenarios, and the files a player hands
// over (dropped on the window, chosen in the browser, given with --record).
// Real ones are far smaller (a record is under 10 kB, a save with its log
// some tens of kB, the statistics a few kB more per adventurer), and a
// browser keeps about 5 MB for a whole site. A larger file is not one of
// the game's, and reading it whole would only hold the game up: a 50 MB
// record took 0.9 GB to decode. Every read goes through ReadFile, ReadFS,
// CheckSize or a store's Read, which refuse it with TooLargeError.
const MaxFileSize = 4 << 20

// TooLargeError refuses a file over MaxFileSize, unread.
type TooLargeError struct {
	Name string // the file, as the player knows it
}

func (e *TooLargeError) Error() string {
	return i18n.F("%s is too large: the game reads files of at most %d MB", e.Name, MaxFileSize>>20)
}

// NotAFileError refuses a name that is not a plain file: a folder, a
// device such as /dev/zero (which never ends) or a named pipe (whose
// opening waits for a writer that may never come).
type NotAFileError struct {
	Name string
}

func (e *NotAFileError) Error() string {
	return i18n.F("%s is not a file (a folder, a device or a pipe)", e.Name)
}

// CheckSize refuses a file of size bytes, named name, when it is larger
// than MaxFileSize: for a file whose size is known before it is read (the
// browser's File, a localStorage item, data handed over whole).
func CheckSize(name string, size int64) error {
	if size > MaxFileSize {
		return &TooLargeError{Name: name}
	}
	return nil
}

// ReadFile reads the file at path whole, as os.ReadFile does, but refuses a
// file larger than MaxFileSize and anything that is not a plain file. It
// opens without waiting (a named pipe opens at once) and looks at what it
// opened before reading a byte of it. The errors name the file by its base
// name; a missing file gives an error for which IsNotFound holds.
func ReadFile(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openNoWait, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpen(f, filepath.Base(path))
}

// ReadFS reads name from fsys whole, with ReadFile's checks. An fs.FS has
// no way to open without waiting, so a pipe or a device is refused before
// it is opened where that can be told: by d, the entry of name from
// fs.WalkDir or fs.ReadDir (nil if there is none), or by fsys's own Stat.
func ReadFS(fsys fs.FS, name string, d fs.DirEntry) ([]byte, error) {
	base := filepath.Base(filepath.FromSlash(name))
	if d != nil && d.Type()&^fs.ModeSymlink != 0 {
		return nil, &NotAFileError{Name: base}
	}
	if sfs, ok := fsys.(fs.StatFS); ok {
		if info, err := sfs.Stat(name); err == nil && !info.Mode().IsRegular() {
			return nil, &NotAFileError{Name: base}
		}
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readOpen(f, base)
}

// readOpen reads an opened file whole once it is known to be a plain file
// of at most MaxFileSize; a file that grows past the limit while it is read
// is refused too.
func readOpen(f fs.File, name string) ([]byte, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &NotAFileError{Name: name}
	}
	if err := CheckSize(name, info.Size()); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if err := CheckSize(name, int64(len(data))); err != nil {
		return nil, err
	}
	return data, nil
}
