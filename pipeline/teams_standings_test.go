package pipeline

import (
	"reflect"
	"testing"
)

// TestTeams makes the team standings of a US Amateur Team event as 'tiebreak teams'
// does: the team matches (cut to the top places), or its teams scored as school teams
// from the individual ranking, and refuses a negative number of school scores.
func TestTeams(t *testing.T) {
	const path = "../cmd/tiebreak/testdata/teams/usat-4-boards.trf"
	l := NewLoaded(path, "trf", read(t, path), nil, nil)
	usat := TeamSettings{Rules: "uscf", Tiebreaks: "USAT", Options: []string{"usat=double"}}
	tests := []struct {
		name  string
		opts  TeamsOptions
		teams []string // in order
		rules string
		err   error
	}{
		{"matches", TeamsOptions{Team: usat}, []string{"Alpha", "Delta", "Charlie", "Bravo", "Echo", "Foxtrot"}, "US Chess team rules, MP first", nil},
		{"top 2", TeamsOptions{Team: usat, Top: 2}, []string{"Alpha", "Delta"}, "US Chess team rules, MP first", nil},
		{"schools, best 2", TeamsOptions{Schools: true, Best: 2, Plan: Plan{Ranking: Ranking{Rules: "uscf", Tiebreaks: "SOLK"}}, Top: 1}, []string{"Alpha"},
			"school teams (best 2 scores, sums of individual uscf tiebreaks)", nil},
		{"schools, best -1", TeamsOptions{Schools: true, Best: -1}, nil, "", &BestError{Best: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var notes []Note
			ts, err := Teams(l, tt.opts, func(n Note) { notes = append(notes, n) })
			if tt.err != nil {
				if !reflect.DeepEqual(err, tt.err) {
					t.Errorf("error %v, want %v", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range ts.Rows {
				got = append(got, ts.Teams[r.Team].Name)
			}
			if !reflect.DeepEqual(got, tt.teams) || ts.RulesText != tt.rules {
				t.Errorf("teams %q (%s), want %q (%s); notes %v", got, ts.RulesText, tt.teams, tt.rules, notes)
			}
		})
	}
	if _, err := Teams(NewLoaded("x.trf", "trf", sample(t), nil, nil), TeamsOptions{}, func(Note) {}); err == nil {
		t.Errorf("an event without teams: %v", err)
	}
}
