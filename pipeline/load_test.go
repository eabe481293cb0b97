package pipeline

import (
	"reflect"
	"testing"
)

// TestEventNotes: the British Championship 2026 crosstable was saved with round 9 of 9
// partly entered (3 of 50 games), as 'tiebreak standings' reports it
// (cmd/tiebreak/testdata/cli/standings-british-in-progress.golden).
func TestEventNotes(t *testing.T) {
	ev := read(t, "../testdata/real/crosstables/chess-results-html/british-championship-2026/british2026_champ_crosstable_final.html")
	notes := EventNotes(ev, 2, false)
	var got []string
	for _, n := range notes {
		got = append(got, n.String())
	}
	want := []string{
		"2 warnings",
		"round 9 in progress: 3 of 50 games entered; left out of scores and tiebreaks (standings after 8 rounds; ranking after round 9 counts the results entered)",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if got := EventNotes(ev, 0, true); got != nil {
		t.Errorf("rounds chosen, no warnings: %v", got)
	}
	if got := EventNotes(sample(t), 1, false); len(got) != 1 || got[0].String() != "1 warning" {
		t.Errorf("a complete event: %v", got)
	}
}

func TestNotePendingResults(t *testing.T) {
	for _, tt := range []struct {
		rounds []int
		want   string
	}{
		{[]int{2}, "round 2 has games without a result; they count no points yet"},
		{[]int{2, 4}, "rounds 2, 4 have games without a result; they count no points yet"},
	} {
		if got := (Note{Kind: NotePendingResults, Rounds: tt.rounds}).String(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}
