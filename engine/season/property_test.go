package season

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
)

var (
	genLast  = []string{"Smith", "García", "Nguyen", "O'Brien", "Müller", "Kowalski", "Lee", "Dvořák", "Brown", "Ivanova", "Rossi", "Novak", "Haddad", "Jensen", "Okafor", "Silva", "Tanaka", "Walsh", "Yilmaz", "Zhang"}
	genFirst = []string{"Ana", "Ben", "Chloé", "Dmitri", "Eve", "Farid", "Grace", "Hiro", "Iñigo", "Jana", "Kofi", "Léa", "Maya", "Noah", "Olga", "Pia", "Quinn", "Raúl", "Sara", "Tomás", "Uma", "Vik", "Wen", "Xavi", "Yara"}
)

// genSeason returns n ranked synthetic events (engine/synth games) whose players are
// drawn from a pool of people: a third always carry a US Chess ID, a third a FIDE ID in
// some events only, a third no ID; names are written "Last, First", "First Last" or in
// capitals at random, so that players match by ID, by name, or by name to an ID.
func genSeason(n, minPlayers, maxPlayers, pool int, seed uint64) []Event {
	rng := rand.New(rand.NewPCG(seed, 11))
	events := make([]Event, n)
	for e := range events {
		players := minPlayers + rng.IntN(maxPlayers-minPlayers+1)
		t := synth.Generate(synth.Config{Players: players, Rounds: 5 + rng.IntN(5), Seed: seed*1000 + uint64(e)})
		t.Name = fmt.Sprintf("Event %d", e+1)
		people := rng.Perm(pool)[:players]
		for i := range t.Players {
			k := people[i]
			p := &t.Players[i]
			last, first := genLast[k%len(genLast)], genFirst[k/len(genLast)%len(genFirst)]
			if k >= len(genLast)*len(genFirst) {
				first += fmt.Sprint(k / (len(genLast) * len(genFirst)))
			}
			switch rng.IntN(3) {
			case 0:
				p.Name = last + ", " + first
			case 1:
				p.Name = first + " " + last
			default:
				p.Name = strings.ToUpper(last + ", " + first)
			}
			p.FIDEID = ""
			p.National = nil
			switch k % 3 {
			case 0:
				p.National = []engine.NationalRating{{Federation: "USA", ID: fmt.Sprint(12000000 + k)}}
			case 1:
				if rng.IntN(2) == 0 {
					p.FIDEID = fmt.Sprint(400000 + k)
				}
			}
		}
		st := engine.Rank(engine.NewEvaluation(t, engine.Rules{System: "uscf"}), nil)
		events[e] = Event{Name: t.Name, Standings: st}
	}
	return events
}

