package prizes

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestRules has one case per rule the allocation implements, with exact cents.
func TestRules(t *testing.T) {
	junior := Prize{Label: "Junior 1st", Group: "Junior", Place: 1, Cash: money("100"), Kind: KindOther, Eligibility: Eligibility{AgeMax: 18}}
	unrated1 := class("unrated", 1, "40")
	for _, tc := range []struct {
		name    string
		entries []entry
		fund    Fund
		opts    Options
		want    string
		check   func(t *testing.T, a *Allocation)
	}{
		{
			name:    "32B1 one cash prize per player: the larger one",
			entries: []entry{{"Class, Cy", 1700, "5", ""}, {"Open, Olga", 2100, "4", ""}, {"Low, Lu", 1500, "3", ""}},
			fund:    Fund{Prizes: []Prize{place(1, "100"), place(2, "50"), class("U1800", 1, "150")}},
			want:    "Class, Cy=150.00 Open, Olga=100.00 Low, Lu=50.00",
			check: func(t *testing.T, a *Allocation) {
				if a.Awards[0].Label != "U1800 1st" || a.Awards[1].Label != "1st" || a.Awards[2].Label != "2nd" {
					t.Errorf("labels %q %q %q", a.Awards[0].Label, a.Awards[1].Label, a.Awards[2].Label)
				}
			},
		},
		{
			name:    "32B4 place before class of the same amount",
			entries: []entry{{"Class, Cy", 1700, "5", ""}, {"Open, Olga", 2100, "4", ""}, {"Low, Lu", 1500, "3", ""}},
			fund:    Fund{Prizes: []Prize{class("U1800", 1, "100"), place(1, "100"), place(2, "50")}},
			want:    "Class, Cy=100.00 Open, Olga=50.00 Low, Lu=100.00",
			check: func(t *testing.T, a *Allocation) {
				if a.Awards[0].Label != "1st" || a.Awards[2].Label != "U1800 1st" {
					t.Errorf("labels %q %q", a.Awards[0].Label, a.Awards[2].Label)
				}
			},
		},
		{
			name:    "32B4 the highest class of equal class prizes",
			entries: []entry{{"Low, Lu", 1500, "5", ""}, {"Low, Li", 1550, "4", ""}},
			fund:    Fund{Prizes: []Prize{class("U1600", 1, "100"), class("U1800", 1, "100")}},
			check: func(t *testing.T, a *Allocation) {
				if a.Awards[0].Label != "U1800 1st" || a.Awards[1].Label != "U1600 1st" {
					t.Errorf("labels %q %q", a.Awards[0].Label, a.Awards[1].Label)
				}
			},
		},
		{
			name:    "32B4 rating prize before an age prize of the same amount",
			entries: []entry{{"Kid, Kim", 1500, "5", "2014/01/01"}, {"Kid, Kai", 1900, "4", "2013/01/01"}, {"Low, Lu", 1550, "3", ""}},
			fund:    Fund{Prizes: []Prize{junior, class("U1600", 1, "100")}},
			check: func(t *testing.T, a *Allocation) {
				if a.Awards[0].Label != "U1600 1st" || a.Awards[1].Label != "Junior 1st" {
					t.Errorf("labels %q %q", a.Awards[0].Label, a.Awards[1].Label)
				}
			},
		},
		{
			name: "28D unrated players win place and unrated prizes only",
			entries: []entry{{"Top, Tia", 2100, "5", ""}, {"New, Nia", 0, "4", ""}, {"Low, Lu", 1500, "3", ""},
				{"New, Ned", 0, "2", ""}},
			fund: Fund{Prizes: []Prize{place(1, "100"), place(2, "50"), class("U1800", 1, "80"), unrated1}},
			want: "Top, Tia=100.00 New, Nia=50.00 Low, Lu=80.00 New, Ned=40.00",
		},
		{
			name: "unrated: all lets unrated players into rating prizes",
			entries: []entry{{"Top, Tia", 2100, "5", ""}, {"New, Nia", 0, "4", ""}, {"Low, Lu", 1500, "3", ""},
				{"New, Ned", 0, "2", ""}},
			fund: Fund{Unrated: UnratedAll, Prizes: []Prize{place(1, "100"), place(2, "50"), class("U1800", 1, "80"), unrated1}},
			want: "Top, Tia=100.00 New, Nia=80.00 Low, Lu=50.00 New, Ned=40.00",
		},
		{
			name:    "U1800/Unrated is open to unrated players",
			entries: []entry{{"Top, Tia", 2100, "5", ""}, {"New, Nia", 0, "4", ""}, {"Low, Lu", 1500, "3", ""}},
			fund:    Fund{Prizes: []Prize{place(1, "100"), class("U1800/Unrated", 1, "80")}},
			want:    "Top, Tia=100.00 New, Nia=80.00",
		},
		{
			name:    "33C an under prize excludes its limit",
			entries: []entry{{"At, Ada", 1800, "5", ""}, {"Below, Bea", 1799, "4", ""}},
			fund:    Fund{Prizes: []Prize{class("U1800", 1, "80")}},
			want:    "Below, Bea=80.00",
		},
		{
			name: "a band includes both limits",
			entries: []entry{{"Above, Al", 1800, "5", ""}, {"Top, Tom", 1799, "4", ""}, {"Bottom, Bo", 1600, "4", ""},
				{"Under, Ute", 1599, "4", ""}},
			fund: Fund{Prizes: []Prize{class("1600-1799", 1, "80")}},
			want: "Top, Tom=40.00 Bottom, Bo=40.00",
		},
		{
			name:    "US Chess class letters",
			entries: []entry{{"A, Player", 1850, "5", ""}, {"B, Player", 1650, "4", ""}, {"Expert, Ed", 2050, "3", ""}},
			fund:    Fund{Prizes: []Prize{class("B", 1, "60"), class("A", 1, "70"), class("Expert", 1, "90")}},
			want:    "A, Player=70.00 B, Player=60.00 Expert, Ed=90.00",
		},
		{
			name: "prizes nobody above can win flow down; a prize nobody can win is unawarded",
			entries: []entry{{"Top, Tia", 2100, "5", ""}, {"Mid, Mo", 1900, "4", ""}, {"Low, Lu", 1450, "2", ""},
				{"Low, Li", 1400, "1", ""}},
			fund: Fund{Prizes: []Prize{place(1, "100"), class("U1500", 1, "60"), class("U1500", 2, "30"), class("U1000", 1, "20")}},
			want: "Top, Tia=100.00 Low, Lu=60.00 Low, Li=30.00",
			check: func(t *testing.T, a *Allocation) {
				r := a.Prizes[3]
				if !r.Unawarded || r.Reason != "no player is eligible (rated under 1000)" {
					t.Errorf("U1000: %+v", r)
				}
				if a.Unpaid != money("20") || a.Paid != money("190") {
					t.Errorf("paid %s unpaid %s", a.Paid, a.Unpaid)
				}
			},
		},
		{
			name:    "an unpaid prize whose eligible players won more",
			entries: []entry{{"Low, Lu", 1450, "5", ""}, {"Top, Tia", 2100, "4", ""}},
			fund:    Fund{Prizes: []Prize{place(1, "100"), place(2, "50"), class("U1500", 1, "30")}},
			want:    "Low, Lu=100.00 Top, Tia=50.00",
			check: func(t *testing.T, a *Allocation) {
				if r := a.Prizes[2]; !r.Unawarded || !strings.Contains(r.Reason, "32B1") {
					t.Errorf("U1500: %+v", r)
				}
			},
		},
		{
			name:    "cent rounding: the odd cent goes first in tiebreak order",
			entries: []entry{{"A", 2000, "5", ""}, {"B", 1900, "5", ""}, {"C", 1800, "5", ""}},
			fund:    Fund{Prizes: []Prize{place(1, "60"), place(2, "40")}},
			want:    "A=33.34 B=33.33 C=33.33",
			check: func(t *testing.T, a *Allocation) {
				p := a.Pools[0]
				if p.Remainder != 1 || len(p.RemainderTo) != 1 || p.RemainderTo[0] != 0 {
					t.Errorf("remainder %s to %v", p.Remainder, p.RemainderTo)
				}
			},
		},
		{
			name:    "dollar rounding",
			entries: []entry{{"A", 2000, "5", ""}, {"B", 1900, "5", ""}, {"C", 1800, "5", ""}, {"D", 1700, "5", ""}},
			fund:    Fund{Rounding: RoundDollar, Prizes: []Prize{place(1, "300"), place(2, "200"), place(3, "150")}},
			want:    "A=163.00 B=163.00 C=162.00 D=162.00",
		},
		{
			name:    "remainder left unpaid",
			entries: []entry{{"A", 2000, "5", ""}, {"B", 1900, "5", ""}, {"C", 1800, "5", ""}},
			fund:    Fund{Prizes: []Prize{place(1, "60"), place(2, "40")}},
			opts:    Options{Remainder: RemainderUnpaid},
			want:    "A=33.33 B=33.33 C=33.33",
			check: func(t *testing.T, a *Allocation) {
				if a.Unpaid != 1 {
					t.Errorf("unpaid %s", a.Unpaid)
				}
			},
		},
		{
			// Three tied: two can win the U1800 prizes, one cannot. Pool 30+200+100 = 330,
			// $110 each; the two U1800 players divide only their prizes, $150 each, so
			// the exception applies and the third takes 5th alone.
			name:    "32B3 exception",
			entries: exceptionEntries,
			fund:    exceptionFund,
			want:    "Top, T=1000.00 Second, S=500.00 Third, R=300.00 Fourth, Q=200.00 Class, A=150.00 Class, B=150.00 Open, C=30.00",
			check: func(t *testing.T, a *Allocation) {
				if len(a.Pools) != 2 || !a.Pools[0].Exception || a.Pools[1].Exception {
					t.Fatalf("pools %+v", a.Pools)
				}
				if got := a.Awards[4].Label; got != "U1800 1st+U1800 2nd, shared by 2" {
					t.Errorf("label %q", got)
				}
				if got := a.Awards[6].Label; got != "5th" {
					t.Errorf("label %q", got)
				}
			},
		},
		{
			// Without the exception the 7th-edition cap still holds the third player to
			// 5th place, $30, and the others share the rest.
			name:    "32B3 without the exception, with the cap",
			entries: exceptionEntries,
			fund:    exceptionFund,
			opts:    Options{NoException: true},
			want:    "Top, T=1000.00 Second, S=500.00 Third, R=300.00 Fourth, Q=200.00 Class, A=150.00 Class, B=150.00 Open, C=30.00",
			check: func(t *testing.T, a *Allocation) {
				if len(a.Pools) != 1 || len(a.Pools[0].Capped) != 1 {
					t.Errorf("pools %+v", a.Pools)
				}
			},
		},
		{
			name:    "32B3 without the exception and the cap (6th edition)",
			entries: exceptionEntries,
			fund:    exceptionFund,
			opts:    Options{NoException: true, NoCap: true},
			want:    "Top, T=1000.00 Second, S=500.00 Third, R=300.00 Fourth, Q=200.00 Class, A=110.00 Class, B=110.00 Open, C=110.00",
		},
		{
			// Four tied; three can win U1800 (300), one only place prizes. Pool
			// 300+100+40+20 = 460, $115 each; the exception does not apply (300/3 = 100);
			// the cap holds the fourth to 3rd place, $100, the others get $120.
			name: "7th-edition cap",
			entries: []entry{{"Top, T", 2200, "6", ""}, {"Second, S", 2100, "5.5", ""},
				{"Class, A", 1700, "5", ""}, {"Class, B", 1700, "5", ""}, {"Class, C", 1700, "5", ""}, {"Open, D", 2000, "5", ""}},
			fund: Fund{Prizes: []Prize{place(1, "1000"), place(2, "500"), place(3, "100"), place(4, "40"), place(5, "20"), class("U1800", 1, "300")}},
			want: "Top, T=1000.00 Second, S=500.00 Class, A=120.00 Class, B=120.00 Class, C=120.00 Open, D=100.00",
		},
		{
			name:    "no split: prizes in tiebreak order",
			entries: []entry{{"A", 2000, "5", ""}, {"B", 1900, "5", ""}, {"C", 1800, "5", ""}},
			fund:    Fund{Split: SplitTiebreak, Prizes: []Prize{place(1, "300"), place(2, "200"), place(3, "100")}},
			want:    "A=300.00 B=200.00 C=100.00",
		},
		{
			name:    "no split respects eligibility",
			entries: []entry{{"A", 2000, "5", ""}, {"B", 1700, "5", ""}, {"C", 1900, "5", ""}},
			fund:    Fund{Split: SplitTiebreak, Prizes: []Prize{place(1, "300"), place(2, "200"), class("U1800", 1, "250")}},
			want:    "A=300.00 B=250.00 C=200.00",
		},
		{
			name: "ages: a full birth date, and a birth year as 1 January",
			entries: []entry{{"Born, Eighteen", 1500, "5", "2007/03/15"}, {"Born, Nineteen", 1500, "5", "2007/03/14"},
				{"Year, Only", 1500, "5", "2007"}, {"No, Date", 1500, "5", ""}, {"Year, Young", 1500, "4", "2008"}},
			fund: Fund{Prizes: []Prize{{Label: "Junior 1st", Place: 1, Cash: money("50"), Kind: KindOther, Eligibility: Eligibility{AgeMax: 18}},
				{Label: "Junior 2nd", Place: 2, Cash: money("20"), Kind: KindOther, Eligibility: Eligibility{AgeMax: 18}}}},
			want: "Born, Eighteen=50.00 Year, Young=20.00",
			check: func(t *testing.T, a *Allocation) {
				if len(a.Notes) != 1 || !strings.Contains(a.Notes[0], "1 player has no birth date") {
					t.Errorf("notes %q", a.Notes)
				}
			},
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

var exceptionEntries = []entry{{"Top, T", 2200, "6", ""}, {"Second, S", 2100, "5.5", ""}, {"Third, R", 2050, "5.4", ""},
	{"Fourth, Q", 2040, "5.3", ""}, {"Class, A", 1700, "5", ""}, {"Class, B", 1750, "5", ""}, {"Open, C", 2000, "5", ""}}

var exceptionFund = Fund{Prizes: []Prize{place(1, "1000"), place(2, "500"), place(3, "300"), place(4, "200"), place(5, "30"),
	class("U1800", 1, "200"), class("U1800", 2, "100")}}

// TestTrophies checks that trophies go by tiebreak order, one per player unless the fund
// says otherwise, and that cash is never tie-broken.
func TestTrophies(t *testing.T) {
	entries := []entry{{"Tied, First", 1700, "5", "2012/01/01"}, {"Tied, Second", 2000, "5", "1990/01/01"},
		{"Kid, Next", 1500, "3", "2013/01/01"}, {"New, Ned", 0, "2", ""}}
	prizes := []Prize{
		{Label: "1st", Place: 1, Cash: money("100"), Trophy: "Champion"},
		{Label: "2nd", Place: 2, Cash: money("50")},
		{Label: "Top Junior", Place: 1, Group: "Junior", Trophy: "Top Junior", Kind: KindOther, Eligibility: Eligibility{AgeMax: 18}},
		{Label: "Top Unrated", Place: 1, Group: "Unrated", Trophy: "Top Unrated", Kind: KindUnrated, Eligibility: Eligibility{Unrated: true}},
		{Label: "Top Senior", Place: 1, Group: "Senior", Trophy: "Top Senior", Kind: KindOther, Eligibility: Eligibility{AgeMin: 65}},
	}
	trophies := func(a *Allocation) string {
		var parts []string
		for _, aw := range a.Awards {
			for _, tr := range aw.Trophies {
				parts = append(parts, a.Standings.Eval.T.Players[aw.Player].Name+"="+tr)
			}
		}
		return strings.Join(parts, " ")
	}
	for _, tc := range []struct {
		name   string
		policy TrophyPolicy
		want   string
	}{
		{"one per player", TrophyPolicy{}, "Tied, First=Champion Kid, Next=Top Junior New, Ned=Top Unrated"},
		{"multiple", TrophyPolicy{Multiple: true}, "Tied, First=Champion Tied, First=Top Junior New, Ned=Top Unrated"},
		{"multiple, not with cash", TrophyPolicy{Multiple: true, NotWithCash: true}, "Tied, First=Champion Kid, Next=Top Junior New, Ned=Top Unrated"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := Fund{Trophies: tc.policy, Prizes: prizes}
			a := mustAllocate(t, standings(t, entries), &f, Options{})
			if got := trophies(a); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			if got := paid(a); got != "Tied, First=75.00 Tied, Second=75.00" {
				t.Errorf("cash %s", got)
			}
			if r := a.Prizes[4]; !r.Unawarded || r.TrophyTo != -1 || !strings.Contains(r.Reason, "no player is eligible (aged 65 or over") {
				t.Errorf("senior: %+v", r)
			}
		})
	}
}

// TestRatingSource checks which rating decides eligibility.
func TestRatingSource(t *testing.T) {
	st := standings(t, []entry{{"Dual, Dee", 1900, "5", ""}})
	st.Eval.T.Players[0].National = []engine.NationalRating{{Federation: "USA", Rating: 1750}}
	for _, tc := range []struct {
		src  RatingSource
		fed  string
		want string
	}{
		{RatingAuto, "USA", "Dual, Dee=80.00"},
		{RatingUSChess, "GER", "Dual, Dee=80.00"},
		{RatingFIDE, "USA", ""},
	} {
		st.Eval.T.Federation = tc.fed
		f := Fund{Ratings: tc.src, Prizes: []Prize{class("U1800", 1, "80")}}
		a := mustAllocate(t, st, &f, Options{})
		if got := paid(a); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.src, got, tc.want)
		}
	}
}

// TestSexPrize checks a prize restricted by sex ("w" and "f" both mean women).
func TestSexPrize(t *testing.T) {
	st := standings(t, []entry{{"Man, M", 1500, "5", ""}, {"Woman, W", 1500, "4", ""}, {"Woman, F", 1500, "3", ""}})
	st.Eval.T.Players[1].Sex = "w"
	st.Eval.T.Players[2].Sex = "f"
	f := Fund{Prizes: []Prize{
		{Label: "Top Woman", Place: 1, Cash: money("50"), Kind: KindOther, Eligibility: Eligibility{Sex: "w"}},
		{Label: "Top Woman 2nd", Place: 2, Cash: money("20"), Kind: KindOther, Eligibility: Eligibility{Sex: "w"}}}}
	a := mustAllocate(t, st, &f, Options{})
	if got := paid(a); got != "Woman, W=50.00 Woman, F=20.00" {
		t.Errorf("got %s", got)
	}
}
