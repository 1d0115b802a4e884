package pengqueen

import "github.com/pyramid-studio/pyramid/scenes"

// ruleSections is our own summary of the rulebook
// (shared/rules/pyramid-of-pengqueen.txt) in its order, with the rulings
// of shared/design/pengqueen-spec.md where it is silent and how the game
// is played on one screen. Every text is ours: it summarizes, never
// quotes. Polish is in i18n/polish_pengqueen.go.
var ruleSections = []scenes.RuleSection{
	{Title: "Goal",
		Text: "One player is the Mummy, the Pengqueen; everyone else is a penguin treasure hunter. Each hunter holds five secret treasure cards, one of each colour, and wins at once by showing all five, each while standing on its symbol in the maze. The Mummy wins by catching hunters: each catch takes one of their torches (life tokens), and she wins with 4 torches against two hunters, 6 against three, 7 against four (3 in the two-player game)."},
	{Title: "The two sides",
		Text: "The real board stands upright between the players. The hunters see the whole maze, every penguin and the Mummy. The Mummy sees only herself: she hunts blind, from what the hunters announce. On one screen the two sides never see each other's view: a stone door covers the screen whenever the device passes from one side to the other."},
	{Title: "The maze",
		Text: "Squares are named by column, A to Y from left to right, and row, 1 at the top to 13 at the base; point at a square to see its name. The hunters start on the entrance, K13, and the Mummy in her sarcophagus, O13; nobody may ever enter either of them again, and the Mummy never goes back into her tomb. Each treasure colour has its region: yellow at the top, green in the west, grey in the east, red in the south-west, purple in the south-east."},
	{Title: "A hunter's turn",
		Text: "1. Reset (optional): if dice are set aside, you may bring them all back before rolling; the Mummy at once takes an interrupting turn of as many steps as there were dice aside, then you go on.\n2. Roll every die not set aside. Each die showing the Mummy is set aside. You may roll the remaining dice again as often as you dare; every mummy rolled stays aside and makes the Mummy faster.\n3. Move by one die of your last roll and announce only its face.\n4. Show a treasure (optional)."},
	{Title: "Moving",
		Text: "A number moves you exactly that many squares, never diagonally; you may turn and go back, and pass through other hunters, but not end on one. The arrow slides you straight on until a wall, the entrance, the sarcophagus, the Mummy or another hunter stops you, at least one square. Walls, the entrance, the sarcophagus and the Mummy's square can never be entered. If the chosen die cannot be used, take another; if none can, roll again."},
	{Title: "Showing a treasure",
		Text: "If your move ends on the symbol of a card you hold, you may show that card: it is turned face up for everyone, the Mummy too, who then knows where you are. Passing over a symbol does nothing, and you may keep quiet and come back later. Showing your last card wins the game at once."},
	{Title: "The Mummy's turn",
		Text: "After every hunter has had a turn, the Mummy rolls her black die (1 to 6) and may walk up to that many squares plus one for every die set aside. She steps square by square, may turn and go back, and stops when she likes. She deduces where the hunters are from what they announced, the treasures shown, and the squares she walked through without catching anyone. The dice set aside stay aside until a hunter resets them."},
	{Title: "Catching",
		Text: "When the Mummy steps onto a hunter's square, the hunter is caught: her turn ends there, the penguin is put into her sarcophagus and gives her one torch. It leaves the tomb by either exit on its next turn. A hunter who gives up the last torch is out of the game, and its unshown cards leave the game unseen."},
	{Title: "Special cases",
		Text: "If every die shows the Mummy, the turn is lost. If no die could ever move you (a dead end with the Mummy in its mouth), you announce it and your turn ends without rolling. Caught during your own reset, you still roll all five dice afterwards, from the sarcophagus."},
	{Title: "Two players",
		Text: "The one hunter player plays two penguins and holds ten cards, two of each colour; each penguin takes a full turn in the same order, and either may show any of the cards. The Mummy wins with three torches."},
	{Title: "Hands on one screen",
		Text: "Hunters may watch each other, but a hand is private: it shows card backs until its owner presses Show my cards, and closes by itself at the end of that turn. To show a treasure, pick its card in the open hand while standing on its symbol."},
	{Title: "Helps",
		Text: "Chosen on the new-game screen, none changes a rule. Mummy's notes: up to 8 numbered markers she may put on squares of her view. Mummy's sight: shades every square each hunter could be on (it plays like the strongest computer Mummy, and the result says it was on). Danger hint: outlines on the hunters' view the squares the Mummy could reach next turn. A hint (H) says what the strongest computer would do, and why."},
}
