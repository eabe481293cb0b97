package main

import (
	"errors"
	"fmt"
	"strings"

	"tiebreak/engine"
	"tiebreak/engine/prizes"
	"tiebreak/engine/teams"
	"tiebreak/importers"
	"tiebreak/pipeline"
)

// pay pays the fund of fs on the standings st of ev; when the fund names team prizes it
// first ranks the teams as 'tiebreak teams' does, under the fund's teams: settings.
func (e *env) pay(s *settings, ev *event, st *engine.Standings, fs *pipeline.Fund) (*prizes.Allocation, error) {
	tr, err := e.fundTeams(s, ev.path, ev.t, st, fs.Fund)
	if err != nil {
		return nil, err
	}
	a, err := prizes.AllocateWithTeams(st, tr, fs.Fund, fs.Opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", fs.Ref, err)
	}
	return a, nil
}

// fundTeams ranks the teams the team prizes of f are paid on: the school teams of an
// individual event when the fund says teams: {best: N} (individual tiebreaks from the
// fund's teams: rules and tiebreaks, else those of the prize standings ind), else the
// team matches of a team event (team rules and tiebreaks from the fund, else the
// defaults of 'tiebreak teams' for the --rules given). nil when f has no team prizes.
func (e *env) fundTeams(s *settings, path string, t *engine.Tournament, ind *engine.Standings, f *prizes.Fund) (*prizes.TeamRanking, error) {
	first := -1
	for i := range f.Prizes {
		if f.Prizes[i].Team {
			first = i
			break
		}
	}
	if first < 0 {
		return nil, nil
	}
	pz := &f.Prizes[first]
	at := func(line, col int, format string, args ...any) error {
		return &importers.ParseError{File: f.Source, Line: line, Column: col, Err: fmt.Errorf(format, args...)}
	}
	tm, err := eventTeams(t)
	if err != nil {
		return nil, at(pz.Line, pz.Column, "team prize %s: %v; remove the team prizes for this event", pz.Label, err)
	}
	set := f.Teams
	var st *teams.Standings
	switch {
	case set.Best > 0:
		if set.Rules != "" || set.Tiebreaks != "" {
			s2 := *s
			if set.Rules != "" {
				s2.Rules = set.Rules
			}
			if set.Tiebreaks != "" {
				s2.Tiebreaks = set.Tiebreaks
			}
			if ind, err = e.ranking(&s2, t); err != nil {
				return nil, at(set.Line, set.Column, "teams: %v", err)
			}
		}
		if st, _, err = e.rankSchools(path, ind, tm, set.Best); err != nil {
			return nil, err
		}
	case len(t.Teams) == 0:
		line, col := pz.Line, pz.Column
		if set.Line > 0 {
			line, col = set.Line, set.Column
		}
		return nil, at(line, col, "the event's teams (its Team or School column) played no team matches: say how many scores of each school count, e.g. teams: {best: 4}")
	default:
		rules := set.Rules
		if rules == "" {
			rules = strings.ToLower(s.Rules)
			if !strings.HasPrefix(rules, "us") && rules != "fide-2026" {
				rules = "fide"
			}
		}
		rr := false
		switch strings.ToLower(s.Type) {
		case "rr", "roundrobin", "round-robin":
			rr = true
		}
		var probs []teams.Problem
		if st, _, probs, err = e.rankTeams(t, rules, set.Tiebreaks, nil, rr); err != nil {
			var pe *importers.ParseError
			if errors.As(err, &pe) {
				return nil, err
			}
			return nil, at(set.Line, set.Column, "teams: %v", err)
		}
		if err := e.teamProblems(path, probs); err != nil {
			return nil, fmt.Errorf("%w\n%w", at(pz.Line, pz.Column, "team prize %s: the event's teams did not play consistent team matches; for the school teams of an individual event say how many scores count: teams: {best: 4}", pz.Label), err)
		}
	}
	return pipeline.TeamRanking(st), nil
}
