package teams

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// tiny builds a tournament of teams of two from rounds given per player as
// "opp colour result" triples ("3w1", "0-+" for an empty board won, "" for nothing).
func tiny(teams [][]int, rounds map[int][]string) *engine.Tournament {
	t := &engine.Tournament{Scoring: engine.DefaultScoring()}
	for id := 1; id <= 2*len(teams); id++ {
		p := engine.Player{ID: engine.PlayerID(id)}
		for _, c := range rounds[id] {
			var rd engine.Round
			if c != "" {
				i := strings.IndexAny(c, "wb-")
				opp := 0
				for _, ch := range c[:i] {
					opp = opp*10 + int(ch-'0')
				}
				rd.Opponent = engine.PlayerID(opp)
				rd.Color = map[byte]engine.Color{'w': engine.White, 'b': engine.Black, '-': engine.NoColor}[c[i]]
				rd.Result = map[byte]engine.Result{'1': engine.Win, '0': engine.Loss, '=': engine.Draw, '+': engine.ForfeitWin, '-': engine.ForfeitLoss}[c[i+1]]
			}
			p.Rounds = append(p.Rounds, rd)
		}
		t.Players = append(t.Players, p)
		t.Rounds = max(t.Rounds, len(p.Rounds))
	}
	for i, m := range teams {
		tm := engine.Team{ID: i + 1, Name: string(rune('A' + i))}
		for _, id := range m {
			tm.Members = append(tm.Members, engine.PlayerID(id))
		}
		t.Teams = append(t.Teams, tm)
	}
	t.Normalize()
	return t
}

func TestBuildProblems(t *testing.T) {
	four := [][]int{{1, 2}, {3, 4}, {5, 6}, {7, 8}}
	for _, tc := range []struct {
		name   string
		teams  [][]int
		rounds map[int][]string
		kinds  string // each team's round-1 kind
		want   string // a problem message fragment; "" for none
		isErr  bool
	}{
		{"no-show against empty boards", four, map[int][]string{1: {"3w1"}, 2: {"4b="}, 3: {"1b0"}, 4: {"2w="}, 5: {"0-+"}, 6: {"0-+"}},
			"played played +F -F", "team D did not come; scored as a forfeit loss to C", false},
		{"player in two teams", [][]int{{1, 2}, {2, 3}}, map[int][]string{1: {"3w1"}, 3: {"1b0"}},
			"played played", "player 2 () is in two teams", true},
		{"roster number with no player", [][]int{{1, 2, 9}, {3, 4}}, map[int][]string{1: {"3w1"}, 2: {"4b1"}, 3: {"1b0"}, 4: {"2w0"}},
			"played played", "team 1 (A) lists player 9, who is not in the event", false},
		{"team-mates paired", [][]int{{1, 2}, {3, 4}}, map[int][]string{1: {"2w1"}, 2: {"1b0"}},
			"ZPB ZPB", "played a team-mate", true},
		{"a team meets two teams", [][]int{{1, 2}, {3, 4}, {5, 6}}, map[int][]string{1: {"3w1"}, 3: {"1b0"}, 2: {"5w1"}, 5: {"2b0"}},
			"played played played", "plays two teams", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, probs := Build(tiny(tc.teams, tc.rounds), DefaultScoring())
			var kinds []string
			for ti := range e.Teams {
				kinds = append(kinds, e.Slots[ti][0].Kind.String())
			}
			if got := strings.Join(kinds, " "); got != tc.kinds {
				t.Errorf("kinds %q, want %q", got, tc.kinds)
			}
			found := false
			for _, p := range probs {
				if strings.Contains(p.Msg, tc.want) && p.Error == tc.isErr {
					found = true
				}
			}
			if !found {
				t.Errorf("problems %+v, want %q (error %v)", probs, tc.want, tc.isErr)
			}
			// Whatever the data, every tiebreak computes.
			ev := NewEval(e, Rules{System: "fide", Edition: "2024"})
			tbs, _ := Resolve("BH/C1,EGGSB/C1,EDEBT,SSSC,BC,TBR,BBE", ev.Rules)
			Rank(ev, tbs)
		})
	}
}
