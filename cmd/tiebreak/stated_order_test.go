package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestConvertKeepsStatedOrder converts every section of every real SwissSys results
// JSON (testdata/real/uscf, copied into the repository) to TRF26, JSON and a CSV
// crosstable, and ranks each file read back with no flags: the tiebreak columns, places,
// order and every tiebreak value must be those of the source file, and the text
// standings must still say "as SwissSys used". Before the order was written, 44 of the
// 54 sections read back in the preset's order (MM, SOLK, CUM, OCUM) instead.
func TestConvertKeepsStatedOrder(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(trftest.RealData(t), "uscf", "*", "*.swisssys-nach.redacted.json"))
	if err != nil || len(files) < 8 {
		t.Fatalf("want the 8 SwissSys JSONs under testdata/real/uscf, found %d (%v)", len(files), err)
	}
	all := 54
	if testing.Short() {
		files, all = files[:1], 1 // PNWCC: one section
	}
	dir := t.TempDir()
	sections := 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var ev struct {
			Sections []struct {
				Section string `json:"section"`
			} `json:"sections"`
		}
		if err := json.Unmarshal(data, &ev); err != nil {
			t.Fatal(err)
		}
		for _, sec := range ev.Sections {
			sections++
			want := standingsCSV(t, "--section", sec.Section, file)
			wantText := standingsText(t, "--section", sec.Section, file)
			for _, to := range []struct{ ext, version string }{{".trf", "26"}, {".json", ""}, {".csv", ""}} {
				out := filepath.Join(dir, "section"+to.ext)
				args := []string{"tiebreak", "convert", "--section", sec.Section, "-o", out}
				if to.version != "" {
					args = append(args, "--trf-version", to.version)
				}
				var stdout, stderr bytes.Buffer
				if code := run(context.Background(), append(args, file), nil, &stdout, &stderr); code != 0 {
					t.Fatalf("%s %q to %s: exit %d: %s", filepath.Base(file), sec.Section, to.ext, code, stderr.String())
				}
				got := standingsCSV(t, out)
				if len(got) != len(want) || strings.Join(got[0], ",") != strings.Join(want[0], ",") {
					t.Errorf("%s %q via %s: columns %v, want %v", filepath.Base(file), sec.Section, to.ext, got[0], want[0])
					continue
				}
				for k := 1; k < len(want); k++ {
					// Every column but the status, which the converted file states
					// ("Final standings": the rounds it held are now its planned rounds).
					if g, w := strings.Join(got[k][:len(got[k])-1], ","), strings.Join(want[k][:len(want[k])-1], ","); g != w {
						t.Errorf("%s %q via %s, row %d:\n got  %s\n want %s", filepath.Base(file), sec.Section, to.ext, k, g, w)
						break
					}
				}
				if g, w := secondLine(standingsText(t, out)), secondLine(wantText); g != w {
					t.Errorf("%s %q via %s: %q, want %q", filepath.Base(file), sec.Section, to.ext, g, w)
				}
			}
		}
	}
	if sections != all {
		t.Errorf("%d sections, want %d", sections, all)
	}
}

// standingsCSV runs standings --format csv with args and returns the records.
func standingsCSV(t *testing.T, args ...string) [][]string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), append([]string{"tiebreak", "standings", "-q", "--format", "csv"}, args...), nil, &stdout, &stderr); code != 0 {
		t.Fatalf("standings %v: exit %d: %s", args, code, stderr.String())
	}
	recs, err := csv.NewReader(&stdout).ReadAll()
	if err != nil || len(recs) < 2 {
		t.Fatalf("standings %v: %v %q", args, err, stdout.String())
	}
	return recs
}

// standingsText runs standings with args and returns the text.
func standingsText(t *testing.T, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), append([]string{"tiebreak", "standings", "-q"}, args...), nil, &stdout, &stderr); code != 0 {
		t.Fatalf("standings %v: exit %d: %s", args, code, stderr.String())
	}
	return stdout.String()
}

// secondLine returns the second line of a text: the rules and the tiebreak order.
func secondLine(s string) string {
	lines := strings.SplitN(s, "\n", 3)
	if len(lines) < 2 {
		return ""
	}
	return lines[1]
}
