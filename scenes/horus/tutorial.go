package horus

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/horus/scenario"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// The Pyramid of Horus's tutorial (scenes.Tutorial): a short game of
// David Gore, played by the person, against Chantal Sarti, a computer,
// from round 4 to the end, written out in tutorial.txt (the scenario
// format: the position and every step, chance's and the computer's
// included), and the cards below, each shown at its mark in that file.
// It shows the six phases, searching, a sarcophagus opened and taken, the
// mummies' walk and a touch, David Gore's Shoot, a block falling on him
// and his jump, leaving through the door and the score.

//go:embed tutorial.txt
var tutorialScript []byte

// tutorialTexts are the words of the cards, one for each mark of
// tutorial.txt in its order (its name in the comment above it); the
// Polish of each is in i18n/polish.go. Treasures are named by their god
// and value ("Anubis 8") only once they are face up: the tutorial's test
// shows each card over the person's view and fails on words naming a card
// or block they cannot see.
var tutorialTexts = []string{
	// welcome
	"Welcome to the Pyramid of Horus! You are David Gore (G), standing in the Scorpion Pit. Grab treasure and get out through the door at the bottom before the falling stone blocks seal you in: only those who get out score, and the richest wins. Chantal Sarti (S), played by the computer, is after the same loot.",
	// phases
	"The game is played in rounds of six phases: adjust your load, roll for actions, take your turns, the mummies walk, a stone block falls, and the dice pass on. The top bar always says which round and phase it is: this is round 4.",
	// adjust
	"Phase 1: Wound and Load Level. Count the cards in front of you, wounds included: the more you carry, the higher your level and the fewer your actions. You hold two, a Crowbar and Necklace 2: up to 2 cards is level 1, the best. You could throw cards away now, but keep them: choose Done.",
	// roll
	"Phase 2: the Dice Keeper, who holds the Ankh (you, this round), rolls the five dice. Each die showing your level or more gives you one action for this round.",
	// actions
	"You rolled 5, 1, 3, 6 and 2. At level 1 every die counts, even the 1: you have 5 actions. Chantal holds three cards, level 2, so her 1 does not count: she has 4. Phase 3: each player in turn spends their actions, the Dice Keeper first.",
	// search
	"You stand on the sand of the Scorpion Pit. Searching costs one action and draws the top card of this room's deck, the Sand deck: a treasure, a chest or a scorpion's sting. Search!",
	// found
	"Hededet 5, a treasure of the scorpion goddess! It lies in front of you now, with your other cards. Treasures only score if you carry them out of the pyramid.",
	// corridor
	"Now into the Mummies' Corridor, through its opening at A7 (thick lines are walls). Each move to a square next to yours costs one action. Initkaes, a mummy, paces this part of the corridor: mind it. Move to A7.",
	// beside
	"Each sarcophagus set in the corridor's walls hides a treasure of a god. Move up to A6, beside one.",
	// open
	"Open the sarcophagus (one action): its treasure is turned face up for everyone to see.",
	// take
	"Anubis 8! Anyone standing beside it may take it, so take it now, with your last action.",
	// sarti
	"Your actions are spent, so your turn ends. Now Chantal Sarti, the computer, plays hers: watch her on the board, and read what she does in the game log.",
	// left
	"Chantal searched the Cobra Nest and a snake bit her: a wound card, which weighs like any other. Then she stepped out through the door. She is safe with her loot and plays no more; she scores when the game ends.",
	// mummies
	"Phase 4: the mummies walk. The dice are rolled again, and each mummy walks one square along its corridor for every die showing 4 or more, turning round at the walls. A mummy that meets you leaves a wound that never heals. Initkaes faces your way...",
	// touched
	"Four dice showed 4 or more, so every mummy walked four squares. Initkaes walked over you: a Mummy wound, for good. It counts towards your load like any card.",
	// block
	"Phase 5: a stone block falls. A random block from the box drops on the Cobra Nest square with its number (the grid shows the blocks still to fall) and stays there for the rest of the game. Then the dice pass on, and a new round begins.",
	// discard
	"Round 5, phase 1. You now hold five cards, the wound included: level 3, so only dice showing 3 or more would count. The Crowbar only helps to pick an idol's lock, and you are heading for the door: throw it away.",
	// done
	"Four cards: level 2 again. Wounds cannot be thrown away like this. Choose Done; the dice are rolled next.",
	// ability
	"All five dice show 2 or more: 5 actions. But Initkaes stands at A7, in your way out. Each adventurer has a special ability, usable once a game. David Gore's is Shoot: a mummy next to him falls down, and it wounds no one until it stands up again.",
	// shoot
	"Shoot Initkaes. An ability costs no action.",
	// walk
	"Now head for the door: past the fallen mummy, out of the corridor and into the Cobra Nest, through A7, B7, B8 and B9 to C9.",
	// fall
	"Your turn is over. In phase 4 a shot mummy does not walk: it only stands up again. Then comes phase 5, and you now stand in the Cobra Nest, where the blocks fall: each of its squares carries the number of the block that can land on it.",
	// jump
	"Block 2 is falling on your square! Jump to a free square next to it: the jump costs nothing, but the block hurts you (a Block wound). With nowhere to jump, you would be crushed. Jump to C10, towards the door.",
	// again
	"Round 6. The Block wound makes five cards again: level 3. Keep your treasures this time: choose Done.",
	// exit
	"Every die shows 3 or more: 5 actions, just enough. Walk to the door, C11, C12, C13, D13, and step out onto the Entrance at D14. Leaving is for good: you keep what you carry.",
	// score
	"You got out! The game ends when no one is left inside. Everyone who got out scores their treasures: your Necklace 2, Hededet 5 and Anubis 8 make 15, and treasures of two different gods add 3: 18. Chantal has 13. You win!",
	// farewell
	"That is the whole game. In a full game you choose the players and their adventurers, up to six, and the blocks keep falling until the way out is shut. The Rules on the title screen tell everything else. Good luck in the pyramid!",
}

