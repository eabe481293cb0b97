package pipeline

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
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

func TestTeamRules(t *testing.T) {
	tests := []struct {
		name, date      string
		system, edition string
		weighted        bool
	}{
		{"", "", "fide", "2026", false},
		{"fide", "2025-05-01", "fide", "2024", false},
		{"FIDE", "2026-04-01", "fide", "2026", false},
		{"fide", "2020-01-01", "fide", "2024", false}, // no team articles before 2023: 2024's
		{"fide-2023", "", "fide", "2024", false},
		{"fide-2024", "2026-04-01", "fide", "2024", false},
		{" fide-2026 ", "2024-01-01", "fide", "2026", false},
		{"uscf", "", "uscf", "", false},
		{"us", "", "uscf", "", false},
		{"USChess", "", "uscf", "", false},
		{"ihsa", "", "uscf", "", true},
	}
	for _, tt := range tests {
		rules, _, weighted, err := teamRules(tt.name, &engine.Tournament{StartDate: tt.date})
		if err != nil || rules.System != tt.system || rules.Edition != tt.edition || weighted != tt.weighted {
			t.Errorf("teamRules(%q) on %q = %s %s weighted %v, %v; want %s %s weighted %v",
				tt.name, tt.date, rules.System, rules.Edition, weighted, err, tt.system, tt.edition, tt.weighted)
		}
	}
	for _, name := range []string{"fide-2009", "usa", "fide-2025", "uscf-2024", "teams"} {
		_, _, _, err := teamRules(name, &engine.Tournament{})
		var ce *ChoiceError
		if !errors.As(err, &ce) || ce.Setting != SettingTeamRules || !reflect.DeepEqual(ce.Choices, TeamRulesNames) {
			t.Errorf("teamRules(%q): %v; want a ChoiceError of the team rules", name, err)
		}
	}
}

