package fide

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// reportEvent is an event whose FIDE report has everything: players 1-3 rated, 4 new.
func reportEvent() *engine.Tournament {
	t := ratingEvent("2025/05/10", []int{2100, 1900, 1800, 0}, []string{"1990", "1985/02/03", "2001", "2010/06/07"},
		[][4]string{{"1", "1", "2", "1"}, {"1", "3", "4", "="}, {"2", "1", "3", "="}, {"2", "4", "2", "0"}})
	t.Name, t.City, t.Federation, t.EndDate = "Spring Open", "Porto", "POR", "2025/05/11"
	t.ChiefArbiter, t.TimeControl = "IA Maria Silva (1234567)", "90'+30\""
	t.RoundDates = []string{"2025/05/10", "2025/05/11"}
	for i := range t.Players {
		p := &t.Players[i]
		p.FIDEID, p.Federation, p.Sex = "190000"+string(rune('1'+i)), "POR", "m"
	}
	return t
}

func TestReportProblemsOneFixturePerReason(t *testing.T) {
	tests := []struct {
		name   string
		change func(*engine.Tournament)
		want   string // the one problem expected, as Problem.String prints it
	}{
		{"complete", func(*engine.Tournament) {}, ""},
		{"no name", func(t *engine.Tournament) { t.Name = "" }, "error: FIDE report: no event name (TRF 012)"},
		{"no city", func(t *engine.Tournament) { t.City = " " }, "error: FIDE report: no city (TRF 022)"},
		{"no federation", func(t *engine.Tournament) { t.Federation = "" }, "error: FIDE report: no federation of the event (TRF 032)"},
		{"no start date", func(t *engine.Tournament) { t.StartDate = "" }, "error: FIDE report: no start date (TRF 042)"},
		{"bad end date", func(t *engine.Tournament) { t.EndDate = "next week" },
			`error: FIDE report: end date "next week" is not a date; write it as YYYY/MM/DD (TRF 052)`},
		{"no chief arbiter", func(t *engine.Tournament) { t.ChiefArbiter = "" },
			"error: FIDE report: no chief arbiter (TRF 102); FIDE needs the chief arbiter's name and FIDE ID"},
		{"arbiter without ID", func(t *engine.Tournament) { t.ChiefArbiter = "IA Maria Silva" },
			`error: FIDE report: the chief arbiter "IA Maria Silva" has no FIDE ID; write it in TRF 102 after the name, e.g. "IA Maria Silva (12345678)"`},
		{"no time control", func(t *engine.Tournament) { t.TimeControl = "" },
			"warning: FIDE report: no time control (TRF 122); FIDE rates standard, rapid and blitz apart and needs it"},
		{"round date missing", func(t *engine.Tournament) { t.RoundDates = t.RoundDates[:1] },
			"error: FIDE report: 1 of 2 played rounds have a date (TRF 132); FIDE needs the date of every round"},
		{"rated without ID", func(t *engine.Tournament) { t.Players[0].FIDEID = "" },
			"error: player 1: FIDE report: P1: rated 2100 but no FIDE ID; copy it from the FIDE rating list"},
		{"new player without ID", func(t *engine.Tournament) { t.Players[3].FIDEID = "0" },
			"error: player 4: FIDE report: P4: no FIDE ID; the player's federation must register the player with FIDE before the report"},
		{"ID not a number", func(t *engine.Tournament) { t.Players[1].FIDEID = "19x" },
			`error: player 2: FIDE report: P2: FIDE ID "19x" is not a number`},
		{"ID twice", func(t *engine.Tournament) { t.Players[2].FIDEID = t.Players[0].FIDEID },
			"error: player 3: FIDE report: P3: FIDE ID 1900001 is also player 1's; one of them is wrong"},
		{"no player federation", func(t *engine.Tournament) { t.Players[1].Federation = "" },
			"error: player 2: FIDE report: P2: no federation"},
		{"new player without birth date", func(t *engine.Tournament) { t.Players[3].Birth = "" },
			"error: player 4: FIDE report: P4: unrated and no birth date; FIDE needs it to register a new player"},
		{"new player without sex", func(t *engine.Tournament) { t.Players[3].Sex = "" },
			"error: player 4: FIDE report: P4: unrated and no sex (m or w); FIDE needs it to register a new player"},
		{"bad sex", func(t *engine.Tournament) { t.Players[3].Sex = "x" },
			`error: player 4: FIDE report: P4: sex "x" is not m or w`},
		{"rated player needs no birth date", func(t *engine.Tournament) { t.Players[0].Birth, t.Players[0].Sex = "", "" }, ""},
	}
	for _, tt := range tests {
		ev := reportEvent()
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

func TestListProblems(t *testing.T) {
	ok := func() []ListPlayer {
		return []ListPlayer{
			{ID: "1900001", Name: "P1", Federation: "POR", Rating: 2100},
			{ID: "1900002", Name: "p1 P2", Federation: "POR", Rating: 1900},
			{ID: "1900003", Name: "P3", Federation: "POR", Rating: 1800},
			{ID: "1900004", Name: "P4", Federation: "POR"},
		}
	}
	tests := []struct {
		name   string
		change func([]ListPlayer) []ListPlayer
		want   string
	}{
		{"other name", func(l []ListPlayer) []ListPlayer { return l },
			`warning: player 2: FIDE list: P2: the list names FIDE ID 1900002 "p1 P2"; check the ID`},
		{"unknown ID", func(l []ListPlayer) []ListPlayer { l[1].Name = "P2"; return l[1:] },
			"error: player 1: FIDE list: P1: FIDE ID 1900001 is not in the rating list; check the ID"},
		{"other federation", func(l []ListPlayer) []ListPlayer { l[1].Name, l[2].Federation = "P2", "ESP"; return l },
			"warning: player 3: FIDE list: P3: federation POR in the event, ESP on the list"},
		{"other rating", func(l []ListPlayer) []ListPlayer { l[1].Name, l[3].Rating = "P2", 1450; return l },
			"warning: player 4: FIDE list: P4: unrated in the event, rating 1450 on the list; use the list in force"},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range ListProblems(reportEvent(), tt.change(ok())) {
			got = append(got, p.String())
		}
		if strings.Join(got, "\n") != tt.want {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}
