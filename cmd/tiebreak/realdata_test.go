package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestStandingsCSVOnEveryRealTRF runs the US Chess standings command of the issue on every
// TRF under testdata/real and checks the CSV contract: the header, one row per player,
// places like "1" or "3-5" in non-decreasing order, and decimal points.
func TestStandingsCSVOnEveryRealTRF(t *testing.T) {
	root := trftest.RealData(t)
	files := trftest.Files(t, ".trf")
	if len(files) < 200 {
		t.Fatalf("found only %d TRF files under %s", len(files), root)
	}
	const list = "MM,SOLK,CUM,OCUM,SB,KASH"
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		var out, errOut bytes.Buffer
		code := run(context.Background(), []string{"tiebreak", "standings", "--rules", "uscf", "--tiebreaks", list, "--format", "csv", f}, nil, &out, &errOut)
		if code != 0 {
			t.Errorf("%s: exit %d: %s", rel, code, errOut.String())
			continue
		}
		recs, err := csv.NewReader(&out).ReadAll()
		if err != nil {
			t.Errorf("%s: output is not CSV: %v", rel, err)
			continue
		}
		if got := strings.Join(recs[0], ","); got != "place,no,name,rating,points,"+list+",rank,status" {
			t.Errorf("%s: header %q", rel, got)
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tour, _, err := trf.New().Import(importers.Source{Name: f, Data: data})
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			continue
		}
		if len(recs)-1 != len(tour.Players) {
			t.Errorf("%s: %d rows for %d players", rel, len(recs)-1, len(tour.Players))
		}
		last := 0
		for _, r := range recs[1:] {
			from, _, _ := strings.Cut(r[0], "-")
			n := atoiOrZero(from)
			if n < last || n == 0 {
				t.Errorf("%s: place %q after %d", rel, r[0], last)
				break
			}
			last = n
			for _, v := range r[4:] {
				if strings.Contains(v, ",") {
					t.Errorf("%s: value %q is not written with a decimal point", rel, v)
				}
			}
		}
	}
}

func atoiOrZero(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// TestSeedFixturesThroughCLI runs the US Chess seed fixtures (engine/uscf/testdata, whose
// values engine/uscf tests assert) through the whole command and compares the CSV with
// goldens, so the command line shows the same numbers the seeds print.
func TestSeedFixturesThroughCLI(t *testing.T) {
	fixtures, _ := filepath.Glob("../../engine/uscf/testdata/*.trf")
	if len(fixtures) == 0 {
		t.Fatal("no fixtures")
	}
	for _, f := range fixtures {
		name := strings.TrimSuffix(filepath.Base(f), ".trf")
		t.Run(name, func(t *testing.T) {
			list := "MM,MED,SOLK,CUM,OCUM,SB,KASH,BLK"
			if strings.Contains(name, "-rr-") || strings.Contains(name, "h2h") {
				list = "SB,H2H,KASH,MM,SOLK"
			}
			var out, errOut bytes.Buffer
			if code := run(context.Background(), []string{"tiebreak", "standings", "--rules", "uscf", "-t", list, "-f", "csv", f}, nil, &out, &errOut); code != 0 {
				t.Fatalf("exit %d: %s", code, errOut.String())
			}
			golden := filepath.Join("testdata", "fixtures", name+".csv")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if out.String() != string(want) {
				t.Errorf("standings differ from %s:\n%s\nwant:\n%s", golden, out.String(), want)
			}
		})
	}
}
