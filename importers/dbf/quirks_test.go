package dbf

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/dbase"
)

// quirkReport builds a one-section, four-player, three-round Swiss report; players are
// TDEXPORT records without the event ID, sectionType is S_TRN_TYPE.
func quirkReport(t *testing.T, players [][]string, sectionType string) Report {
	t.Helper()
	enc := func(fields []dbase.Field, recs [][]string) []byte {
		data, err := dbase.Encode(fields, recs, 2026, 3, 29)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	var recs [][]string
	for _, p := range players {
		recs = append(recs, append([]string{""}, p...))
	}
	ev := []string{"2C", "SWISSSYS", "", "SPRING OPEN", "1", "20260328", "20260329", "A6001234", "PORTLAND", "OR",
		"97201", "USA", "N", "12345678", "", ""}
	sec := []string{"", "1", "OPEN", "R", "G/90;d5", "12345678", "", sectionType, "3", "4", "20260328", "20260329", "N", "N", "", "N"}
	return Report{
		Players: enc(dbase.PlayerFields(3), recs), Event: enc(dbase.EventFields, [][]string{ev}), Sections: enc(dbase.SectionFields, [][]string{sec}),
		PlayersName: "TDEXPORT.DBF", EventName: "THEXPORT.DBF", SectionsName: "TSEXPORT.DBF",
	}
}

// cleanSwiss is a four-player Swiss: 1 and 2 never meet (so it is no round robin).
var cleanSwiss = [][]string{
	{"1", "1", "12345678", "DOE, JANE", "OR", "1800", "W3W", "W4B", "H0"},
	{"1", "2", "23456789", "ROE, RICHARD", "OR", "1650", "W4B", "X3", "D3W"},
	{"1", "3", "", "POE, ED", "", "", "L1B", "F2", "D2B"},
	{"1", "4", "34567890", "LEE, BO", "WA", "1200", "L2W", "L1W", "B0"},
}

// setType sets the dBase type byte of the named fields of an encoded file.
func setType(data []byte, typ byte, names ...string) []byte {
	out := append([]byte(nil), data...)
	for off := 32; off+32 <= len(out) && out[off] != 0x0D; off += 32 { // 32-byte header and descriptors, 0x0D ends them
		name := string(bytes.TrimRight(out[off:off+11], "\x00"))
		for _, n := range names {
			if name == n {
				out[off+11] = typ
			}
		}
	}
	return out
}

// TestQuirksReadLikeTheCleanReport reads reports that carry the quirks of files real
// programs write, each to the same players, rounds and totals as the clean report.
func TestQuirksReadLikeTheCleanReport(t *testing.T) {
	read := func(r Report) (*engine.Tournament, []string) {
		t.Helper()
		secs, err := ReadReport(r)
		if err != nil || len(secs) != 1 || secs[0].Err != nil {
			t.Fatalf("%v %+v", err, secs)
		}
		var warns []string
		for _, w := range secs[0].Warnings {
			warns = append(warns, w.Error())
		}
		return secs[0].T, warns
	}
	want, _ := read(quirkReport(t, cleanSwiss, "S"))
	edit := func(f func(p [][]string)) [][]string {
		out := make([][]string, len(cleanSwiss))
		for i, p := range cleanSwiss {
			out[i] = append([]string(nil), p...)
		}
		f(out)
		return out
	}
	cases := []struct {
		name   string
		report Report
		warn   string // a warning that must be given
	}{
		{"TAB names", func() Report {
			r := quirkReport(t, edit(func(p [][]string) { p[0][3] = "DOE,~JANE"; p[3][3] = "LEE,~BO" }), "S")
			r.Players = bytes.ReplaceAll(r.Players, []byte("~"), []byte("\t"))
			return r
		}(), `2 names had a TAB character`},
		{"D dates", func() Report {
			r := quirkReport(t, cleanSwiss, "S")
			r.Event = setType(r.Event, 'D', "H_BEG_DATE", "H_END_DATE")
			r.Sections = setType(r.Sections, 'D', "S_BEG_DATE", "S_END_DATE")
			return r
		}(), ""},
		{"blank optional fields", quirkReport(t, edit(func(p [][]string) { p[0][4], p[1][4], p[3][4] = "", "", "" }), "S"), ""},
		{"rating 0, ID 00000000", quirkReport(t, edit(func(p [][]string) { p[2][2], p[2][5] = "00000000", "0" }), "S"), ""},
		{"forfeits with opponent, no colour", quirkReport(t, edit(func(p [][]string) { p[1][7], p[2][7] = "X3", "F2" }), "S"), ""},
		{"right-justified numbers", quirkReport(t, edit(func(p [][]string) {
			for _, r := range p {
				r[0], r[1] = " "+r[0], "   "+r[1]
				if r[5] != "" && len(r[5]) < 4 {
					r[5] = strings.Repeat(" ", 4-len(r[5])) + r[5]
				}
			}
		}), "S"), ""},
		{"lower-case cells", quirkReport(t, edit(func(p [][]string) {
			for _, r := range p {
				for k := 6; k < 9; k++ {
					r[k] = strings.ToLower(r[k])
				}
			}
		}), "S"), ""},
		{"type R on a Swiss", quirkReport(t, cleanSwiss, "R"), `typed R (round robin) but not every player met every other`},
	}
	for _, c := range cases {
		got, warns := read(c.report)
		if !reflect.DeepEqual(got.Totals(), want.Totals()) || got.TypeText != want.TypeText || len(got.Players) != len(want.Players) {
			t.Errorf("%s: totals %v (%s), want %v (%s)", c.name, got.Totals(), got.TypeText, want.Totals(), want.TypeText)
			continue
		}
		for i := range want.Players {
			g, w := got.Players[i], want.Players[i]
			if g.Name != w.Name || g.Rating != w.Rating || !reflect.DeepEqual(g.Rounds, w.Rounds) {
				t.Errorf("%s: player %d %q %d %v, want %q %d %v", c.name, w.ID, g.Name, g.Rating, g.Rounds, w.Name, w.Rating, w.Rounds)
			}
		}
		if c.warn != "" && !strings.Contains(strings.Join(warns, "\n"), c.warn) {
			t.Errorf("%s: warnings %q, want one with %q", c.name, warns, c.warn)
		}
	}
	if want.ReportFields["H_AFF_ID"] != "A6001234" || want.ReportFields["H_ZIPCODE"] != "97201" {
		t.Errorf("report fields %v", want.ReportFields)
	}
}

// TestDeclaredWidths reads a report whose fields are not the layout's widths, as real
// programs write them: SwissSys 11's H_OTHER_TD is 254 characters wide (the layout says
// 255); a wider D_NAME and a narrower S_TIMECTL are read at the widths the files declare.
func TestDeclaredWidths(t *testing.T) {
	widen := func(fields []dbase.Field, name string, width int) []dbase.Field {
		out := append([]dbase.Field(nil), fields...)
		for i := range out {
			if out[i].Name == name {
				out[i].Len = width
			}
		}
		return out
	}
	enc := func(fields []dbase.Field, recs [][]string) []byte {
		data, err := dbase.Encode(fields, recs, 2026, 1, 10)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	var recs [][]string
	for _, p := range goodPlayers {
		recs = append(recs, append([]string{""}, p...))
	}
	recs[0][4] = "DOE-WESTERHOLM-SMITHSON, JANE A"
	r := Report{
		Players: enc(widen(dbase.PlayerFields(3), "D_NAME", 31), recs),
		Event: enc(widen(dbase.EventFields, "H_OTHER_TD", 254), [][]string{{"2C", "SWISSSYS11", "", "HELLO 2026", "2", "20260110",
			"20260110", "A7911852", "PORTLAND", "OR", "97225", "USA", "N", "60883833", "81634827", "12345678"}}),
		Sections: enc(widen(dbase.SectionFields, "S_TIMECTL", 12), [][]string{
			{"", "1", "OPEN", "R", "G/45;d5", "60883833", "", "S", "2", "3", "20260110", "20260110", "N", "N", "", "N"},
			{"", "2", "U1400", "R", "G/45;d5", "60883833", "", "S", "2", "2", "20260110", "20260110", "N", "N", "", "N"},
		}),
		PlayersName: "TDEXPORT.DBF", EventName: "THEXPORT.DBF", SectionsName: "TSEXPORT.DBF",
	}
	secs, err := ReadReport(r)
	if err != nil {
		t.Fatal(err)
	}
	open := secs[0].T
	if open.Players[0].Name != "DOE-WESTERHOLM-SMITHSON, JANE A" || open.TimeControl != "G/45;d5" ||
		open.ReportFields["H_OTHER_TD"] != "12345678" || len(open.DeputyArbiters) != 2 {
		t.Errorf("read %q, %q, %v, %v", open.Players[0].Name, open.TimeControl, open.ReportFields, open.DeputyArbiters)
	}
}

// TestEmptySectionLeftOut reads a report whose TSEXPORT lists a section nobody entered:
// it is left out, with a note on every section read.
func TestEmptySectionLeftOut(t *testing.T) {
	r := report(t, goodPlayers)
	secs := [][]string{
		{"", "1", "OPEN", "R", "G/90;d5", "12345678", "", "S", "2", "3", "20260328", "20260329", "N", "N", "", "N"},
		{"", "2", "U1400", "R", "G/90;d5", "12345678", "", "S", "2", "2", "20260328", "20260329", "N", "N", "", "N"},
		{"", "3", "UNDER 400", "R", "G/90;d5", "12345678", "", "S", "2", "0", "20260328", "20260329", "N", "N", "", "N"},
	}
	data, err := dbase.Encode(dbase.SectionFields, secs, 2026, 3, 29)
	if err != nil {
		t.Fatal(err)
	}
	r.Sections = data
	got, err := ReadReport(r)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Name != "OPEN" || got[1].Name != "U1400" {
		t.Fatalf("sections %+v", got)
	}
	for _, s := range got {
		w := s.Warnings[len(s.Warnings)-1].Error()
		if w != `TDEXPORT.DBF: section "UNDER 400": no players: the section is left out` {
			t.Errorf("%s: last warning %q", s.Name, w)
		}
	}
}

// TestDeclaredKept keeps what a report declared for a report written again: the
// section's rating system and scholastic level (blank too), and a rating written as 0.
func TestDeclaredKept(t *testing.T) {
	players := append([][]string(nil), goodPlayers...)
	players[4] = []string{"2", "2", "", "KIM, AL", "", "0", "D1W", "U0", "U0"}
	secs, err := ReadReport(report(t, players))
	if err != nil {
		t.Fatal(err)
	}
	rf := secs[1].T.ReportFields
	if rf["S_R_SYSTEM"] != "R" || rf["S_SCH_LVL"] != "N" || rf["S_GP_PTS"] != "" {
		t.Errorf("report fields %v", rf)
	}
	if _, ok := rf["S_GP_PTS"]; !ok {
		t.Errorf("blank S_GP_PTS not kept: %v", rf)
	}
	if p := secs[1].T.Players[1]; p.Rating != 0 || !reflect.DeepEqual(p.Attrs, []engine.Attr{{Key: "D_RATING", Value: "0"}}) {
		t.Errorf("player %+v", p)
	}
}
