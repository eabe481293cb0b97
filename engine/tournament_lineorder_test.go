package engine

import (
	"reflect"
	"testing"
)

// TestCheckLineOrder: a line order is kept only when it names every player once.
func TestCheckLineOrder(t *testing.T) {
	for _, tc := range []struct {
		order []PlayerID
		keep  bool
	}{
		{[]PlayerID{2, 3, 1}, true},
		{[]PlayerID{2, 3}, false},
		{[]PlayerID{2, 3, 3}, false},
		{[]PlayerID{2, 3, 4}, false},
		{nil, false},
	} {
		tr := &Tournament{Players: []Player{{ID: 1}, {ID: 2}, {ID: 3}}, LineOrder: tc.order}
		tr.CheckLineOrder()
		if got := tr.LineOrder != nil; got != tc.keep || tc.keep && !reflect.DeepEqual(tr.LineOrder, tc.order) {
			t.Errorf("%v: kept %v", tc.order, tr.LineOrder)
		}
	}
}
