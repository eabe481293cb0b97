package season

import (
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse feeds arbitrary bytes to the season and sidecar parsers. They must never
// panic, and what they accept must hold only known values.
func FuzzParse(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/*.yaml")
	for _, s := range seeds {
		if data, err := os.ReadFile(s); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{
		"rules: uscf\ntiebreaks: [MM, SOLK]\nfund: club-quad\n",
		"fund: {prizes: [{place: 1, cash: 5}]}\nleaderboard: {by: points, best: 2, table: [3, 2, 1]}\n",
		"a: &x uscf\nrules: *x\n",
		"options: {lot-seed: 7}\noutputs: [prizes.pdf]\nforce: on\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			for _, parse := range []func(string, string, []byte) (*Settings, error){ParseSeason, ParseSidecar} {
				s, err := parse("fuzz.yaml", "testdata", data)
				if err != nil {
					continue
				}
				if s.Type != "" && s.Type != "swiss" && s.Type != "rr" {
					t.Fatalf("type %q accepted", s.Type)
				}
				if s.Paper != "" && s.Paper != "letter" && s.Paper != "a4" {
					t.Fatalf("paper %q accepted", s.Paper)
				}
				if lb := s.Leaderboard; lb != nil {
					for i, p := range lb.Table {
						if p < 0 || i > 0 && p > lb.Table[i-1] {
							t.Fatalf("table %v accepted", lb.Table)
						}
					}
					if lb.Participation < 0 || lb.BestN < 0 {
						t.Fatalf("leaderboard %+v accepted", lb)
					}
				}
				if s.Fund != nil && !s.Fund.None {
					if err := s.Fund.Fund.Validate(); err != nil {
						t.Fatalf("invalid fund accepted: %v", err)
					}
				}
			}
		})
	})
}
