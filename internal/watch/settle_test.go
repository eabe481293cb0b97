package watch

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestAdaptiveSettle drives the scan with made-up times (no sleeps): with a readiness
// check a save is handed out once it has kept its size and time for the quiet interval
// and is ready; a file that is not ready waits for the settle interval, and Ready is
// asked once per state of the file; without the check the settle interval applies.
func TestAdaptiveSettle(t *testing.T) {
	const quiet, settle = 40 * time.Millisecond, time.Second
	for _, tc := range []struct {
		name    string
		ready   *bool // nil: no readiness check
		changed bool  // the file changes after the first scan
		// at is the offset from the first scan at which the file is handed out.
		at time.Duration
		// asked is how many times Ready is asked.
		asked int
	}{
		{name: "ready", ready: ptr(true), at: quiet, asked: 1},
		{name: "not ready", ready: ptr(false), at: settle, asked: 1},
		{name: "changed while settling", ready: ptr(true), changed: true, at: 10*time.Millisecond + quiet, asked: 1},
		{name: "fixed settle", at: settle},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "event.trf")
			if err := os.WriteFile(p, []byte("012 Open\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			asked := 0
			opts := Options{Poll: time.Hour, Settle: settle, Quiet: quiet}
			if tc.ready != nil {
				opts.Ready = func(string) bool { asked++; return *tc.ready }
			}
			w, err := New([]string{p}, opts)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			fi, err := os.Stat(p)
			if err != nil {
				t.Fatal(err)
			}
			start := fi.ModTime().Add(time.Millisecond) // a save just made
			var handed time.Duration = -1
			for d := time.Duration(0); d <= 2*settle && handed < 0; d += 5 * time.Millisecond {
				if tc.changed && d == 10*time.Millisecond {
					if err := os.WriteFile(p, []byte("012 Open, saved again\n"), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				ready, waiting, _ := w.scan(start.Add(d))
				if len(ready) > 0 {
					if !slices.Equal(ready, []string{p}) {
						t.Fatalf("handed out %v", ready)
					}
					handed = d
				} else if !waiting {
					t.Fatalf("at %v: not waiting and nothing handed out", d)
				}
			}
			if handed != tc.at {
				t.Errorf("handed out after %v, want %v", handed, tc.at)
			}
			if asked != tc.asked {
				t.Errorf("Ready asked %d times, want %d", asked, tc.asked)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }
