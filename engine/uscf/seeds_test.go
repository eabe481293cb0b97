package uscf

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// check is one expected tiebreak value.
type check struct {
	code, player, want string
}

// rankCheck is an expected final order (player names) of the named players under codes.
type rankCheck struct {
	codes []string
	order []string
}

// fixture is a small event taken from a seed or specs worked example.
type fixture struct {
	name    string // also the name of testdata/<name>.trf unless trf is set
	trf     string // the testdata file when several fixtures share one event
	source  string // the example it reproduces
	rounds  int
	options map[string]string
	build   func(b *builder)
	checks  []check
	rank    *rankCheck
}

// opp adds an opponent for p who plays p in round (p has White) with result res (from
// p's side) and reaches the total target with games against fillers, plus any extra byes
// set by extra before filling.
func opp(b *builder, name string, p engine.PlayerID, round int, res, target string, extra func(o engine.PlayerID)) {
	b.t.Helper()
	o := b.add(name)
	b.game(round, p, o, res)
	if extra != nil {
		extra(o)
	}
	b.fill(o, target)
}

var seedFixtures = []fixture{
	{
		name: "seed000-adjusted-withdrawal", source: "seed 000 (34E1 adjusted score), specs §1.16 fixture 1", rounds: 5,
		build: func(b *builder) {
			w := b.row("Withdrawn, Walter", "W W . Z Z")
			tina := b.row("Tied, Tina", "Z Z . Z Z")
			b.game(3, tina, w, "1-0")
		},
		// Walter: 1+1+0+½+½ = 3. Tina's only opponent is Walter; her four unplayed rounds count 0.
		checks: []check{{"SOLK", "Tied, Tina", "3"}, {"MM", "Tied, Tina", "0"}, {"CUM", "Withdrawn, Walter", "9"}},
	},
	{
		name: "seed000-cumulative", source: "seed 000 and seed 003 (34E3 W L W D L = 9, 1+2+2.5+2.5+2.5 = 10.5), specs §1.16 fixture 2", rounds: 5,
		build: func(b *builder) {
			b.row("Early, Ed", "W L W D L")
			b.row("Later, Lou", "W W D L L")
			b.row("Bye, Bea", "B W L D W")
		},
		checks: []check{{"CUM", "Early, Ed", "9"}, {"CUM", "Later, Lou", "10.5"}, {"CUM", "Bye, Bea", "10"}},
		rank:   &rankCheck{codes: []string{"CUM"}, order: []string{"Later, Lou", "Early, Ed"}},
	},
	{
		name: "seed001-erin-bob-median", source: "seed 001 (Modified Median 15 vs 14, Solkoff 15 vs 16)", rounds: 5,
		build: func(b *builder) {
			erin := b.row("Erin", ". . . . .")
			opp(b, "Erin opp 0", erin, 1, "1-0", "0", nil)
			opp(b, "Erin opp 3a", erin, 2, "1-0", "3", nil)
			opp(b, "Erin opp 3b", erin, 3, "0-1", "3", nil)
			opp(b, "Erin opp 4", erin, 4, "1-0", "4", nil)
			opp(b, "Erin opp 5", erin, 5, "0-1", "5", nil)
			bob := b.row("Bob", ". . . . .")
			opp(b, "Bob opp 3a", bob, 1, "1-0", "3", nil)
			opp(b, "Bob opp 2", bob, 2, "1-0", "2", nil)
			opp(b, "Bob opp 5", bob, 3, "0-1", "5", nil)
			opp(b, "Bob opp 3b", bob, 4, "1-0", "3", nil)
			opp(b, "Bob opp 3c", bob, 5, "0-1", "3", nil)
		},
		checks: []check{{"MM", "Erin", "15"}, {"MM", "Bob", "14"}, {"SOLK", "Erin", "15"}, {"SOLK", "Bob", "16"}},
		rank:   &rankCheck{codes: []string{"MM", "SOLK"}, order: []string{"Erin", "Bob"}},
	},
	{
		// Bob beats a 5-point opponent, which needs more than five rounds: seven are used,
		// Sonneborn-Berger does not depend on the number of rounds.
		name: "seed001-erin-bob-sb", source: "seed 001 (Sonneborn-Berger 8.5 vs 10.5)", rounds: 7,
		build: func(b *builder) {
			erin := b.row("Erin", ". . . . . Z Z")
			opp(b, "Erin opp 0", erin, 1, "1-0", "0", nil)
			opp(b, "Erin opp 3a", erin, 2, "1-0", "3", nil)
			opp(b, "Erin opp 4", erin, 3, "1-0", "4", nil)
			opp(b, "Erin opp 3b", erin, 4, "=", "3", nil)
			opp(b, "Erin opp 5", erin, 5, "0-1", "5", nil)
			bob := b.row("Bob", ". . . . . Z Z")
			opp(b, "Bob opp 3a", bob, 1, "1-0", "3", nil)
			opp(b, "Bob opp 5", bob, 2, "1-0", "5", nil)
			opp(b, "Bob opp 2", bob, 3, "=", "2", nil)
			opp(b, "Bob opp 3b", bob, 4, "=", "3", nil)
			opp(b, "Bob opp 3c", bob, 5, "0-1", "3", nil)
		},
		checks: []check{{"SB", "Erin", "8.5"}, {"SB", "Bob", "10.5"}},
	},
	{
		name: "seed001-erin-bob-cumulative", source: "seed 001 (Cumulative 11.5 vs 9.5)", rounds: 5,
		build: func(b *builder) {
			b.row("Erin", "W W D L W")
			b.row("Bob", "W L W D D")
		},
		checks: []check{{"CUM", "Erin", "11.5"}, {"CUM", "Bob", "9.5"}},
	},
	{
		name: "seed002-cca-cumulative", source: "seed 002 (W L W W D: 1+1+2+3+3½ = 10½)", rounds: 5,
		build: func(b *builder) {
			b.row("Player, Pat", "W L W W D")
		},
		checks: []check{{"CUM", "Player, Pat", "10.5"}},
	},
	{
		name: "seed003-median-13-rounds", source: "seed 003 (Harkness: over 12 rounds drop three at each end)", rounds: 13,
		build: func(b *builder) {
			// Each filler plays one game: a beaten one has adjusted 0+12×½ = 6, a winner 7.
			b.row("Harkness, Hank", "W W W W W W W L L L L L L")
		},
		// Seven 6s and six 7s = 84. MED drops 6,6,6 and 7,7,7 = 45; MM (plus, 9+ rounds)
		// drops the two lowest = 72.
		checks: []check{{"MED", "Harkness, Hank", "45"}, {"MM", "Harkness, Hank", "72"}, {"SOLK", "Harkness, Hank", "84"}},
	},
	{
		name: "seed004-tom-jerry", source: "seed 004 (MM 12.5 = 12.5; Solkoff arithmetic 13.5 and 14.5, names swapped in the seed)", rounds: 5,
		build: func(b *builder) {
			tom := b.row("Tom", ". . . . .")
			opp(b, "Tom opp 1", tom, 1, "1-0", "1", nil)
			opp(b, "Tom opp 2", tom, 2, "1-0", "2", nil)
			opp(b, "Tom opp 3", tom, 3, "1-0", "3", nil)
			opp(b, "Tom opp 3.5", tom, 4, "1-0", "3.5", nil)
			opp(b, "Tom opp 4", tom, 5, "0-1", "4", nil)
			jerry := b.row("Jerry", ". . . . .")
			opp(b, "Jerry opp 2", jerry, 1, "1-0", "2", nil)
			opp(b, "Jerry opp 2.5", jerry, 2, "1-0", "2.5", nil)
			opp(b, "Jerry opp 3a", jerry, 3, "1-0", "3", nil)
			opp(b, "Jerry opp 3b", jerry, 4, "1-0", "3", nil)
			opp(b, "Jerry opp 4", jerry, 5, "0-1", "4", nil)
		},
		checks: []check{{"MM", "Tom", "12.5"}, {"MM", "Jerry", "12.5"}, {"SOLK", "Tom", "13.5"}, {"SOLK", "Jerry", "14.5"}},
		rank:   &rankCheck{codes: []string{"MM", "SOLK"}, order: []string{"Jerry", "Tom"}},
	},
	{
		name: "seed004-jane-fonda", source: "seed 004 (MM 25 vs 27; the 6-point opponent's full-point bye counts ½), specs §1.4 Calvin/Debrah, §1.16 fixture 3", rounds: 7,
		build: func(b *builder) {
			jane := b.row("Jane", ". . . . . . .")
			for k, s := range []string{"2", "2", "3.5", "4", "5", "5"} {
				opp(b, "Jane opp "+s, jane, k+1, "1-0", s, nil)
			}
			opp(b, "Jane opp 6", jane, 7, "1-0", "6", func(o engine.PlayerID) { b.bye(1, o, engine.FullBye) })
			fonda := b.row("Fonda", ". . . . . . .")
			for k, s := range []string{"1", "2.5", "4", "4", "5", "5.5", "6"} {
				opp(b, "Fonda opp "+s, fonda, k+1, "1-0", s, nil)
			}
		},
		checks: []check{{"MM", "Jane", "25"}, {"MM", "Fonda", "27"}},
		rank:   &rankCheck{codes: []string{"MM"}, order: []string{"Fonda", "Jane"}},
	},
	{
		name: "seed004-cumulative-3-rounds", source: "seed 004 (John 5, James 4.5)", rounds: 3,
		build: func(b *builder) {
			b.row("John", "W D W")
			b.row("James", "D W W")
		},
		checks: []check{{"CUM", "John", "5"}, {"CUM", "James", "4.5"}, {"CUM6", "John", "5"}},
		rank:   &rankCheck{codes: []string{"CUM"}, order: []string{"John", "James"}},
	},
	{
		name: "seed004-cumulative-5-rounds", source: "seed 004 (Sally 11, Molly 12; 6th edition), seed 000 (½ per half-point bye)", rounds: 5,
		build: func(b *builder) {
			b.row("Sally", "B W L W W")
			b.row("Molly", "W W L W W")
			b.row("Hal", "H W L W W")
			b.row("Forfeit, Fay", "X W L W W")
		},
		checks: []check{
			{"CUM", "Sally", "11"}, {"CUM6", "Sally", "11"}, {"CUM", "Molly", "12"}, {"CUM6", "Molly", "12"},
			// Hal: .5+1.5+1.5+2.5+3.5 = 9.5; the 7th edition subtracts ½ for the half-point bye.
			{"CUM", "Hal", "9"}, {"CUM6", "Hal", "9.5"},
			{"CUM", "Forfeit, Fay", "11"}, {"CUM6", "Forfeit, Fay", "11"},
		},
		rank: &rankCheck{codes: []string{"CUM"}, order: []string{"Molly", "Sally"}},
	},
	{
		name: "seed004-may-april", source: "seed 004 (Solkoff 5.5 vs 5), specs §1.5 Eric/Frances, §1.16 fixture 4", rounds: 3,
		build: func(b *builder) {
			may := b.row("May", ". . .")
			april := b.row("April", ". . .")
			b.game(3, may, april, "=")
			opp(b, "May opp 1", may, 1, "1-0", "1", nil)
			opp(b, "May opp 2", may, 2, "1-0", "2", nil)
			opp(b, "April opp 1", april, 1, "1-0", "1", func(o engine.PlayerID) { b.bye(2, o, engine.FullBye) })
			opp(b, "April opp 2", april, 2, "1-0", "2", nil)
		},
		checks: []check{{"SOLK", "May", "5.5"}, {"SOLK", "April", "5"}},
		rank:   &rankCheck{codes: []string{"SOLK"}, order: []string{"May", "April"}},
	},
	{
		name: "seed004-max-dwight", source: "seed 004 (Opposition Cumulative 43 vs 42)", rounds: 5,
		build: func(b *builder) {
			maxRow := b.row("Max", ". . . . .")
			dwight := b.row("Dwight", ". . . . .")
			// Opponents' Cumulatives: 5, 5, 10, 13, 10 for Max; 5, 8, 5, 13, 11 for Dwight.
			o := b.row("Max opp 1", ". L L L L")
			b.game(1, o, maxRow, "1-0")
			o = b.row("Max opp 2", "L . W W L")
			b.game(2, maxRow, o, "1-0")
			o = b.row("Max opp 3", "W W . D L")
			b.game(3, maxRow, o, "1-0")
			o = b.row("Max opp 4", "W W W . L")
			b.game(4, maxRow, o, "=")
			o = b.row("Max opp 5", "W W L D .")
			b.game(5, maxRow, o, "1-0")
			o = b.row("Dwight opp 1", ". L L L L")
			b.game(1, o, dwight, "1-0")
			o = b.row("Dwight opp 2", "W . W L L")
			b.game(2, dwight, o, "1-0")
			o = b.row("Dwight opp 3", "L W . D L")
			b.game(3, dwight, o, "1-0")
			o = b.row("Dwight opp 4", "W W W . L")
			b.game(4, dwight, o, "=")
			o = b.row("Dwight opp 5", "W W L W .")
			b.game(5, dwight, o, "1-0")
		},
		checks: []check{
			{"CUM", "Max opp 3", "10"}, {"CUM", "Max opp 4", "13"}, {"CUM", "Dwight opp 2", "8"}, {"CUM", "Dwight opp 5", "11"},
			{"OCUM", "Max", "43"}, {"OCUM", "Dwight", "42"},
		},
		rank: &rankCheck{codes: []string{"OCUM"}, order: []string{"Max", "Dwight"}},
	},
	{
		name: "seed004-rr-sb-1", source: "seed 004 (RR Sonneborn-Berger: Amos 2, Billy 3)", rounds: 3,
		build: func(b *builder) {
			amos, billy, charles, devin := b.add("Amos"), b.add("Billy"), b.add("Charles"), b.add("Devin")
			b.game(1, amos, billy, "0-1")
			b.game(1, charles, devin, "1-0")
			b.game(2, amos, charles, "1-0")
			b.game(2, billy, devin, "=")
			b.game(3, devin, amos, "0-1")
			b.game(3, charles, billy, "=")
		},
		checks: []check{{"SB", "Amos", "2"}, {"SB", "Billy", "3"}},
		rank:   &rankCheck{codes: []string{"SB"}, order: []string{"Billy", "Amos", "Charles", "Devin"}},
	},
	{
		name: "seed004-rr-sb-2", source: "seed 004 (RR Sonneborn-Berger: Jill 2.5, Kelly 2)", rounds: 3,
		build: func(b *builder) {
			ian, jill, kelly, larry := b.add("Ian"), b.add("Jill"), b.add("Kelly"), b.add("Larry")
			b.game(1, ian, jill, "=")
			b.game(1, kelly, larry, "0-1")
			b.game(2, ian, kelly, "=")
			b.game(2, jill, larry, "1-0")
			b.game(3, larry, ian, "1-0")
			b.game(3, kelly, jill, "1-0")
		},
		checks: []check{{"SB", "Jill", "2.5"}, {"SB", "Kelly", "2"}, {"H2H", "Kelly", "1"}},
		// mccl-rr: Sonneborn-Berger decides before head-to-head (Kelly beat Jill).
		rank: &rankCheck{codes: []string{"mccl-rr"}, order: []string{"Larry", "Jill", "Kelly", "Ian"}},
	},
	{
		name: "seed004-rr-h2h-1", source: "seed 004 (RR head-to-head: Faith and Hillary drew, SB 2.25 each, tie unbroken)", rounds: 3,
		build: func(b *builder) {
			evan, faith, gus, hillary := b.add("Evan"), b.add("Faith"), b.add("Gus"), b.add("Hillary")
			b.game(1, evan, faith, "0-1")
			b.game(1, gus, hillary, "0-1")
			b.game(2, evan, gus, "1-0")
			b.game(2, faith, hillary, "=")
			b.game(3, hillary, evan, "1-0")
			b.game(3, faith, gus, "1-0")
		},
		checks: []check{{"SB", "Faith", "2.25"}, {"SB", "Hillary", "2.25"}, {"H2H", "Faith", "0"}, {"H2H", "Hillary", "0"}},
		rank:   &rankCheck{codes: []string{"SB", "H2H"}, order: []string{"Faith", "Hillary", "Evan", "Gus"}},
	},
	{
		name: "seed004-rr-h2h-2", source: "seed 004 (RR head-to-head: Marissa and Roy equal on SB, Marissa beat Roy)", rounds: 5,
		build: func(b *builder) {
			p := []engine.PlayerID{b.add("Marissa"), b.add("Roy"), b.add("Sam"), b.add("Tara"), b.add("Uma"), b.add("Vic")}
			for _, g := range []struct {
				round, w, b int
				res         string
			}{
				{1, 0, 5, "="}, {1, 1, 4, "="}, {1, 2, 3, "0-1"},
				{2, 0, 4, "="}, {2, 5, 3, "0-1"}, {2, 1, 2, "0-1"},
				{3, 0, 3, "="}, {3, 4, 2, "0-1"}, {3, 5, 1, "0-1"},
				{4, 0, 2, "0-1"}, {4, 3, 1, "0-1"}, {4, 4, 5, "1-0"},
				{5, 0, 1, "1-0"}, {5, 2, 5, "0-1"}, {5, 3, 4, "1-0"},
			} {
				b.game(g.round, p[g.w], p[g.b], g.res)
			}
		},
		checks: []check{{"SB", "Marissa", "6"}, {"SB", "Roy", "6"}, {"H2H", "Marissa", "1"}, {"H2H", "Roy", "0"}},
		rank:   &rankCheck{codes: []string{"SB", "H2H"}, order: []string{"Tara", "Sam", "Marissa", "Roy", "Uma", "Vic"}},
	},
	{
		name: "specs-kashdan", source: "specs §1.10 and §1.16 fixture 5 (4W+1L = 17, 3W+2D = 16, unplayed 0)", rounds: 5,
		build: func(b *builder) {
			b.row("Winner, Wes", "W W W W L")
			b.row("Drawer, Dot", "W W W D D")
			b.row("Bye, Ben", "B W W W L")
			b.row("Forfeit, Flo", "X W W W L")
		},
		checks: []check{{"KASH", "Winner, Wes", "17"}, {"KASH", "Drawer, Dot", "16"}, {"KASH", "Bye, Ben", "13"}, {"KASH", "Forfeit, Flo", "13"}},
		rank:   &rankCheck{codes: []string{"KASH"}, order: []string{"Winner, Wes", "Drawer, Dot"}},
	},
	{
		name: "specs-h2h-plus-minus", source: "specs §1.8 and §1.16 fixture 6 (3-1 is plus two and beats 1-0, plus one)", rounds: 8,
		build: func(b *builder) {
			a, bb, c := b.add("Plus Two, Ann"), b.add("Plus One, Bo"), b.add("Minus, Cy")
			b.game(1, a, bb, "=")
			b.game(2, a, c, "1-0")
			b.game(3, c, a, "0-1")
			b.game(4, a, c, "1-0")
			b.game(5, c, a, "1-0")
			b.game(6, bb, c, "1-0")
			for _, p := range []engine.PlayerID{a, bb, c} {
				b.fill(p, "4")
			}
		},
		checks: []check{{"H2H", "Plus Two, Ann", "2"}, {"H2H", "Plus One, Bo", "1"}, {"H2H", "Minus, Cy", "0"}},
		rank:   &rankCheck{codes: []string{"H2H"}, order: []string{"Plus Two, Ann", "Plus One, Bo", "Minus, Cy"}},
	},
}

