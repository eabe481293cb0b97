package pipeline

import (
	"errors"
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

// TestFailedRow checks the one-line error of a failed event in the batch summary:
// continuation lines joined to their error, five errors kept, the rest counted.
func TestFailedRow(t *testing.T) {
	tests := []struct{ msg, want string }{
		{"x.trf: cannot read", "x.trf: cannot read"},
		{"x.trf:3: bad\n  at column 5\nx.trf:4: worse", "x.trf:3: bad at column 5 | x.trf:4: worse"},
		{"e1\ne2\ne3\ne4\ne5\ne6\ne7", "e1 | e2 | e3 | e4 | e5 | and 2 more"},
		{"e1\ne2\ne3\ne4\ne5", "e1 | e2 | e3 | e4 | e5"},
	}
	for _, tt := range tests {
		row := FailedRow("spring", "spring.trf", errors.New(tt.msg))
		if row.Error != tt.want || row.Status != "failed" || row.Event != "spring" || row.File != "spring.trf" {
			t.Errorf("FailedRow(%q) = %+v, want error %q", tt.msg, row, tt.want)
		}
	}
}
