// Package watch tells when files another program keeps saving have changed and stopped
// changing. It knows nothing of events or outputs: the caller reads the files it is
// handed and decides whether they are good.
//
// One scan, used in both modes, compares each watched file's size and modification time
// with what was last handed out. File-system notifications (fsnotify) only say when to
// scan; polling scans on a clock instead. Notifications are used unless a poll interval
// is given or they cannot be had (a network share, a system out of inotify watches, an
// overflowing queue), in which case the watcher polls by itself. With notifications a
// slow backstop scan still runs, since some file systems drop them silently.
//
// A change is handed out only once the file has kept the same size and modification
// time for the settle interval, so a file the pairing program is still writing is not
// read; bursts of saves are merged by the debounce interval. With a readiness check
// ([Options.Ready], the caller's "the file parses") the settle is adaptive: a file that
// has kept its size and time for the short quiet interval and passes the check is
// handed out at once, and the settle interval only bounds the wait for one that does not. An empty file is never
// handed out: a program saving in place empties the file before writing it. A writer
// that stalls mid-write for longer than the settle interval is still caught
// half-written: the caller finds the file invalid, keeps what it had, and gets the file
// again when the writer finishes.
package watch

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// newNotifier makes the notifications; tests make it fail.
var newNotifier = fsnotify.NewWatcher

// Defaults of [Options].
const (
	DefaultPoll     = 2 * time.Second
	DefaultDebounce = 300 * time.Millisecond
	DefaultSettle   = time.Second
	DefaultBackstop = 30 * time.Second
	DefaultMaxDelay = 2 * time.Second
	// DefaultQuiet is how long a file must keep its size and time before the
	// readiness check, and the debounce of notifications, when the settle is adaptive.
	DefaultQuiet = 40 * time.Millisecond
)

// Options tune a [Watcher]; zero values take the defaults.
type Options struct {
	// Poll, when set, scans at this interval and uses no notifications.
	Poll time.Duration
	// Debounce is how long a burst of notifications must be quiet before a scan.
	Debounce time.Duration
	// MaxDelay bounds how long a burst of notifications puts a scan off.
	MaxDelay time.Duration
	// Settle is how long a file must keep its size and modification time before it is
	// handed out.
	Settle time.Duration
	// Backstop is the interval of the scan that runs beside notifications.
	Backstop time.Duration
	// Ready, when set, makes the settle adaptive: a changed file that has kept its size
	// and modification time for Quiet is handed out as soon as Ready says it is
	// complete (it parses), without waiting for Settle; Settle then only bounds the
	// wait for a file Ready refuses. Ready is asked once per state of the file.
	Ready func(path string) bool
	// Quiet is the interval of the adaptive settle (DefaultQuiet when zero).
	Quiet time.Duration
	// Match says which files of a watched folder count (all but hidden ones when nil).
	// Files named as arguments always count.
	Match func(path string) bool
	// Note, when set, is told when the watcher changes its way of watching.
	Note func(msg string)
}

// Watcher hands out the watched files that changed. It is used by one goroutine.
type Watcher struct {
	opts   Options
	files  []string // the files named as arguments, cleaned
	dirs   []string // the folders named as arguments, cleaned
	notify *fsnotify.Watcher
	poll   time.Duration // the scan interval in use: Poll, or Backstop beside notifications
	known  map[string]state
	seen   map[string]seen
	// started is set after the first scan.
	started bool
}

// state is what a scan knows of a file.
type state struct {
	size int64
	mod  time.Time
}

// seen is a changed file's state at a scan and when it was first seen so; asked says
// that Ready was asked about this state and refused it.
type seen struct {
	st    state
	since time.Time
	asked bool
}

