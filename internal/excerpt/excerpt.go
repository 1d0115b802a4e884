// Package excerpt cuts a piece of untrusted input down to what an error
// message may quote. A parser that names the bad word or step it was given
// helps the person who wrote it, but a message that quotes it whole is as
// large as the input: a 50 MB step in a record made a 157 MB message, and a
// 1 MB one froze the title screen that showed it. Every error that quotes
// input quotes it through Quote or Cut, so a message stays a line or two
// whatever the input.
package excerpt

import "strconv"

// Max is how many characters of the input an excerpt keeps: more than any
// step, word, name or field a file of the game holds, so a real mistake is
// quoted whole.
const Max = 40

// Cut is s, or its first Max characters followed by "…" when it is
// longer. A byte that is not UTF-8 counts as one character.
func Cut(s string) string {
	n := 0
	for i := range s {
		if n == Max {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// Quote is Cut(s) in double quotes with what is not printable escaped, as
// %q prints it: "move D12", or "move D12 D12 D12 D12 D12 D12 D12 D12 D…".
func Quote(s string) string { return strconv.Quote(Cut(s)) }
