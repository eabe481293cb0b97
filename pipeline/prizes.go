package pipeline

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// Pay pays fund on the standings st of the event t read from path, ranked under r;
// when the fund names team prizes it first ranks the teams they are paid on
// ([Formats.FundTeams]). The notes are those of ranking the teams.
func (f *Formats) Pay(r Ranking, path string, t *engine.Tournament, st *engine.Standings, fund *Fund) (*prizes.Allocation, []Note, error) {
	tr, notes, err := f.FundTeams(r, path, t, st, fund.Fund)
	if err != nil {
		return nil, notes, err
	}
	a, err := prizes.AllocateWithTeams(st, tr, fund.Fund, fund.Opts)
	if err != nil {
		return nil, notes, fmt.Errorf("%s: %w", fund.Ref, err)
	}
	return a, notes, nil
}

// FundTeams ranks the teams the team prizes of fund are paid on: the school teams of an
// individual event when the fund says teams: {best: N} (individual tiebreaks from the
// fund's teams: rules and tiebreaks, else those of the prize standings ind), else the
// team matches of a team event (team rules and tiebreaks from the fund, else the team
// rules that go with the rules of s, as the wall chart's). nil when the fund has no team
// prizes. Errors name the fund file's line and column.
func (f *Formats) FundTeams(rk Ranking, path string, t *engine.Tournament, ind *engine.Standings, fund *prizes.Fund) (*prizes.TeamRanking, []Note, error) {
	first := -1
	for i := range fund.Prizes {
		if fund.Prizes[i].Team {
			first = i
			break
		}
	}
	if first < 0 {
		return nil, nil, nil
	}
	pz := &fund.Prizes[first]
	at := func(line, col int, format string, args ...any) error {
		return &importers.ParseError{File: fund.Source, Line: line, Column: col, Err: fmt.Errorf(format, args...)}
	}
	tm, err := EventTeams(t)
	if err != nil {
		return nil, nil, at(pz.Line, pz.Column, "team prize %s: %v; remove the team prizes for this event", pz.Label, err)
	}
	set := fund.Teams
	var notes []Note
	switch {
	case set.Best > 0:
		if set.Rules != "" || set.Tiebreaks != "" {
			r := rk
			if set.Rules != "" {
				r.Rules = set.Rules
			}
			if set.Tiebreaks != "" {
				r.Tiebreaks = set.Tiebreaks
			}
			var more []Note
			ind, more, err = f.Rank(t, r)
			notes = append(notes, more...)
			if err != nil {
				return nil, notes, at(set.Line, set.Column, "teams: %v", err)
			}
		}
		st, more, err := RankSchools(path, ind, tm, set.Best)
		notes = append(notes, more...)
		if err != nil {
			return nil, notes, err
		}
		return TeamRanking(st.Standings), notes, nil
	case len(t.Teams) == 0:
		line, col := pz.Line, pz.Column
		if set.Line > 0 {
			line, col = set.Line, set.Column
		}
		return nil, nil, at(line, col, "the event's teams (its Team or School column) played no team matches: say how many scores of each school count, e.g. teams: {best: 4}")
	}
	rules := set.Rules
	if rules == "" {
		rules = individualTeamRules(rk.Rules)
	}
	st, notes, err := RankTeams(t, TeamSettings{Rules: rules, Tiebreaks: set.Tiebreaks, RoundRobin: rk.Type == engine.KindRoundRobin})
	if err != nil {
		if pe := (*importers.ParseError)(nil); errors.As(err, &pe) {
			return nil, notes, err
		}
		return nil, notes, at(set.Line, set.Column, "teams: %v", err)
	}
	more, err := TeamProblems(path, st.Problems)
	notes = append(notes, more...)
	if err != nil {
		return nil, notes, fmt.Errorf("%w\n%w", at(pz.Line, pz.Column, "team prize %s: the event's teams did not play consistent team matches; for the school teams of an individual event say how many scores count: teams: {best: 4}", pz.Label), err)
	}
	return TeamRanking(st.Standings), notes, nil
}

// RoundRobin reports whether an event type (a --type value) is a round robin: rr,
// roundrobin or round-robin, in any case.
func RoundRobin(typ string) bool {
	switch strings.ToLower(typ) {
	case "rr", "roundrobin", "round-robin":
		return true
	}
	return false
}
