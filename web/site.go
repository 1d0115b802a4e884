package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/web/pagetext"
)

// The page's sources, filled in and named by Site.Write.
var (
	//go:embed index.html
	indexHTML string
	//go:embed pyramid.js
	pyramidJS []byte
	//go:embed backup.js
	backupJS []byte
	//go:embed sw.js
	serviceWorker string
	// the title's cards of the games, as the modules that do not play
	// them show them (cmd/pyramid's TestAwayCardsAreTheGamesCards draws
	// them): written beside the modules, decoded by the page when asked
	//go:embed cards/*.jpg
	cardFiles embed.FS
)

// hashedName matches a file named for its content: name-<16 hex>.ext, the
// hex the first 16 digits of its SHA-256 (sw.js has the same pattern).
// Such a file never changes, so the server lets browsers keep it for good
// and the service worker checks a copy against its name before keeping it.
var hashedName = regexp.MustCompile(`-[0-9a-f]{16}\.[a-z]+$`)

// compressed are the kinds of file written with gzip and brotli copies
// beside them (the server sends them to browsers that accept them).
var compressed = map[string]bool{".wasm": true, ".js": true, ".html": true, ".webmanifest": true, ".svg": true}

// Site is what make web builds: the folder a host serves.
type Site struct {
	// Games are the modules: each game of the collection with the shell,
	// compiled to WebAssembly (cmd/pyramid with the game's web_<id>
	// tag), in the collection's order. The page loads one (the last
	// played, or the first) and the others when chosen.
	Games    []Game
	WasmExec string // wasm_exec.js of the Go that compiled them
	Out      string // the folder to write (made if missing)
	// Brotli is the brotli quality (0 to 11) of the .br copies, written
	// with the brotli command; below 0, or without the command, only
	// gzip copies are written.
	Brotli int
	Log    io.Writer // says what was left out; nil: nowhere
}

// Game is one module of the site: a game and its .wasm.
type Game struct {
	Info table.Info // what the page and the other modules' title say of it
	Wasm string     // the module: the shell and this game
}

// Module is a game's module as written: the page's list of modules
// (JSON, for pyramid.js and the game's PYRAMID_GAMES).
type Module struct {
	table.Info
	Wasm      string `json:"wasm"`           // its file name (hashed)
	WasmBytes int64  `json:"bytes"`          // its size
	Card      string `json:"card,omitempty"` // its title card's picture (hashed), if it has one
}

// Build is what Site.Write wrote.
type Build struct {
	ID      string   // this build's id: a hash of every file's name and contents
	Modules []Module // the games' modules, in Site.Games's order
	Files   []string // every file, without the compressed copies
}

// Wasm is the first module's file name (the page's first game).
func (b *Build) Wasm() string { return b.Modules[0].Wasm }

