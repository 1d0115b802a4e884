package i18n

// The Polish of the browser's modules (scenes/away.go, scenes/title_intent.go,
// session/elsewhere.go): a game played in another module of the page.
var polishWeb = map[string]string{
	"Opens once its game has loaded.":                                       "Otworzy się po wczytaniu swojej gry.",
	"this page cannot load another game":                                    "ta strona nie wczyta innej gry",
	"this page has no module for %s":                                        "ta strona nie ma modułu gry %s",
	"it is a game this version of Pyramid does not play":                    "to gra, w którą ta wersja Piramidy nie gra",
	"What was chosen is no longer there (another tab may have changed it).": "Tego, co wybrano, już nie ma (mogła to zmienić inna karta).",
}

// init puts the words into the catalogue, as polish_pengqueen.go does.
func init() {
	for k, v := range polishWeb {
		if was, dup := polish[k]; dup && was != v {
			panic("i18n: " + k + " is translated twice")
		}
		polish[k] = v
	}
}
