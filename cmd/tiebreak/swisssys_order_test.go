package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestSwissSysOrderWithoutFlags ranks every real SwissSys section with no --tiebreaks:
// the order the file states (its tiebreak titles) must give SwissSys's printed order.
// Players SwissSys printed equal on points and every printed tiebreak may come in
// either order; every pair it separated must come in its order.
func TestSwissSysOrderWithoutFlags(t *testing.T) {
	refs, err := filepath.Glob(filepath.Join(trftest.RealData(t), "uscf", "*", "reference.csv"))
	if err != nil || len(refs) == 0 {
		t.Fatal("no reference.csv under testdata/real/uscf")
	}
	sections, inOrder := 0, 0
	for _, ref := range refs {
		jsons, _ := filepath.Glob(filepath.Join(filepath.Dir(ref), "*.swisssys-nach.redacted.json"))
		if len(jsons) != 1 {
			t.Fatalf("%s: want one SwissSys JSON, found %d", filepath.Dir(ref), len(jsons))
		}
		f, err := os.Open(ref)
		if err != nil {
			t.Fatal(err)
		}
		recs, err := csv.NewReader(f).ReadAll()
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		// section -> pairing number -> (rank, key of every printed value)
		type want struct {
			rank int
			key  string
		}
		bySection := map[string]map[string]want{}
		var order []string
		for _, r := range recs[1:] {
			if bySection[r[0]] == nil {
				bySection[r[0]] = map[string]want{}
				order = append(order, r[0])
			}
			bySection[r[0]][r[2]] = want{rank: atoiOrZero(r[7]), key: r[5] + "|" + strings.Join(r[8:], "|")}
		}
		for _, name := range order {
			sections++
			var out, errOut bytes.Buffer
			code := run(context.Background(), []string{"tiebreak", "standings", "--section", name, "--format", "csv", jsons[0]}, nil, &out, &errOut)
			if code != 0 {
				t.Errorf("%s: exit %d: %s", name, code, errOut.String())
				continue
			}
			rows, err := csv.NewReader(&out).ReadAll()
			if err != nil || len(rows) < 2 {
				t.Errorf("%s: output %q: %v", name, out.String(), err)
				continue
			}
			ok := true
			for k := 1; k+1 < len(rows); k++ {
				a, b := bySection[name][rows[k][1]], bySection[name][rows[k+1][1]]
				if a.rank > b.rank && a.key != b.key {
					t.Errorf("%s: player %s (SwissSys rank %d) ranked above player %s (rank %d)", name, rows[k][1], a.rank, rows[k+1][1], b.rank)
					ok = false
				}
			}
			if ok {
				inOrder++
			}
		}
	}
	if sections != 53 || inOrder != 53 {
		t.Errorf("%d of %d SwissSys sections in SwissSys's order without flags; want 53 of 53", inOrder, sections)
	}
}
