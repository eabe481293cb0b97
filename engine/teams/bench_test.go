package teams

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// synthTeams returns a team event of n teams of b boards over r rounds: random pairings
// each round (rematches allowed), random board results, the odd team out unpaired (the
// PAB).
func synthTeams(n, b, r int) *engine.Tournament {
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	t := &engine.Tournament{Name: "synthetic teams", Rounds: r, Scoring: engine.DefaultScoring()}
	for ti := 0; ti < n; ti++ {
		tm := engine.Team{ID: ti + 1, Name: fmt.Sprintf("Team %d", ti+1)}
		for k := 0; k < b; k++ {
			id := engine.PlayerID(ti*b + k + 1)
			t.Players = append(t.Players, engine.Player{ID: id, Name: fmt.Sprintf("P%d", id), Rounds: make([]engine.Round, r)})
			tm.Members = append(tm.Members, id)
		}
		t.Teams = append(t.Teams, tm)
	}
	for rd := 0; rd < r; rd++ {
		perm := rng.Perm(n)
		for i := 0; i+1 < len(perm); i += 2 {
			a, c := perm[i], perm[i+1]
			for k := 0; k < b; k++ {
				pa, pc := a*b+k, c*b+k
				res := []engine.Result{engine.Win, engine.Draw, engine.Loss}[rng.IntN(3)]
				col := engine.White
				if k%2 == 1 {
					col = engine.Black
				}
				t.Players[pa].Rounds[rd] = engine.Round{Opponent: t.Players[pc].ID, Color: col, Result: res}
				t.Players[pc].Rounds[rd] = engine.Round{Opponent: t.Players[pa].ID, Color: 3 - col, Result: res.Opposite()}
			}
		}
	}
	return t
}

// BenchmarkTeamStandings builds and ranks an Olympiad-sized event (190 teams of four, 11
// rounds) under the fide-team preset plus BH:GP/C1, EGGSB and SSSC.
func BenchmarkTeamStandings(b *testing.B) {
	t := synthTeams(190, 4, 11)
	rules := Rules{System: "fide", Edition: "2024"}
	tbs, err := Resolve("fide-team,BH:GP/C1,EGGSB,SSSC,EDEBT", rules)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		e, _ := Build(t, DefaultScoring())
		Rank(NewEval(e, rules), tbs)
	}
}

// BenchmarkTeamBuild is Build alone on the same event.
func BenchmarkTeamBuild(b *testing.B) {
	t := synthTeams(190, 4, 11)
	b.ReportAllocs()
	for b.Loop() {
		Build(t, DefaultScoring())
	}
}