// Write builds the site into s.Out: the game, Go's wasm_exec.js and the
// page's scripts under names that carry their contents' hash; the page
// (index.html) in every language the game speaks; the service worker
// (sw.js) for this build; the web app manifest, the icons and
// favicon.ico; and gzip and brotli copies of what compresses. The page is
// written last, every file through a temporary name, so a server serving
// the folder meanwhile sends either the old build or the new one. Files
// of earlier builds (hashed names not in this one) are removed after.
func (s Site) Write() (*Build, error) {
	if err := os.MkdirAll(s.Out, 0o755); err != nil {
		return nil, err
	}
	if len(s.Games) == 0 {
		return nil, errors.New("no game to write")
	}
	wasmExec, err := os.ReadFile(s.WasmExec)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	name := func(base, ext string, data []byte) string {
		sum := sha256.Sum256(data)
		n := base + "-" + hex.EncodeToString(sum[:8]) + ext
		files[n] = data
		return n
	}
	b := &Build{}
	for _, g := range s.Games {
		wasm, err := os.ReadFile(g.Wasm)
		if err != nil {
			return nil, err
		}
		if !bytes.HasPrefix(wasm, []byte("\x00asm")) {
			return nil, fmt.Errorf("%s is not WebAssembly", g.Wasm)
		}
		if g.Info.ID == "" || strings.ContainsAny(g.Info.ID, ":/ ") {
			return nil, fmt.Errorf("%s: the game's id %q is not one", g.Wasm, g.Info.ID)
		}
		m := Module{Info: g.Info, Wasm: name("pyramid-"+g.Info.ID, ".wasm", wasm), WasmBytes: int64(len(wasm))}
		if card, err := cardFiles.ReadFile("cards/" + g.Info.ID + ".jpg"); err == nil {
			m.Card = name("card-"+g.Info.ID, ".jpg", card)
		}
		b.Modules = append(b.Modules, m)
	}
	page := pageData{
		Lang:     "en",
		Games:    b.Modules,
		WasmExec: name("wasm_exec", ".js", wasmExec),
		Script:   name("pyramid", ".js", pyramidJS),
		Backup:   name("backup", ".js", backupJS),
		Texts:    pagetext.All(),
	}
	page.T = page.Texts[page.Lang]
	if err := addIcons(files); err != nil {
		return nil, err
	}
	manifest, err := webManifest(page.T)
	if err != nil {
		return nil, err
	}
	files["manifest.webmanifest"] = manifest

	// The build's id covers every file the page uses.
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	id := sha256.New()
	for _, n := range names {
		sum := sha256.Sum256(files[n])
		fmt.Fprintf(id, "%s %x\n", n, sum)
	}
	b.ID = hex.EncodeToString(id.Sum(nil)[:8])
	page.Build = b.ID

	index, err := page.render()
	if err != nil {
		return nil, err
	}
	keep := append([]string{"./"}, names...)
	var modules []string
	for _, m := range b.Modules {
		modules = append(modules, m.Wasm)
	}
	sw, err := workerScript(b.ID, keep, modules)
	if err != nil {
		return nil, err
	}

	for _, n := range names {
		if err := s.write(n, files[n]); err != nil {
			return nil, err
		}
	}
	if err := s.write("sw.js", sw); err != nil {
		return nil, err
	}
	if err := s.write("index.html", index); err != nil {
		return nil, err
	}
	b.Files = append(names, "sw.js", "index.html")
	sort.Strings(b.Files)
	if err := s.removeStale(b.Files); err != nil {
		return nil, err
	}
	return b, nil
}

// pageData fills in index.html.
type pageData struct {
	Lang                     string
	T                        pagetext.Texts            // the texts in Lang, written into the page
	Texts                    map[string]pagetext.Texts // every language's, for the page to choose from
	Build                    string
	Games                    []Module // the modules, written as JSON
	WasmExec, Script, Backup string
}

func (p pageData) render() ([]byte, error) {
	t, err := template.New("index.html").Parse(indexHTML)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, p); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// workerScript fills in sw.js: the build's id, the files it keeps and
// which of them are the games' modules.
func workerScript(id string, keep, modules []string) ([]byte, error) {
	list, err := json.Marshal(keep)
	if err != nil {
		return nil, err
	}
	mods, err := json.Marshal(modules)
	if err != nil {
		return nil, err
	}
	out := strings.Replace(serviceWorker, `"@BUILD@"`, `"`+id+`"`, 1)
	out = strings.Replace(out, `/*@FILES@*/[]`, string(list), 1)
	out = strings.Replace(out, `/*@MODULES@*/[]`, string(mods), 1)
	if strings.Contains(out, "@BUILD@") || strings.Contains(out, "@FILES@") || strings.Contains(out, "@MODULES@") {
		return nil, errors.New("sw.js has lost its @BUILD@, @FILES@ or @MODULES@ placeholder")
	}
	return []byte(out), nil
}

// addIcons paints the icons: the SVG favicon, favicon.ico, the manifest's
// PNGs (192 and 512 pixels, and a maskable one for phones that cut icons
// to their own shape), and the 180-pixel one iPhones and iPads put on
// their home screens (opaque: they round its corners themselves).
func addIcons(files map[string][]byte) error {
	files["icon.svg"] = iconSVG()
	ico, err := faviconICO()
	if err != nil {
		return err
	}
	files["favicon.ico"] = ico
	for _, ic := range []struct {
		name  string
		px    int
		style iconStyle
	}{
		{"icon-192.png", 192, iconRounded},
		{"icon-512.png", 512, iconRounded},
		{"icon-maskable-512.png", 512, iconMaskable},
		{"apple-touch-icon.png", 180, iconFull},
	} {
		p, err := iconPNG(ic.px, ic.style)
		if err != nil {
			return err
		}
		files[ic.name] = p
	}
	return nil
}

