package pipeline

import (
	"reflect"
	"testing"

	"tiebreak/engine"
	"tiebreak/engine/prizes"
	"tiebreak/engine/teams"
)

// TestTeamRankingSchools: school teams of an individual event tie on the team score (the
// best scores summed), and their tiebreaks are sums.
func TestTeamRankingSchools(t *testing.T) {
	st := &teams.Standings{
		School: true,
		Codes:  []string{"MM", "SOLK"},
		Teams:  []teams.Team{{Name: "Lincoln"}, {Name: "Central"}, {Name: "Oak Park"}},
		Rows: []teams.Row{
			{Team: 1, Place: 1, PlaceTo: 2, GP: engine.Points(11)},
			{Team: 0, Place: 1, PlaceTo: 2, GP: engine.Points(11)},
			{Team: 2, Place: 3, PlaceTo: 3, GP: engine.Points(9) + engine.Half},
		},
	}
	want := &prizes.TeamRanking{ScoreName: "team score", Tiebreaks: "sums of MM, SOLK", Rows: []prizes.TeamRow{
		{Name: "Central", Score: engine.Points(11), Place: 1, PlaceTo: 2},
		{Name: "Lincoln", Score: engine.Points(11), Place: 1, PlaceTo: 2},
		{Name: "Oak Park", Score: engine.Points(9) + engine.Half, Place: 3, PlaceTo: 3},
	}}
	if got := TeamRanking(st); !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}
