package watch

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fsnotify/fsnotify"
)

// recorder collects what a watcher hands out.
type recorder struct {
	mu      sync.Mutex
	files   [][]string
	data    []string // the content of the first file when it was handed out
	batches chan []string
}

func newRecorder() *recorder { return &recorder{batches: make(chan []string, 100)} }

func (r *recorder) changed(files []string) error {
	data, _ := os.ReadFile(files[0])
	r.mu.Lock()
	defer r.mu.Unlock()
	r.files = append(r.files, files)
	r.data = append(r.data, string(data))
	select {
	case r.batches <- files:
	default:
	}
	return nil
}

// next waits for the next batch handed out; a watcher that hands out nothing for a
// minute fails the test.
func (r *recorder) next(t *testing.T) []string {
	t.Helper()
	select {
	case files := <-r.batches:
		return files
	case <-time.After(time.Minute):
		t.Fatalf("waited for a change, got %v", r.files)
		return nil
	}
}

func (r *recorder) snapshot() ([][]string, []string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.files), slices.Clone(r.data)
}

// start runs w in the background until the test ends.
func start(t *testing.T, w *Watcher) *recorder {
	t.Helper()
	r := newRecorder()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx, false, r.changed) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; !errors.Is(err, context.Canceled) {
			t.Errorf("Run returned %v, want context.Canceled", err)
		}
	})
	return r
}

// TestModes drives both ways of watching over the same saves, waiting for each outcome
// (no sleeps): a file named before it exists, its first save, a save by replacing the
// file (as editors do), and a file of a watched folder, written after files the
// folder's Match refuses or that are hidden, which must not come first.
func TestModes(t *testing.T) {
	for _, tc := range []struct {
		name string
		poll time.Duration
		mode string
	}{
		{"notifications", 0, "file notifications"},
		{"polling", 20 * time.Millisecond, "checking every 20ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			folder := filepath.Join(dir, "events")
			if err := os.Mkdir(folder, 0o755); err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(dir, "event.trf")
			w, err := New([]string{file, folder}, Options{Poll: tc.poll, Settle: 30 * time.Millisecond, Debounce: 10 * time.Millisecond,
				Match: func(p string) bool { return strings.HasSuffix(p, ".trf") }})
			if err != nil {
				t.Fatal(err)
			}
			if got := w.Mode(); got != tc.mode {
				t.Errorf("Mode() = %q, want %q", got, tc.mode)
			}
			r := start(t, w)
			writeFile(t, file, "round 1")
			want := [][]string{{file}}
			got := [][]string{r.next(t)}
			tmp := filepath.Join(dir, "event.trf.tmp")
			writeFile(t, tmp, "round 2, saved by replacing")
			if err := os.Rename(tmp, file); err != nil {
				t.Fatal(err)
			}
			got = append(got, r.next(t))
			writeFile(t, filepath.Join(folder, "notes.txt"), "not an event")
			writeFile(t, filepath.Join(folder, ".hidden.trf"), "hidden")
			writeFile(t, filepath.Join(folder, "b.trf"), "b")
			got = append(got, r.next(t))
			want = append(want, []string{file}, []string{filepath.Join(folder, "b.trf")})
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("handed out %v, want %v", got, want)
			}
			if _, data := r.snapshot(); data[1] != "round 2, saved by replacing" {
				t.Errorf("second change read %q", data[1])
			}
		})
	}
}

