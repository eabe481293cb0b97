package teams

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// FuzzBuild feeds arbitrary TRF text through the importer, Build and every team
// tiebreak: inconsistent team data must give problems, never a panic.
func FuzzBuild(f *testing.F) {
	for _, pattern := range []string{"../../importers/trf/testdata/*.trf", "../../cmd/tiebreak/testdata/teams/*.trf"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil && len(data) < 4000 {
				f.Add(data)
			}
		}
	}
	f.Add([]byte("013 A                                  1    2\n013 B                                  2    3\n001    1      X                                                                 1.0        2 w 1\n001    2      Y                                                                 0.0        1 b 0\n"))
	codes := "MP,GP,MPVGP,BH,BH:GP/C1,BH:MP/M1,EMMSB/C1,EMGSB,EGMSB,EGGSB/C2,SSSC,DE,EDE,EDEBT,EDEBB,EDET,EDEB,BC,TBR,BBE"
	f.Fuzz(func(t *testing.T, data []byte) {
		tr, _, err := trf.New().Import(importers.Source{Name: "fuzz.trf", Data: data})
		if err != nil || len(tr.Teams) == 0 || len(tr.Players) > 2000 {
			return
		}
		for _, sc := range []Scoring{DefaultScoring(), {Win: 10000, Draw: 5000, PABMatch: 5000, Weighted: true}} {
			sc.ApplyRecords(tr.TeamScoring)
			e, _ := Build(tr, sc)
			for _, rules := range []Rules{{System: "fide", Edition: "2024"}, {System: "fide", Edition: "2026", Primary: "GP", RoundRobin: true,
				Options: map[string]string{"opp-bye": "draw", "team-cut": "bye-first"}}} {
				ev := NewEval(e, rules)
				tbs, err := Resolve(codes, rules)
				if err != nil {
					t.Fatal(err)
				}
				Rank(ev, tbs)
				us, _ := Resolve("USAT,IHSA", Rules{System: "uscf"})
				Rank(NewEval(e, Rules{System: "uscf", Options: map[string]string{"usat": "double"}}), us)
			}
		}
	})
}
