package prizes

import (
	"strings"
	"testing"
)

// TestTrophyOrders counts a fund's trophies per section, identical engravings together.
func TestTrophyOrders(t *testing.T) {
	medal := func(p Prize) Prize { p.Trophy = "Medal"; return p }
	f := &Fund{Sections: []SectionFund{
		{Name: "K-3", Prizes: []Prize{
			{Label: "1st", Place: 1, Trophy: "K-3 Champion"}, medal(place(2, "")), medal(place(3, "")),
			{Label: "Team 1st", Place: 1, Trophy: "1st Place Team", Team: true}},
		},
		{Name: "Cash only", Prizes: []Prize{place(1, "50")}},
	}}
	got := f.TrophyOrders()
	if len(got) != 1 || got[0].Section != "K-3" || got[0].Total != 4 || len(got[0].Lines) != 3 {
		t.Fatalf("%+v", got)
	}
	l := got[0].Lines
	if l[0].Engraving != "K-3 Champion" || l[1].Engraving != "Medal" || l[1].Count != 2 || strings.Join(l[1].Prizes, ",") != "2nd,3rd" || !l[2].Team {
		t.Errorf("%+v", l)
	}
}

// TestCeremony hands out the lowest award first: the age trophy, then the class prize,
// then the places from the last to 1st; tied players in reverse standings order.
func TestCeremony(t *testing.T) {
	st := standings(t, []entry{{"Top, Tia", 2100, "5", ""}, {"Two, Ty", 2000, "4", ""}, {"Two, Tu", 1990, "4", ""},
		{"Low, Lu", 1500, "3", ""}, {"Kid, Kim", 1400, "2", "2016/01/01"}})
	junior := Prize{Label: "Top Junior", Group: "Junior", Place: 1, Trophy: "Top Junior", Kind: KindOther, Eligibility: Eligibility{AgeMax: 12}}
	first := place(1, "100")
	first.Trophy = "Champion"
	f := Fund{Prizes: []Prize{first, place(2, "60"), place(3, "40"), class("U1600", 1, "30"), junior}}
	a := mustAllocate(t, st, &f, Options{})
	var names []string
	for _, k := range a.Ceremony() {
		names = append(names, a.Standings.Eval.T.Players[a.Awards[k].Player].Name)
	}
	if got := strings.Join(names, "; "); got != "Kid, Kim; Low, Lu; Two, Tu; Two, Ty; Top, Tia" {
		t.Errorf("ceremony %s", got)
	}
}
