package dbf

import (
	"encoding/binary"
	"errors"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/dbase"
)

// report builds the three files of a two-section report; players are TDEXPORT records
// without the event ID.
func report(t testing.TB, players [][]string) Report {
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
	ev := []string{"2C", "SWISSSYS", "", "SPRING OPEN", "2", "20260328", "20260329", "A6001234", "PORTLAND", "OR",
		"97201", "USA", "N", "12345678", "", ""}
	secs := [][]string{
		{"", "1", "OPEN", "R", "G/90;d5", "12345678", "", "S", "2", "3", "20260328", "20260329", "N", "N", "", "N"},
		{"", "2", "U1400", "R", "G/90;d5", "12345678", "", "S", "2", "2", "20260328", "20260329", "N", "N", "", "N"},
	}
	return Report{
		Players: enc(dbase.PlayerFields(3), recs), Event: enc(dbase.EventFields, [][]string{ev}), Sections: enc(dbase.SectionFields, secs),
		PlayersName: "TDEXPORT.DBF", EventName: "THEXPORT.DBF", SectionsName: "TSEXPORT.DBF",
	}
}

var goodPlayers = [][]string{
	{"1", "1", "12345678", "DOE, JANE", "OR", "1800", "W2W", "H0", "U0"},
	{"1", "2", "", "ROE, RICHARD", "", "1650", "L1B", "X0", "U0"},
	{"1", "3", "", "POE, ED", "", "", "B0", "F0", "U0"},
	{"2", "1", "", "LEE, BO", "", "1200", "D2B", "Z0", "U0"},
	{"2", "2", "", "KIM, AL", "", "1100", "D1W", "U0", "U0"},
}

func TestReadReport(t *testing.T) {
	secs, err := ReadReport(report(t, goodPlayers))
	if err != nil {
		t.Fatal(err)
	}
	if len(secs) != 2 || secs[0].Name != "OPEN" || secs[1].Name != "U1400" {
		t.Fatalf("sections %+v", secs)
	}
	open := secs[0].T
	if open.Name != "SPRING OPEN - OPEN" || open.City != "PORTLAND, OR" || open.StartDate != "2026/03/28" ||
		open.TimeControl != "G/90;d5" || open.ChiefArbiter != "12345678" || open.Rounds != 2 {
		t.Errorf("header %+v", open)
	}
	want := [][]engine.Round{
		{{Opponent: 2, Color: engine.White, Result: engine.Win}, {Result: engine.HalfBye}},
		{{Opponent: 1, Color: engine.Black, Result: engine.Loss}, {Result: engine.ForfeitWin}},
		{{Result: engine.PairingBye}, {Result: engine.ForfeitLoss}},
	}
	for i, p := range open.Players {
		for r := range want[i] {
			if p.Rounds[r] != want[i][r] {
				t.Errorf("player %d round %d: %+v, want %+v", p.ID, r+1, p.Rounds[r], want[i][r])
			}
		}
	}
	if p := open.Players[0]; p.Name != "DOE, JANE" || p.Rating != 1800 || p.National[0] != (engine.NationalRating{Federation: "USA", ID: "12345678", Rating: 1800, Origin: "OR"}) {
		t.Errorf("player 1 %+v", p)
	}
	if w := secs[1].Warnings; len(w) != 1 || w[0].Error() != "TDEXPORT.DBF:record 4: D_RND02: US forfeit draw Z without an opponent read as a half-point bye" {
		t.Errorf("warnings %v", w)
	}
}

