package pipeline

import (
	"errors"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
)

// TestFundTeams: a fund without team prizes ranks no teams; one with team prizes on an
// event without teams is an error at the first team prize's line, as 'tiebreak prizes'
// reports it (cmd/tiebreak/testdata/cli/prizes-team-no-teams.golden).
func TestFundTeams(t *testing.T) {
	f := NewFormats()
	ev := sample(t)
	st, _, err := f.Rank(ev, Ranking{})
	if err != nil {
		t.Fatal(err)
	}
	plain, _, err := fund.Parse("plain.yaml", []byte("prizes:\n  - {place: 1, cash: 100}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if tr, notes, err := f.FundTeams(Ranking{}, "event.trf", ev, st, plain); tr != nil || notes != nil || err != nil {
		t.Errorf("no team prizes: %v, %v, %v", tr, notes, err)
	}
	team, _, err := fund.Parse("team-fund.yaml", []byte("prizes:\n  - {place: 1, cash: 100}\n  - {team: true, place: 1, trophy: \"1st Place Team\"}\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = f.FundTeams(Ranking{}, "event.trf", ev, st, team)
	var pe *importers.ParseError
	want := "team-fund.yaml:3:5: team prize Team 1st: the event has no teams: a TRF needs 013 or 310 team lines, a crosstable a Team or School column; remove the team prizes for this event"
	if !errors.As(err, &pe) || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	if _, _, err := f.Pay(Ranking{}, "event.trf", ev, st, &Fund{Ref: "team-fund.yaml", Fund: team}); err == nil || !strings.Contains(err.Error(), "the event has no teams") {
		t.Errorf("Pay: %v", err)
	}
}