// compute returns the values of code for every player of tr, by player name.
func compute(t *testing.T, tr *engine.Tournament, rules engine.Rules, code string) map[string]engine.Score {
	t.Helper()
	out := map[string]engine.Score{}
	for i, v := range computeAll(t, tr, rules, code) {
		out[tr.Players[i].Name] = v
	}
	return out
}

// computeAll returns the values of code for every player of tr, by player index. A group
// tiebreak is computed for each group of players equal on points, as the first tiebreak
// of [engine.Rank] would be; the others for the whole field.
func computeAll(t *testing.T, tr *engine.Tournament, rules engine.Rules, code string) []engine.Score {
	t.Helper()
	sp, err := engine.ParseSpec(code)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := New().New(sp, rules)
	if err != nil {
		t.Fatal(err)
	}
	ev := engine.NewEvaluation(tr, rules)
	groups := map[engine.Score][]int{}
	for i := range tr.Players {
		key := engine.Score(0)
		if g, ok := tb.(engine.GroupTiebreak); ok && g.DependsOnGroup() {
			key = ev.Totals[i]
		}
		groups[key] = append(groups[key], i)
	}
	out := make([]engine.Score, len(tr.Players))
	for _, g := range groups {
		for k, v := range tb.Compute(ev, g) {
			out[g[k]] = v
		}
	}
	return out
}

