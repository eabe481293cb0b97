package main

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// heapAtSummary is the standard output of a batch run that measures the heap in use,
// after a collection, when batch says it wrote the summary: every event is done then,
// and what the season keeps of them for the leaderboard, the ledger and the site is
// all still held.
type heapAtSummary struct {
	mu     sync.Mutex
	inUse  uint64
	probed bool
	// profile, when set, is a file the heap profile is written to at that moment.
	profile string
	err     error
	// at is the line of standard output to probe at; "summary.csv" when empty.
	at string
}

func (h *heapAtSummary) Write(p []byte) (int, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.probed && strings.Contains(string(p), cmp.Or(h.at, "summary.csv")) {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		h.inUse, h.probed = m.HeapInuse, true
		if h.profile != "" {
			h.err = writeHeapProfile(h.profile)
		}
	}
	return len(p), nil
}

// TestBatchMemoryFlat checks that a season keeps a few bytes per player of each event
// once its files are written, not its ranking: the heap in use when the summary is
// written grows by less than 48 KB per event from 50 to 200 events of 60 players paid
// from a fund, with the site (keeping each event's ranking and documents took 97 KB
// per event; what the leaderboard, the ledger, the site's index and the list of files
// written need takes about 21 KB). It counts bytes, not time.
func TestBatchMemoryFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("runs two seasons")
	}
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	gen := t.TempDir()
	for i := 1; i <= 200; i++ {
		out := filepath.Join(gen, fmt.Sprintf("e%03d.trf", i))
		if code, _, errOut := runCLI(t, "generate", "--players", "60", "--rounds", strconv.Itoa(4+i%3), "--seed", strconv.Itoa(i), "-o", out); code != 0 {
			t.Fatalf("generate: exit %d: %s", code, errOut)
		}
	}
	heap := func(n int) uint64 {
		in := filepath.Join(t.TempDir(), "in")
		testtool.WriteFile(t, filepath.Join(in, "season.yaml"), []byte("fund: weekend-swiss\noutputs: [standings.csv]\n"))
		for i := 1; i <= n; i++ {
			name := fmt.Sprintf("e%03d.trf", i)
			data, err := os.ReadFile(filepath.Join(gen, name))
			if err != nil {
				t.Fatal(err)
			}
			testtool.WriteFile(t, filepath.Join(in, name), data)
		}
		h := &heapAtSummary{}
		var errOut strings.Builder
		args := []string{"tiebreak", "batch", "-q", "-j", "2", "--publish", "-o", filepath.Join(t.TempDir(), "out"), in}
		if code := run(context.Background(), args, nil, h, &errOut); code != 0 {
			t.Fatalf("batch of %d events: exit %d: %s", n, code, errOut.String())
		}
		if !h.probed {
			t.Fatalf("batch of %d events never said it wrote the summary", n)
		}
		return h.inUse
	}
	small, large := heap(50), heap(200)
	perEvent := (int64(large) - int64(small)) / 150
	t.Logf("heap in use at the summary: %d KB after 50 events, %d KB after 200: %d bytes per event", small>>10, large>>10, perEvent)
	if perEvent > 48<<10 {
		t.Errorf("the heap grows by %d bytes per event (%d KB after 50 events, %d KB after 200); want at most 48 KB: a season keeps each event's ranking", perEvent, small>>10, large>>10)
	}
}

// writeHeapProfile writes the heap profile to the file path.
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// TestBatchHeapProfile runs batch -j 2 over the events of the folder
// TIEBREAK_HEAP_SEASON and writes the heap profile, taken when the summary is written
// (every event done), to the file TIEBREAK_HEAP_PROFILE; it is skipped without them.
// Read it with go tool pprof -sample_index=inuse_space. docs/development.md says how
// the season measured is made.
func TestBatchHeapProfile(t *testing.T) {
	in, profile := os.Getenv("TIEBREAK_HEAP_SEASON"), os.Getenv("TIEBREAK_HEAP_PROFILE")
	if in == "" || profile == "" {
		t.Skip("set TIEBREAK_HEAP_SEASON to a folder of events and TIEBREAK_HEAP_PROFILE to a file")
	}
	h := &heapAtSummary{profile: profile, at: os.Getenv("TIEBREAK_HEAP_AT")}
	var errOut strings.Builder
	args := []string{"tiebreak", "batch", "-q", "-j", "2", "-o", filepath.Join(t.TempDir(), "out"), in}
	if code := run(context.Background(), args, nil, h, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if !h.probed || h.err != nil {
		t.Fatalf("no heap profile: %v", h.err)
	}
	t.Logf("heap in use when the summary was written: %d KB", h.inUse>>10)
}
