package i18n

// The Polish of Pyramid of Pengqueen's screens (scenes/pengqueen) and of
// its set-up's helps (game/pengqueen/assists.go), kept in a file of its
// own so that the games' screens, written side by side, add their words
// without touching each other's; init puts them into the catalogue
// (polish, polishPlural) before any language is set.
var polishPengqueen = map[string]string{
	// the helps on the new-game screen (game/pengqueen/assists.go)
	"Show the whole maze": "Pokaż cały labirynt",
	"Mummy's notes":       "Notatki Mumii",
	"The Mummy may drop up to 8 numbered markers on squares of her view, to remember where she thinks the hunters are.": "Mumia może położyć na polach swojego widoku do 8 numerowanych znaczników, by pamiętać, gdzie jej zdaniem są poszukiwacze.",
	"Mummy's sight": "Wzrok Mumii",
	"Shade on the Mummy's view every square each hunter could be on, worked out from the announcements. It plays like the strongest computer Mummy; the result says it was on.": "Zacieniaj w widoku Mumii każde pole, na którym może być każdy poszukiwacz, wyliczone z ogłoszeń. Gra się wtedy jak najsilniejsza komputerowa Mumia; wynik gry o tym mówi.",
	"Danger hint": "Podpowiedź zagrożenia",
	"Outline on the hunters' view the squares the Mummy could reach in her next turn with the dice set aside now.": "Obrysuj w widoku poszukiwaczy pola, do których Mumia mogłaby dojść w następnej turze przy obecnie odłożonych kościach.",
	"setup.assists.%s: %s is neither on nor off.":                                                                  "setup.assists.%s: %s to ani on, ani off (włączone, wyłączone).",
	"setup.assists: %s is not an assist (notes, sight or danger).":                                                 "setup.assists: %s to nie pomoc (notes, sight ani danger: notatki, wzrok, zagrożenie).",

	// the board: the top bar, the tray, the Mummy's corner, the seats
	"Round %d, the Mummy's turn":       "Runda %d, tura Mumii",
	"No die set aside":                 "Żadna kość nie jest odłożona",
	"The Mummy's die":                  "Kość Mumii",
	"Interrupting turn: step %d of %d": "Tura przerywająca: krok %d z %d",
	"Her turn: step %d of %d":          "Jej tura: krok %d z %d",
	"Next turn: her die + %d":          "Następna tura: jej kość + %d",
	"Torches taken: %d of %d":          "Zdobyte pochodnie: %d z %d",
	"%s wins!":                         "%s wygrywa!",
	"plays with the cards above":       "gra kartami z wiersza wyżej",
	"%s: “Arrow!”":                     "%s: „Strzałka!”",
	"%s: “%s!”":                        "%s: „%s!”",
	"%s rolls the dice (roll %d)":      "%s rzuca kośćmi (rzut %d)",
	"%s: “Reset!”":                     "%s: „Reset!”",
	"%s shows the %s!":                 "%s pokazuje skarb: %s!",
	"One":                              "Jeden",
	"Two":                              "Dwa",
	"Three":                            "Trzy",
	"Four":                             "Cztery",
	"Arrow":                            "Strzałka",
	"The public view":                  "Widok publiczny",
	"The hunters' side":                "Strona poszukiwaczy",
	"The Mummy's side":                 "Strona Mumii",
	"Sight on":                         "Wzrok włączony",
	"The treasure cards are dealt":     "Rozdawanie kart skarbów",
	"The Mummy (computer) is hunting":  "Mumia (komputer) poluje",
	"The Mummy: your turn":             "Mumio, twoja tura",
	"%s, the Mummy: your turn":         "%s, Mumia: twoja tura",
	"The Mummy's turn":                 "Tura Mumii",
	"The Mummy's interrupting turn":    "Przerywająca tura Mumii",
	"The hunters' turn":                "Tura poszukiwaczy",
	"Hunters, look away: the Mummy's side of the pyramid is shown next.": "Poszukiwacze, odwróćcie wzrok: teraz pokaże się strona piramidy Mumii.",
	"Mummy, look away: the hunters' side of the pyramid is shown next.":  "Mumio, odwróć wzrok: teraz pokaże się strona piramidy poszukiwaczy.",
	"I am the Mummy (%s)":  "Jestem Mumią (%s)",
	"I am the Mummy":       "Jestem Mumią",
	"Hunters — %s to play": "Poszukiwacze — gra %s",

	// the prompt
	"While you looked away": "Pod twoją nieobecność",
	"What the hunters announced, line by line in the log. Space skips.": "Co ogłosili poszukiwacze, linijka po linijce w dzienniku. Spacja pomija.",
	"The Mummy's walk, once more. Space skips.":                         "Marsz Mumii, jeszcze raz. Spacja pomija.",
	"The result follows.":                                "Zaraz wynik.",
	"The dice are rolling":                               "Kości się toczą",
	"Watch the tray.":                                    "Patrz na tackę z kośćmi.",
	"The Mummy (computer)":                               "Mumia (komputer)",
	"is hunting. Watch the maze and the log.":            "poluje. Patrz na labirynt i dziennik gry.",
	"is deciding. Watch the dice, the maze and the log.": "decyduje. Patrz na kości, labirynt i dziennik gry.",
	"The Mummy":                                          "Mumia",
	"Your hunt, %s":                                      "Twoje łowy, %s",
	"Interrupting turn, %s":                              "Tura przerywająca, %s",
	"Click squares to put your numbered notes on them or take them off.": "Klikaj pola, by kłaść na nich numerowane notatki albo je zdejmować.",
	"Your turn, %s": "Twoja tura, %s",
	"Roll the dice. Dice showing the Mummy are set aside and make her faster.":                                        "Rzuć kośćmi. Kości z Mumią są odkładane i przyspieszają ją.",
	"Announce “%s” and move to %s? Click the square again or the button. You may still choose another die or square.": "Ogłosić „%s” i iść na %s? Kliknij pole jeszcze raz albo przycisk. Możesz jeszcze wybrać inną kość albo pole.",
	"“%s”: click one of the lit squares to move there, or choose another die.":                                        "„%s”: kliknij jedno z podświetlonych pól, by tam iść, albo wybierz inną kość.",
	"Choose a die in the tray, then where to go; or roll again. The Mummy hears only the face you choose.":            "Wybierz kość na tacce, potem dokąd iść; albo rzuć jeszcze raz. Mumia słyszy tylko wybraną ściankę.",
	"Standing on a symbol of a treasure you hold? Open your hand and pick its card to show it. Or end your turn.":     "Stoisz na symbolu skarbu, który masz? Odkryj karty i wybierz jego kartę, by ją pokazać. Albo zakończ turę.",
	"%s: the entrance, where the hunters start. Nobody may enter it.":                                                 "%s: wejście, skąd ruszają poszukiwacze. Nikt nie może na nie wejść.",
	"%s: the Mummy's sarcophagus. Caught hunters are put here.":                                                       "%s: sarkofag Mumii. Tu trafiają złapani poszukiwacze.",
	"%s: the symbol of the %s (%s).": "%s: symbol skarbu: %s (%s).",
	"Notes: click a square to put a numbered marker on it, click a marker to take it off (%d of %d placed). Only you see them.":                               "Notatki: kliknij pole, by położyć na nim numerowany znacznik, kliknij znacznik, by go zdjąć (położone: %d z %d). Widzisz je tylko ty.",
	"Shaded: every square where each hunter could be, from everything announced.":                                                                             "Zacienione: każde pole, na którym może być każdy poszukiwacz, według wszystkich ogłoszeń.",
	"You see only yourself. The hunters' positions show only when they leave the entrance, show a treasure, or are caught; the log tells what they announce.": "Widzisz tylko siebie. Poszukiwacze pokazują się tylko, gdy wychodzą z wejścia, pokazują skarb albo zostają złapani; dziennik mówi, co ogłaszają.",
	"Ask the computer what it would do here, and why (H).":                                                                                                    "Zapytaj komputer, co by tu zrobił i dlaczego (H).",
	"Roll every die not set aside. Dice showing the Mummy are set aside, and make her faster.":                                                                "Rzuć wszystkimi nieodłożonymi kośćmi. Kości z Mumią są odkładane i przyspieszają ją.",
	"Reset the dice": "Zresetuj kości",
	"No move of %s is possible from here: choose another die or roll again.":                         "Stąd nie ma ruchu o %s: wybierz inną kość albo rzuć jeszcze raz.",
	"Click again to announce “%s” and move to %s.":                                                   "Kliknij jeszcze raz, by ogłosić „%s” i iść na %s.",
	"Move to %s (you confirm before it is announced).":                                               "Idź na %s (potwierdzisz przed ogłoszeniem).",
	"Announce “%s”, move to %s":                                                                      "Ogłoś „%s”, idź na %s",
	"The Mummy hears only the die's face. Once announced the move is final.":                         "Mumia słyszy tylko ściankę kości. Ogłoszony ruch jest ostateczny.",
	"Roll every die not set aside again. Each mummy rolled is set aside and makes the Mummy faster.": "Rzuć jeszcze raz wszystkimi nieodłożonymi kośćmi. Każda wyrzucona Mumia jest odkładana i przyspiesza Mumię.",
	"No die of this roll can move you: roll again.":                                                  "Żadna kość z tego rzutu nie pozwala się ruszyć: rzuć jeszcze raz.",
	"End the turn": "Zakończ turę",
	"End your turn without showing a treasure.": "Zakończ turę bez pokazywania skarbu.",
	"Done with notes": "Koniec notatek",
	"Stop placing notes and go on with your turn.":              "Przestań kłaść notatki i graj dalej.",
	"Step to %s. A hunter there is caught, and your turn ends.": "Krok na %s. Poszukiwacz, który tam stoi, zostaje złapany, a twoja tura się kończy.",
	"Stop here":                     "Stań tutaj",
	"End your turn on this square.": "Zakończ turę na tym polu.",
	"Notes (%d of %d)":              "Notatki (%d z %d)",
	"Put numbered markers on squares to remember where you think the hunters are. Only you see them.":        "Połóż na polach numerowane znaczniki, by pamiętać, gdzie twoim zdaniem są poszukiwacze. Widzisz je tylko ty.",
	"Arrow: slide straight on until a wall or another hunter stops you. The squares you can reach light up.": "Strzałka: sunąć prosto, aż zatrzyma cię ściana albo inny poszukiwacz. Pola, do których dojdziesz, podświetlają się.",
	"Put a note on %s.":                            "Połóż notatkę na %s.",
	"Take note %d off %s.":                         "Zdejmij notatkę %d z %s.",
	"All %d notes are placed: take one off first.": "Położono już wszystkie notatki (%d): najpierw jedną zdejmij.",

	// the hand
	"Hide my cards":                    "Zakryj moje karty",
	"Turn your cards face down again.": "Odwróć swoje karty z powrotem.",
	"Turn your cards face up. Everyone else at the screen: look away.":                       "Odkryj swoje karty. Wszyscy inni przy ekranie: odwróćcie wzrok.",
	"%s: its symbol is on %s. Standing there at the end of your move, pick it to show it.":   "%s: jej symbol jest na %s. Gdy staniesz tam na końcu ruchu, wybierz ją, by ją pokazać.",
	"Show the %s: everyone sees it, the Mummy too, and where your penguin stands.":           "Pokaż skarb %s: zobaczą go wszyscy, Mumia też, i to, gdzie stoi twój pingwin.",
	"You can show the %s only at the end of your move, standing on its symbol (%s).":         "Skarb %s pokażesz tylko na końcu ruchu, stojąc na jego symbolu (%s).",
	"Move first: at the end of your move, standing on its symbol (%s), you may show the %s.": "Najpierw się rusz: na końcu ruchu, stojąc na jego symbolu (%s), możesz pokazać skarb %s.",
	"%s's cards":                   "Karty: %s",
	"face down: only you may look": "zakryte: patrzeć możesz tylko ty",
	"face up: pick one while standing on its symbol to show it": "odkryte: wybierz kartę, stojąc na jej symbolu, by ją pokazać",
	"No card left to find.": "Nie zostało kart do zdobycia.",

	// the hints
	"announce “%s” and move to %s":                                "ogłoś „%s” i idź na %s",
	"reset the dice":                                              "zresetuj kości",
	"show the %s (open your hand and pick it)":                    "pokaż skarb %s (odkryj karty i go wybierz)",
	"show the treasure you stand on (open your hand and pick it)": "pokaż skarb, na którym stoisz (odkryj karty i go wybierz)",
	"step %s":   "krok na %s",
	"stop here": "stań tutaj",

	// the result and the statistics
	"The game is not over": "Gra się nie skończyła",
	"The Mummy wins":       "Mumia wygrywa",
	"%s wins":              "%s wygrywa",
	"The Mummy's sight was on: she saw every square where each hunter could be.": "Wzrok Mumii był włączony: widziała każde pole, na którym mógł być każdy poszukiwacz.",
	"took %d of %d torches":                    "zdobyła pochodnie: %d z %d",
	"showed %d of %d treasures":                "pokazane skarby: %d z %d",
	"out of the game":                          "poza grą",
	"round %d, the Mummy has %d of %d torches": "runda %d, Mumia ma %d z %d pochodni",
	"Sides":               "Strony",
	"Seats":               "Miejsca",
	"All games":           "Wszystkie gry",
	"Games":               "Gry",
	"the Mummy won":       "wygrała Mumia",
	"the hunters won":     "wygrali poszukiwacze",
	"role":                "rola",
	"score":               "wynik",
	"result":              "rezultat",
	"showed %s treasures": "pokazane skarby: %s",
	"took %s torches":     "zdobyte pochodnie: %s",

	// the rules (scenes/pengqueen/rules.go)
	"The two sides":       "Dwie strony",
	"The maze":            "Labirynt",
	"A hunter's turn":     "Tura poszukiwacza",
	"Moving":              "Ruch",
	"Showing a treasure":  "Pokazywanie skarbu",
	"Catching":            "Łapanie",
	"Special cases":       "Sytuacje szczególne",
	"Two players":         "Dwóch graczy",
	"Hands on one screen": "Karty na jednym ekranie",
	"Helps":               "Pomoce",
	"One player is the Mummy, the Pengqueen; everyone else is a penguin treasure hunter. Each hunter holds five secret treasure cards, one of each colour, and wins at once by showing all five, each while standing on its symbol in the maze. The Mummy wins by catching hunters: each catch takes one of their torches (life tokens), and she wins with 4 torches against two hunters, 6 against three, 7 against four (3 in the two-player game).":                                                    "Jeden gracz jest Mumią, Pengqueen; pozostali to pingwiny, poszukiwacze skarbów. Każdy poszukiwacz ma pięć tajnych kart skarbów, po jednej w każdym kolorze, i wygrywa od razu, gdy pokaże wszystkie pięć, każdą stojąc na jej symbolu w labiryncie. Mumia wygrywa, łapiąc poszukiwaczy: każde złapanie zabiera jedną z ich pochodni (żetonów życia), a Mumia wygrywa z 4 pochodniami przeciw dwóm poszukiwaczom, 6 przeciw trzem, 7 przeciw czterem (3 w grze dwuosobowej).",
	"The real board stands upright between the players. The hunters see the whole maze, every penguin and the Mummy. The Mummy sees only herself: she hunts blind, from what the hunters announce. On one screen the two sides never see each other's view: a stone door covers the screen whenever the device passes from one side to the other.":                                                                                                                                                        "Prawdziwa plansza stoi pionowo między graczami. Poszukiwacze widzą cały labirynt, każdego pingwina i Mumię. Mumia widzi tylko siebie: poluje na ślepo, z tego, co ogłaszają poszukiwacze. Na jednym ekranie strony nigdy nie widzą swoich widoków: kamienne drzwi zasłaniają ekran za każdym razem, gdy urządzenie przechodzi z jednej strony na drugą.",
	"Squares are named by column, A to Y from left to right, and row, 1 at the top to 13 at the base; point at a square to see its name. The hunters start on the entrance, K13, and the Mummy in her sarcophagus, O13; nobody may ever enter either of them again, and the Mummy never goes back into her tomb. Each treasure colour has its region: yellow at the top, green in the west, grey in the east, red in the south-west, purple in the south-east.":                                           "Pola nazywa się kolumną, od A do Y od lewej, i rzędem, od 1 na górze do 13 u podstawy; wskaż pole, by zobaczyć jego nazwę. Poszukiwacze zaczynają na wejściu, K13, a Mumia w swoim sarkofagu, O13; nikt nie może już wejść na żadne z tych pól, a Mumia nigdy nie wraca do grobowca. Każdy kolor skarbów ma swój obszar: żółty na szczycie, zielony na zachodzie, szary na wschodzie, czerwony na południowym zachodzie, fioletowy na południowym wschodzie.",
	"1. Reset (optional): if dice are set aside, you may bring them all back before rolling; the Mummy at once takes an interrupting turn of as many steps as there were dice aside, then you go on.\n2. Roll every die not set aside. Each die showing the Mummy is set aside. You may roll the remaining dice again as often as you dare; every mummy rolled stays aside and makes the Mummy faster.\n3. Move by one die of your last roll and announce only its face.\n4. Show a treasure (optional).": "1. Reset (nieobowiązkowy): jeśli są odłożone kości, możesz przed rzutem przywrócić je wszystkie; Mumia od razu wykonuje turę przerywającą o tylu krokach, ile kości było odłożonych, potem grasz dalej.\n2. Rzuć wszystkimi nieodłożonymi kośćmi. Każda kość z Mumią jest odkładana. Pozostałymi możesz rzucać znowu, ile razy się odważysz; każda wyrzucona Mumia zostaje odłożona i przyspiesza Mumię.\n3. Rusz się o jedną kość z ostatniego rzutu i ogłoś tylko jej ściankę.\n4. Pokaż skarb (nieobowiązkowo).",
	"A number moves you exactly that many squares, never diagonally; you may turn and go back, and pass through other hunters, but not end on one. The arrow slides you straight on until a wall, the entrance, the sarcophagus, the Mummy or another hunter stops you, at least one square. Walls, the entrance, the sarcophagus and the Mummy's square can never be entered. If the chosen die cannot be used, take another; if none can, roll again.":                                                  "Liczba przesuwa cię o dokładnie tyle pól, nigdy na ukos; możesz skręcać i zawracać, przechodzić przez innych poszukiwaczy, ale nie kończyć na nich. Strzałka przesuwa cię prosto, aż zatrzyma cię ściana, wejście, sarkofag, Mumia albo inny poszukiwacz, o co najmniej jedno pole. Na ściany, wejście, sarkofag i pole Mumii nie można wejść. Jeśli wybranej kości nie da się użyć, weź inną; jeśli żadnej, rzuć jeszcze raz.",
	"If your move ends on the symbol of a card you hold, you may show that card: it is turned face up for everyone, the Mummy too, who then knows where you are. Passing over a symbol does nothing, and you may keep quiet and come back later. Showing your last card wins the game at once.":                                                                                                                                                                                                           "Jeśli twój ruch kończy się na symbolu karty, którą masz, możesz tę kartę pokazać: zostaje odkryta dla wszystkich, także dla Mumii, która wie wtedy, gdzie jesteś. Przejście przez symbol nic nie daje, a możesz też milczeć i wrócić później. Pokazanie ostatniej karty od razu wygrywa grę.",
	"After every hunter has had a turn, the Mummy rolls her black die (1 to 6) and may walk up to that many squares plus one for every die set aside. She steps square by square, may turn and go back, and stops when she likes. She deduces where the hunters are from what they announced, the treasures shown, and the squares she walked through without catching anyone. The dice set aside stay aside until a hunter resets them.":                                                                 "Gdy każdy poszukiwacz wykona turę, Mumia rzuca swoją czarną kością (1 do 6) i może przejść do tylu pól plus po jednym za każdą odłożoną kość. Idzie pole po polu, może skręcać i zawracać, i staje, kiedy chce. Zgaduje, gdzie są poszukiwacze, z ich ogłoszeń, pokazanych skarbów i pól, przez które przeszła, nikogo nie łapiąc. Odłożone kości leżą odłożone, dopóki poszukiwacz ich nie zresetuje.",
	"When the Mummy steps onto a hunter's square, the hunter is caught: her turn ends there, the penguin is put into her sarcophagus and gives her one torch. It leaves the tomb by either exit on its next turn. A hunter who gives up the last torch is out of the game, and its unshown cards leave the game unseen.":                                                                                                                                                                                  "Gdy Mumia wejdzie na pole poszukiwacza, łapie go: jej tura kończy się tam, pingwin trafia do jej sarkofagu i oddaje jej jedną pochodnię. W następnej turze wychodzi z grobowca którymkolwiek wyjściem. Poszukiwacz, który odda ostatnią pochodnię, odpada z gry, a jego niepokazane karty odchodzą z gry niewidziane.",
	"If every die shows the Mummy, the turn is lost. If no die could ever move you (a dead end with the Mummy in its mouth), you announce it and your turn ends without rolling. Caught during your own reset, you still roll all five dice afterwards, from the sarcophagus.":                                                                                                                                                                                                                            "Jeśli na każdej kości wypadnie Mumia, tura przepada. Jeśli żadna kość nie mogłaby cię ruszyć (ślepy zaułek z Mumią u wylotu), ogłaszasz to i twoja tura kończy się bez rzutu. Złapany podczas własnego resetu i tak rzucasz potem wszystkimi pięcioma kośćmi, z sarkofagu.",
	"The one hunter player plays two penguins and holds ten cards, two of each colour; each penguin takes a full turn in the same order, and either may show any of the cards. The Mummy wins with three torches.":                                                                                                                                                                                                                                                                                        "Jedyny gracz poszukiwacz prowadzi dwa pingwiny i ma dziesięć kart, po dwie w każdym kolorze; każdy pingwin wykonuje pełną turę, zawsze w tej samej kolejności, i każdy może pokazać dowolną z kart. Mumia wygrywa z trzema pochodniami.",
	"Hunters may watch each other, but a hand is private: it shows card backs until its owner presses Show my cards, and closes by itself at the end of that turn. To show a treasure, pick its card in the open hand while standing on its symbol.":                                                                                                                                                                                                                                                      "Poszukiwacze mogą na siebie patrzeć, ale karty są prywatne: widać ich rewersy, dopóki właściciel nie naciśnie Pokaż moje karty, i zakrywają się same na końcu jego tury. By pokazać skarb, wybierz jego kartę w odkrytej ręce, stojąc na jego symbolu.",
	"Chosen on the new-game screen, none changes a rule. Mummy's notes: up to 8 numbered markers she may put on squares of her view. Mummy's sight: shades every square each hunter could be on (it plays like the strongest computer Mummy, and the result says it was on). Danger hint: outlines on the hunters' view the squares the Mummy could reach next turn. A hint (H) says what the strongest computer would do, and why.":                                                                      "Wybierane na ekranie nowej gry; żadna nie zmienia zasad. Notatki Mumii: do 8 numerowanych znaczników, które może kłaść na polach swojego widoku. Wzrok Mumii: zacienia każde pole, na którym może być każdy poszukiwacz (gra się wtedy jak najsilniejsza komputerowa Mumia, a wynik o tym mówi). Podpowiedź zagrożenia: obrysowuje w widoku poszukiwaczy pola, do których Mumia mogłaby dojść w następnej turze. Podpowiedź (H) mówi, co zrobiłby najsilniejszy komputer i dlaczego.",
	"Roll %d dice":      "Rzuć %d kośćmi",
	"Roll the last die": "Rzuć ostatnią kością",
}

// polishPengqueenPlural are the Polish forms (1; 2–4; 5 and more) of the
// screens' texts that depend on a count.
var polishPengqueenPlural = map[string][3]string{
	"%d die set aside: the Mummy moves that much further": {"%d kość odłożona: Mumia dojdzie o tyle dalej", "%d kości odłożone: Mumia dojdzie o tyle dalej", "%d kości odłożonych: Mumia dojdzie o tyle dalej"},
	"You may walk %d more step: click a lit square next to you, or stop. Step onto a hunter to catch it.": {
		"Możesz zrobić jeszcze %d krok: kliknij podświetlone pole obok siebie albo stań. Wejdź na poszukiwacza, by go złapać.",
		"Możesz zrobić jeszcze %d kroki: kliknij podświetlone pole obok siebie albo stań. Wejdź na poszukiwacza, by go złapać.",
		"Możesz zrobić jeszcze %d kroków: kliknij podświetlone pole obok siebie albo stań. Wejdź na poszukiwacza, by go złapać."},
	"Roll the dice, or reset first: the Mummy then walks up to %d step at once and you roll all five.": {
		"Rzuć kośćmi albo najpierw zresetuj: Mumia od razu przejdzie wtedy do %d kroku, a ty rzucisz wszystkimi pięcioma.",
		"Rzuć kośćmi albo najpierw zresetuj: Mumia od razu przejdzie wtedy do %d kroków, a ty rzucisz wszystkimi pięcioma.",
		"Rzuć kośćmi albo najpierw zresetuj: Mumia od razu przejdzie wtedy do %d kroków, a ty rzucisz wszystkimi pięcioma."},
	"Bring the die set aside back: the Mummy at once walks up to %d step, then you roll all five dice.": {
		"Przywróć odłożoną kość: Mumia od razu przejdzie do %d kroku, potem rzucisz wszystkimi pięcioma kośćmi.",
		"Przywróć odłożone kości: Mumia od razu przejdzie do %d kroków, potem rzucisz wszystkimi pięcioma kośćmi.",
		"Przywróć odłożone kości: Mumia od razu przejdzie do %d kroków, potem rzucisz wszystkimi pięcioma kośćmi."},
	"Roll %d die again": {"Rzuć znowu %d kością", "Rzuć znowu %d kośćmi", "Rzuć znowu %d kośćmi"},
	"Walk exactly %d square. The squares you can reach light up.": {
		"Przejdź dokładnie %d pole. Pola, do których dojdziesz, podświetlają się.",
		"Przejdź dokładnie %d pola; możesz skręcać i zawracać. Pola, do których dojdziesz, podświetlają się.",
		"Przejdź dokładnie %d pól; możesz skręcać i zawracać. Pola, do których dojdziesz, podświetlają się."},
	"Every die is set aside: reset them. The Mummy at once walks up to %d step, then you roll all five.": {
		"Wszystkie kości są odłożone: zresetuj je. Mumia od razu przejdzie do %d kroku, potem rzucisz wszystkimi pięcioma.",
		"Wszystkie kości są odłożone: zresetuj je. Mumia od razu przejdzie do %d kroków, potem rzucisz wszystkimi pięcioma.",
		"Wszystkie kości są odłożone: zresetuj je. Mumia od razu przejdzie do %d kroków, potem rzucisz wszystkimi pięcioma."},
	"The game lasted %d round.": {"Gra trwała %d rundę.", "Gra trwała %d rundy.", "Gra trwała %d rund."},
	// counts said with their nouns (game/pengqueen/narrate.go, the banners
	// and the prompt): one form per Polish number
	"%d die now set aside":              {"%d kość odłożona", "%d kości odłożone", "%d kości odłożonych"},
	"%s: rolled %d time (%s), moved %d": {"%s: %d rzut (%s), ruch o %d", "%s: %d rzuty (%s), ruch o %d", "%s: %d rzutów (%s), ruch o %d"},
	"%s: rolled %d time (%s), arrow":    {"%s: %d rzut (%s), strzałka", "%s: %d rzuty (%s), strzałka", "%s: %d rzutów (%s), strzałka"},
	"The Mummy took %d life token.":     {"Mumia zdobyła %d żeton życia.", "Mumia zdobyła %d żetony życia.", "Mumia zdobyła %d żetonów życia."},
	"%s rolls without resetting: the Mummy would come too close (%d die set aside).": {
		"%s rzuca bez resetu: Mumia podeszłaby za blisko (%d kość odłożona).",
		"%s rzuca bez resetu: Mumia podeszłaby za blisko (%d kości odłożone).",
		"%s rzuca bez resetu: Mumia podeszłaby za blisko (%d kości odłożonych)."},
	"%s resets the dice: the Mummy walks %d step now, but the hunters are out of her reach.": {
		"%s resetuje kości: Mumia zrobi teraz do %d kroku, ale poszukiwacze są poza jej zasięgiem.",
		"%s resetuje kości: Mumia zrobi teraz do %d kroków, ale poszukiwacze są poza jej zasięgiem.",
		"%s resetuje kości: Mumia zrobi teraz do %d kroków, ale poszukiwacze są poza jej zasięgiem."},
	"Reset! The Mummy interrupts: up to %d step": {"Reset! Mumia przerywa: do %d kroku", "Reset! Mumia przerywa: do %d kroków", "Reset! Mumia przerywa: do %d kroków"},
	"The Mummy's turn: up to %d step":            {"Tura Mumii: do %d kroku", "Tura Mumii: do %d kroków", "Tura Mumii: do %d kroków"},
}

// init puts the screens' words into the catalogue. A text the catalogue
// translates already in other words is a mistake (one text, two
// translations), found at once.
func init() {
	for k, v := range polishPengqueen {
		if was, dup := polish[k]; dup && was != v {
			panic("i18n: " + k + " is translated twice")
		}
		polish[k] = v
	}
	for k, v := range polishPengqueenPlural {
		if was, dup := polishPlural[k]; dup && was != v {
			panic("i18n: " + k + " is translated twice")
		}
		polishPlural[k] = v
	}
}
