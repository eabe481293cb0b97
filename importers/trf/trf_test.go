package trf_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

var update = flag.Bool("update", false, "update golden files")

// realdataDir returns <repo root>/testdata/real, failing the test when it is absent.
func realdataDir(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("repository root not found")
		}
		dir = parent
	}
	rd := filepath.Join(dir, "testdata", "real")
	if _, err := os.Stat(rd); err != nil {
		tb.Fatalf("real data not found: %v", err)
	}
	return rd
}

func importFile(tb testing.TB, path string) (*engine.Tournament, []*importers.ParseError, error) {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return trf.New().Import(importers.Source{Name: filepath.Base(path), Data: data})
}

func mustImport(tb testing.TB, path string) (*engine.Tournament, []*importers.ParseError) {
	tb.Helper()
	tour, warns, err := importFile(tb, path)
	if err != nil {
		tb.Fatalf("import %s: %v", path, err)
	}
	return tour, warns
}

func canonical(tb testing.TB, tour *engine.Tournament) []byte {
	tb.Helper()
	b, err := jsonout.Canonical(tour)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// roundTrip exports tour as TRF (version "16" or "26"), imports the result and returns the
// re-imported tournament.
func roundTrip(tb testing.TB, tour *engine.Tournament, version string) (*engine.Tournament, []byte) {
	tb.Helper()
	var buf bytes.Buffer
	doc := &exporters.Document{T: tour, Opts: exporters.Options{TRFVersion: version}}
	if err := trfout.New().Export(context.Background(), &buf, doc); err != nil {
		tb.Fatalf("export TRF%s: %v", version, err)
	}
	back, _, err := trf.New().Import(importers.Source{Name: "roundtrip.trf", Data: buf.Bytes()})
	if err != nil {
		tb.Fatalf("re-import TRF%s: %v\n%s", version, err, buf.String())
	}
	return back, buf.Bytes()
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test -update and review the diff)\n%s", path, firstDiff(got, want))
	}
}

func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return "line " + strconv.Itoa(i+1) + ":\n got: " + a + "\nwant: " + b
		}
	}
	return ""
}

func warningText(warns []*importers.ParseError) []byte {
	var b bytes.Buffer
	for _, w := range warns {
		b.WriteString(w.Error())
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// TestGolden imports testdata/<case>.trf and compares the canonical JSON with
// <case>.golden.json and the warnings with <case>.warnings.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.trf"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no golden cases")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".trf")
		t.Run(name, func(t *testing.T) {
			tour, warns := mustImport(t, f)
			golden(t, strings.TrimSuffix(f, ".trf")+".golden.json", canonical(t, tour))
			golden(t, strings.TrimSuffix(f, ".trf")+".warnings", warningText(warns))
			want := canonical(t, tour)
			for _, v := range []string{"16", "26"} {
				back, out := roundTrip(t, tour, v)
				if got := canonical(t, back); !bytes.Equal(got, want) {
					t.Errorf("TRF%s round trip changed the model:\n%s\n--- exported:\n%s", v, firstDiff(got, want), out)
				}
			}
		})
	}
}

// TestBad imports testdata/bad/<case>.trf, which must fail, and compares the error text
// with <case>.err.
func TestBad(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "bad", "*.trf"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no bad cases")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".trf")
		t.Run(name, func(t *testing.T) {
			_, _, err := importFile(t, f)
			if err == nil {
				t.Fatal("import succeeded, want an error")
			}
			var pe *importers.ParseError
			if !errors.As(err, &pe) {
				t.Errorf("error %T is not a *importers.ParseError", err)
			}
			golden(t, strings.TrimSuffix(f, ".trf")+".err", []byte(err.Error()+"\n"))
		})
	}
}

// realTRFs lists every TRF under the shared real data: trf/, trf-derived/, reference/,
// extra/, uscf/ and the .derived.trf files under crosstables/.
func realTRFs(tb testing.TB) []string {
	rd := realdataDir(tb)
	var out []string
	for _, sub := range []string{"trf", "trf-derived", "reference", "extra", "uscf", "crosstables"} {
		err := filepath.WalkDir(filepath.Join(rd, sub), func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ".trf") {
				return nil
			}
			if sub == "crosstables" && !strings.HasSuffix(path, ".derived.trf") {
				return nil
			}
			out = append(out, path)
			return nil
		})
		if err != nil {
			tb.Fatal(err)
		}
	}
	sort.Strings(out)
	return out
}