// TestRankTeams ranks a US Amateur Team event as 'tiebreak teams --rules uscf -O
// usat=double' does (cmd/tiebreak/testdata/cli/teams-usat-explain.golden).
func TestRankTeams(t *testing.T) {
	ev := read(t, "../cmd/tiebreak/testdata/teams/usat-4-boards.trf")
	st, notes, err := RankTeams(ev, TeamSettings{Rules: "uscf", Tiebreaks: "USAT", Options: []string{"usat=double"}})
	if err != nil || len(notes) > 0 {
		t.Fatalf("notes %v, error %v", notes, err)
	}
	if want := "US Chess team rules, MP first"; st.RulesText != want {
		t.Errorf("rules text %q, want %q", st.RulesText, want)
	}
	var got []string
	for _, r := range st.Rows {
		got = append(got, fmt.Sprintf("%d %s %s %s %s", r.Place, st.Teams[r.Team].Name, r.MP, r.GP, r.Values[0]))
	}
	want := []string{"1 Alpha 3 9.5 21.5", "2 Delta 2.5 9 12", "3 Charlie 1.5 6.5 19", "4 Bravo 1 5 17", "5 Echo 1 3.5 2", "6 Foxtrot 0 2.5 6"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestRankTeamsErrors(t *testing.T) {
	ev := read(t, "../cmd/tiebreak/testdata/teams/usat-4-boards.trf")
	tests := []struct {
		ts   TeamSettings
		want func(error) bool
	}{
		{TeamSettings{Options: []string{"primary"}}, func(err error) bool { var e *OptionSyntaxError; return errors.As(err, &e) }},
		{TeamSettings{Tiebreaks: "NOPE"}, func(err error) bool { var e *TeamTiebreakError; return errors.As(err, &e) }},
		{TeamSettings{Options: []string{"primary=xx"}}, func(err error) bool { var e *TeamTiebreakError; return errors.As(err, &e) }},
		{TeamSettings{Rules: "fide-2009"}, func(err error) bool { var e *ChoiceError; return errors.As(err, &e) }},
	}
	for _, tt := range tests {
		if _, _, err := RankTeams(ev, tt.ts); !tt.want(err) {
			t.Errorf("RankTeams(%+v): %v (%T)", tt.ts, err, err)
		}
	}
	if _, _, err := RankTeams(sample(t), TeamSettings{}); err == nil || !strings.Contains(err.Error(), "the event has no teams") {
		t.Errorf("an event without teams: %v", err)
	}
}

func TestTeamProblems(t *testing.T) {
	notes, err := TeamProblems("e.trf", []teams.Problem{{Msg: "round 2: board order differs"}, {Msg: "round 3: team A fielded 5 players", Error: true}, {Msg: "round 4: x", Error: true}})
	if len(notes) != 1 || notes[0].String() != "e.trf: warning: round 2: board order differs" {
		t.Errorf("notes %v", notes)
	}
	want := "e.trf: the team data is inconsistent; fix the file:\n  round 3: team A fielded 5 players\n  round 4: x"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
	if notes, err := TeamProblems("e.trf", nil); notes != nil || err != nil {
		t.Errorf("no problems: %v, %v", notes, err)
	}
}

func TestRoundRobin(t *testing.T) {
	for typ, want := range map[string]bool{"rr": true, "RR": true, "roundrobin": true, "Round-Robin": true, "swiss": false, "": false, "round robin": false} {
		if got := RoundRobin(typ); got != want {
			t.Errorf("RoundRobin(%q) = %v", typ, got)
		}
	}
}

// TestSettingsTeams checks the team options the settings give: the team event's rules,
// tiebreaks, options and round-robin type as written; for school teams also the
// individual ranking read from them, whose errors come back as Settings.Ranking
// returns them.
func TestSettingsTeams(t *testing.T) {
	f := NewFormats()
	s := Settings{Rules: "fide-2024", Tiebreaks: "EDE,MPVGP", Options: []string{"primary=gp"}, Type: "rr"}
	got, err := s.Teams(f, TeamsOptions{Top: 3})
	want := TeamsOptions{Top: 3, Team: TeamSettings{Rules: "fide-2024", Tiebreaks: "EDE,MPVGP", Options: []string{"primary=gp"}, RoundRobin: true}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("team matches: Teams() = %+v, %v; want %+v", got, err, want)
	}
	s = Settings{Rules: "uscf", Tiebreaks: "MM,SOLK", Type: "swiss"}
	got, err = s.Teams(f, TeamsOptions{Schools: true, Best: 4})
	if err != nil || !got.Schools || got.Best != 4 || got.Plan.Formats != f || got.Plan.Ranking.Tiebreaks != "MM,SOLK" ||
		got.Plan.Ranking.Type != engine.KindSwiss || got.Team.RoundRobin {
		t.Errorf("schools: Teams() = %+v, %v", got, err)
	}
	s = Settings{Type: "knockout"}
	if _, err := s.Teams(f, TeamsOptions{Schools: true, Best: 4}); !errors.As(err, new(*ChoiceError)) {
		t.Errorf("schools with a bad type: error %v, want a ChoiceError", err)
	}
	if _, err := s.Teams(f, TeamsOptions{}); err != nil {
		t.Errorf("team matches ignore the individual ranking: error %v", err)
	}
}

// TestTeamTiebreakNames checks that the names a team tiebreak list can use are the
// codes, then the presets, each once.
func TestTeamTiebreakNames(t *testing.T) {
	names := TeamTiebreakNames()
	for _, tc := range []struct {
		name string
		at   int // its index; -1 for anywhere
	}{{"MP", 0}, {"GP", 1}, {"MPVGP", 2}, {"BH", 3}, {"USAT", -1}, {"IHSA", -1}, {"ihsa", len(names) - 1}, {"fide-team", len(names) - 4}} {
		i := slices.Index(names, tc.name)
		if i < 0 || tc.at >= 0 && i != tc.at {
			t.Errorf("%s at %d of %v, want %d", tc.name, i, names, tc.at)
		}
	}
	if want := len(teams.Codes()) + len(teams.Presets); len(names) != want {
		t.Errorf("%d names, want %d", len(names), want)
	}
}
