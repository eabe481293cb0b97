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
	mu    sync.Mutex
	files [][]string
	data  []string // the content of the first file when it was handed out
}

func (r *recorder) changed(files []string) error {
	data, _ := os.ReadFile(files[0])
	r.mu.Lock()
	defer r.mu.Unlock()
	r.files = append(r.files, files)
	r.data = append(r.data, string(data))
	return nil
}

// waitFor waits until n batches were handed out, failing after a few seconds.
func (r *recorder) waitFor(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		r.mu.Lock()
		got := len(r.files)
		r.mu.Unlock()
		if got >= n {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("waited for %d changes, got %v", n, r.files)
}

func (r *recorder) snapshot() ([][]string, []string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.files), slices.Clone(r.data)
}

// start runs w in the background until the test ends.
func start(t *testing.T, w *Watcher) *recorder {
	t.Helper()
	r := &recorder{}
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

// TestModes drives both ways of watching over the same saves: a file named before it
// exists, its first save, a save by replacing the file (as editors do), and a file of a
// watched folder, with files the folder's Match refuses or that are hidden ignored.
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
			r.waitFor(t, 1)
			tmp := filepath.Join(dir, "event.trf.tmp")
			writeFile(t, tmp, "round 2, saved by replacing")
			if err := os.Rename(tmp, file); err != nil {
				t.Fatal(err)
			}
			r.waitFor(t, 2)
			writeFile(t, filepath.Join(folder, "notes.txt"), "not an event")
			writeFile(t, filepath.Join(folder, ".hidden.trf"), "hidden")
			writeFile(t, filepath.Join(folder, "b.trf"), "b")
			r.waitFor(t, 3)
			time.Sleep(100 * time.Millisecond) // nothing more may come
			files, data := r.snapshot()
			want := [][]string{{file}, {file}, {filepath.Join(folder, "b.trf")}}
			if !slices.EqualFunc(files, want, slices.Equal) {
				t.Errorf("handed out %v, want %v", files, want)
			}
			if data[1] != "round 2, saved by replacing" {
				t.Errorf("second change read %q", data[1])
			}
		})
	}
}

// TestWaitsUntilTheFileStopsChanging writes a file in pieces faster than the settle
// interval: it is handed out once, whole, after the last piece.
func TestWaitsUntilTheFileStopsChanging(t *testing.T) {
	for _, poll := range []time.Duration{0, 10 * time.Millisecond} {
		dir := t.TempDir()
		file := filepath.Join(dir, "event.trf")
		w, err := New([]string{file}, Options{Poll: poll, Settle: 150 * time.Millisecond, Debounce: 5 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		r := start(t, w)
		f, err := os.Create(file)
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(200 * time.Millisecond) // an empty file is never handed out
		want := ""
		for i := range 10 {
			piece := strings.Repeat(string(rune('a'+i)), 100)
			if _, err := f.WriteString(piece); err != nil {
				t.Fatal(err)
			}
			want += piece
			time.Sleep(20 * time.Millisecond)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		r.waitFor(t, 1)
		time.Sleep(250 * time.Millisecond)
		files, data := r.snapshot()
		if len(files) != 1 || data[0] != want {
			t.Errorf("poll %v: handed out %d times, first with %d bytes; want once with all %d", poll, len(files), len(data[0]), len(want))
		}
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
	// The fallback polls: a file written now is found within the poll interval.
	w.poll = 20 * time.Millisecond
	r := start(t, w)
	writeFile(t, file, "x")
	r.waitFor(t, 1)
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
	r := &recorder{}
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

// TestMaxDelay rewrites a file without pause: notifications keep coming, yet the scan
// is put off at most MaxDelay, so the file is looked at while the writer goes on.
func TestMaxDelay(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "event.trf")
	w, err := New([]string{file}, Options{Settle: time.Millisecond, Debounce: time.Hour, MaxDelay: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	r := start(t, w)
	for i := range 100 {
		writeFile(t, file, strings.Repeat("x", i+1))
		time.Sleep(5 * time.Millisecond)
	}
	files, _ := r.snapshot()
	if len(files) == 0 {
		t.Error("nothing was handed out while notifications kept coming")
	}
}

// writeFile writes a file the watcher sees, failing the test when it cannot.
func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}
