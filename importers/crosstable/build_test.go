package crosstable

import "testing"

func TestBergerRound(t *testing.T) {
	// FIDE Berger table for 6 players: round 1 is 1-6 2-5 3-4, round 2 is 6-4 5-3 1-2,
	// round 3 is 2-6 3-1 4-5, round 4 is 6-5 1-4 2-3, round 5 is 3-6 4-2 5-1.
	table := [][][2]int{
		{{1, 6}, {2, 5}, {3, 4}},
		{{6, 4}, {5, 3}, {1, 2}},
		{{2, 6}, {3, 1}, {4, 5}},
		{{6, 5}, {1, 4}, {2, 3}},
		{{3, 6}, {4, 2}, {5, 1}},
	}
	for r, pairs := range table {
		for _, pr := range pairs {
			if got := bergerRound(pr[0], pr[1], 6); got != r+1 {
				t.Errorf("bergerRound(%d, %d, 6) = %d, want %d", pr[0], pr[1], got, r+1)
			}
		}
	}
}
