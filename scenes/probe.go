package scenes

import "github.com/pyramid-studio/pyramid/client/layout"

// Probe is a test-only description of what a screen offers: which scene
// is active and where its clickable targets are. The game writes it to the
// file named by PYRAMID_PROBE (see cmd/pyramid) so the headless end-to-end
// test can aim real injected clicks; players never see it.
type Probe struct {
	Scene   string        `json:"scene"`
	Prompt  string        `json:"prompt,omitempty"`
	Human   bool          `json:"human,omitempty"` // a human must act now
	Seat    int           `json:"seat"`            // seat to act, or -1/-2
	View    int           `json:"view"`            // seat whose view is drawn
	Round   int           `json:"round,omitempty"`
	Over    bool          `json:"over,omitempty"`
	Steps   int           `json:"steps,omitempty"` // engine steps applied so far
	Targets []ProbeTarget `json:"targets,omitempty"`
	Winner  string        `json:"winner,omitempty"`
	Message string        `json:"message,omitempty"` // the play screen's last notice (a hint, a controller joining or lost); the title's sound notice or problem; how the last export or opening went on the end screen, the replay viewer and the lists
	Bad     bool          `json:"bad,omitempty"`     // the message tells of a problem (drawn in red)
	Pads    map[int]int   `json:"pads,omitempty"`    // seat → the controller bound to it
	// Asking: the play screen asks before a costly end of turn, or the
	// title whether to quit (Targets are the answers).
	Asking bool `json:"asking,omitempty"`
	// Handoffs counts the times the play screen's device changed hands:
	// a press of a button whose run of presses began before the last of
	// them is held back (input.Gate), so a test that saw the count move
	// since it began pressing a button lets that run end first.
	Handoffs int `json:"handoffs,omitempty"`
	// Guide: a tutorial's card over the screen (scenes/guide.go).
	Guide *GuideProbe `json:"guide,omitempty"`
	// Pointed is the label of the target the pointer rests on (a mouse's
	// hover, a finger's long press; for a finger, the nearest within its
	// reach), "" when none: what a long press shows is shown for it.
	Pointed string `json:"pointed,omitempty"`
}

// ProbeTarget is one clickable thing in screen pixels.
type ProbeTarget struct {
	Label  string      `json:"label"`
	Action string      `json:"action,omitempty"` // engine notation, when it plays one
	Rect   layout.Rect `json:"rect"`
	// Focused marks the target the keyboard or controller focus is on,
	// so a test playing without a mouse knows where it stands.
	Focused bool `json:"focused,omitempty"`
}