// TestTotalsAreCountedCells checks on generated seasons, for every scoring, that each
// total is the sum of the counted cells, that exactly min(played, N) results count and
// none dropped beats one counted, that places follow totals, and that every appearance
// of every event is in exactly one row.
func TestTotalsAreCountedCells(t *testing.T) {
	events := genSeason(12, 5, 40, 120, 3)
	for _, s := range []Scoring{{}, {BestN: 3}, {By: "points", Participation: engine.Half, BestN: 5}, {Ties: "score", Participation: engine.Points(2)}, {Ties: "tiebreak", BestN: 1}} {
		lb := Build(events, s)
		seen := make([]int, len(events))
		for k, r := range lb.Rows {
			var sum engine.Score
			counted, played := 0, 0
			minCounted, maxDropped := engine.Score(1<<62), engine.Score(-1)
			for i, c := range r.Cells {
				if !c.Played || i > 0 && r.Cells[i-1].Event >= c.Event {
					t.Fatalf("%+v: row %d cell %d %+v: not played, or out of event order", s, k, i, c)
				}
				if r.Cell(c.Event) != c {
					t.Fatalf("%+v: row %d: Cell(%d) = %+v, want %+v", s, k, c.Event, r.Cell(c.Event), c)
				}
				played++
				seen[c.Event]++
				if c.Counted {
					sum += c.Points
					counted++
					minCounted = min(minCounted, c.Points)
				} else {
					maxDropped = max(maxDropped, c.Points)
				}
			}
			if sum != r.Total || played != r.Played {
				t.Errorf("%+v: row %d total %s, counted cells add to %s; played %d, cells %d", s, k, r.Total, sum, r.Played, played)
			}
			want := played
			if s.BestN > 0 {
				want = min(played, s.BestN)
			}
			if counted != want || maxDropped > minCounted {
				t.Errorf("%+v: row %d counts %d of %d results (want %d); dropped %s > counted %s", s, k, counted, played, want, maxDropped, minCounted)
			}
			if k > 0 {
				prev := lb.Rows[k-1]
				if prev.Total < r.Total || (prev.Total == r.Total) != (prev.Place == r.Place) {
					t.Errorf("%+v: rows %d and %d out of order: %s %s, %s %s", s, k, k+1, prev.PlaceLabel(), prev.Total, r.PlaceLabel(), r.Total)
				}
			}
		}
		for e, n := range seen {
			if n != lb.Events[e].Players {
				t.Errorf("%+v: event %d has %d players, %d in the leaderboard", s, e, lb.Events[e].Players, n)
			}
		}
	}
}

// TestPlayerOrderDoesNotMatter shuffles the players of every event (their order in
// Tournament.Players, with the standings pointing to the same people) and checks that
// the leaderboard and the review list are unchanged.
func TestPlayerOrderDoesNotMatter(t *testing.T) {
	events := genSeason(10, 5, 30, 80, 5)
	// Players the generator left without an ID and with a clashing name make the
	// not-joined cases; add a same-name pair in one event to be sure.
	t0 := events[0].Standings.Eval.T
	t0.Players[1].Name, t0.Players[1].National, t0.Players[1].FIDEID = t0.Players[0].Name, nil, ""
	t0.Players[0].National, t0.Players[0].FIDEID = nil, ""
	for _, s := range []Scoring{{}, {BestN: 2, Ties: "tiebreak"}} {
		want := Build(events, s)
		rng := rand.New(rand.NewPCG(9, 9))
		for try := 0; try < 5; try++ {
			shuffled := make([]Event, len(events))
			for e, ev := range events {
				t1 := *ev.Standings.Eval.T
				perm := rng.Perm(len(t1.Players)) // old index -> new index
				t1.Players = make([]engine.Player, len(perm))
				for old, nw := range perm {
					t1.Players[nw] = ev.Standings.Eval.T.Players[old]
				}
				st := &engine.Standings{Eval: &engine.Evaluation{T: &t1}}
				for _, r := range ev.Standings.Rows {
					r.Player = perm[r.Player]
					st.Rows = append(st.Rows, r)
				}
				shuffled[e] = Event{Name: ev.Name, Standings: st}
			}
			got := Build(shuffled, s)
			if show(got) != show(want) || showMatches(got) != showMatches(want) {
				t.Fatalf("%+v: shuffling players changed the leaderboard:\n%s\n%s\nwas\n%s\n%s", s, show(got), showMatches(got), show(want), showMatches(want))
			}
		}
		if len(want.Matches) == 0 {
			t.Errorf("%+v: the generated season has no name matches to check", s)
		}
	}
}

// BenchmarkBuild builds the leaderboard of 500 generated events of 10 to 400 players
// drawn from 20,000 people (the events are ranked before timing).
func BenchmarkBuild(b *testing.B) {
	events := genSeason(500, 10, 400, 20000, 1)
	rows := 0
	for _, ev := range events {
		rows += len(ev.Standings.Rows)
	}
	b.ReportMetric(float64(rows), "appearances")
	b.ResetTimer()
	for b.Loop() {
		Build(events, Scoring{BestN: 10, Participation: engine.Points(1)})
	}
}
