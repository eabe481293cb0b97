package uscf

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// buildUnplayedKinds builds an 8-round event where Tess beats seven opponents, each of
// whom has a different kind of unplayed round in round 8 (Owen also in round 7), and
// Tess herself takes a half-point bye in round 8.
func buildUnplayedKinds(b *builder) {
	tess := b.row("Tess", ". . . . . . . H")
	opp(b, "Owen full byes", tess, 1, "1-0", "2", func(o engine.PlayerID) {
		b.bye(7, o, engine.FullBye)
		b.bye(8, o, engine.FullBye)
	})
	opp(b, "Olga half bye", tess, 2, "1-0", "0.5", func(o engine.PlayerID) { b.bye(8, o, engine.HalfBye) })
	opp(b, "Omar pairing bye", tess, 3, "1-0", "1", func(o engine.PlayerID) { b.bye(8, o, engine.PairingBye) })
	opp(b, "Opal zero bye", tess, 4, "1-0", "0", func(o engine.PlayerID) { b.bye(8, o, engine.ZeroBye) })
	opp(b, "Otto forfeit win", tess, 5, "1-0", "1", func(o engine.PlayerID) { b.game(8, o, b.filler(), "+-") })
	opp(b, "Oona forfeit loss", tess, 6, "1-0", "0", func(o engine.PlayerID) { b.game(8, o, b.filler(), "-+") })
	opp(b, "Olaf double forfeit", tess, 7, "1-0", "0", func(o engine.PlayerID) { b.game(8, o, b.filler(), "--") })
	b.row("Late, Lena", "Z Z W W W W W W")
}

// buildMedian9 builds a 9-round event with a plus, an even and a minus score. A beaten
// filler has adjusted score 0+8×½ = 4, a drawing one 4.5, a winning one 5.
func buildMedian9(b *builder) {
	b.row("Plus, Pat", "W W W W W L L L L")
	b.row("Even, Eve", "W W W W D L L L L")
	b.row("Minus, Max", "W L L L L L L L L")
}