// New watches paths, each a file or a folder (its files, not those of its subfolders).
// A named file need not exist yet. A folder must exist.
func New(paths []string, opts Options) (*Watcher, error) {
	if opts.Debounce <= 0 {
		opts.Debounce = DefaultDebounce
	}
	if opts.Settle <= 0 {
		opts.Settle = DefaultSettle
	}
	if opts.MaxDelay <= 0 {
		opts.MaxDelay = DefaultMaxDelay
	}
	if opts.Backstop <= 0 {
		opts.Backstop = DefaultBackstop
	}
	if opts.Quiet <= 0 {
		opts.Quiet = DefaultQuiet
	}
	if opts.Ready != nil {
		// The quiet interval and the readiness check tell when a save is complete;
		// a long debounce would only delay it.
		opts.Debounce = min(opts.Debounce, opts.Quiet)
	}
	w := &Watcher{opts: opts, known: map[string]state{}, seen: map[string]seen{}}
	for _, p := range paths {
		p = filepath.Clean(p)
		fi, err := os.Stat(p)
		switch {
		case err == nil && fi.IsDir():
			w.dirs = append(w.dirs, p)
		case err == nil || errors.Is(err, fs.ErrNotExist):
			if fi, err := os.Stat(filepath.Dir(p)); err != nil || !fi.IsDir() {
				return nil, fmt.Errorf("cannot watch %s: its folder %s does not exist", p, filepath.Dir(p))
			}
			w.files = append(w.files, p)
		default:
			return nil, fmt.Errorf("cannot watch %s: %w", p, errors.Unwrap(err))
		}
	}
	if opts.Poll > 0 {
		w.poll = opts.Poll
		return w, nil
	}
	if err := w.startNotify(); err != nil {
		w.fallBack(err)
		return w, nil
	}
	w.poll = opts.Backstop
	return w, nil
}

// startNotify watches the folder of every file (editors and pairing programs often save
// by replacing the file, which a watch on the file itself would lose) and every folder.
func (w *Watcher) startNotify() error {
	n, err := newNotifier()
	if err != nil {
		return err
	}
	added := map[string]bool{}
	for _, d := range w.folders() {
		if added[d] {
			continue
		}
		added[d] = true
		if err := n.Add(d); err != nil {
			n.Close()
			return fmt.Errorf("%s: %w", d, err)
		}
	}
	w.notify = n
	return nil
}

// folders returns the folders to be notified about.
func (w *Watcher) folders() []string {
	out := slices.Clone(w.dirs)
	for _, f := range w.files {
		out = append(out, filepath.Dir(f))
	}
	return out
}

// fallBack stops notifications after err and polls instead.
func (w *Watcher) fallBack(err error) {
	if w.notify != nil {
		w.notify.Close()
		w.notify = nil
	}
	w.poll = DefaultPoll
	if w.opts.Poll > 0 {
		w.poll = w.opts.Poll
	}
	if w.opts.Note != nil {
		w.opts.Note(fmt.Sprintf("file notifications failed (%v); checking the files every %s instead", err, w.poll))
	}
}

// Mode says how the watcher watches: "file notifications" or "checking every 2s".
func (w *Watcher) Mode() string {
	if w.notify != nil {
		return "file notifications"
	}
	return "checking every " + w.poll.String()
}

// Close releases the notifications.
func (w *Watcher) Close() error {
	if w.notify == nil {
		return nil
	}
	err := w.notify.Close()
	w.notify = nil
	return err
}

// Run hands the files that changed and settled to changed, in path order, until ctx is
// done (returning its error) or changed returns an error (returning it). Every file
// present when Run starts counts as changed. With once, Run returns after handing out
// the files present at the start (nil when there are none).
func (w *Watcher) Run(ctx context.Context, once bool, changed func([]string) error) error {
	defer w.Close()
	timer := time.NewTimer(0) // the first scan at once
	defer timer.Stop()
	ticker := time.NewTicker(w.poll)
	defer ticker.Stop()
	var events <-chan fsnotify.Event
	var errs <-chan error
	var burst time.Time // when the notifications not yet scanned for began
	if w.notify != nil {
		events, errs = w.notify.Events, w.notify.Errors
	}
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case ev, ok := <-events:
			if !ok {
				events = nil
				continue
			}
			if !w.counts(filepath.Clean(ev.Name)) {
				continue
			}
			now := time.Now()
			if burst.IsZero() {
				burst = now
			}
			resetTimer(timer, w.debounce(burst, now))
		case err, ok := <-errs:
			if !ok {
				errs = nil
				continue
			}
			w.fallBack(err)
			events, errs = nil, nil
			ticker.Reset(w.poll)
			resetTimer(timer, 0)
		case <-ticker.C:
			resetTimer(timer, 0)
		case <-timer.C:
			burst = time.Time{}
			ready, waiting, soon := w.scan(time.Now())
			if len(ready) > 0 {
				if err := changed(ready); err != nil {
					return err
				}
			}
			if waiting {
				next := w.opts.Settle / 4
				if soon {
					next = min(next, w.opts.Quiet)
				}
				resetTimer(timer, next+time.Millisecond)
			} else if once {
				return nil
			}
		}
	}
}

