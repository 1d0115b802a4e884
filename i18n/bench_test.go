package i18n

import "testing"

// The benchmarks measure the calls a frame makes many times: T for every
// label, F for the lines with numbers, N for counts.

func benchIn(b *testing.B, l Lang, f func()) {
	defer Set(Current())
	Set(l)
	b.ReportAllocs()
	for b.Loop() {
		f()
	}
}

func BenchmarkT(b *testing.B) {
	b.Run("Polish", func(b *testing.B) { benchIn(b, Polish, func() { T("New game") }) })
	b.Run("English", func(b *testing.B) { benchIn(b, English, func() { T("New game") }) })
	b.Run("Context", func(b *testing.B) { benchIn(b, Polish, func() { Context("die", "red") }) })
}

func BenchmarkF(b *testing.B) {
	b.Run("Polish", func(b *testing.B) { benchIn(b, Polish, func() { F("Round %d", 3) }) })
	b.Run("English", func(b *testing.B) { benchIn(b, English, func() { F("Round %d", 3) }) })
}

func BenchmarkN(b *testing.B) {
	b.Run("Polish", func(b *testing.B) {
		benchIn(b, Polish, func() { N(5, "and %d older record", "and %d older records", 5) })
	})
	b.Run("English", func(b *testing.B) {
		benchIn(b, English, func() { N(5, "and %d older record", "and %d older records", 5) })
	})
}