var coverageFixtures = []fixture{
	{
		name: "unplayed-kinds", source: "34E1 adjusted scores: every kind of unplayed round counts ½; own unplayed rounds 0", rounds: 8,
		build: buildUnplayedKinds,
		checks: []check{
			// Owen 2 unplayed (+1), the others one each (+½): 1+½×6 = 4.
			{"SOLK", "Tess", "4"}, {"BH", "Tess", "4"},
			// Plus score: the lowest value, Tess's own half-point bye (0), is dropped.
			{"MM", "Tess", "4"}, {"MED", "Tess", "3"}, {"SB", "Tess", "4"}, {"KASH", "Tess", "28"},
			// Tess: 1+2+...+7+7.5 = 35.5, less ½ for her half-point bye.
			{"CUM", "Tess", "35"}, {"CUM6", "Tess", "35.5"},
			{"CUM", "Owen full byes", "1"}, {"CUM", "Olga half bye", "0"}, {"CUM6", "Olga half bye", "0.5"},
			{"CUM", "Omar pairing bye", "0"}, {"CUM", "Otto forfeit win", "0"}, {"CUM6", "Otto forfeit win", "0"},
			// Tess's opponents' Cumulatives: 1, 0, 0, 0, 0, 0, 0 (7th); 6th: Olga ½.
			{"OCUM", "Tess", "1"}, {"OCUM6", "Tess", "1.5"},
			{"BLK", "Tess", "0"}, {"BLK", "Owen full byes", "1"}, {"BLK", "Otto forfeit win", "1"},
			// Late entry: two rounds not paired count as 0-point opponents; each filler she
			// beat has 0+7×½ = 3.5. Plus score: one 0 is dropped.
			{"SOLK", "Late, Lena", "21"}, {"MM", "Late, Lena", "21"}, {"KASH", "Late, Lena", "24"},
		},
	},
	{
		name: "unplayed-kinds-opp-actual", trf: "unplayed-kinds", rounds: 8,
		source:  "option opp-unplayed=actual: opponents' real totals 2+½+1+0+1+0+0",
		options: map[string]string{"opp-unplayed": "actual"},
		build:   buildUnplayedKinds,
		checks: []check{
			{"SOLK", "Tess", "4.5"}, {"MM", "Tess", "4.5"}, {"SB", "Tess", "4.5"},
			// Opponents' Cumulatives without the bye subtraction: Owen 3, Olga ½, Omar 1, Otto 1.
			{"OCUM", "Tess", "5.5"}, {"CUM", "Tess", "35"},
		},
	},
	{
		name: "unplayed-kinds-own-ignore", trf: "unplayed-kinds", rounds: 8,
		source:  "option own-unplayed=ignore: Tess's half-point bye is left out, MM drops a real opponent",
		options: map[string]string{"own-unplayed": "ignore"},
		build:   buildUnplayedKinds,
		checks:  []check{{"SOLK", "Tess", "4"}, {"MM", "Tess", "3.5"}, {"MED", "Tess", "2.5"}, {"MM", "Late, Lena", "17.5"}},
	},
	{
		name: "unplayed-kinds-6th", trf: "unplayed-kinds", rounds: 8,
		source:  "option cumulative=6th: only unplayed wins are subtracted",
		options: map[string]string{"cumulative": "6th"},
		build:   buildUnplayedKinds,
		checks:  []check{{"CUM", "Tess", "35.5"}, {"CUM", "Olga half bye", "0.5"}, {"OCUM", "Tess", "1.5"}},
	},
	{
		name: "median-9-rounds", source: "34E1: nine or more rounds discard two (seed 000), Harkness two each for 9-12 rounds (seed 003)", rounds: 9,
		build: buildMedian9,
		checks: []check{
			{"SOLK", "Plus, Pat", "40"}, {"MM", "Plus, Pat", "32"}, {"MED", "Plus, Pat", "22"},
			{"SOLK", "Even, Eve", "40.5"}, {"MM", "Even, Eve", "22.5"}, {"MED", "Even, Eve", "22.5"},
			{"SOLK", "Minus, Max", "44"}, {"MM", "Minus, Max", "34"}, {"MED", "Minus, Max", "25"},
		},
	},
	{
		name: "h2h-cycle", source: "34E5: A beat B, B beat C, C beat A decides nothing", rounds: 3,
		build: func(b *builder) {
			a, bb, c := b.add("Cycle, A"), b.add("Cycle, B"), b.add("Cycle, C")
			b.game(1, a, bb, "1-0")
			b.game(2, bb, c, "1-0")
			b.game(3, c, a, "1-0")
		},
		checks: []check{{"H2H", "Cycle, A", "0"}, {"H2H", "Cycle, B", "0"}, {"H2H", "Cycle, C", "0"}},
	},
	{
		name: "h2h-resplit", source: "34E5 re-applied: A and B +1, C and D -1; A beat B, C beat D", rounds: 5,
		build: func(b *builder) {
			a, bb, c, d := b.add("Split, A"), b.add("Split, B"), b.add("Split, C"), b.add("Split, D")
			b.game(1, a, bb, "1-0")
			b.game(1, c, d, "1-0")
			b.game(2, a, c, "1-0")
			b.game(2, bb, d, "1-0")
			b.game(3, a, d, "0-1")
			b.game(3, bb, c, "1-0")
			for _, p := range []engine.PlayerID{a, bb, c, d} {
				b.fill(p, "2")
			}
		},
		checks: []check{{"H2H", "Split, A", "3"}, {"H2H", "Split, B", "2"}, {"H2H", "Split, C", "1"}, {"H2H", "Split, D", "0"}},
		rank:   &rankCheck{codes: []string{"H2H"}, order: []string{"Split, A", "Split, B", "Split, C", "Split, D"}},
	},
	{
		name: "h2h-not-all-met", source: "34E5: not decisive if the tied players did not all meet", rounds: 3,
		build: func(b *builder) {
			a, bb := b.add("Met, A"), b.add("Met, B")
			c := b.add("Never, C")
			b.game(1, a, bb, "1-0")
			for _, p := range []engine.PlayerID{a, bb, c} {
				b.fill(p, "2")
			}
		},
		checks: []check{{"H2H", "Met, A", "0"}, {"H2H", "Met, B", "0"}, {"H2H", "Never, C", "0"}},
	},
	{
		name: "ratings", source: "average rating of opposition and linear performance over played games with rated opponents", rounds: 5,
		build: func(b *builder) {
			p := b.add("Rated, Rita")
			b.players[p-1].Rating = 1700
			a, bb, c, d := b.add("Opp, 1800"), b.add("Opp, 1601"), b.add("Opp, unrated"), b.add("Opp, forfeited")
			b.players[a-1].Rating, b.players[bb-1].Rating, b.players[d-1].Rating = 1800, 1601, 2000
			b.game(1, p, a, "1-0")
			b.game(2, bb, p, "=")
			b.game(3, p, c, "0-1")
			b.bye(4, p, engine.HalfBye)
			b.game(5, p, d, "+-")
		},
		// (1800+1601)/2 = 1700.5 and (1800+1601+400)/2 = 1900.5, rounded half away from zero.
		// Opp 1800 lost to Rita (1700): 1700-400; Opp 1601 drew with her: 1700; Opp
		// unrated beat her: 1700+400 (an unrated player's opponents still count). Opp
		// forfeited played no game.
		checks: []check{
			{"AVGOPP", "Rated, Rita", "1701"}, {"PERF", "Rated, Rita", "1901"},
			{"AVGOPP", "Opp, 1800", "1700"}, {"PERF", "Opp, 1800", "1300"},
			{"AVGOPP", "Opp, 1601", "1700"}, {"PERF", "Opp, 1601", "1700"},
			{"AVGOPP", "Opp, unrated", "1700"}, {"PERF", "Opp, unrated", "2100"},
			{"AVGOPP", "Opp, forfeited", "0"}, {"PERF", "Opp, forfeited", "0"},
		},
	},
}

// TestCoverage covers byes of every kind, forfeits, double forfeits, withdrawals, late
// entries, 9+ rounds, even/plus/minus scores, the options, H2H groups and ratings.
func TestCoverage(t *testing.T) { runFixtures(t, coverageFixtures) }

// TestMedianDrops checks the Harkness tiers of seed 003.
func TestMedianDrops(t *testing.T) {
	for _, tc := range []struct{ rounds, want int }{{1, 1}, {5, 1}, {8, 1}, {9, 2}, {12, 2}, {13, 3}, {20, 3}} {
		if got := medianDrops(tc.rounds); got != tc.want {
			t.Errorf("medianDrops(%d) = %d, want %d", tc.rounds, got, tc.want)
		}
	}
}
