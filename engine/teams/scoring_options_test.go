package teams

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

func TestScoringApplyOptions(t *testing.T) {
	two := engine.Points(2)
	score := func(s *engine.Score) string {
		if s == nil {
			return "nil"
		}
		return s.String()
	}
	cases := []struct {
		name    string
		opts    map[string]string
		records engine.TeamScoring
		want    string // win/draw/loss pab-mp pab-gp forfeit-gp weighted empty-zero
		err     string
	}{
		{"none", nil, engine.TeamScoring{}, "2/1/0 pab 1 nil nil false false", ""},
		{"3-1-0 makes a PAB a drawn match", map[string]string{"match-points": "3-1-0"}, engine.TeamScoring{}, "3/1/0 pab 1 nil nil false false", ""},
		{"1-0.5-0", map[string]string{"match-points": "1-0.5-0"}, engine.TeamScoring{}, "1/0.5/0 pab 0.5 nil nil false false", ""},
		{"a 320 record keeps its PAB", map[string]string{"match-points": "1-0.5-0"}, engine.TeamScoring{PABMatch: &two}, "1/0.5/0 pab 1 nil nil false false", ""},
		{"numbers", map[string]string{"pab-mp": "2", "pab-gp": "2.5", "forfeit-gp": "4"}, engine.TeamScoring{}, "2/1/0 pab 2 2.5 4 false false", ""},
		{"boards and empty boards", map[string]string{"boards": "weighted", "empty-board": "zero"}, engine.TeamScoring{}, "2/1/0 pab 1 nil nil true true", ""},
		{"bad number", map[string]string{"pab-gp": "two"}, engine.TeamScoring{}, "2/1/0 pab 1 nil nil false false",
			`option pab-gp="two": give a number of points, such as 1 or 2.5`},
		{"every problem at once, nothing changed", map[string]string{"pab-mp": "x", "forfeit-gp": "y", "match-points": "3-1-0"}, engine.TeamScoring{}, "2/1/0 pab 1 nil nil false false",
			"option forfeit-gp=\"y\": give a number of points, such as 1 or 2.5\noption pab-mp=\"x\": give a number of points, such as 1 or 2.5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := DefaultScoring()
			err := sc.ApplyOptions(c.opts, c.records)
			got := sc.Win.String() + "/" + sc.Draw.String() + "/" + sc.Loss.String() + " pab " + sc.PABMatch.String() + " " +
				score(sc.PABGame) + " " + score(sc.ForfeitGame) + " " + map[bool]string{true: "true", false: "false"}[sc.Weighted] + " " +
				map[bool]string{true: "true", false: "false"}[sc.EmptyBoardZero]
			if got != c.want {
				t.Errorf("scoring %s, want %s", got, c.want)
			}
			msg := ""
			if err != nil {
				msg = err.Error()
			}
			if msg != c.err {
				t.Errorf("error %q, want %q", msg, c.err)
			}
		})
	}
}
