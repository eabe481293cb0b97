package watch

import (
	"sync"
	"time"
)

// fakeClock is a [Clock] whose time moves only when the test moves it, so that the
// watcher's settle, debounce and polling take no real time. Each wait the watcher begins
// is told on armed (without blocking); advance ends the earliest wait.
type fakeClock struct {
	mu    sync.Mutex
	now   time.Time
	waits []fakeWait
	armed chan struct{}
}

// fakeWait is a wait begun with After: the time it ends and its channel.
type fakeWait struct {
	at time.Time
	c  chan time.Time
}

// horizon is how far ahead of its time a fake clock ends a wait: the watcher's backstop
// scan, an hour away, never comes, so that a file is found by its notification.
const horizon = time.Minute

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Now(), armed: make(chan struct{}, 1)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	c.waits = append(c.waits, fakeWait{at: c.now.Add(d), c: ch})
	c.tell()
	return ch
}

// tell says, without blocking, that there is a wait to end.
func (c *fakeClock) tell() {
	select {
	case c.armed <- struct{}{}:
	default:
	}
}

// advance moves the time to the earliest wait within the horizon and ends the waits due
// then; it tells armed again when other waits within the horizon remain.
func (c *fakeClock) advance() {
	c.mu.Lock()
	defer c.mu.Unlock()
	var next time.Time
	for _, w := range c.waits {
		if next.IsZero() || w.at.Before(next) {
			next = w.at
		}
	}
	if next.IsZero() || next.Sub(c.now) > horizon {
		return
	}
	if next.After(c.now) {
		c.now = next
	}
	kept := c.waits[:0]
	for _, w := range c.waits {
		if w.at.After(c.now) {
			kept = append(kept, w)
			continue
		}
		w.c <- c.now
	}
	c.waits = kept
	for _, w := range kept {
		if w.at.Sub(c.now) <= horizon {
			c.tell()
			break
		}
	}
}
