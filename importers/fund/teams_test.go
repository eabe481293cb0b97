package fund

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// TestParseTeamPrizes reads team prizes and the teams: mapping.
func TestParseTeamPrizes(t *testing.T) {
	src := `teams: {best: 4, tiebreaks: [SOLK, CUM], rules: uscf, split: tiebreak}
prizes:
  - {place: 1, trophy: "1st place"}
  - {team: true, place: 1, cash: 200, trophy: "1st Place Team"}
  - {team: true, place: 2, trophy: "2nd Place Team"}
  - {team: true, name: "Best Club", cash: 50}
`
	f, _, err := Parse("f.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := prizes.TeamSettings{Best: 4, Tiebreaks: "SOLK,CUM", Rules: "uscf", Split: prizes.SplitTiebreak, Line: 1, Column: 1}
	if f.Teams != want {
		t.Errorf("teams %+v, want %+v", f.Teams, want)
	}
	type pz struct {
		label, group string
		place        int
		cash         prizes.Money
		team         bool
	}
	wantPrizes := []pz{{"1st", "", 1, 0, false}, {"Team 1st", "Team", 1, 20000, true}, {"Team 2nd", "Team", 2, 0, true}, {"Best Club", "Best Club", 1, 5000, true}}
	for i, w := range wantPrizes {
		p := f.Prizes[i]
		if got := (pz{p.Label, p.Group, p.Place, p.Cash, p.Team}); got != w {
			t.Errorf("prize %d: %+v, want %+v", i, got, w)
		}
	}
	if !f.HasTeamPrizes() {
		t.Error("HasTeamPrizes is false")
	}
	f, _, err = Parse("f.yaml", []byte("teams:\n  tiebreaks: USAT\nprizes:\n  - {team: true, cash: 10}\n"))
	if err != nil || f.Teams.Tiebreaks != "USAT" || f.Teams.Best != 0 || f.Teams.Split != prizes.SplitEqual || f.Teams.Line != 1 {
		t.Errorf("teams %+v, %v", f.Teams, err)
	}
}

// TestParseTeamErrors checks that every mistake with team prizes is an error at its line
// and column.
func TestParseTeamErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"prizes:\n  - {team: yes please, cash: 5}\n", `f.yaml:2:12: team: "yes please": use true or false`},
		{"prizes:\n  - {team: true, class: U1000, trophy: x}\n", `f.yaml:2:18: class: a team prize goes to a team: class does not apply`},
		{"prizes:\n  - {team: true, age_max: 10, trophy: x}\n", `f.yaml:2:18: age_max: a team prize goes to a team`},
		{"prizes:\n  - {team: true, place: 2, cash: 5}\n", `f.yaml:2:5: Team 2nd is listed but Team 1st is not`},
		{"prizes:\n  - {team: true, cash: 5}\n  - {team: true, place: 1, trophy: x}\n", `f.yaml:3:5: Team 1st is listed twice (first at line 2)`},
		{"teams: {bset: 3}\nprizes:\n  - {team: true, cash: 5}\n", `f.yaml:1:9: teams has no key "bset" (did you mean "best"?)`},
		{"teams: {best: 0}\nprizes:\n  - {team: true, cash: 5}\n", `f.yaml:1:15: best: "0": write a whole number from 1 to 1000`},
		{"teams: {split: hort}\nprizes:\n  - {team: true, cash: 5}\n", `f.yaml:1:16: split: "hort": use equal or tiebreak`},
		{"teams: {tiebreaks: []}\nprizes:\n  - {team: true, cash: 5}\n", `f.yaml:1:20: tiebreaks: the list is empty`},
		{"teams: 4\nprizes:\n  - {team: true, cash: 5}\n", `f.yaml:1:8: teams must be a mapping`},
		{"teams: {best: 4}\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:1: teams: no prize is a team prize`},
	} {
		_, _, err := Parse("f.yaml", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %s", tc.src, err, tc.want)
		}
	}
}
