package season

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// TestPayees checks the season ledger on hand-made events: a player with a US Chess ID
// written differently ("012345" and "12345") is one person; a player without an ID in
// one event is joined by name to the only ID-holder of that name (and flagged ByName);
// totals add up to the cent; the tax form is due from the threshold on (1099 reporting
// is per payer per calendar year: awards of $600 or more in total).
func TestPayees(t *testing.T) {
	spring := event("Spring", pl{"Ames, Al", "012345", "", 1, 0, "4"}, pl{"Bell, Bo", "", "", 2, 0, "3"}, pl{"Cole, Cy", "", "", 3, 0, "2"})
	summer := event("Summer", pl{"Ames, Al", "12345", "", 1, 0, "4"}, pl{"Dunn, Di", "", "", 2, 0, "3"}, pl{"Bell, Bo", "", "", 3, 0, "2"})
	fall := event("Fall", pl{"Dunn, Di", "777", "", 1, 0, "4"}, pl{"Ames, Al", "12345", "", 2, 0, "3"})
	lb := Build([]Event{spring, summer, fall}, Scoring{})
	pay := []Payment{
		{Event: 0, Row: 0, Amount: 30000, Award: "1st"},
		{Event: 0, Row: 1, Amount: 12550, Award: "2nd"},
		{Event: 0, Row: 2, Amount: 0, Award: "trophy only"},
		{Event: 1, Row: 0, Amount: 30000, Award: "1st"},
		{Event: 1, Row: 1, Amount: 10000, Award: "2nd"},
		{Event: 1, Row: 2, Amount: 5025, Award: "3rd"},
		{Event: 2, Row: 0, Amount: 20000, Award: "1st"},
		{Event: 2, Row: 1, Amount: 10000, Award: "2nd"},
	}
	got := Payees(lb, pay, prizes.Dollars(600))
	var b strings.Builder
	for _, p := range got {
		fmt.Fprintf(&b, "%s [%s] %d %s form=%v name=%v\n", p.Name, p.USChessID, len(p.Payments), p.Total, p.TaxForm, p.ByName)
	}
	// Al: 300 + 300 + 100 = 700, a form; Bo: 125.50 + 50.25; Di: 100 + 200, the 100 by
	// name (no ID in Summer, the only Dunn, Di with an ID in Fall).
	want := "Ames, Al [12345] 3 700.00 form=true name=false\n" +
		"Bell, Bo [] 2 175.75 form=false name=true\n" +
		"Dunn, Di [777] 2 300.00 form=false name=true\n"
	if b.String() != want {
		t.Errorf("\n got %s\nwant %s", b.String(), want)
	}
	if none := Payees(lb, pay, 0); none[0].TaxForm {
		t.Error("a form without a threshold")
	}
}
