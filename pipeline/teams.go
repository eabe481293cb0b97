package pipeline

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
)

// TeamRanking turns team standings into what the prize allocation needs: names, the
// score cash ties are about (the primary score of a team event, the team score of school
// teams) and the places.
func TeamRanking(st *teams.Standings) *prizes.TeamRanking {
	tr := &prizes.TeamRanking{ScoreName: "team score", Tiebreaks: strings.Join(st.Codes, ", ")}
	if st.School && tr.Tiebreaks != "" {
		tr.Tiebreaks = "sums of " + tr.Tiebreaks
	}
	if st.Eval != nil {
		tr.ScoreName = map[string]string{"MP": "match points", "GP": "game points"}[st.Eval.Rules.Primary]
	}
	for _, r := range st.Rows {
		score := r.GP
		if st.Eval != nil {
			score = st.Eval.Primary(r.Team)
		}
		tr.Rows = append(tr.Rows, prizes.TeamRow{Name: st.Teams[r.Team].Name, Score: score, Place: r.Place, PlaceTo: r.PlaceTo})
	}
	return tr
}

// TeamRulesNames lists the team rules names [RankTeams] accepts, as a director would
// write them.
var TeamRulesNames = []string{"fide", "fide-2024", "fide-2026", "uscf", "ihsa"}

// TeamSettings says how to rank the teams of a team event: the team rules (fide,
// fide-2023, fide-2024, fide-2026, uscf or ihsa; "" for FIDE's, the edition by the
// event's date), the team tiebreak list ("" for the file's list under FIDE rules, else
// the rules' preset; "none" for match points only), the team rule options (NAME=VALUE
// each, [engine.ParseOptions]) and whether the teams played a round robin.
type TeamSettings struct {
	Rules, Tiebreaks string
	Options          []string
	RoundRobin       bool
}

// TeamStandings are the team standings of an event with a description of the rules
// ("FIDE 2024 team rules, MP first") and the problems building the team matches found
// (see [TeamProblems]).
type TeamStandings struct {
	*teams.Standings
	RulesText string
	Problems  []teams.Problem
}

// TeamTiebreakError is a team tiebreak list or team rule option that cannot be used;
// Err is the team catalogue's error.
type TeamTiebreakError struct{ Err error }

func (e *TeamTiebreakError) Error() string { return e.Err.Error() }
func (e *TeamTiebreakError) Unwrap() error { return e.Err }

// TeamTiebreakNames returns the names a team tiebreak list can use: every team
// tiebreak code ([teams.Codes]), then every preset ([teams.Presets]), in their order,
// for a hint at a misspelt one.
func TeamTiebreakNames() []string {
	var names []string
	for _, ci := range teams.Codes() {
		names = append(names, ci.Code)
	}
	for _, p := range teams.Presets {
		names = append(names, p.Name)
	}
	return names
}

// TeamDataError is an event whose team matches are inconsistent: Errors are the
// problems [teams.Build] found.
type TeamDataError struct {
	Path   string
	Errors []string
}

func (e *TeamDataError) Error() string {
	return fmt.Sprintf("%s: the team data is inconsistent; fix the file:\n  %s", e.Path, strings.Join(e.Errors, "\n  "))
}

// EventTeams returns the event's teams: its team records, else its Team/School column.
func EventTeams(t *engine.Tournament) ([]engine.Team, error) {
	if len(t.Teams) > 0 {
		return t.Teams, nil
	}
	if tm := teams.FromClubs(t); len(tm) > 0 {
		return tm, nil
	}
	return nil, errors.New("the event has no teams: a TRF needs 013 or 310 team lines, a crosstable a Team or School column")
}

// TeamProblems sorts the problems of building an event's team matches: warnings come
// back as notes, errors as one [TeamDataError].
func TeamProblems(path string, probs []teams.Problem) ([]Note, error) {
	var notes []Note
	var errs []string
	for _, p := range probs {
		if p.Error {
			errs = append(errs, p.Msg)
			continue
		}
		notes = append(notes, Note{Kind: NoteTeamWarning, File: path, Text: p.Msg})
	}
	if len(errs) > 0 {
		return notes, &TeamDataError{Path: path, Errors: errs}
	}
	return notes, nil
}

// teamRules returns the team rules and scoring a team rules name gives for t, and
// whether boards are weighted (IHSA).
func teamRules(name string, t *engine.Tournament) (teams.Rules, teams.Scoring, bool, error) {
	rules := teams.Rules{System: "fide"}
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "ihsa" {
		rules.System = "uscf"
		return rules, teams.USScoring(), true, nil
	}
	r, err := engine.ParseRules(n)
	if n == "" {
		r, err = engine.Rules{System: "fide"}, nil
	}
	if err != nil || r.Edition == "2009" {
		return rules, teams.Scoring{}, false, &ChoiceError{Setting: SettingTeamRules, Value: n, Choices: TeamRulesNames}
	}
	if r.System == "uscf" {
		rules.System = "uscf"
		return rules, teams.USScoring(), false, nil
	}
	// The team articles of 2023 and 2024 agree (2009 had none of them); FIDE rules
	// without an edition take the event's.
	rules.Edition = "2024"
	if r.Edition == "2026" || r.Edition == "" && fide.EditionFor(t) == "2026" {
		rules.Edition = "2026"
	}
	return rules, teams.DefaultScoring(), false, nil
}