// TestMalformed checks that broken files give errors naming the file and the record or
// header field.
func TestMalformed(t *testing.T) {
	good := report(t, goodPlayers)
	cases := []struct {
		name  string
		build func() Report
		want  string
	}{
		{"bad version", func() Report {
			r := good
			r.Players = append([]byte{0x30}, good.Players[1:]...)
			return r
		}, "TDEXPORT.DBF:header: bad dBase header: version byte 0x30 is not dBase III (0x03)"},
		{"too short", func() Report { r := good; r.Players = good.Players[:20]; return r },
			"TDEXPORT.DBF:header: bad dBase header: 20 bytes is too short"},
		{"record length", func() Report {
			r := good
			r.Players = append([]byte(nil), good.Players...)
			binary.LittleEndian.PutUint16(r.Players[10:12], 99)
			return r
		}, "TDEXPORT.DBF:header: bad dBase header: record length 99, but the fields add up to 84"},
		{"short record", func() Report { r := good; r.Players = good.Players[:len(good.Players)-30]; return r },
			"TDEXPORT.DBF:record 5: bad dBase record: record is 55 bytes, want 84 (the file is cut short)"},
		{"missing records", func() Report {
			r := good
			r.Players = append([]byte(nil), good.Players...)
			binary.LittleEndian.PutUint32(r.Players[4:8], 7)
			return r
		}, "TDEXPORT.DBF:record 6: bad dBase record: the header announces 7 records, the file holds 5"},
		{"memo field", func() Report {
			r := good
			r.Players = append([]byte(nil), good.Players...)
			r.Players[32+32+11] = 'M'
			return r
		}, "TDEXPORT.DBF:field 2: D_SEC_NUM: bad dBase header: field D_SEC_NUM has type 'M'"},
		{"not reciprocal", func() Report {
			p := append([][]string(nil), goodPlayers...)
			p[1] = []string{"1", "2", "", "ROE, RICHARD", "", "1650", "W1B", "X0", "U0"}
			return report(t, p)
		}, "TDEXPORT.DBF:record 1: D_RND01: games do not match: section \"OPEN\", pairing number 1:"},
		{"same colour", func() Report {
			p := append([][]string(nil), goodPlayers...)
			p[1] = []string{"1", "2", "", "ROE, RICHARD", "", "1650", "L1W", "X0", "U0"}
			return report(t, p)
		}, "TDEXPORT.DBF:record 1: D_RND01: games do not match: section \"OPEN\", pairing number 1: both 1 and 2 have white"},
		{"unknown opponent", func() Report {
			p := append([][]string(nil), goodPlayers...)
			p[4] = []string{"2", "2", "", "KIM, AL", "", "1100", "D1W", "W9B", "U0"}
			return report(t, p)
		}, "TDEXPORT.DBF:record 5: D_RND02: games do not match: section \"U1400\", pairing number 2:"},
		{"bad cell", func() Report {
			p := append([][]string(nil), goodPlayers...)
			p[2] = []string{"1", "3", "", "POE, ED", "", "", "Q7", "F0", "U0"}
			return report(t, p)
		}, "TDEXPORT.DBF:record 3: D_RND01: unrecognised cell \"Q7\" in us notation"},
		{"result after last round", func() Report {
			p := append([][]string(nil), goodPlayers...)
			p[2] = []string{"1", "3", "", "POE, ED", "", "", "B0", "F0", "H0"}
			return report(t, p)
		}, "TDEXPORT.DBF:record 3: D_RND03: bad value: \"H0\" after the section's last round (2)"},
		{"duplicate pairing number", func() Report {
			p := append([][]string(nil), goodPlayers...)
			p[2] = []string{"1", "2", "", "POE, ED", "", "", "B0", "F0", "U0"}
			return report(t, p)
		}, "TDEXPORT.DBF:record 3: D_PAIR_NUM: bad value: pairing number 2 is used twice in section \"OPEN\" (record 2)"},
		{"bad section header", func() Report { r := good; r.Sections = good.Sections[:40]; return r },
			"TSEXPORT.DBF:header: bad dBase header: header length"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			secs, err := ReadReport(c.build())
			if err == nil {
				for _, s := range secs {
					if s.Err != nil {
						err = errors.Join(err, s.Err)
					}
				}
			}
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("got  %v\nwant %s...", err, c.want)
			}
		})
	}
}

// TestSiblings checks that the importer reads the header files beside TDEXPORT.DBF
// (whatever their case), and TDEXPORT.DBF beside a header file it is given.
func TestSiblings(t *testing.T) {
	dir := t.TempDir()
	r := report(t, goodPlayers)
	for name, data := range map[string][]byte{"tdexport.dbf": r.Players, "THEXPORT.DBF": r.Event, "TSExport.DBF": r.Sections} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, given := range []string{"tdexport.dbf", "THEXPORT.DBF", "TSExport.DBF"} {
		path := filepath.Join(dir, given)
		data, _ := os.ReadFile(path)
		if !(Importer{}).Sniff(data) {
			t.Errorf("%s not sniffed", given)
		}
		tour, _, err := Importer{}.Import(importers.Source{Name: path, Data: data, Opts: importers.Options{Section: "u1400"}})
		if err != nil || tour.Name != "SPRING OPEN - U1400" {
			t.Errorf("given %s: %v", given, err)
		}
	}
	// Without the header files: sections are numbered, rounds counted from the cells.
	only := t.TempDir()
	if err := os.WriteFile(filepath.Join(only, "TDEXPORT.DBF"), r.Players, 0o644); err != nil {
		t.Fatal(err)
	}
	secs, err := Importer{}.ImportSections(importers.Source{Name: filepath.Join(only, "TDEXPORT.DBF"), Data: r.Players})
	if err != nil || len(secs) != 2 || secs[0].Name != "Section 1" || secs[0].T.Rounds != 2 {
		t.Errorf("players file alone: %v %+v", err, secs)
	}
	_, _, err = Importer{}.Import(importers.Source{Name: filepath.Join(only, "TDEXPORT.DBF"), Data: r.Players})
	var se *importers.SectionError
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "Section 1 (section-1), Section 2 (section-2)") {
		t.Errorf("no section chosen: %v", err)
	}
}

// FuzzReadReport feeds arbitrary bytes as the player file (with valid header files):
// the importer must never panic.
func FuzzReadReport(f *testing.F) {
	r := report(f, goodPlayers)
	f.Add(r.Players)
	f.Add(r.Players[:100])
	f.Add([]byte{3, 0, 0, 0, 1, 0, 0, 0, 65, 0, 9, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			rr := r
			rr.Players = data
			secs, err := ReadReport(rr)
			if err != nil {
				return
			}
			for _, s := range secs {
				if s.Err == nil {
					_ = s.T.Validate()
				}
			}
		})
	})
}
