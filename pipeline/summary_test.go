package pipeline

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestSummaryRow checks the batch summary's row of testdata/open.trf (36 players, five
// on 4 points after 5 rounds, as 'tiebreak standings' shows): its winner is the player
// placed first after the tiebreaks, or every player tied for first in the standings'
// order with points only (tiebreaks none); an event ranked despite errors says how many.
func TestSummaryRow(t *testing.T) {
	f := NewFormats()
	tests := []struct {
		name       string
		tiebreaks  string
		unverified int
		want       exporters.SummaryRow
	}{
		{"tiebreaks decide first place", "", 0, exporters.SummaryRow{Event: "open", File: "open.trf", Status: "ok",
			Players: 36, Rounds: 5, Winner: "Okafor, Adaeze", Warnings: 2}},
		{"points only: first place shared", "none", 0, exporters.SummaryRow{Event: "open", File: "open.trf", Status: "ok",
			Players: 36, Rounds: 5, Warnings: 2,
			Winner: "Dvořák, Tomáš; Okafor, Adaeze; Ó Muireagáin, Siobhán; Παπαδόπουλος, Γιώργος; Ramírez, Mateo"}},
		{"ranked with --force", "", 3, exporters.SummaryRow{Event: "open", File: "open.trf", Status: "ok",
			Players: 36, Rounds: 5, Winner: "Okafor, Adaeze", Warnings: 2, Error: "unverified: ranked with 3 errors (force)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := read(t, "../testdata/open.trf")
			ev.Unverified = tt.unverified
			st, _, err := f.Rank(ev, Ranking{Tiebreaks: tt.tiebreaks})
			if err != nil {
				t.Fatal(err)
			}
			if got := SummaryRow("open", "open.trf", st, 2); got != tt.want {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}