// tutorialSeats are who plays the tutorial's seats: the person, and a
// computer whose every step the script gives.
var tutorialSeats = []session.Seat{{Kind: session.Human}, {Kind: "medium"}}

// tutorialSeed seeds the tutorial's match; the script gives every chance
// step, so it only fills the generator.
const tutorialSeed = 17

// The script's name in its messages, and the words its marks and steps
// are found by (tutorialMarks).
const (
	tutorialFile = "tutorial.txt"
	markPrefix   = "# card "
	markPlay     = "play"
	stepWord     = "do"
	rollWord     = "roll"
)

var tutorial struct {
	once sync.Once
	tut  scenes.Tutorial
	err  error
}

// HasTutorial: Horus has one (scenes.Tutor), whose script reads
// (TestTutorialScriptPlays).
func (horusScreens) HasTutorial() bool { return len(tutorialScript) > 0 }

// Tutorial is Horus's tutorial (scenes.Tutor); none when its script does
// not read, which TestTutorialScriptPlays rules out.
func (horusScreens) Tutorial() scenes.Tutorial {
	tut, _ := horusTutorial()
	return tut
}

// horusTutorial reads the script once: its position, its line and its
// cards placed at their marks.
func horusTutorial() (scenes.Tutorial, error) {
	tutorial.once.Do(func() { tutorial.tut, tutorial.err = readTutorial(tutorialScript, tutorialTexts) })
	return tutorial.tut, tutorial.err
}

// readTutorial reads a tutorial's script and places its cards, whose
// words are texts, at its marks.
func readTutorial(script []byte, texts []string) (scenes.Tutorial, error) {
	sc, err := scenario.Parse(tutorialFile, script)
	if err != nil {
		return scenes.Tutorial{}, err
	}
	line, err := sc.Line()
	if err != nil {
		return scenes.Tutorial{}, err
	}
	marks, steps := tutorialMarks(script)
	switch {
	case steps != len(line):
		return scenes.Tutorial{}, fmt.Errorf("%s: %d steps counted beside the marks, %d in its line", tutorialFile, steps, len(line))
	case len(marks) != len(texts):
		return scenes.Tutorial{}, fmt.Errorf("%s: %d marks for the words of %d cards", tutorialFile, len(marks), len(texts))
	}
	pos := sc.Position()
	tut := scenes.Tutorial{
		Start: func() (table.Match, []session.Seat, error) {
			return horus.MatchAt(pos, tutorialSeed), tutorialSeats, nil
		},
		Line: line,
	}
	for i, mk := range marks {
		card := scenes.Card{At: mk.at, Text: texts[i], Look: mk.look}
		if mk.play {
			card.Do = steps - card.At
			if i+1 < len(marks) {
				card.Do = marks[i+1].at - card.At
			}
		}
		tut.Cards = append(tut.Cards, card)
	}
	return tut, nil
}

// tutorialMark is a mark of the script: "# card NAME [play] [| LOOK ...]",
// with the number of steps written before it.
type tutorialMark struct {
	name string
	play bool
	look []string
	at   int
}

// tutorialMarks finds the script's marks and counts its steps as the
// scenario format does: one for each "do" line, one for each die of a
// "do roll a b c" (readTutorial checks the count against the line).
func tutorialMarks(script []byte) ([]tutorialMark, int) {
	var marks []tutorialMark
	steps := 0
	for _, ln := range strings.Split(string(script), "\n") {
		ln = strings.TrimSpace(ln)
		if rest, ok := strings.CutPrefix(ln, markPrefix); ok {
			parts := strings.Split(rest, "|")
			head := strings.Fields(parts[0])
			mk := tutorialMark{at: steps, play: len(head) > 1 && head[1] == markPlay}
			if len(head) > 0 {
				mk.name = head[0]
			}
			for _, l := range parts[1:] {
				mk.look = append(mk.look, strings.TrimSpace(l))
			}
			marks = append(marks, mk)
			continue
		}
		f := strings.Fields(ln)
		if len(f) < 2 || f[0] != stepWord {
			continue
		}
		f = f[1:]
		if strings.HasSuffix(f[0], ":") && len(f) > 1 {
			f = f[1:]
		}
		if len(f) > 2 && strings.EqualFold(f[0], rollWord) {
			steps += len(f) - 1
		} else {
			steps++
		}
	}
	return marks, steps
}
