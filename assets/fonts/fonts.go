// Package fonts holds the game's type: Go Regular and Go Bold, the Go
// project's fonts by Bigelow & Holmes (golang.org/x/image v0.47.0,
// font/gofont/ttfs; licence in LICENSE, beside them), with their
// TrueType hinting instructions taken out and nothing else changed.
//
// The game draws its text unhinted (render's faces use
// font.HintingNone, and golang.org/x/image's sfnt never runs the
// instructions), so the instructions were dead weight: half of each
// file, about 48 KB of the browser's brotli download, where every module
// must stay within 1.3 times Ebitengine's hello world (docs/web.md).
// The glyphs, outlines, metrics and character map are the originals';
// TestTheFontsAreTheGoFontsUnhinted checks every glyph against
// golang.org/x/image's copies. Made with fontTools 4.38 (Debian's
// python3-fonttools) from those files:
//
//	python3 -m fontTools.subset Go-Regular.ttf --glyphs='*' --unicodes='*' \
//	  --no-hinting --layout-features='*' --name-IDs='*' --name-languages='*' \
//	  --notdef-outline --glyph-names --legacy-kern --output-file=Go-Regular.ttf
//
// and the same for Go-Bold.ttf.
package fonts

import _ "embed"

// Regular is Go Regular, unhinted.
//
//go:embed Go-Regular.ttf
var Regular []byte

// Bold is Go Bold, unhinted.
//
//go:embed Go-Bold.ttf
var Bold []byte
