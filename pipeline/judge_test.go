package pipeline

import (
	"reflect"
	"testing"
)

func TestJudge(t *testing.T) {
	tests := []struct {
		name           string
		errs, warnings int
		j              Judging
		rounds         int // of the event returned
		unverified     int
		err            error
		message        string
		status         string // where the event returned stands, when given
	}{
		{name: "clean", rounds: 5},
		{name: "errors refused", errs: 2, warnings: 1, err: &RefusedError{Errors: 2, Warnings: 1},
			message: "the event has 2 errors and 1 warnings"},
		{name: "errors forced", errs: 2, j: Judging{Force: true}, rounds: 5, unverified: 2},
		{name: "after round 3", j: Judging{Round: 3, RoundChosen: true}, rounds: 3},
		{name: "after the last round", j: Judging{Round: 5, RoundChosen: true}, rounds: 5},
		{name: "round 0", j: Judging{RoundChosen: true}, err: &RoundError{Round: 0, Played: 5},
			message: "round 0: give a round from 1 to 5"},
		{name: "round not played", j: Judging{Round: 6, RoundChosen: true}, err: &RoundError{Round: 6, Played: 5},
			message: "round 6: only 5 rounds have results"},
		{name: "7 planned", j: Judging{PlannedRounds: 7}, rounds: 7, status: "Standings after round 5"},
		{name: "7 planned, after round 3", j: Judging{PlannedRounds: 7, Round: 3, RoundChosen: true}, rounds: 3, status: "Standings after round 3"},
		{name: "5 planned, after the last round", j: Judging{PlannedRounds: 5, Round: 5, RoundChosen: true}, rounds: 5, status: "Final standings"},
		{name: "after the last round, planned not stated", j: Judging{Round: 5, RoundChosen: true}, rounds: 5, status: "Standings after round 5"},
		{name: "watched, planned not stated", j: Judging{Ongoing: true}, rounds: 5, status: "Standings after round 5"},
		{name: "finished-looking, planned not stated", rounds: 5, status: "Final standings (planned rounds not stated)"},
		{name: "4 planned, 5 played", j: Judging{PlannedRounds: 4}, err: &PlannedError{Planned: 4, Held: 5},
			message: "4 planned rounds, but the event already has results or pairings in 5 rounds"},
		{name: "too many planned", j: Judging{PlannedRounds: 1000}, err: &PlannedError{Planned: 1000, Most: 999},
			message: "1000 planned rounds: at most 999"},
		{name: "forced, round not played", errs: 1, j: Judging{Force: true, Round: 6, RoundChosen: true},
			err: &RoundError{Round: 6, Played: 5}, message: "round 6: only 5 rounds have results"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev := sample(t)
			got, err := Judge(ev, tc.errs, tc.warnings, tc.j)
			if tc.err != nil {
				if got != nil || err == nil || !reflect.DeepEqual(err, tc.err) || err.Error() != tc.message {
					t.Fatalf("got %v, %#v (%v); want %#v (%s)", got, err, err, tc.err, tc.message)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Rounds != tc.rounds || got.Unverified != tc.unverified {
				t.Errorf("rounds %d, unverified %d; want %d, %d", got.Rounds, got.Unverified, tc.rounds, tc.unverified)
			}
			if s := got.Progress().String(); tc.status != "" && s != tc.status {
				t.Errorf("%q, want %q", s, tc.status)
			}
		})
	}
}