// TestWaitsUntilTheFileStopsChanging drives the scan with made-up times (no sleeps): a
// file created empty, then written in pieces 20 ms apart (less than the settle
// interval), is handed out once, whole, a settle interval after the last piece, and
// not again.
func TestWaitsUntilTheFileStopsChanging(t *testing.T) {
	const settle = 150 * time.Millisecond
	dir := t.TempDir()
	file := filepath.Join(dir, "event.trf")
	w, err := New([]string{file}, Options{Poll: time.Hour, Settle: settle})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	t0 := time.Now().Truncate(time.Second)
	writeFile(t, file, "")
	if err := os.Chtimes(file, t0, t0); err != nil {
		t.Fatal(err)
	}
	want := ""
	handed := []time.Duration{}
	for d := time.Duration(0); d <= time.Second; d += 5 * time.Millisecond {
		if piece := d / (20 * time.Millisecond); d%(20*time.Millisecond) == 0 && d > 0 && piece <= 10 {
			want += strings.Repeat(string(rune('a'+piece-1)), 100)
			writeFile(t, file, want)
			if err := os.Chtimes(file, t0.Add(d), t0.Add(d)); err != nil {
				t.Fatal(err)
			}
		}
		ready, _, _ := w.scan(t0.Add(d + time.Millisecond))
		if len(ready) > 0 {
			data, _ := os.ReadFile(file)
			if string(data) != want {
				t.Fatalf("handed out at %v with %d bytes, want all %d", d, len(data), len(want))
			}
			handed = append(handed, d)
		}
	}
	// The last piece at 200 ms is first seen by the scan at 200 ms, and has settled at
	// the scan 150 ms later.
	if want := []time.Duration{350 * time.Millisecond}; !slices.Equal(handed, want) {
		t.Errorf("handed out at %v, want %v", handed, want)
	}
}

// TestFallsBackToPolling makes notifications fail: the watcher says so and polls.
func TestFallsBackToPolling(t *testing.T) {
	saved := newNotifier
	newNotifier = func() (*fsnotify.Watcher, error) { return nil, errors.New("too many open files") }
	defer func() { newNotifier = saved }()
	dir := t.TempDir()
	file := filepath.Join(dir, "event.trf")
	var notes []string
	w, err := New([]string{file}, Options{Settle: 10 * time.Millisecond, Note: func(m string) { notes = append(notes, m) }})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := w.Mode(), "checking every 2s"; got != want {
		t.Errorf("Mode() = %q, want %q", got, want)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], "too many open files") || !strings.Contains(notes[0], "every 2s") {
		t.Errorf("notes = %q", notes)
	}
	// The fallback polls: a file written now is found at a poll.
	w.poll = 20 * time.Millisecond
	r := start(t, w)
	writeFile(t, file, "x")
	if got := r.next(t); !slices.Equal(got, []string{file}) {
		t.Errorf("handed out %v", got)
	}
}

// TestOnce hands out the files present and returns; old files need no settling.
func TestOnce(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.trf"), filepath.Join(dir, "b.trf")
	for _, f := range []string{a, b} {
		writeFile(t, f, f)
		old := time.Now().Add(-time.Hour)
		if err := os.Chtimes(f, old, old); err != nil {
			t.Fatal(err)
		}
	}
	w, err := New([]string{dir, filepath.Join(dir, "missing.trf")}, Options{Settle: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	r := newRecorder()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := w.Run(ctx, true, r.changed); err != nil {
		t.Fatal(err)
	}
	files, _ := r.snapshot()
	if want := [][]string{{a, b}}; !slices.EqualFunc(files, want, slices.Equal) {
		t.Errorf("handed out %v, want %v", files, want)
	}
}

// TestErrors: a missing folder is refused; an error of the callback ends Run.
func TestErrors(t *testing.T) {
	if _, err := New([]string{"/nonexistent-folder/event.trf"}, Options{}); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("New with a missing folder: %v", err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "e.trf")
	writeFile(t, file, "x")
	w, err := New([]string{file}, Options{Settle: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	stop := errors.New("stop")
	if err := w.Run(context.Background(), false, func([]string) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("Run = %v, want the callback's error", err)
	}
}

// TestDebounce: each notification of a burst puts the scan off by Debounce, but not
// beyond MaxDelay after the burst began, so that a file rewritten without pause is still
// looked at.
func TestDebounce(t *testing.T) {
	w := &Watcher{opts: Options{Debounce: 300 * time.Millisecond, MaxDelay: 2 * time.Second}}
	t0 := time.Now()
	for _, tc := range []struct{ since, want time.Duration }{
		{0, 300 * time.Millisecond},
		{time.Second, 300 * time.Millisecond},
		{1800 * time.Millisecond, 200 * time.Millisecond},
		{2 * time.Second, 0},
		{time.Hour, 0},
	} {
		if got := w.debounce(t0, t0.Add(tc.since)); got != tc.want {
			t.Errorf("a notification %v into the burst: scan in %v, want %v", tc.since, got, tc.want)
		}
	}
}

// writeFile writes a file the watcher sees, failing the test when it cannot.
func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}
