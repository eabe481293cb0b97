//go:build linux

package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// The resource budget of one 'tiebreak check' of an input under 64 KB: the memory
// allocated (in total, an upper bound of the peak) and the wall time. Real events of
// that size allocate a few MB in milliseconds; the budget leaves room for a slow shared
// machine and for the limits (a workbook may expand to 64 MB), and none for a quadratic
// scan or a copy per token.
const (
	fuzzAllocBudget = 256 << 20
	fuzzTimeBudget  = 10 * time.Second
)

// resourceFormats are the --from values FuzzResources picks from, with the extension of
// the file it writes.
var resourceFormats = []struct{ from, ext string }{
	{"trf", ".trf"}, {"csv", ".csv"}, {"xlsx", ".xlsx"}, {"swisssys", ".json"}, {"uscf-dbf", ".dbf"},
	{"chess-results-html", ".html"}, {"json", ".json"},
}

// FuzzResources runs 'tiebreak check --from FORMAT' on fuzzed content under 64 KB in
// process and fails when it allocates more than fuzzAllocBudget or runs longer than
// fuzzTimeBudget: the resource defects of issue 27 (a copy of every heading per table, a
// quadratic column count, padding to declared rounds) allocate or take far more.
func FuzzResources(f *testing.F) {
	sample, err := os.ReadFile("../../testdata/sample.trf")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(byte(0), sample)
	f.Add(byte(5), []byte(strings.Repeat("<h2>a</h2>", 3000)+strings.Repeat("<table></table>", 2000)))
	f.Add(byte(5), []byte("<table>"+strings.Repeat("<tr>", 16000)))
	var players strings.Builder
	for i := 1; i <= 2500; i++ {
		fmt.Fprintf(&players, `{"id":%d,"name":"P"},`, i)
	}
	f.Add(byte(6), []byte(`{"name":"x","rounds":999,"players":[`+players.String()+`{"id":2501,"name":"Q"}]}`))
	f.Add(byte(3), []byte(`{"tournament":"T","sections":[{"section":"Open","rounds_paired":7,"rounds_played":7,"players":[`+
		strings.Repeat(`{"name":"A","results":["Q","Q","Q","Q","Q","Q","Q"],"ops":[1,1,1,1,1,1,1]},`, 700)+`{"name":"B"}]}]}`))
	f.Add(byte(1), []byte("# tiebreak-crosstable: 1\n# rounds: 999\nNo,Name,R1\n"+strings.Repeat("1,A,\n", 9000)))
	f.Add(byte(2), mergedWorkbook(f))
	f.Add(byte(0), []byte("012 Big\nXXR 999\n"+strings.Repeat("001    1      P\n", 3000)))
	f.Fuzz(func(t *testing.T, pick byte, data []byte) {
		if len(data) >= 64<<10 {
			return
		}
		format := resourceFormats[int(pick)%len(resourceFormats)]
		path := filepath.Join(t.TempDir(), "in"+format.ext)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		start := time.Now()
		var out bytes.Buffer
		code := run(context.Background(), []string{"tiebreak", "check", "--from", format.from, path}, nil, &out, &out)
		took := time.Since(start)
		runtime.ReadMemStats(&after)
		t.Logf("check --from %s of %d bytes: %d MB allocated, %v", format.from, len(data), (after.TotalAlloc-before.TotalAlloc)>>20, took)
		if code != 0 && code != 1 {
			t.Fatalf("check --from %s: exit %d\n%s", format.from, code, out.String())
		}
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > fuzzAllocBudget {
			t.Errorf("check --from %s of %d bytes allocated %d MB, budget %d MB", format.from, len(data), alloc>>20, fuzzAllocBudget>>20)
		}
		if took > fuzzTimeBudget {
			t.Errorf("check --from %s of %d bytes took %v, budget %v", format.from, len(data), took, fuzzTimeBudget)
		}
	})
}
