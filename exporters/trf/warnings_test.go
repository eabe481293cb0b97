package trfout

import (
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestWarningsForCutNames is issue 27 defect 10: names over their TRF field were cut
// with no warning, where the DBF writer warns.
func TestWarningsForCutNames(t *testing.T) {
	doc := &exporters.Document{T: &engine.Tournament{
		Players: []engine.Player{{ID: 1, Name: "Dvořák-Novotný-Svoboda, Tomáš Jaroslav"}, {ID: 2, Name: "Short, Name"},
			{ID: 3, Name: "Exactly Thirty-Three Characters!!"}},
		Teams: []engine.Team{{ID: 1, Name: "The Very Long Team Name Of The Club Knights", Nickname: "KNIGHTS"}, {ID: 2, Name: "Rooks", Nickname: "RKS"}},
	}}
	want := []string{
		`player 1: name "Dvořák-Novotný-Svoboda, Tomáš Jaroslav" is 38 characters; TRF holds 33: written as "Dvořák-Novotný-Svoboda, Tomáš Jar"`,
		`team 1: name "The Very Long Team Name Of The Club Knights" is 43 characters; TRF holds 32: written as "The Very Long Team Name Of The C"`,
		`team 1: nickname "KNIGHTS" is 7 characters; TRF holds 5: written as "KNIGH"`,
	}
	got := New().(exporters.Warner).Warnings(doc)
	if !slices.Equal(got, want) {
		t.Errorf("warnings\n%q\nwant\n%q", got, want)
	}
}
