package pengqueen

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
)

// Hash is a 64-bit FNV-1a hash of the whole state, field by field in
// little-endian order (encoding/binary writes no padding), so amd64 and
// WebAssembly agree: records check their replays with it.
func (s *State) Hash() uint64 {
	h := fnv.New64a()
	_ = binary.Write(h, binary.LittleEndian, s)
	return h.Sum64()
}

// HashString is Hash in hex, as records print it.
func (s *State) HashString() string { return fmt.Sprintf("%016x", s.Hash()) }