// webManifest makes the game installable: its names, icons, colours, and
// that it opens fullscreen in landscape (the table is 16:9).
func webManifest(t pagetext.Texts) ([]byte, error) {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose,omitempty"`
	}
	m := struct {
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		ID              string `json:"id"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		Orientation     string `json:"orientation"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Lang            string `json:"lang"`
		Icons           []icon `json:"icons"`
	}{
		Name: t.Title, ShortName: t.Short, ID: "./", StartURL: "./", Scope: "./",
		Display: "fullscreen", Orientation: "landscape",
		BackgroundColor: "#0b0704", ThemeColor: "#2a1a08", Lang: "en",
		Icons: []icon{
			{Src: "icon.svg", Sizes: "any", Type: "image/svg+xml"},
			{Src: "icon-192.png", Sizes: "192x192", Type: "image/png"},
			{Src: "icon-512.png", Sizes: "512x512", Type: "image/png"},
			{Src: "icon-maskable-512.png", Sizes: "512x512", Type: "image/png", Purpose: "maskable"},
		},
	}
	return json.MarshalIndent(m, "", "  ")
}

// write writes one file and its compressed copies, each through a
// temporary name in the same folder.
func (s Site) write(name string, data []byte) error {
	path := filepath.Join(s.Out, name)
	if err := writeFile(path, data); err != nil {
		return err
	}
	if !compressed[filepath.Ext(name)] {
		return removeCompressed(path)
	}
	if err := Precompress(path, s.Brotli); err != nil {
		return err
	}
	if _, err := os.Stat(path + ".br"); errors.Is(err, os.ErrNotExist) && s.Brotli >= 0 && filepath.Ext(name) == ".wasm" && s.Log != nil {
		fmt.Fprintln(s.Log, "brotli is not installed: only gzip copies were written (make deps installs it)")
	}
	return nil
}

// Precompress writes path.gz (gzip, best compression) and path.br
// (brotli at quality brotli, 0 to 11, with the brotli command, when it is
// installed and brotli is not negative) beside path, for a server that
// sends a browser the copy it accepts; a copy it does not write is
// removed, so none is left from an earlier file.
func Precompress(path string, brotli int) error {
	if err := removeCompressed(path); err != nil {
		return err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, err := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := writeFile(path+".gz", gz.Bytes()); err != nil {
		return err
	}
	bin, err := exec.LookPath("brotli")
	if brotli < 0 || err != nil {
		return nil
	}
	tmp := path + ".br.tmp"
	cmd := exec.Command(bin, "-f", "-q", fmt.Sprint(min(brotli, 11)), "-o", tmp, path)
	if out, err := cmd.CombinedOutput(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("brotli %s: %v\n%s", path, err, out)
	}
	return os.Rename(tmp, path+".br")
}

func removeCompressed(path string) error {
	for _, ext := range []string{".gz", ".br"} {
		if err := os.Remove(path + ext); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// removeStale removes what earlier builds wrote and this one did not: files
// with hashed names, and the names builds used before files were hashed.
func (s Site) removeStale(keep []string) error {
	kept := map[string]bool{}
	for _, n := range keep {
		kept[n] = true
	}
	old := map[string]bool{"pyramid.wasm": true, "pyramid.js": true, "wasm_exec.js": true}
	entries, err := os.ReadDir(s.Out)
	if err != nil {
		return err
	}
	for _, e := range entries {
		base := strings.TrimSuffix(strings.TrimSuffix(e.Name(), ".gz"), ".br")
		if e.IsDir() || kept[base] || !(hashedName.MatchString(base) || old[base]) {
			continue
		}
		if err := os.Remove(filepath.Join(s.Out, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

// writeFile writes path through a temporary file renamed over it.
func writeFile(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	cerr := f.Close()
	if err := errors.Join(werr, cerr, os.Chmod(tmp, 0o644)); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
