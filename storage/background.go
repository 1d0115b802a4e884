package storage

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// Background puts the writes of another Store on a goroutine of their own,
// so that a slow disk does not stall a frame: an autosave's fsync can take
// several milliseconds. Writes are done in order. A write to a key waits
// until the key's previous write is on disk (backpressure), so a file is
// never more than one write behind what was written to it: the autosave is
// at most one step behind the game shown, whenever the game is killed,
// while the caller still gets on with its step as one write is made. Only
// past Patience (a disk that takes seconds) does a write go on without
// waiting; a newer write to a key still waiting then replaces the older one
// in its place. Read and List see the writes still waiting. Write returns
// with the error of an earlier write that failed (once), so the caller
// hears of it at the next save; Flush waits until everything is on disk,
// and Close flushes and stops the goroutine — the client calls it when the
// game quits.
type Background struct {
	st      Store
	mu      sync.Mutex
	cond    *sync.Cond
	queue   []string      // keys waiting, oldest first
	waiting map[string]op // what is waiting for each key
	doing   *keyOp        // the operation being written now
	err     error         // a failure not yet reported
	closed  bool          //
	done    chan struct{} // closed when the goroutine ends
	// Patience is how long a write to a key waits for the key's previous
	// write to reach the disk before it is queued behind it anyway
	// (DefaultPatience). Set it, if at all, before the first write.
	Patience time.Duration
	_        [0]func() // not comparable
}

// DefaultPatience is a Background's Patience: far above a healthy disk's
// few milliseconds, and short enough that a failing disk freezes the game
// for no more than a moment at a step.
const DefaultPatience = time.Second

type op struct {
	data   []byte
	remove bool
}

type keyOp struct {
	key string
	op
}

// NewBackground starts writing st's files in the background.
func NewBackground(st Store) *Background {
	b := &Background{st: st, waiting: map[string]op{}, done: make(chan struct{}), Patience: DefaultPatience}
	b.cond = sync.NewCond(&b.mu)
	go b.run()
	return b
}

func (b *Background) run() {
	defer close(b.done)
	b.mu.Lock()
	defer b.mu.Unlock()
	for {
		for len(b.queue) == 0 && !b.closed {
			b.cond.Wait()
		}
		if len(b.queue) == 0 {
			return
		}
		k := b.queue[0]
		b.queue = b.queue[1:]
		b.doing = &keyOp{k, b.waiting[k]}
		delete(b.waiting, k)
		b.mu.Unlock()
		var err error
		if b.doing.remove {
			err = b.st.Remove(k)
		} else {
			err = b.st.Write(k, b.doing.data)
		}
		b.mu.Lock()
		b.doing = nil
		if err != nil && b.err == nil {
			b.err = err
		}
		b.cond.Broadcast()
	}
}

func (b *Background) enqueue(key string, o op) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.await(key)
	if b.closed {
		if o.remove {
			return b.st.Remove(key)
		}
		return b.st.Write(key, o.data)
	}
	if _, ok := b.waiting[key]; !ok {
		b.queue = append(b.queue, key)
	}
	b.waiting[key] = o
	b.cond.Broadcast()
	err := b.err
	b.err = nil
	return err
}

// await waits, for at most Patience, until nothing is waiting or being
// written for key. It is called with b.mu held.
func (b *Background) await(key string) {
	b.waitFor(func() bool {
		_, waiting := b.waiting[key]
		return b.closed || !waiting && (b.doing == nil || b.doing.key != key)
	}, b.Patience)
}

// waitFor waits until ok holds or d has passed, and reports whether ok
// holds. It is called with b.mu held.
func (b *Background) waitFor(ok func() bool, d time.Duration) bool {
	if ok() || d <= 0 {
		return ok()
	}
	late := false
	t := time.AfterFunc(d, func() {
		b.mu.Lock()
		late = true
		b.cond.Broadcast()
		b.mu.Unlock()
	})
	defer t.Stop()
	for !ok() && !late {
		b.cond.Wait()
	}
	return ok()
}

// Settle waits until every queued write is on disk, but no longer than d,
// and reports whether they all are: a caller with work that would write
// again (a run of steps in a frame) can hold it back rather than wait in
// Write.
func (b *Background) Settle(d time.Duration) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.waitFor(func() bool { return len(b.queue) == 0 && b.doing == nil }, d)
}

// Write queues data for key once the key's previous write is on disk (see
// Background), and returns.
func (b *Background) Write(key string, data []byte) error {
	return b.enqueue(key, op{data: append([]byte(nil), data...)})
}

// Remove queues the removal of key.
func (b *Background) Remove(key string) error { return b.enqueue(key, op{remove: true}) }

// latest is what key will hold once the queue is written; ok is false when
// nothing is queued for it.
func (b *Background) latest(key string) (o op, ok bool) {
	if o, ok := b.waiting[key]; ok {
		return o, true
	}
	if b.doing != nil && b.doing.key == key {
		return b.doing.op, true
	}
	return op{}, false
}

// Read returns key as it will be once the queue is written.
func (b *Background) Read(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	b.mu.Lock()
	o, ok := b.latest(key)
	b.mu.Unlock()
	if !ok {
		return b.st.Read(key)
	}
	if o.remove {
		return nil, fmt.Errorf("%s: %w", key, ErrNotFound)
	}
	return append([]byte(nil), o.data...), nil
}

// List returns the keys starting with prefix, queued writes included.
func (b *Background) List(prefix string) ([]string, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	keys, err := b.st.List(prefix)
	if err != nil {
		return nil, err
	}
	set := map[string]bool{}
	for _, k := range keys {
		set[k] = true
	}
	check := func(k string, o op) {
		if strings.HasPrefix(k, prefix) {
			set[k] = !o.remove
		}
	}
	if b.doing != nil {
		check(b.doing.key, b.doing.op)
	}
	for k, o := range b.waiting {
		check(k, o)
	}
	var out []string
	for k, in := range set {
		if in {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out, nil
}

// Flush waits until every queued write is done and returns the first
// failure not yet reported.
func (b *Background) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	for len(b.queue) > 0 || b.doing != nil {
		b.cond.Wait()
	}
	err := b.err
	b.err = nil
	return err
}

// Close flushes and stops the background writer; later writes go straight
// to the store underneath.
func (b *Background) Close() error {
	err := b.Flush()
	b.mu.Lock()
	b.closed = true
	b.cond.Broadcast()
	b.mu.Unlock()
	<-b.done
	return err
}