// TestRealDataRoundTrip imports every real TRF, checks that its pairings validate without
// errors, then that TRF16 and TRF26 exports read back to the identical canonical JSON.
func TestRealDataRoundTrip(t *testing.T) {
	files := realTRFs(t)
	if len(files) < 200 {
		t.Fatalf("found only %d real TRF files", len(files))
	}
	rd := realdataDir(t)
	ok := 0
	for _, f := range files {
		rel, _ := filepath.Rel(rd, f)
		t.Run(rel, func(t *testing.T) {
			tour, _ := mustImport(t, f)
			// Every real file's pairings are read consistently: both sides of every game
			// agree, no opponent is missing.
			if errs := engine.Errors(tour.Validate()); len(errs) > 0 {
				t.Errorf("%d validation errors, first: %s", len(errs), errs[0])
			}
			want := canonical(t, tour)
			for _, v := range []string{"16", "26"} {
				back, out := roundTrip(t, tour, v)
				if got := canonical(t, back); !bytes.Equal(got, want) {
					t.Errorf("TRF%s round trip changed the model:\n%s\n--- exported:\n%s", v, firstDiff(got, want), out)
				}
			}
			if !t.Failed() {
				ok++
			}
		})
	}
	t.Logf("real data: TRF: %d/%d real TRF files import, validate and round-trip through TRF16 and TRF26", ok, len(files))
}

func TestSniff(t *testing.T) {
	tests := []struct {
		name string
		head string
		want bool
	}{
		{"header", "012 Open\n022 City\n", true},
		{"player first", "001    1 m    Doe, John", true},
		{"comment then header", "### ruler\r\n\r\n012 Open\r\n", true},
		{"bom", "\xef\xbb\xbf012 Open\n", true},
		{"cr only", "012 Open\r001    1", true},
		{"bare tag", "132\n", true},
		{"XXR first", "XXR 9\n012 Open", true},
		{"BBW first", "BBW  3.0\n", true},
		{"DAT first", "DAT    1 EMAIL x@y.z", true},
		{"swiss perfect txt", "No\tName                    \tLoc Id\tTotal\t 1  \t 2  \r\n", false},
		{"csv", "Event,\"Isle of Man Masters, 2007\"\nStart,2007-09-22\n", false},
		{"csv with number", "001,Doe,John\n", false},
		{"prose", "Results of the club championship\n", false},
		{"four digits", "2024 club championship\n", false},
		{"federation tag", "USA    1    A\n", false},
		{"only comments", "### a\n### b\n", false},
		{"empty", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := trf.New().Sniff([]byte(tc.head)); got != tc.want {
				t.Errorf("Sniff(%q) = %v, want %v", tc.head, got, tc.want)
			}
		})
	}
	im := trf.New()
	if im.Name() != "trf" || strings.Join(im.Extensions(), " ") != ".trf .txt .tab" {
		t.Errorf("name %q, extensions %v", im.Name(), im.Extensions())
	}
}

// TestDetect checks that a registry picks the TRF importer by extension, and by content
// for a file whose extension it does not claim.
func TestDetect(t *testing.T) {
	reg := importers.NewRegistry()
	reg.Register(trf.New())
	for _, tc := range []struct {
		path, head string
		ok         bool
	}{
		{"event.trf", "anything", true},
		{"event.dat", "012 Open\n", true},
		{"event.dat", "Name,Rating\n", false},
	} {
		im, err := reg.Detect(tc.path, []byte(tc.head))
		if (err == nil) != tc.ok || (tc.ok && im.Name() != "trf") {
			t.Errorf("Detect(%q, %q) = %v, %v", tc.path, tc.head, im, err)
		}
	}
}

// TestLineBudget refuses a TRF of more lines than any event has, the lines the program
// keeps without reading (XXC here) counted, at the first line beyond the budget and before
// any line is made (issue 39: a 200 MB file of 2.1 million ignored XXC lines took 858 MB
// in check). A file at the budget is read.
func TestLineBudget(t *testing.T) {
	head := "012 Budget\n001    1      Able, Ann                                                           1.0    1\n"
	for _, tc := range []struct {
		extra int
		want  string
	}{
		{importers.MaxLines - 2, ""},
		{importers.MaxLines - 1, "x.trf:200001:1: 200001 lines: beyond what this program reads (at most 200000 lines"},
		{3 * importers.MaxLines, "x.trf:200001:1: 600002 lines: beyond what this program reads"},
	} {
		data := []byte(head + strings.Repeat("XXC white1\n", tc.extra))
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, _, err := trf.New().Import(importers.Source{Name: "x.trf", Data: data})
		runtime.ReadMemStats(&after)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%d lines: %v", tc.extra+2, err)
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want) || !errors.Is(err, importers.ErrLimit)):
			t.Errorf("%d lines: got %v\nwant %s", tc.extra+2, err, tc.want)
		case tc.want != "":
			if used := after.TotalAlloc - before.TotalAlloc; used > 3*uint64(len(data)) {
				t.Errorf("refusing %d bytes allocated %d", len(data), used)
			}
		}
	}
}
