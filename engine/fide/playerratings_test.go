package fide

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestUSChessRatings: the ratings of a US Chess program's file, or of a file whose US
// Chess records repeat the players' ratings, are US Chess ratings; a TRF whose US Chess
// records differ from the FIDE ratings, or without such records, holds FIDE ratings.
func TestUSChessRatings(t *testing.T) {
	us := func(rating, national int) engine.Player {
		p := engine.Player{Rating: rating}
		if national >= 0 {
			p.National = []engine.NationalRating{{Federation: "USA", Rating: national}}
		}
		return p
	}
	tests := []struct {
		name string
		t    engine.Tournament
		want bool
	}{
		{"SwissSys or DBF", engine.Tournament{RatingsOf: "USA", Players: []engine.Player{{Rating: 1500}}}, true},
		{"records repeat the ratings", engine.Tournament{Players: []engine.Player{us(1500, 1500), us(0, 0), us(1200, 1200)}}, true},
		{"records differ (FIDE TRF with NRS lines)", engine.Tournament{Players: []engine.Player{us(1500, 1500), us(2100, 2187)}}, false},
		{"no US Chess record", engine.Tournament{Players: []engine.Player{us(1500, -1)}}, false},
		{"records without ratings", engine.Tournament{Players: []engine.Player{us(1500, 0)}}, false},
	}
	for _, tt := range tests {
		if got := USChessRatings(&tt.t); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestEditionNote: an event that began before 1 July 2017, the first day of the earliest
// edition of the Rating Regulations the package has, says so and which edition was
// used; later events and events without a date say nothing.
func TestEditionNote(t *testing.T) {
	tests := []struct {
		start string
		regs  RatingRegulations
		want  string
	}{
		{"2005/07/28", Regulations2017, "The event started on 28 July 2005, before the earliest edition supported (1 July 2017): the 2017 edition was used instead."},
		{"28.07.2005", Regulations2024, "The event started on 28 July 2005, before the earliest edition supported (1 July 2017): the 2024 edition was used instead."},
		{"2016", Regulations2017, "The event started in 2016, before the earliest edition supported (1 July 2017): the 2017 edition was used instead."},
		{"2017/07/01", Regulations2017, ""},
		{"", Regulations2024, ""},
	}
	for _, tt := range tests {
		ev := &engine.Tournament{StartDate: tt.start}
		if got := tt.regs.EditionNote(ev); got != tt.want {
			t.Errorf("%q, %s: %q, want %q", tt.start, tt.regs, got, tt.want)
		}
	}
	if got := RegulationsFor(&engine.Tournament{StartDate: "2005/07/28"}); got != Regulations2017 {
		t.Errorf("an event of 2005 gets %s, want the earliest edition, 2017", got)
	}
}
