package fide

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	htmlin "github.com/tiebreak-chess/tiebreak/importers/html"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// column says how one reference CSV column is reproduced: a code under rules and options.
type column struct {
	code  string
	rules string
	opts  map[string]string
}

// refSet is one reference event: a TRF and a CSV of another program's values.
type refSet struct {
	name    string
	trf     string // relative to realdata/reference
	csv     string
	key     string            // CSV column holding the start number
	columns map[string]column // CSV column -> how to compute it
	// page, when set, is a chess-results crosstable page (relative to realdata) read
	// through importers/html instead of the TRF.
	page string
}

// known is a documented disagreement: what the other program printed and what we compute.
type known struct{ theirs, ours, reason string }

// tecColumns maps the columns of a tec-tiebreakserver-1.9.57.csv: "BH/C1/V2026" is BH/C1
// under the 2026 rules, a column without /V uses the edition of the start date.
func tecColumns(t *testing.T, path string) map[string]column {
	rows := readCSVHeader(t, path)
	cols := map[string]column{}
	for _, h := range rows {
		switch h {
		case "start_no", "rank", "tec_rank", "PTS":
			continue
		}
		code, rules := h, "fide"
		if i := strings.Index(h, "/V20"); i >= 0 {
			code, rules = h[:i], "fide-"+h[i+2:]
		}
		cols[h] = column{code: code, rules: rules}
	}
	return cols
}

func readCSVHeader(t *testing.T, path string) []string {
	rows := readCSV(t, path)
	if len(rows) == 0 {
		t.Fatalf("%s: empty", path)
	}
	var hs []string
	for h := range rows[0] {
		hs = append(hs, h)
	}
	sort.Strings(hs)
	return hs
}

// compare checks every value of set; it returns the number of values compared and the
// disagreements not in the known list.
func compare(t *testing.T, set refSet, knownDiffs map[string]known) (int, []string) {
	t.Helper()
	root := filepath.Join(trftest.RealData(t), "reference")
	tr := trftest.Load(t, filepath.Join(root, set.trf))
	if set.page != "" {
		tr = loadPage(t, filepath.Join(root, "..", set.page))
	}
	rows := readCSV(t, filepath.Join(root, set.csv))
	byID := tr.PlayerIndex()
	n := 0
	var bad []string
	used := map[string]bool{}
	names := make([]string, 0, len(set.columns))
	for h := range set.columns {
		names = append(names, h)
	}
	sort.Strings(names)
	for _, h := range names {
		col := set.columns[h]
		rules, err := engine.ParseRules(col.rules)
		if err != nil {
			t.Fatal(err)
		}
		rules.Options = col.opts
		ev := engine.NewEvaluation(tr, rules)
		got := valuesOf(ev, tiebreakFor(t, col.code, col.rules, col.opts))
		for _, row := range rows {
			id, err := strconv.Atoi(row[set.key])
			if err != nil {
				t.Fatalf("%s: bad %s %q", set.csv, set.key, row[set.key])
			}
			i, ok := byID[engine.PlayerID(id)]
			if !ok {
				t.Fatalf("%s: no player %d", set.trf, id)
			}
			text := strings.TrimSpace(row[h])
			want, err := engine.ParseScore(text)
			if err != nil {
				t.Fatalf("%s: %s of #%d: %v", set.csv, h, id, err)
			}
			n++
			if agrees(got[i], want, text) {
				continue
			}
			key := fmt.Sprintf("%s #%d", h, id)
			if k, ok := knownDiffs[key]; ok {
				used[key] = true
				if k.theirs != text || k.ours != got[i].String() {
					bad = append(bad, fmt.Sprintf("%s: known difference changed: theirs %s ours %s (recorded %s / %s)", key, text, got[i], k.theirs, k.ours))
				}
				continue
			}
			bad = append(bad, fmt.Sprintf("%s: theirs %s, ours %s", key, text, got[i]))
		}
	}
	for key := range knownDiffs {
		if !used[key] {
			bad = append(bad, key+": recorded as a known difference but now agrees; remove it from the list")
		}
	}
	return n, bad
}

// agrees compares our value with a printed one: exactly, or within half a unit of the
// last printed decimal (Vega prints SB 23.25 as 23.2 or 23.3).
func agrees(got, want engine.Score, text string) bool {
	if got == want {
		return true
	}
	_, frac, ok := strings.Cut(text, ".")
	if !ok || len(frac) >= 2 {
		return false
	}
	unit := engine.Point
	for range frac {
		unit /= 10
	}
	d := got - want
	if d < 0 {
		d = -d
	}
	return 2*d <= unit
}

// loadPage imports a chess-results crosstable page.
func loadPage(t *testing.T, path string) *engine.Tournament {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, _, err := htmlin.New().Import(importers.Source{Name: path, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}
