package storage

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Memory is a Store that keeps its files in memory: for tests, and for
// playing where nothing may be written.
type Memory struct {
	mu    sync.Mutex
	files map[string][]byte
}

// NewMemory makes an empty Memory store.
func NewMemory() *Memory { return &Memory{files: map[string][]byte{}} }

// Read returns a copy of the file.
func (m *Memory) Read(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	data, ok := m.files[key]
	if !ok {
		return nil, fmt.Errorf("%s: %w", key, ErrNotFound)
	}
	return append([]byte(nil), data...), nil
}

// Write stores a copy of data.
func (m *Memory) Write(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.files[key] = append([]byte(nil), data...)
	return nil
}

// List returns the keys starting with prefix, sorted.
func (m *Memory) List(prefix string) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var keys []string
	for k := range m.files {
		if strings.HasPrefix(k, prefix) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys, nil
}

// Remove deletes the file; a missing file is not an error.
func (m *Memory) Remove(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.files, key)
	return nil
}