// SettingTeamRules is the [ChoiceError.Setting] of a team rules name [RankTeams] does
// not know.
const SettingTeamRules = "team rules"

// RankTeams builds the team matches of t and ranks the teams under ts. The file's
// team records (TRF26 362, 320, 240, 330) set the scoring, and ts.Options override
// them. The notes say when the file's tiebreak list cannot be used for teams.
func RankTeams(t *engine.Tournament, ts TeamSettings) (*TeamStandings, []Note, error) {
	rules, sc, weighted, err := teamRules(ts.Rules, t)
	if err != nil {
		return nil, nil, err
	}
	opts, err := engine.ParseOptions(ts.Options)
	if err != nil {
		return nil, nil, err
	}
	rules.Options, rules.RoundRobin = opts, ts.RoundRobin
	if _, err := teams.Resolve("MP", rules); err != nil { // validates the options
		return nil, nil, &TeamTiebreakError{Err: err}
	}
	sc.ApplyRecords(t.TeamScoring)
	sc.Weighted = weighted
	if err := sc.ApplyOptions(opts, t.TeamScoring); err != nil {
		return nil, nil, &TeamTiebreakError{Err: err}
	}
	rules.Primary = strings.ToUpper(opts["primary"])
	tt := *t
	if tt.Teams, err = EventTeams(t); err != nil {
		return nil, nil, err
	}
	ev, probs := teams.Build(&tt, sc)
	list := strings.TrimSpace(ts.Tiebreaks)
	if list == "" && weighted {
		list = "ihsa"
	}
	var notes []Note
	if declared := fide.DeclaredList(t); list == "" && rules.System == "fide" && declared != "" {
		if _, err := teams.Resolve(declared, rules); err == nil {
			list = declared
		} else {
			notes = append(notes, Note{Kind: NoteTeamListUnusable, Stated: declared, Err: err})
		}
	}
	var tbs []*teams.Tiebreak
	if !strings.EqualFold(list, "none") {
		if tbs, err = teams.Resolve(list, rules); err != nil {
			return nil, notes, &TeamTiebreakError{Err: err}
		}
	}
	eval := teams.NewEval(ev, rules)
	text := "FIDE " + rules.Edition + " team rules"
	if rules.System == "uscf" {
		text = "US Chess team rules"
	}
	text += ", " + eval.Rules.Primary + " first"
	return &TeamStandings{Standings: teams.Rank(eval, tbs), RulesText: text, Problems: probs}, notes, nil
}

// RankSchools ranks the school teams tm of an individual event on its standings ind,
// the best best scores of each school counting (0: all). Warnings come back as notes,
// errors as a [TeamDataError] naming path.
func RankSchools(path string, ind *engine.Standings, tm []engine.Team, best int) (*TeamStandings, []Note, error) {
	st, probs := teams.SchoolStandings(ind, tm, best)
	notes, err := TeamProblems(path, probs)
	if err != nil {
		return nil, notes, err
	}
	n := "all scores"
	if best > 0 {
		n = fmt.Sprintf("best %d scores", best)
	}
	return &TeamStandings{Standings: st, RulesText: "school teams (" + n + ", sums of individual " + ind.Eval.Rules.String() + " tiebreaks)"}, notes, nil
}

// WallchartTeams returns the team standings the wall chart shows for an event with team
// records (013/310): under US Chess team rules when the rules (a --rules value) are US
// Chess's, under FIDE's 2026 team rules for fide-2026, else under FIDE's with the file's
// tiebreak list or the fide-team preset. It returns nil when the teams did not play
// team matches (school teams, inconsistent data), with a note when the data is
// inconsistent.
func WallchartTeams(path string, t *engine.Tournament, rules string) (*teams.Standings, []Note) {
	if len(t.Teams) == 0 {
		return nil, nil
	}
	st, notes, err := RankTeams(t, TeamSettings{Rules: individualTeamRules(rules)})
	if err != nil {
		return nil, notes
	}
	for _, p := range st.Problems {
		if p.Error {
			return nil, append(notes, Note{Kind: NoteNoTeamSheets, File: path, Text: p.Msg})
		}
	}
	return st.Standings, notes
}

// individualTeamRules returns the team rules that go with individual rules: US Chess's
// for uscf (or us, uschess), FIDE's 2026 for fide-2026, else FIDE's.
func individualTeamRules(rules string) string {
	name := strings.ToLower(rules)
	if !strings.HasPrefix(name, "us") && name != "fide-2026" {
		name = "fide"
	}
	return name
}
