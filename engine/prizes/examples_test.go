package prizes

import (
	"strings"
	"testing"
)

// TestWorkedExamples reproduces every worked example of specs §1.17 to the cent.
func TestWorkedExamples(t *testing.T) {
	youth := Prize{Label: "Youth 1st", Group: "Youth", Place: 1, Cash: money("150"), Kind: KindOther,
		Eligibility: Eligibility{AgeMax: 18}}
	for _, tc := range []struct {
		name    string
		entries []entry
		fund    Fund
		opts    Options
		want    string
		check   func(t *testing.T, a *Allocation)
	}{
		{
			// WinTD help: $300 and $200 overall plus a $150 youth prize; four tie for
			// first, one a youth: 300+200+150 = 650 / 4 = $162.50 each.
			name: "wintd-youth",
			entries: []entry{
				{"Adult, Ann", 2100, "4", "1980/01/01"}, {"Adult, Bob", 2000, "4", "1975/05/05"},
				{"Young, Yan", 1900, "4", "2012/02/02"}, {"Adult, Cid", 1800, "4", "1960/06/06"},
				{"Lower, Lee", 1700, "3", "1990/01/01"},
			},
			fund: Fund{Prizes: []Prize{place(1, "300"), place(2, "200"), youth}},
			want: "Adult, Ann=162.50 Adult, Bob=162.50 Young, Yan=162.50 Adult, Cid=162.50",
			check: func(t *testing.T, a *Allocation) {
				if len(a.Pools) != 1 || len(a.Pools[0].Prizes) != 3 || a.Pools[0].Exception || len(a.Pools[0].Capped) > 0 {
					t.Errorf("pools: %+v", a.Pools)
				}
				if got := a.Awards[0].Label; got != "1st+2nd+Youth 1st, shared by 4" {
					t.Errorf("label %q", got)
				}
			},
		},
		{
			// The same tie without the youth: 300+200 = 500 / 4 = $125 each; the youth
			// prize flows down to the best youth below.
			name: "wintd-no-youth",
			entries: []entry{
				{"Adult, Ann", 2100, "4", "1980/01/01"}, {"Adult, Bob", 2000, "4", "1975/05/05"},
				{"Adult, Dee", 1900, "4", "1970/02/02"}, {"Adult, Cid", 1800, "4", "1960/06/06"},
				{"Young, Yan", 1700, "3", "2012/01/01"},
			},
			fund: Fund{Prizes: []Prize{place(1, "300"), place(2, "200"), youth}},
			want: "Adult, Ann=125.00 Adult, Bob=125.00 Adult, Dee=125.00 Adult, Cid=125.00 Young, Yan=150.00",
		},
		{
			// SwissSys 8.882 forum case, 6th-edition reading (no cap): the four largest
			// prizes the group can claim, 1379+766+536+306 = 2987 / 4 = $746.75 each. The
			// exception does not apply: (1379+766)/3 = 715 < 746.75.
			name:    "swisssys-32b3-no-cap",
			entries: swissSysEntries,
			fund:    swissSysFund,
			opts:    Options{NoCap: true},
			want:    "Top, One=3000.00 Top, Two=2000.00 Over, Oscar=746.75 Under, Uma=746.75 Under, Uri=746.75 Under, Ulla=746.75 Below, Bo=230.00",
			check: func(t *testing.T, a *Allocation) {
				p := a.Pools[0]
				if p.Total != money("2987") || p.Exception || len(p.Capped) != 0 {
					t.Errorf("pool %+v", p)
				}
			},
		},
		{
			// The same tie under the 7th-edition cap: the 2495 player could win at most
			// 3rd place, $536, without the split; the other three share the rest,
			// (2987-536)/3 = $817 each (what the forum poster argued).
			name:    "swisssys-32b3-7th-ed-cap",
			entries: swissSysEntries,
			fund:    swissSysFund,
			want:    "Top, One=3000.00 Top, Two=2000.00 Over, Oscar=536.00 Under, Uma=817.00 Under, Uri=817.00 Under, Ulla=817.00 Below, Bo=230.00",
			check: func(t *testing.T, a *Allocation) {
				p := a.Pools[0]
				if len(p.Capped) != 1 || a.Standings.Eval.T.Players[p.Capped[0]].Name != "Over, Oscar" || p.CapAmount[0] != money("536") {
					t.Errorf("cap %+v", p)
				}
			},
		},
		{
			// National Open (forum): 14 tied for 9th-17th plus top U2400 and top U2300;
			// four are U2400 (2300-2399) and one U2300. The U2300 player takes that prize
			// outright, the four U2400 players divide the U2400 prize (1/4 each), and
			// the other nine share the place prizes; the class players get no slice of
			// the place prizes.
			name:    "national-open-class",
			entries: nationalOpenEntries(),
			fund:    nationalOpenFund(),
			check: func(t *testing.T, a *Allocation) {
				want := map[string]string{"Class, U2300": "800.00", "Class, U2400 a": "300.00", "Class, U2400 b": "300.00",
					"Class, U2400 c": "300.00", "Class, U2400 d": "300.00"}
				for _, aw := range a.Awards {
					if aw.Row < 8 {
						continue
					}
					name := a.Standings.Eval.T.Players[aw.Player].Name
					w, ok := want[name]
					if !ok {
						w = "200.00"
					}
					if aw.Amount.String() != w {
						t.Errorf("%s gets %s, want %s", name, aw.Amount, w)
					}
				}
				var exc int
				for _, p := range a.Pools {
					if p.Exception {
						exc++
					}
				}
				if exc != 2 {
					t.Errorf("%d exception pools, want 2", exc)
				}
				if r := a.Pools[1].Reason; !strings.Contains(r, "only Class, U2300 is eligible for U2300 1st and takes $800.00, more than an equal share of the pool ($3,800.00 / 14 = $271.42)") {
					t.Errorf("reason %q", r)
				}
			},
		},
		{
			// Westfield CC (blog): U2100 pooled with 1st and 2nd because U2100 players
			// tied for 1st; nobody at 2.5 is U1500, so the U1500 prize goes to the four
			// U1500 players tied at 2.0: $75 / 4 = $18.75 each. U1800 is anyone under
			// 1800, not only 1500-1799.
			name: "westfield",
			entries: []entry{
				{"Strong, Sam", 2250, "3.5", ""}, {"Mid, Max", 2050, "3.5", ""}, {"Mid, Mia", 1950, "3.5", ""},
				{"Expert, Eve", 2000, "3", ""}, {"Club, Cal", 1450, "3", ""},
				{"Over, Otto", 1900, "2.5", ""},
				{"Low, Liv", 1600, "2", ""}, {"Low, Lou", 1450, "2", ""}, {"Low, Lux", 1400, "2", ""},
				{"Low, Lyn", 1300, "2", ""}, {"Low, Lea", 1200, "2", ""},
			},
			fund: Fund{Prizes: []Prize{place(1, "300"), place(2, "150"), place(3, "75"),
				class("U2100", 1, "100"), class("U1800", 1, "75"), class("U1500", 1, "75")}},
			want: "Strong, Sam=183.34 Mid, Max=183.33 Mid, Mia=183.33 Expert, Eve=75.00 Club, Cal=75.00 " +
				"Low, Lou=18.75 Low, Lux=18.75 Low, Lyn=18.75 Low, Lea=18.75",
			check: func(t *testing.T, a *Allocation) {
				if got := a.Awards[0].Label; got != "1st+2nd+U2100 1st, shared by 3" {
					t.Errorf("label %q", got)
				}
				if got := a.Awards[len(a.Awards)-1].Label; got != "U1500 1st, shared by 4" {
					t.Errorf("label %q", got)
				}
			},
		},
		{
			// Based on 125 entries with 75: 60% of $2,000 = $1,200.
			name:    "based-on-60",
			entries: []entry{{"A", 2000, "3", ""}, {"B", 1900, "2", ""}, {"C", 1800, "1", ""}},
			fund:    Fund{BasedOn: 125, Actual: 75, Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400")}},
			want:    "A=600.00 B=360.00 C=240.00",
			check: func(t *testing.T, a *Allocation) {
				if a.Total != money("1200") || a.Announced != money("2000") || a.Reduction.Percent != 6000 || a.Reduction.Floor {
					t.Errorf("total %s of %s, reduction %+v", a.Total, a.Announced, a.Reduction)
				}
			},
		},
		{
			// Fewer than half the entries: a fund over $500 still pays 50%.
			name:    "based-on-floor",
			entries: []entry{{"A", 2000, "3", ""}, {"B", 1900, "2", ""}, {"C", 1800, "1", ""}},
			fund:    Fund{BasedOn: 50, Actual: 20, Prizes: []Prize{place(1, "1000"), place(2, "600"), place(3, "400")}},
			want:    "A=500.00 B=300.00 C=200.00",
			check: func(t *testing.T, a *Allocation) {
				if a.Total != money("1000") || !a.Reduction.Floor || a.Reduction.Percent != 5000 {
					t.Errorf("total %s, reduction %+v", a.Total, a.Reduction)
				}
			},
		},
		{
			// Without 'actual', the entries are the players in the event: 3 of 30 is 10%
			// of a $450 fund ($500 or less: no floor).
			name:    "based-on-actual-from-players",
			entries: []entry{{"A", 2000, "3", ""}, {"B", 1900, "2", ""}, {"C", 1800, "1", ""}},
			fund:    Fund{BasedOn: 30, Prizes: []Prize{place(1, "300"), place(2, "150")}},
			want:    "A=30.00 B=15.00",
			check: func(t *testing.T, a *Allocation) {
				if a.Reduction.Actual != 3 || a.Reduction.Percent != 1000 || !a.Reduction.Small {
					t.Errorf("reduction %+v", a.Reduction)
				}
			},
		},
		{
			// $450 based on 30 with 10 entries: $500 or less is paid strictly in
			// proportion, 33.3%: $150.
			name:    "based-on-small",
			entries: []entry{{"A", 2000, "3", ""}, {"B", 1900, "2", ""}, {"C", 1800, "1", ""}},
			fund:    Fund{BasedOn: 30, Actual: 10, Prizes: []Prize{place(1, "300"), place(2, "150")}},
			want:    "A=100.00 B=50.00",
			check: func(t *testing.T, a *Allocation) {
				if a.Total != money("150") || !a.Reduction.Small || a.Reduction.Percent != 3333 {
					t.Errorf("total %s, reduction %+v", a.Total, a.Reduction)
				}
			},
		},
		{
			// Vega's Hort example: four players share €10k/8k/6k/4k; €14k is divided
			// equally (€3,500 each), the other €14k paid as half of each prize in
			// tiebreak order: €8,500, €7,500, €6,500, €5,500.
			name: "hort",
			entries: []entry{{"First, F", 2400, "7", ""}, {"Second, S", 2500, "7", ""},
				{"Third, T", 2300, "7", ""}, {"Fourth, V", 2600, "7", ""}},
			fund: Fund{Currency: "EUR", Split: SplitHort, Prizes: []Prize{place(1, "10000"), place(2, "8000"), place(3, "6000"), place(4, "4000")}},
			want: "First, F=8500.00 Second, S=7500.00 Third, T=6500.00 Fourth, V=5500.00",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := tc.fund
			a := mustAllocate(t, standings(t, tc.entries), &f, tc.opts)
			if tc.want != "" {
				if got := paid(a); got != tc.want {
					t.Errorf("got  %s\nwant %s", got, tc.want)
				}
			}
			if tc.check != nil {
				tc.check(t, a)
			}
			if t.Failed() {
				for _, p := range a.Pools {
					t.Log(p.Reason)
				}
			}
		})
	}
}

