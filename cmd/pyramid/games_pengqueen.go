//go:build web_pengqueen

package main

// The browser's module of this game alone (the tags: games.go).
import _ "github.com/pyramid-studio/pyramid/scenes/pengqueen"
