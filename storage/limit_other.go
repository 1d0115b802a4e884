//go:build !unix

package storage

// openNoWait: systems other than Unix have no named pipes in the file
// system that an open would wait on (and js/wasm has no O_NONBLOCK).
const openNoWait = 0
