package importers

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

func TestPositions(t *testing.T) {
	ps := NewPositions()
	ps.SetPlayer(3, Position{Line: 14, Column: 5})
	ps.SetPlayer(3, Position{Line: 99, Column: 5}) // a duplicate start number keeps the first
	ps.SetRoundColumns(3, 92, 10)
	ps.SetPlayer(7, Position{Cell: "Sheet1!B9"})
	ps.ReserveRounds(7, 3)
	ps.SetRound(7, 2, Position{Cell: "Sheet1!F9"})
	ps.ReserveRounds(7, 1) // less than recorded: nothing changes
	ps.ReserveRounds(10000, 3)
	ps.SetPlayer(8, Position{Line: 20})
	ps.ReserveRounds(8, 2)
	for r := 1; r <= 3; r++ { // one more than reserved
		ps.SetRound(8, r, Position{Line: 20, Column: 10 * r})
	}
	ps.SetPlayer(0, Position{Line: 1})     // out of range: ignored
	ps.SetPlayer(10000, Position{Line: 1}) // out of range: ignored
	tests := []struct {
		id    int
		round int
		want  string
		ok    bool
	}{
		{3, 0, "14:5", true},
		{3, 2, "14:102", true},
		{7, 2, "Sheet1!F9", true},
		{7, 1, "Sheet1!B9", true}, // round cell unknown: the player's row
		{5, 1, "", false},
		{8, 1, "20:10", true},
		{8, 3, "20:30", true},
		{8, 4, "20", true},
		{0, 0, "", false},
		{10000, 1, "", false},
	}
	for _, tc := range tests {
		pos, ok := ps.Of(engine.PlayerID(tc.id), tc.round)
		if pos.String() != tc.want || ok != tc.ok {
			t.Errorf("Of(%d, %d) = %q, %v; want %q, %v", tc.id, tc.round, pos, ok, tc.want, tc.ok)
		}
	}
	var none *Positions
	none.SetPlayer(1, Position{Line: 1})
	none.ReserveRounds(1, 3)
	if _, ok := none.Of(1, 0); ok {
		t.Error("a nil table knows a position")
	}
}
