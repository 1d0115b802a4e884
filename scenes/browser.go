package scenes

// QuitOffered is whether the title screen offers Quit, and Esc there
// quits. The browser build turns it off (cmd/pyramid): a page has nothing
// to quit to, and Esc belongs to the browser (it leaves fullscreen).
var QuitOffered = true