// debounce returns how long a notification at now puts the scan off, in a burst of
// notifications that began at burst: Debounce, but not beyond MaxDelay after the burst
// began, so that a file rewritten without pause is still looked at.
func (w *Watcher) debounce(burst, now time.Time) time.Duration {
	return min(w.opts.Debounce, max(0, burst.Add(w.opts.MaxDelay).Sub(now)))
}

// resetTimer makes t fire after d (Go 1.23 timers need no draining).
func resetTimer(t *time.Timer, d time.Duration) { t.Reset(d) }

// counts reports whether path is a watched file.
func (w *Watcher) counts(path string) bool {
	if slices.Contains(w.files, path) {
		return true
	}
	dir := filepath.Dir(path)
	if !slices.Contains(w.dirs, dir) {
		return false
	}
	name := filepath.Base(path)
	if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~") {
		return false
	}
	return w.opts.Match == nil || w.opts.Match(path)
}

// scan compares every watched file with what was handed out and returns the files that
// changed and kept their state for the settle interval (or, with Ready, for the quiet
// interval and are ready); waiting says that some changed file has not settled yet, soon
// that one of them may be ready after the quiet interval.
func (w *Watcher) scan(now time.Time) (ready []string, waiting, soon bool) {
	present := map[string]bool{}
	check := func(p string) {
		fi, err := os.Stat(p)
		if err != nil || !fi.Mode().IsRegular() {
			delete(w.seen, p)
			return
		}
		present[p] = true
		if fi.Size() == 0 {
			// A program saving in place empties the file first: not a save yet.
			delete(w.seen, p)
			return
		}
		st := state{size: fi.Size(), mod: fi.ModTime()}
		if k, ok := w.known[p]; ok && k == st {
			delete(w.seen, p)
			return
		}
		s, ok := w.seen[p]
		if !ok && !w.started && now.Sub(st.mod) >= w.opts.Settle {
			// At the start, a file untouched for the settle interval has settled.
			s, ok = seen{st: st, since: st.mod}, true
		}
		if !ok || s.st != st {
			w.seen[p] = seen{st: st, since: now}
			waiting, soon = true, w.opts.Ready != nil
			return
		}
		if now.Sub(s.since) < w.opts.Settle {
			if w.opts.Ready == nil || s.asked {
				waiting = true
				return
			}
			if now.Sub(s.since) < w.opts.Quiet {
				waiting, soon = true, true
				return
			}
			if !w.opts.Ready(p) {
				s.asked = true
				w.seen[p] = s
				waiting = true
				return
			}
		}
		delete(w.seen, p)
		w.known[p] = st
		ready = append(ready, p)
	}
	for _, f := range w.files {
		check(f)
	}
	for _, d := range w.dirs {
		entries, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for _, e := range entries {
			p := filepath.Join(d, e.Name())
			if !e.IsDir() && w.counts(p) {
				check(p)
			}
		}
	}
	// Forget the files of folders that are gone, so memory stays flat when a folder's
	// files come and go.
	for p := range w.known {
		if !present[p] && !slices.Contains(w.files, p) {
			delete(w.known, p)
		}
	}
	w.started = true
	slices.Sort(ready)
	return ready, waiting, soon
}