// rankOrder ranks tr with the codes (or presets) and returns the names of the players
// listed in want, in the order the standings give them.
func rankOrder(t *testing.T, tr *engine.Tournament, rules engine.Rules, codes []string, want []string) []string {
	t.Helper()
	cat := engine.NewCatalogue()
	cat.Register(New())
	list := ""
	for k, c := range codes {
		if k > 0 {
			list += ","
		}
		list += c
	}
	ev := engine.NewEvaluation(tr, rules)
	tbs, err := cat.Resolve(list, rules, ev.Kind)
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, n := range want {
		named[n] = true
	}
	var got []string
	for _, row := range engine.Rank(ev, tbs).Rows {
		if n := tr.Players[row.Player].Name; named[n] {
			got = append(got, n)
		}
	}
	return got
}

// runFixtures checks every fixture's values and order.
func runFixtures(t *testing.T, fixtures []fixture) {
	for _, fx := range fixtures {
		t.Run(fx.name, func(t *testing.T) {
			file := fx.name
			if fx.trf != "" {
				file = fx.trf
			}
			b := newBuilder(t, file, fx.rounds)
			fx.build(b)
			tr := b.fixture()
			rules := engine.Rules{System: "uscf", Options: fx.options}
			cache := map[string]map[string]engine.Score{}
			for _, c := range fx.checks {
				vals, ok := cache[c.code]
				if !ok {
					vals = compute(t, tr, rules, c.code)
					cache[c.code] = vals
				}
				got, ok := vals[c.player]
				if !ok {
					t.Fatalf("no player %q", c.player)
				}
				if want := engine.MustScore(c.want); got != want {
					t.Errorf("%s of %s = %s, want %s (%s)", c.code, c.player, got, want, fx.source)
				}
			}
			if fx.rank != nil {
				got := rankOrder(t, tr, rules, fx.rank.codes, fx.rank.order)
				if len(got) != len(fx.rank.order) {
					t.Fatalf("order %q, want %q", got, fx.rank.order)
				}
				for k := range got {
					if got[k] != fx.rank.order[k] {
						t.Errorf("order %q, want %q (%s)", got, fx.rank.order, fx.source)
						break
					}
				}
			}
		})
	}
}

// TestSeedExamples asserts the numbers of every worked example in the five seeds and the
// US Chess fixtures of specs §1.16.
func TestSeedExamples(t *testing.T) { runFixtures(t, seedFixtures) }
