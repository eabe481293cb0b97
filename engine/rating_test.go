package engine

import "testing"

// TestUSChessRating checks that the US Chess rating wins over the rating field.
func TestUSChessRating(t *testing.T) {
	for _, tc := range []struct {
		p    Player
		want int
	}{
		{Player{Rating: 1500}, 1500},
		{Player{Rating: 1500, National: []NationalRating{{Federation: "USA", Rating: 1650}}}, 1650},
		{Player{Rating: 1500, National: []NationalRating{{Federation: "usa", Rating: 0}}}, 1500},
		{Player{National: []NationalRating{{Federation: "CAN", Rating: 1700}}}, 0},
	} {
		if got := tc.p.USChessRating(); got != tc.want {
			t.Errorf("USChessRating(%+v) = %d, want %d", tc.p, got, tc.want)
		}
	}
}

// TestIsUSEvent checks the two signs of a US event.
func TestIsUSEvent(t *testing.T) {
	us := &Tournament{Federation: "USA"}
	nat := &Tournament{Players: []Player{{National: []NationalRating{{Federation: "USA"}}}}}
	other := &Tournament{Federation: "GER", Players: []Player{{Rating: 2000}}}
	if !us.IsUSEvent() || !nat.IsUSEvent() || other.IsUSEvent() {
		t.Errorf("IsUSEvent: %v %v %v, want true true false", us.IsUSEvent(), nat.IsUSEvent(), other.IsUSEvent())
	}
}
