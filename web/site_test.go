package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/web/pagetext"
)

// testGames are the games of the test sites: the first game's module is
// the one given, the second's that with a custom section added.
var testGames = []table.Info{
	{ID: "horus", Order: 1, Title: "The Adventurers: The Pyramid of Horus", MinSeats: 2, MaxSeats: 6},
	{ID: "pengqueen", Order: 2, Title: "Pyramid of Pengqueen", MinSeats: 2, MaxSeats: 5},
}

// testSite writes a site from two small modules and a stand-in wasm_exec.js.
func testSite(t *testing.T, out string, module []byte) *Build {
	t.Helper()
	dir := t.TempDir()
	exec := filepath.Join(dir, "wasm_exec.js")
	var games []Game
	for i, in := range testGames {
		wasm := filepath.Join(dir, in.ID+".wasm")
		data := module
		if i > 0 {
			data = append(append([]byte(nil), module...), 0, 3, 1, 'p', 'q')
		}
		if err := os.WriteFile(wasm, data, 0o644); err != nil {
			t.Fatal(err)
		}
		games = append(games, Game{Info: in, Wasm: wasm})
	}
	if err := os.WriteFile(exec, []byte("// Go's wasm_exec.js\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := Site{Games: games, WasmExec: exec, Out: out, Brotli: -1}.Write()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var emptyModule = []byte("\x00asm\x01\x00\x00\x00")

func TestSiteNamesFilesByTheirContents(t *testing.T) {
	out := t.TempDir()
	b := testSite(t, out, emptyModule)
	sum := sha256.Sum256(emptyModule)
	if want := "pyramid-horus-" + hex.EncodeToString(sum[:8]) + ".wasm"; len(b.Modules) != 2 || b.Wasm() != want || b.Modules[0].WasmBytes != int64(len(emptyModule)) {
		t.Errorf("the modules are %+v, want %s (%d bytes) first", b.Modules, want, len(emptyModule))
	}
	if m := b.Modules[1]; m.ID != "pengqueen" || !strings.HasPrefix(m.Wasm, "pyramid-pengqueen-") || m.WasmBytes != int64(len(emptyModule))+5 {
		t.Errorf("the second module is %+v", m)
	}
	hashed := 0
	for _, n := range b.Files {
		data, err := os.ReadFile(filepath.Join(out, n))
		if err != nil {
			t.Fatalf("%s is listed but not written: %v", n, err)
		}
		if m := regexp.MustCompile(`-([0-9a-f]{16})\.[a-z]+$`).FindStringSubmatch(n); m != nil {
			hashed++
			sum := sha256.Sum256(data)
			if hex.EncodeToString(sum[:8]) != m[1] {
				t.Errorf("%s does not hold what its name says", n)
			}
		}
		if compressed[filepath.Ext(n)] {
			if _, err := os.Stat(filepath.Join(out, n+".gz")); err != nil {
				t.Errorf("%s has no gzip copy", n)
			}
		}
	}
	if hashed != 7 { // the two games' modules and cards, wasm_exec.js, pyramid.js, backup.js
		t.Errorf("%d files are named by their contents, want 7: %v", hashed, b.Files)
	}
	// The same input is the same build; another game is another build.
	if again := testSite(t, t.TempDir(), emptyModule); again.ID != b.ID {
		t.Errorf("the same game built twice has ids %s and %s", b.ID, again.ID)
	}
	other := append(append([]byte(nil), emptyModule...), 0, 3, 1, 'x', 'y')
	if o := testSite(t, t.TempDir(), other); o.ID == b.ID || o.Wasm() == b.Wasm() {
		t.Errorf("another game has the same build id %s or name %s", o.ID, o.Wasm())
	}
}

func TestSitePageAndWorkerNameThisBuild(t *testing.T) {
	out := t.TempDir()
	b := testSite(t, out, emptyModule)
	index, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(index)
	for _, ref := range regexp.MustCompile(`(?:src|href)="([^"]+)"`).FindAllStringSubmatch(page, -1) {
		if _, err := os.Stat(filepath.Join(out, ref[1])); err != nil {
			t.Errorf("the page refers to %s, which the build lacks", ref[1])
		}
	}
	if want := `data-build="` + b.ID + `"`; !strings.Contains(page, want) {
		t.Errorf("the page lacks %s", want)
	}
	// Every module is in the page's list, with its game, file and size,
	// each of them in the build.
	gm := regexp.MustCompile(`(?s)<script id="page-games" type="application/json">(.*?)</script>`).FindStringSubmatch(page)
	if gm == nil {
		t.Fatal("the page lists no games")
	}
	var listed []Module
	if err := json.Unmarshal([]byte(gm[1]), &listed); err != nil {
		t.Fatalf("the page's games are not JSON: %v", err)
	}
	if len(listed) != len(b.Modules) {
		t.Fatalf("the page lists %d games, the build has %d", len(listed), len(b.Modules))
	}
	for i, m := range listed {
		if m.ID != testGames[i].ID || m.Title != testGames[i].Title || m.Wasm != b.Modules[i].Wasm || m.WasmBytes != b.Modules[i].WasmBytes || m.Card != b.Modules[i].Card {
			t.Errorf("the page lists %+v, want %+v", m, b.Modules[i])
		}
		if !strings.HasPrefix(m.Card, "card-"+m.ID+"-") {
			t.Errorf("%s's card is %q", m.ID, m.Card)
		}
		for _, f := range []string{m.Wasm, m.Card} {
			if _, err := os.Stat(filepath.Join(out, f)); err != nil {
				t.Errorf("the page lists %s, which the build lacks", f)
			}
		}
	}
	// Every language's texts are in the page, as JSON the script reads.
	m := regexp.MustCompile(`(?s)<script id="page-texts" type="application/json">(.*?)</script>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("the page has no texts")
	}
	var texts map[string]pagetext.Texts
	if err := json.Unmarshal([]byte(m[1]), &texts); err != nil {
		t.Fatalf("the page's texts are not JSON: %v", err)
	}
	for _, l := range i18n.Langs {
		if texts[string(l)].Start == "" || texts[string(l)].Damaged == "" {
			t.Errorf("the page has no %s texts", l)
		}
	}
	if texts["pl"].Start == texts["en"].Start {
		t.Error("the Polish start text is the English one")
	}
	if !strings.Contains(page, ">"+texts["en"].Start+"<") {
		t.Error("the page is not written in English before its script runs")
	}

	sw, err := os.ReadFile(filepath.Join(out, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(sw), `const BUILD = "`+b.ID+`";`) {
		t.Error("sw.js does not name the build")
	}
	fm := regexp.MustCompile(`const FILES = (\[.*\]);`).FindSubmatch(sw)
	var files []string
	if fm == nil || json.Unmarshal(fm[1], &files) != nil {
		t.Fatalf("sw.js keeps no list of files: %.200s", sw)
	}
	for _, f := range files {
		if f == "./" {
			continue
		}
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("sw.js keeps %s, which the build lacks", f)
		}
	}
	for _, want := range []string{"./", b.Wasm(), b.Modules[1].Wasm, "manifest.webmanifest", "icon-192.png", "favicon.ico"} {
		if !strings.Contains(string(fm[1]), `"`+want+`"`) {
			t.Errorf("sw.js does not keep %s", want)
		}
	}
	mm := regexp.MustCompile(`const MODULES = (\[.*\]);`).FindSubmatch(sw)
	var mods []string
	if mm == nil || json.Unmarshal(mm[1], &mods) != nil || len(mods) != 2 || mods[0] != b.Wasm() || mods[1] != b.Modules[1].Wasm {
		t.Errorf("sw.js does not name the modules: %s", mm)
	}
}

func TestSiteManifestAndIcons(t *testing.T) {
	out := t.TempDir()
	testSite(t, out, emptyModule)
	data, err := os.ReadFile(filepath.Join(out, "manifest.webmanifest"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Name      string `json:"name"`
		ShortName string `json:"short_name"`
		StartURL  string `json:"start_url"`
		Display   string `json:"display"`
		Icons     []struct{ Src, Sizes, Type, Purpose string }
	}
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if m.Name == "" || m.ShortName == "" || m.StartURL == "" || m.Display != "fullscreen" {
		t.Errorf("the manifest lacks what installing needs: %s", data)
	}
	sizes := map[string]bool{}
	for _, ic := range m.Icons {
		sizes[ic.Sizes+" "+ic.Purpose] = true
		if ic.Type != "image/png" {
			continue
		}
		b := decodePNG(t, filepath.Join(out, ic.Src)).Bounds()
		if got := fmt.Sprintf("%dx%d", b.Dx(), b.Dy()); got != ic.Sizes {
			t.Errorf("%s is %s pixels, the manifest says %s", ic.Src, got, ic.Sizes)
		}
	}
	for _, want := range []string{"192x192 ", "512x512 ", "512x512 maskable", "any "} {
		if !sizes[want] {
			t.Errorf("the manifest has no %q icon", want)
		}
	}
	// A maskable icon fills its square; the others have rounded corners.
	if _, _, _, a := decodePNG(t, filepath.Join(out, "icon-maskable-512.png")).At(0, 0).RGBA(); a != 0xffff {
		t.Error("the maskable icon's corner is not opaque")
	}
	if _, _, _, a := decodePNG(t, filepath.Join(out, "icon-512.png")).At(0, 0).RGBA(); a != 0 {
		t.Error("the rounded icon's corner is not transparent")
	}
	if _, _, _, a := decodePNG(t, filepath.Join(out, "apple-touch-icon.png")).At(0, 0).RGBA(); a != 0xffff {
		t.Error("the home-screen icon's corner is not opaque")
	}
	// The picture: gold pyramid in the middle, night sky at the top.
	img := decodePNG(t, filepath.Join(out, "icon-512.png"))
	if r, g, b, _ := img.At(256, 300).RGBA(); r>>8 < 0xa0 || g>>8 < 0x60 || b>>8 > 0x60 {
		t.Errorf("no gold pyramid in the middle of the icon: %x %x %x", r>>8, g>>8, b>>8)
	}
	if r, g, b, _ := img.At(100, 60).RGBA(); r>>8 > 0x40 || g>>8 > 0x40 || b>>8 < r>>8 {
		t.Errorf("no night sky at the top of the icon: %x %x %x", r>>8, g>>8, b>>8)
	}
	svg, err := os.ReadFile(filepath.Join(out, "icon.svg"))
	if err != nil || !bytes.HasPrefix(svg, []byte("<svg")) || bytes.Count(svg, []byte("<polygon")) < 4 {
		t.Errorf("icon.svg is no drawing: %v %.80q", err, svg)
	}
}

func TestSiteFaviconICO(t *testing.T) {
	out := t.TempDir()
	testSite(t, out, emptyModule)
	ico, err := os.ReadFile(filepath.Join(out, "favicon.ico"))
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	if len(ico) < 6 || le.Uint16(ico[0:]) != 0 || le.Uint16(ico[2:]) != 1 || le.Uint16(ico[4:]) != 2 {
		t.Fatalf("favicon.ico has a bad header: % x", ico[:min(6, len(ico))])
	}
	for i, want := range []int{16, 32} {
		e := ico[6+16*i:]
		size, offset := le.Uint32(e[8:]), le.Uint32(e[12:])
		if int(e[0]) != want || int(offset+size) > len(ico) {
			t.Fatalf("entry %d: %d pixels at %d+%d of %d bytes", i, e[0], offset, size, len(ico))
		}
		img, err := png.Decode(bytes.NewReader(ico[offset : offset+size]))
		if err != nil || img.Bounds().Dx() != want {
			t.Errorf("entry %d is no %d-pixel PNG: %v", i, want, err)
		}
	}
}

func TestSiteRemovesEarlierBuilds(t *testing.T) {
	out := t.TempDir()
	first := testSite(t, out, emptyModule)
	for _, n := range []string{"pyramid.wasm", "pyramid.wasm.br", "wasm_exec.js", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(out, n), []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	second := testSite(t, out, append(append([]byte(nil), emptyModule...), 0, 2, 1, 'z'))
	for _, gone := range []string{first.Wasm(), first.Wasm() + ".gz", first.Modules[1].Wasm, "pyramid.wasm", "pyramid.wasm.br", "wasm_exec.js"} {
		if _, err := os.Stat(filepath.Join(out, gone)); err == nil {
			t.Errorf("%s of an earlier build is still there", gone)
		}
	}
	for _, kept := range append(second.Files, "notes.txt") {
		if _, err := os.Stat(filepath.Join(out, kept)); err != nil {
			t.Errorf("%s is gone: %v", kept, err)
		}
	}
}

func TestSiteRefusesWhatIsNotWebAssembly(t *testing.T) {
	dir := t.TempDir()
	wasm := filepath.Join(dir, "game.wasm")
	if err := os.WriteFile(wasm, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	if _, err := (Site{Games: []Game{{Info: testGames[0], Wasm: wasm}}, WasmExec: wasm, Out: out, Brotli: -1}).Write(); err == nil || !strings.Contains(err.Error(), "not WebAssembly") {
		t.Errorf("a shell script as the game: %v", err)
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Errorf("a refused build wrote %d files", len(entries))
	}
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}
