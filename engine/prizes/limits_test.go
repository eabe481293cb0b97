package prizes

import (
	"strconv"
	"testing"
)

// The rulebook text these tests rest on:
//
// US Chess rule 28D: "Players without official US Chess ratings are eligible only for
// place (or top non-class) prizes and prizes for unrated players unless alternate
// procedures are used to assign ratings." It gives no procedure for a cash limit such
// as "unrated may not win more than $300"; the TD forum procedure ("Extra prize money
// after limit on unrated player's winnings": "Calculate the prizes as if the unrated
// players weren't in the tournament. This establishes the maximum prize for each rated
// player ... Add in any excess prize money from the next higher score group ... Apply
// prize restrictions for unrated players") is what Fund.UnratedMax implements.
//
// "Just the Rules: A Prize Fund Quiz" (Tim Just): "Based-On prize funds can be reduced
// by as much as 50%" and "'Based-On' prize funds of $500 or less must pay out prizes in
// proportion"; a guaranteed fund "must pay the entire advertised prize fund amount, no
// matter what". Fund.Guaranteed and Prize.Guaranteed are such announced guarantees.

// TestUnratedMax checks the unrated limit on hand-computed cases with exact cents.
func TestUnratedMax(t *testing.T) {
	fund := func(excess ExcessPolicy) Fund {
		return Fund{UnratedMax: money("300"), UnratedExcess: excess,
			Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400")}}
	}
	clearCase := []entry{{"New, Nia", 0, "5", ""}, {"Bee, Bo", 1800, "4", ""}, {"Cee, Cy", 1700, "3", ""},
		{"Dee, Di", 1600, "2", ""}, {"Eff, Ed", 1500, "1", ""}}
	tied := []entry{{"New, Nia", 0, "4", ""}, {"Bee, Bo", 1800, "4", ""}, {"Cee, Cy", 1700, "4", ""},
		{"Dee, Di", 1600, "2", ""}, {"Eff, Ed", 1500, "1", ""}}
	for _, tc := range []struct {
		name      string
		entries   []entry
		fund      Fund
		uncapped  string // the same fund without the limit
		want      string
		held      Money // unpaid because of the limit
		wantNotes int
	}{
		{
			// Nia (unrated) wins 1st clear: $300 of $1,000. Without her Bo would have won
			// $1,000, Cy $600 and Di $400: the $700 held back raises Bo's 2nd ($600) to
			// $1,000, the $300 left raises Cy's 3rd ($400) to $600, and the last $100 goes
			// to Di. 300 + 1000 + 600 + 100 = 2000, the whole fund.
			name: "unrated clear winner capped, the excess to the next in line", entries: clearCase, fund: fund(ExcessNext),
			uncapped: "New, Nia=1000.00 Bee, Bo=600.00 Cee, Cy=400.00",
			want:     "New, Nia=300.00 Bee, Bo=1000.00 Cee, Cy=600.00 Dee, Di=100.00", wantNotes: 1,
		},
		{
			// SwissSys leaves the $700 in its "pool credit" column for the director.
			name: "unrated_excess: unpaid keeps the excess unpaid", entries: clearCase, fund: fund(ExcessUnpaid),
			uncapped: "New, Nia=1000.00 Bee, Bo=600.00 Cee, Cy=400.00",
			want:     "New, Nia=300.00 Bee, Bo=600.00 Cee, Cy=400.00", held: money("700"), wantNotes: 2,
		},
		{
			// Three tie for 1st: $2,000 / 3 = $666.67, $666.67, $666.66 (32B2, the odd
			// cents by tiebreak order). Nia is cut to $300, holding back $366.67. Without
			// her Bo and Cy would have shared 1st+2nd, $800 each: they are raised to $800
			// ($133.33 and $133.34), and the $100 left goes to Di, who would have won 3rd
			// ($400) without her. 300 + 800 + 800 + 100 = 2000.
			name: "unrated player inside a pooled tie", entries: tied, fund: fund(ExcessNext),
			uncapped: "New, Nia=666.67 Bee, Bo=666.67 Cee, Cy=666.66",
			want:     "New, Nia=300.00 Bee, Bo=800.00 Cee, Cy=800.00 Dee, Di=100.00", wantNotes: 1,
		},
		{
			name: "unrated player inside a pooled tie, excess unpaid", entries: tied, fund: fund(ExcessUnpaid),
			uncapped: "New, Nia=666.67 Bee, Bo=666.67 Cee, Cy=666.66",
			want:     "New, Nia=300.00 Bee, Bo=666.67 Cee, Cy=666.66", held: money("366.67"), wantNotes: 2,
		},
		{
			// Nia's 3rd ($400) is cut to $300; nobody below would have won anything
			// without her, so the $100 stays unpaid, with a note.
			name: "the excess with nobody below stays unpaid", entries: []entry{{"Bee, Bo", 1800, "5", ""}, {"Cee, Cy", 1700, "4", ""}, {"New, Nia", 0, "3", ""}},
			fund: fund(ExcessNext), uncapped: "Bee, Bo=1000.00 Cee, Cy=600.00 New, Nia=400.00",
			want: "Bee, Bo=1000.00 Cee, Cy=600.00 New, Nia=300.00", held: money("100"), wantNotes: 2,
		},
		{
			// An unrated share within the limit is not touched.
			name: "a share within the limit", entries: []entry{{"Bee, Bo", 1800, "5", ""}, {"Cee, Cy", 1700, "4", ""}, {"Dee, Di", 1600, "3", ""}, {"New, Nia", 0, "2", ""}},
			fund:     Fund{UnratedMax: money("300"), Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400"), place(4, "300")}},
			uncapped: "Bee, Bo=1000.00 Cee, Cy=600.00 Dee, Di=400.00 New, Nia=300.00",
			want:     "Bee, Bo=1000.00 Cee, Cy=600.00 Dee, Di=400.00 New, Nia=300.00",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := standings(t, tc.entries)
			open := tc.fund
			open.UnratedMax = 0
			u := mustAllocate(t, st, &open, Options{})
			if got := paid(u); got != tc.uncapped {
				t.Fatalf("without the limit:\n got %s\nwant %s", got, tc.uncapped)
			}
			a := mustAllocate(t, st, &tc.fund, Options{})
			if got := paid(a); got != tc.want {
				t.Errorf("\n got %s\nwant %s", got, tc.want)
			}
			if a.HeldBack != tc.held || a.Paid+tc.held != a.Total || a.Unpaid != tc.held {
				t.Errorf("held back %s, paid %s, unpaid %s of %s; want %s held", a.HeldBack, a.Paid, a.Unpaid, a.Total, tc.held)
			}
			// Nobody rated loses money against the run without the limit.
			before := map[int]Money{}
			for _, aw := range u.Awards {
				before[aw.Player] = aw.Amount
			}
			for _, aw := range a.Awards {
				if a.Rating(aw.Player) > 0 && aw.Amount < before[aw.Player] {
					t.Errorf("%d gets %s, %s without the limit", aw.Player, aw.Amount, before[aw.Player])
				}
			}
			if len(a.Notes) != tc.wantNotes {
				t.Errorf("notes %q", a.Notes)
			}
		})
	}
}

// TestUnratedMaxLabels checks how the awards name held-back money.
func TestUnratedMaxLabels(t *testing.T) {
	st := standings(t, []entry{{"New, Nia", 0, "4", ""}, {"Bee, Bo", 1800, "4", ""}, {"Cee, Cy", 1700, "4", ""}, {"Dee, Di", 1600, "2", ""}})
	f := Fund{UnratedMax: money("300"), Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400")}}
	a := mustAllocate(t, st, &f, Options{})
	want := []string{"1st+2nd+3rd, shared by 3", "1st+2nd+3rd, shared by 3 + 133.33 held back by the unrated limit",
		"1st+2nd+3rd, shared by 3 + 133.34 held back by the unrated limit", "100.00 held back by the unrated limit"}
	for k, aw := range a.Awards {
		if aw.Label != want[k] {
			t.Errorf("award %d: %q, want %q", k, aw.Label, want[k])
		}
	}
	p := a.Pools[0]
	if p.HeldBack != money("366.67") || p.CarriedOut != money("100") || len(p.Limited) != 1 || p.LimitedFrom[0] != money("666.67") {
		t.Errorf("pool: held %s, out %s, limited %v from %v", p.HeldBack, p.CarriedOut, p.Limited, p.LimitedFrom)
	}
	wantReason := "32B3: 3 players tied at 4 points (places 1-3) pool 1st+2nd+3rd, one prize per tied player, $2,000.00 in all " +
		"(32B2: $666.66 each; the $0.02 that does not divide goes one cent each to New, Nia and Bee, Bo, first in tiebreak order). " +
		"Unrated limit (unrated_max $300.00): New, Nia's share of $666.67 is cut to $300.00. Held-back money raises Bee, Bo +$133.33, " +
		"Cee, Cy +$133.34, each at most to what they would have won without the unrated players. $100.00 goes on to the next score group."
	if p.Reason != wantReason {
		t.Errorf("reason\n got %s\nwant %s", p.Reason, wantReason)
	}
	if len(a.Notes) != 1 || a.Notes[0] != "unrated limit $300.00 (unrated_max): New, Nia's share of $666.67 was cut to $300.00" {
		t.Errorf("notes %q", a.Notes)
	}
}

// TestGuaranteedBasedOn checks partly guaranteed based-on funds ("$2,000 based on 10
// entries, 60% guaranteed") and guaranteed prizes ("1st prize guaranteed") with exact
// cents. Each prize is cut in the same proportion (Just the Rules: "That 50% reduction
// applies to all advertised prizes").
func TestGuaranteedBasedOn(t *testing.T) {
	field := func(n int) []entry {
		var es []entry
		for k := range n {
			es = append(es, entry{name: string(rune('A'+k)) + ", Player", rating: 1500 + k, points: strconv.Itoa(n - k)})
		}
		return es
	}
	first := place(1, "1000")
	first.Guaranteed = true
	for _, tc := range []struct {
		name        string
		players     int
		fund        Fund
		want        string
		percent     int
		guaranteed  bool
		floor, full int
	}{
		{name: "60% guaranteed at 40% of the goal pays 60%", players: 4,
			fund:    Fund{BasedOn: 10, Guaranteed: 6000, Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400")}},
			want:    "A, Player=600.00 B, Player=360.00 C, Player=240.00",
			percent: 6000, guaranteed: true},
		{name: "60% guaranteed at 60% of the goal pays 60% in proportion", players: 6,
			fund:    Fund{BasedOn: 10, Guaranteed: 6000, Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400")}},
			want:    "A, Player=600.00 B, Player=360.00 C, Player=240.00",
			percent: 6000},
		{name: "60% guaranteed at 120% of the goal pays in full", players: 12,
			fund:    Fund{BasedOn: 10, Guaranteed: 6000, Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400")}},
			want:    "A, Player=1000.00 B, Player=600.00 C, Player=400.00",
			percent: -1},
		{name: "a guarantee under the 50% floor changes nothing", players: 2,
			fund:    Fund{BasedOn: 10, Guaranteed: 4000, Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400")}},
			want:    "A, Player=500.00 B, Player=300.00",
			percent: 5000, floor: 1},
		{name: "guaranteed 1st prize in a 50% fund", players: 3,
			fund:    Fund{BasedOn: 10, Prizes: []Prize{first, place(2, "600"), place(3, "400")}},
			want:    "A, Player=1000.00 B, Player=300.00 C, Player=200.00",
			percent: 5000, floor: 1, full: 1},
		{name: "a guarantee binds a fund of $500 or less too", players: 10,
			fund:    Fund{BasedOn: 30, Guaranteed: 5000, Prizes: []Prize{place(1, "300"), place(2, "150")}},
			want:    "A, Player=150.00 B, Player=75.00",
			percent: 5000, guaranteed: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := mustAllocate(t, standings(t, field(tc.players)), &tc.fund, Options{})
			if got := paid(a); got != tc.want {
				t.Errorf("\n got %s\nwant %s", got, tc.want)
			}
			r := a.Reduction
			if tc.percent < 0 {
				if r != nil {
					t.Errorf("reduced %+v", r)
				}
				return
			}
			if r == nil || r.Percent != tc.percent || r.Guaranteed != tc.guaranteed || r.Floor != (tc.floor == 1) || r.Full != tc.full {
				t.Errorf("reduction %+v", r)
			}
		})
	}
}
