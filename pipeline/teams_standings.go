package pipeline

import (
	"fmt"
)

// TeamsOptions say which team standings [Teams] makes of an event.
type TeamsOptions struct {
	// Schools ranks the school teams of an individual event, each by its Best
	// individual scores, instead of the team matches of a team event.
	Schools bool
	// Best is the number of individual scores each school counts; 0 counts all.
	Best int
	// Team says how to rank the teams of a team event (not Schools).
	Team TeamSettings
	// Plan ranks the individual event of school teams (Schools): its Formats and
	// Ranking are used.
	Plan Plan
	// Top keeps only the teams placed Top or better, ties included; 0 keeps all.
	Top int
}

// Teams completes o, whose Schools, Best and Top are given, with the settings: the team
// matches ranked under their rules, tiebreaks, options and event type; with o.Schools,
// the individual event of the school teams ranked with f under [Settings.Ranking]
// (whose errors come back as it returns them).
func (s *Settings) Teams(f *Formats, o TeamsOptions) (TeamsOptions, error) {
	o.Team = TeamSettings{Rules: s.Rules, Tiebreaks: s.Tiebreaks, Options: s.Options, RoundRobin: RoundRobin(s.Type)}
	if o.Schools {
		rk, err := s.Ranking()
		if err != nil {
			return o, err
		}
		o.Plan = Plan{Formats: f, Ranking: rk}
	}
	return o, nil
}

// BestError is a number of school scores that count ([TeamsOptions.Best]) below 0.
type BestError struct{ Best int }

func (e *BestError) Error() string {
	return fmt.Sprintf("%d school scores: give the number of scores that count, or 0 for all", e.Best)
}

// Teams returns the team standings of the event l under o: the team matches of a team
// event ranked under o.Team ([RankTeams], problems sorted by [TeamProblems]), or the
// school teams of an individual event ranked on its standings under o.Plan
// ([RankSchools]). say hears the notes as they come. The errors of ranking the
// individual event come back as [Plan.Rank] returns them.
func Teams(l *Loaded, o TeamsOptions, say func(Note)) (*TeamStandings, error) {
	var ts *TeamStandings
	var err error
	if o.Schools {
		ts, err = schools(l, o, say)
	} else {
		ts, err = teamMatches(l, o.Team, say)
	}
	if err != nil {
		return nil, err
	}
	if o.Top > 0 {
		rows := ts.Rows[:0:0]
		for _, r := range ts.Rows {
			if r.Place <= o.Top {
				rows = append(rows, r)
			}
		}
		ts.Rows = rows
	}
	return ts, nil
}

// teamMatches ranks the teams of the team event l under ts.
func teamMatches(l *Loaded, ts TeamSettings, say func(Note)) (*TeamStandings, error) {
	st, notes, err := RankTeams(l.T, ts)
	for _, n := range notes {
		say(n)
	}
	if err != nil {
		return nil, err
	}
	notes, err = TeamProblems(l.Path, st.Problems)
	for _, n := range notes {
		say(n)
	}
	if err != nil {
		return nil, err
	}
	return st, nil
}

// schools ranks the school teams of the individual event l, each school by its best
// o.Best individual scores.
func schools(l *Loaded, o TeamsOptions, say func(Note)) (*TeamStandings, error) {
	tm, err := EventTeams(l.T)
	if err != nil {
		return nil, err
	}
	if o.Best < 0 {
		return nil, &BestError{Best: o.Best}
	}
	p := o.Plan
	p.NoTeams, p.Ratings = true, ""
	r, _, err := p.Rank(&Section{Path: l.Path, Loaded: l}, nil, say)
	if err != nil {
		return nil, err
	}
	st, notes, err := RankSchools(l.Path, r.Standings, tm, o.Best)
	for _, n := range notes {
		say(n)
	}
	return st, err
}