var swissSysEntries = []entry{
	{"Top, One", 2600, "5", ""}, {"Top, Two", 2550, "4.5", ""},
	{"Over, Oscar", 2495, "4", ""}, {"Under, Uma", 2390, "4", ""}, {"Under, Uri", 2350, "4", ""}, {"Under, Ulla", 2300, "4", ""},
	{"Below, Bo", 2450, "3", ""},
}

var swissSysFund = Fund{Prizes: []Prize{place(1, "3000"), place(2, "2000"), place(3, "536"), place(4, "306"), place(5, "230"),
	class("U2400", 1, "1379"), class("U2400", 2, "766")}}

func nationalOpenEntries() []entry {
	es := []entry{}
	for i := 0; i < 8; i++ {
		es = append(es, entry{name: "Leader, " + string(rune('A'+i)), rating: 2600 - 10*i, points: "7"})
	}
	for i := 0; i < 9; i++ {
		es = append(es, entry{name: "Place, " + string(rune('A'+i)), rating: 2550 - 10*i, points: "6"})
	}
	for _, s := range []string{"a", "b", "c", "d"} {
		es = append(es, entry{name: "Class, U2400 " + s, rating: 2390, points: "6"})
	}
	es = append(es, entry{name: "Class, U2300", rating: 2250, points: "6"})
	es = append(es, entry{name: "Tail, T", rating: 2000, points: "5"})
	return es
}

func nationalOpenFund() Fund {
	f := Fund{}
	for n := 1; n <= 8; n++ {
		f.Prizes = append(f.Prizes, place(n, "5000"))
	}
	for n := 9; n <= 17; n++ {
		f.Prizes = append(f.Prizes, place(n, "200"))
	}
	f.Prizes = append(f.Prizes, class("U2400", 1, "1200"), class("U2300", 1, "800"))
	return f
}
