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

// TestChessResultsLegendOrder ranks real chess-results pages with no --tiebreaks: the
// order their legend names (read as FIDE codes) gives chess-results' ranking. Players
// equal on points and every printed tiebreak may come in either order.
func TestChessResultsLegendOrder(t *testing.T) {
	cases := []struct{ dir, heading string }{
		{"chessresults-frome-congress-2026-open", "FIDE 2026 rules, tiebreaks as chess-results used: DE, PS"},
		{"chessresults-ussa-closed-2026-roundrobin", "FIDE 2026 rules, tiebreaks as chess-results used: DE, WIN, SB, KS"},
	}
	for _, c := range cases {
		dir := filepath.Join(trftest.RealData(t), "reference", c.dir)
		pages, _ := filepath.Glob(filepath.Join(dir, "*.html"))
		refs, _ := filepath.Glob(filepath.Join(dir, "*.chessresults-tb.csv"))
		if len(pages) != 1 || len(refs) != 1 {
			t.Fatalf("%s: %v %v", c.dir, pages, refs)
		}
		var out, errOut bytes.Buffer
		if code := run(context.Background(), []string{"tiebreak", "standings", pages[0]}, nil, &out, &errOut); code != 0 || !strings.Contains(out.String(), c.heading) {
			t.Errorf("%s: exit %d, heading %q", c.dir, code, strings.SplitN(out.String(), "\n", 2)[0])
		}
		out.Reset()
		if code := run(context.Background(), []string{"tiebreak", "standings", "-f", "csv", pages[0]}, nil, &out, &errOut); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.dir, code, errOut.String())
		}
		rows, err := csv.NewReader(&out).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(refs[0])
		if err != nil {
			t.Fatal(err)
		}
		ref, err := csv.NewReader(f).ReadAll()
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		type want struct {
			rank int
			key  string
		}
		byNo := map[string]want{}
		for _, r := range ref[1:] { // start_no,name,pts,rank,TB1,...
			byNo[r[0]] = want{atoiOrZero(r[3]), r[2] + "|" + strings.Join(r[4:], "|")}
		}
		if len(rows)-1 != len(byNo) {
			t.Fatalf("%s: %d rows, %d in the reference", c.dir, len(rows)-1, len(byNo))
		}
		for k := 1; k+1 < len(rows); k++ {
			a, b := byNo[rows[k][1]], byNo[rows[k+1][1]]
			if a.rank > b.rank && a.key != b.key {
				t.Errorf("%s: no. %s (chess-results rank %d) above no. %s (rank %d)", c.dir, rows[k][1], a.rank, rows[k+1][1], b.rank)
			}
		}
	}
}
