package outdir

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/tiebreak-chess/tiebreak/internal/scratch"
)

// Temps are the temporary files of a run not yet renamed into place, and the private
// temporary folder; whatever is left is removed when the process ends ([Temps.RemoveAll]).
// The zero value is ready to use.
type Temps struct {
	mu    sync.Mutex
	names map[string]bool
	dir   *scratch.Dir // the private $TMPDIR; nil when none
	done  bool         // RemoveAll ran: no more files may be created
}

// SetDir records the process's private temporary folder, removed by [Temps.RemoveAll].
func (t *Temps) SetDir(dir *scratch.Dir) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.dir = dir
}

type tempsKey struct{}

// WithTemps returns ctx carrying the registry of temporary files.
func WithTemps(ctx context.Context, t *Temps) context.Context {
	return context.WithValue(ctx, tempsKey{}, t)
}

// TempsOf returns the registry ctx carries, or a new one.
func TempsOf(ctx context.Context) *Temps {
	if t, ok := ctx.Value(tempsKey{}).(*Temps); ok {
		return t
	}
	return &Temps{}
}

// errStopping is the error of a file created or renamed once RemoveAll ran.
var errStopping = errors.New("the program is stopping")

// Create makes a temporary file in dir (see os.CreateTemp) and records it.
func (t *Temps) Create(dir, pattern string) (*os.File, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.done {
		return nil, errStopping
	}
	SweepTemps(dir, pattern)
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	// Locked while it is written: a run killed outright leaves it unlocked, and the next
	// write of the same output removes it (SweepTemps).
	_ = Lock(f) // best effort: without the lock the file is only left for longer
	if t.names == nil {
		t.names = map[string]bool{}
	}
	t.names[f.Name()] = true
	return f, nil
}

// SweepTemps removes the temporary files in dir named after pattern (".wall.xlsx.tmp*")
// that no run is writing: their lock is free, so the run that made them was killed.
func SweepTemps(dir, pattern string) {
	prefix, _, _ := strings.Cut(pattern, "*")
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, en := range entries {
		// os.CreateTemp puts digits where the pattern has '*'.
		rest, ok := strings.CutPrefix(en.Name(), prefix)
		if !en.Type().IsRegular() || !ok || rest == "" || strings.Trim(rest, "0123456789") != "" {
			continue
		}
		name := filepath.Join(dir, en.Name())
		f, err := os.OpenFile(name, os.O_RDWR, 0)
		if err != nil {
			continue
		}
		if Lock(f) == nil {
			_ = os.Remove(name) // best effort: a leftover of a killed run
		}
		f.Close()
	}
}

// Discard closes and removes the temporary file f.
func (t *Temps) Discard(f *os.File) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f.Close()
	os.Remove(f.Name())
	delete(t.names, f.Name())
}

// Rename moves the temporary file from into place as to, unless ctx was cancelled: a
// stopped run writes nothing.
func (t *Temps) Rename(ctx context.Context, from, to string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := stopped(ctx); err != nil {
		return err
	}
	if t.done {
		return errStopping
	}
	if err := os.Rename(from, to); err != nil {
		return err
	}
	delete(t.names, from)
	return nil
}

// Track records a temporary file created elsewhere (in an output folder's root).
func (t *Temps) Track(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.names == nil {
		t.names = map[string]bool{}
	}
	t.names[name] = true
}

// Forget drops a file from the record: it was renamed into place or removed.
func (t *Temps) Forget(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.names, name)
}

// RemoveAll removes every temporary file left and the private folder; later calls to
// Create fail.
func (t *Temps) RemoveAll() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.done = true
	for name := range t.names {
		os.Remove(name)
	}
	t.names = nil
	if t.dir != nil {
		_ = t.dir.Remove() // best effort: a folder left is removed by the next run
	}
}

// PrivateTemps returns the registry of the temporary files of a process with a private
// temporary folder, which [Temps.RemoveAll] removes: the folders named prefix of
// processes killed outright (kill -9) are removed first (they may hold a watched
// event's copy, with the players' names and IDs), then a new one is made in
// [os.TempDir] and $TMPDIR, $TMP and $TEMP point at it, so that the libraries' own
// temporary files are removed with it. When no folder can be made the registry has
// none and the environment is left as it was.
func PrivateTemps(prefix string) *Temps {
	temps := &Temps{}
	scratch.Sweep(os.TempDir(), prefix, nil)
	if dir, err := scratch.Make("", prefix); err == nil {
		temps.SetDir(dir)
		for _, name := range []string{"TMPDIR", "TMP", "TEMP"} {
			os.Setenv(name, dir.Path)
		}
	}
	return temps
}
