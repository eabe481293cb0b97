package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/templates"
)

var amountRE = regexp.MustCompile(`^(0|[1-9][0-9]*)\.[0-9]{2}$`)

// TestPrizeCSVOnEveryRealUSEvent runs 'tiebreak prizes --format csv' with every template
// fund on every real US Chess event under testdata/real/uscf and checks the CSV
// contract and the allocation properties: the header, one row per winner in standings
// order, amounts like 746.75, the CSV equal to the allocation, nothing paid beyond the
// fund, players sharing a pool paid equally to the cent, and Allocation.Verify (one cash
// prize per player, eligibility, no eligible player without cash beside an unpaid prize).
func TestPrizeCSVOnEveryRealUSEvent(t *testing.T) {
	root := trftest.RealData(t)
	var files []string
	for _, f := range trftest.Files(t, ".trf") {
		if strings.Contains(filepath.ToSlash(f), "/uscf/") {
			files = append(files, f)
		}
	}
	if len(files) < 50 {
		t.Fatalf("found only %d US Chess events under %s", len(files), root)
	}
	formats := pipeline.NewFormats()
	rules := engine.Rules{System: "uscf"}
	paidEvents := 0
	for _, name := range templates.FundNames() {
		f, opts, err := fund.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			rel, _ := filepath.Rel(root, path)
			var out, errOut bytes.Buffer
			args := []string{"tiebreak", "prizes", "--fund", name, "--rules", "uscf", "--tiebreaks", "uscf", "--format", "csv", path}
			if code := run(context.Background(), args, nil, &out, &errOut); code != 0 {
				t.Errorf("%s with %s: exit %d: %s", rel, name, code, errOut.String())
				continue
			}
			recs, err := csv.NewReader(&out).ReadAll()
			if err != nil || len(recs) == 0 {
				t.Errorf("%s with %s: output is not CSV: %v", rel, name, err)
				continue
			}
			if got := strings.Join(recs[0], ","); got != "no,name,points,place,award,amount,trophy" {
				t.Errorf("%s: header %q", rel, got)
			}

			// The same allocation in process, checked by Verify and compared row by row.
			tour := trftest.Load(t, path)
			ev := engine.NewEvaluation(tour, rules)
			tbs, err := formats.Catalogue.Resolve("uscf", rules, ev.Kind)
			if err != nil {
				t.Fatal(err)
			}
			a, err := prizes.Allocate(engine.Rank(ev, tbs), f, opts)
			if err != nil {
				t.Fatalf("%s: %v", rel, err)
			}
			if err := a.Verify(); err != nil {
				t.Errorf("%s with %s: %v", rel, name, err)
			}
			if len(recs)-1 != len(a.Awards) {
				t.Errorf("%s with %s: %d rows for %d awards", rel, name, len(recs)-1, len(a.Awards))
				continue
			}
			var sum prizes.Money
			lastRow := -1
			byLabel := map[string][]prizes.Money{}
			for k, r := range recs[1:] {
				aw := &a.Awards[k]
				if aw.Row <= lastRow {
					t.Errorf("%s: rows not in standings order", rel)
				}
				lastRow = aw.Row
				if r[0] != strconv.Itoa(int(tour.Players[aw.Player].ID)) || r[3] != aw.PlaceLabel() || r[4] != a.AwardName(aw) || r[6] != aw.TrophyNames() {
					t.Errorf("%s with %s: row %q differs from the allocation", rel, name, r)
				}
				if r[5] == "" {
					if aw.Amount != 0 {
						t.Errorf("%s: empty amount for %s", rel, aw.Amount)
					}
					continue
				}
				if !amountRE.MatchString(r[5]) {
					t.Errorf("%s: amount %q", rel, r[5])
					continue
				}
				m, _ := prizes.ParseMoney(r[5])
				if m != aw.Amount {
					t.Errorf("%s: amount %s, allocation %s", rel, r[5], aw.Amount)
				}
				sum += m
				if aw.Pool >= 0 && !a.Pools[aw.Pool].Exception && len(a.Pools[aw.Pool].Capped) == 0 && a.Pools[aw.Pool].Method == prizes.SplitEqual {
					byLabel[r[2]+"|"+r[4]] = append(byLabel[r[2]+"|"+r[4]], m)
				}
			}
			if sum > a.Total || sum != a.Paid {
				t.Errorf("%s with %s: CSV pays %s, allocation %s, fund %s", rel, name, sum, a.Paid, a.Total)
			}
			unit := prizes.Money(1)
			if f.Rounding == prizes.RoundDollar {
				unit = 100
			}
			for key, ms := range byLabel {
				lo, hi := ms[0], ms[0]
				for _, m := range ms {
					lo, hi = min(lo, m), max(hi, m)
				}
				if hi-lo > unit {
					t.Errorf("%s with %s: %s shares from %s to %s", rel, name, key, lo, hi)
				}
			}
			if sum > 0 {
				paidEvents++
			}
		}
	}
	if paidEvents < len(files) {
		t.Errorf("only %d event/fund pairs paid cash", paidEvents)
	}
}

// TestPrizesVerifyOnEveryRealTRF allocates every template fund and a Hort fund on every
// real event (US Chess, FIDE, national) and checks Allocation.Verify.
func TestPrizesVerifyOnEveryRealTRF(t *testing.T) {
	files := trftest.Files(t, ".trf")
	formats := pipeline.NewFormats()
	refs := append(templates.FundNames(), "testdata/fixtures/hort-fund.yaml")
	for _, ref := range refs {
		f, opts, err := fund.Load(ref)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			tour := trftest.Load(t, path)
			rules := engine.Rules{System: "uscf"}
			ev := engine.NewEvaluation(tour, rules)
			tbs, err := formats.Catalogue.Resolve("uscf", rules, ev.Kind)
			if err != nil {
				t.Fatal(err)
			}
			a, err := prizes.Allocate(engine.Rank(ev, tbs), f, opts)
			if err != nil {
				t.Errorf("%s with %s: %v", filepath.Base(path), ref, err)
				continue
			}
			if err := a.Verify(); err != nil {
				t.Errorf("%s with %s: %v", filepath.Base(path), ref, err)
			}
		}
	}
}
