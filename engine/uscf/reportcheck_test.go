package uscf

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// reportEvent is an event whose US Chess report has everything.
func reportEvent(t *testing.T) *engine.Tournament {
	tr := ratedEvent(t, 1500, []int{1400, 1550, 1650}, []string{"1-0", "0-1", "="})
	tr.Name, tr.StartDate, tr.EndDate = "Spring Swiss", "2025-04-12", "2025-04-13"
	tr.ChiefArbiter, tr.TimeControl = "Pat Director", "G/60;d5"
	for i := range tr.Players {
		p := &tr.Players[i]
		p.Name = []string{"Ames, Ann", "Baker, Bo", "Cole, Cy", "Dunn, Di"}[i]
		p.National = []engine.NationalRating{{Federation: "USA", ID: "1234567" + string(rune('0'+i)), Rating: p.Rating}}
	}
	return tr
}

func TestReportProblemsOneFixturePerReason(t *testing.T) {
	tests := []struct {
		name   string
		change func(*engine.Tournament)
		want   string
	}{
		{"complete", func(*engine.Tournament) {}, ""},
		{"no name", func(t *engine.Tournament) { t.Name = "" }, "error: US Chess report: no event name"},
		{"no start date", func(t *engine.Tournament) { t.StartDate, t.EndDate = "", "" },
			"error: US Chess report: no start date; the report needs the event's dates"},
		{"no end date", func(t *engine.Tournament) { t.EndDate = "" },
			"warning: US Chess report: no end date; the report will give the start date, 2025-04-12: correct it for an event of several days"},
		{"bad end date", func(t *engine.Tournament) { t.EndDate = "13th" }, `error: US Chess report: end date "13th" is not a date`},
		{"bad start date", func(t *engine.Tournament) { t.StartDate = "soon" }, `error: US Chess report: start date "soon" is not a date`},
		{"no chief TD", func(t *engine.Tournament) { t.ChiefArbiter = "" },
			"error: US Chess report: no chief TD; the report needs the chief TD's name and US Chess ID"},
		{"no time control", func(t *engine.Tournament) { t.TimeControl = "" },
			"error: US Chess report: no time control; US Chess rates the event in the regular, quick, dual or blitz system by its time control"},
		{"time control not rated", func(t *engine.Tournament) { t.TimeControl = "G/3" },
			`error: US Chess report: time control "G/3" is not rated by US Chess (main time plus delay or increment under 5)`},
		{"no ID", func(t *engine.Tournament) { t.Players[1].National = nil },
			"error: player 2: US Chess report: Baker, Bo: no US Chess ID; enter the member's ID, or a new membership, before submitting"},
		{"malformed ID", func(t *engine.Tournament) { t.Players[2].National[0].ID = "1234-567" },
			`error: player 3: US Chess report: Cole, Cy: US Chess ID "1234-567" is not 8 digits`},
		{"duplicate ID", func(t *engine.Tournament) { t.Players[3].National[0].ID = "12345670" },
			"error: player 4: US Chess report: Dunn, Di: US Chess ID 12345670 is also player 1's; one of them is wrong"},
		{"same name", func(t *engine.Tournament) { t.Players[3].Name = "ames,  ann" },
			"warning: player 4: US Chess report: ames,  ann: same name as player 1; make sure they are two people, each with an own ID"},
	}
	for _, tt := range tests {
		ev := reportEvent(t)
		tt.change(ev)
		var got []string
		for _, p := range ReportProblems(ev) {
			got = append(got, p.String())
		}
		want := []string{}
		if tt.want != "" {
			want = []string{tt.want}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, want)
		}
	}
}

func TestMemberProblems(t *testing.T) {
	ok := func() []Member {
		return []Member{
			{ID: "12345670", Name: "ANN AMES", Expiry: engine.Date{Year: 2025, Month: 4, Day: 13}, Rating: 1500},
			{ID: "12345671", Name: "Baker, Bo", Rating: 1400}, // life member
			{ID: "12345672", Name: "Cole, Cy", Expiry: engine.Date{Year: 2026, Month: 1, Day: 1}, Rating: 1550},
			{ID: "12345673", Name: "Dunn, Di", Expiry: engine.Date{Year: 2026, Month: 1, Day: 1}, Rating: 1650},
		}
	}
	tests := []struct {
		name   string
		change func([]Member) []Member
		want   string
	}{
		{"all current", func(m []Member) []Member { return m }, ""},
		{"lapsed", func(m []Member) []Member { m[0].Expiry.Day = 12; return m },
			"error: player 1: US Chess members: Ames, Ann: membership 12345670 expired 2025-04-12, before the event ended; the member must renew before the report"},
		{"not in file", func(m []Member) []Member { return m[1:] },
			"warning: player 1: US Chess members: Ames, Ann: ID 12345670 is not in the members file; look the member up"},
		{"other name", func(m []Member) []Member { m[2].Name = "Cole, Cyrus"; return m },
			`warning: player 3: US Chess members: Cole, Cy: the members file names ID 12345672 "Cole, Cyrus"; check the ID`},
		{"other rating", func(m []Member) []Member { m[3].Rating = 1661; return m },
			"warning: player 4: US Chess members: Dunn, Di: rating 1650 in the event, 1661 in the members file; use the supplement in force"},
	}
	for _, tt := range tests {
		ev := reportEvent(t)
		var got []string
		for _, p := range MemberProblems(ev, tt.change(ok())) {
			got = append(got, p.String())
		}
		want := []string{}
		if tt.want != "" {
			want = []string{tt.want}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, want)
		}
	}
}

// TestReportProblemsExpiry warns, per player, when the membership expiry the event file
// gives is before the event's end, and not when it is on or after it.
func TestReportProblemsExpiry(t *testing.T) {
	tour := &engine.Tournament{Name: "Club", StartDate: "2026/02/14", EndDate: "2026/02/15", ChiefArbiter: "12345678", TimeControl: "G/90;d5", Rounds: 0,
		Players: []engine.Player{
			{ID: 1, Name: "Doe, Jane", National: []engine.NationalRating{{Federation: "USA", ID: "12345678", Expiry: "2026/01/31"}}},
			{ID: 2, Name: "Roe, Rick", National: []engine.NationalRating{{Federation: "USA", ID: "12345679", Expiry: "2026/02/15"}}},
			{ID: 3, Name: "Poe, Ed", National: []engine.NationalRating{{Federation: "USA", ID: "12345670"}}},
		}}
	var got []string
	for _, p := range ReportProblems(tour) {
		if strings.Contains(p.Message, "membership") {
			got = append(got, fmt.Sprintf("%d %v %s", p.Player, p.Severity == engine.Warning, p.Message))
		}
	}
	want := "1 true US Chess report: Doe, Jane: membership expired 2026-01-31, before the event ended 2026-02-15: the rating report will bounce; the member must renew"
	if len(got) != 1 || got[0] != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
