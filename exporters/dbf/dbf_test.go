package dbf

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers"
	dbfin "github.com/tiebreak-chess/tiebreak/importers/dbf"
	"github.com/tiebreak-chess/tiebreak/importers/swisssys"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/dbase"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// sample is a small section with every kind of round: games with both colours, a
// forfeit, a double forfeit, both byes, an unpaired round, accented names and IDs.
func sample() *engine.Tournament {
	g := func(op int, c engine.Color, r engine.Result) engine.Round {
		return engine.Round{Opponent: engine.PlayerID(op), Color: c, Result: r}
	}
	us := func(id string, rating int, state string) []engine.NationalRating {
		return []engine.NationalRating{{Federation: "USA", ID: id, Rating: rating, Origin: state}}
	}
	return &engine.Tournament{
		Name: "Spring Open - Reserve", Section: "Reserve", City: "Portland, OR",
		StartDate: "2026/03/28", EndDate: "2026/03/29", TimeControl: "G/90;d5", Rounds: 3,
		ChiefArbiter: "Pat Director 12345678", Scoring: engine.DefaultScoring(),
		Players: []engine.Player{
			{ID: 1, Name: "Müller, Jörg", Rating: 1800, National: us("30012345", 1810, "OR"), Rounds: []engine.Round{
				g(2, engine.White, engine.Win), g(3, engine.NoColor, engine.ForfeitWin), g(0, engine.NoColor, engine.HalfBye)}},
			{ID: 2, Name: "Smith, Ann", Rating: 1700, Rounds: []engine.Round{
				g(1, engine.Black, engine.Loss), g(0, engine.NoColor, engine.PairingBye), g(4, engine.Black, engine.Draw)}},
			{ID: 3, Name: "Øster, Łukasz", Rounds: []engine.Round{
				g(4, engine.NoColor, engine.ForfeitLoss), g(1, engine.NoColor, engine.ForfeitLoss), g(0, engine.NoColor, engine.ZeroBye)}},
			{ID: 4, Name: "Lee, Bo", Rating: 1500, National: us("12121212", 0, ""), Rounds: []engine.Round{
				g(3, engine.NoColor, engine.ForfeitLoss), g(0, engine.NoColor, engine.NoResult), g(2, engine.White, engine.Draw)}},
		},
	}
}

var sampleSettings = []string{"affiliate=A6001234", "zip=97201", "send-crosstable=T"}

// TestGolden compares the three files byte for byte with testdata/*.DBF
// (go test ./exporters/dbf -update rewrites them).
func TestGolden(t *testing.T) {
	files, warns, err := Exporter{}.ExportFiles([]*exporters.Document{{T: sample(), Opts: exporters.Options{Settings: sampleSettings}}})
	if err != nil {
		t.Fatal(err)
	}
	wantWarns := []string{
		`section "Reserve", player 1 (Müller, Jörg): name "Müller, Jörg" written as "MULLER, JORG" (US Chess needs ASCII)`,
		`section "Reserve", player 3 (Øster, Łukasz): name "Øster, Łukasz" written as "OSTER, LUKASZ" (US Chess needs ASCII)`,
		`section "Reserve": 2 players without a US Chess ID (US Chess needs one for every player; add it before uploading): 2 Smith, Ann, 3 Øster, Łukasz`,
	}
	if strings.Join(warns, "\n") != strings.Join(wantWarns, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(warns, "\n"), strings.Join(wantWarns, "\n"))
	}
	if len(files) != 3 {
		t.Fatalf("%d files", len(files))
	}
	for _, f := range files {
		path := filepath.Join("testdata", f.Name)
		if *update {
			if err := os.WriteFile(path, f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(f.Data, want) {
			t.Errorf("%s differs from the golden file (run with -update and review)", f.Name)
		}
	}
	// The player records, as text, so a reviewer can read what the golden file holds.
	td, err := dbase.Decode(files[2].Data)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range td.Records {
		got = append(got, strings.Join(r[1:], "|"))
	}
	want := []string{
		"1|1|30012345|MULLER, JORG|OR|1810|W2W|X0|H0",
		"1|2||SMITH, ANN||1700|L1B|B0|D4B",
		"1|3||OSTER, LUKASZ|||F0|F0|U0",
		"1|4|12121212|LEE, BO||1500|F0|U0|D2W",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("player records:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRefused checks what stops an export, each problem named with its player.
func TestRefused(t *testing.T) {
	cases := []struct {
		name   string
		change func(t *engine.Tournament)
		want   string
	}{
		{"pending", func(t *engine.Tournament) {
			t.Players[1].Rounds[2].Result, t.Players[3].Rounds[2].Result = engine.Pending, engine.Pending
		}, `section "Reserve", player 2 (Smith, Ann), round 3: the game has no result yet`},
		{"not reciprocal", func(t *engine.Tournament) { t.Players[1].Rounds[0].Result = engine.Win },
			`section "Reserve": error: player 1, round 1:`},
		{"not ASCII", func(t *engine.Tournament) { t.Players[1].Name = "Иванов, Иван" },
			`name "Иванов, Иван" has a character with no ASCII form`},
		{"no rating system", func(t *engine.Tournament) { t.TimeControl = "" },
			`cannot tell the rating system from the time control ""; set rating-system=R, D or Q`},
		{"no date", func(t *engine.Tournament) { t.StartDate, t.EndDate = "", "" },
			`no start date`},
		{"rating too big", func(t *engine.Tournament) { t.Players[1].Rating = 12345 },
			`rating 12345 does not fit`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tour := sample()
			c.change(tour)
			_, _, err := Write([]*engine.Tournament{tour}, Header{Affiliate: "A6001234"})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v\nwant ...%s...", err, c.want)
			}
			if got := errors.Is(err, ErrRatingSystem); got != (c.name == "no rating system") {
				t.Errorf("errors.Is(err, ErrRatingSystem) = %v", got)
			}
		})
	}
	if _, err := ParseSettings([]string{"colour=red"}); err == nil || !strings.Contains(err.Error(), "KEY one of affiliate, chief-td") {
		t.Errorf("unknown key: %v", err)
	}
}

func TestRatingSystem(t *testing.T) {
	for tc, want := range map[string]string{
		"G/60;d5": "D", "G/90+30": "R", "40/90,SD/30;+30": "R", "G/45 d5": "D", "90+30": "R",
		"25 min + 5 sec": "D", "G/25;d0": "Q", "G/5+3": "Q", "G/65;d0": "D", "G/61;d5": "R", "SD/30": "D",
	} {
		if got, ok := RatingSystem(tc); !ok || got != want {
			t.Errorf("RatingSystem(%q) = %q, %v; want %s", tc, got, ok, want)
		}
	}
	if _, ok := RatingSystem("blitz"); ok {
		t.Error(`RatingSystem("blitz") claims to know`)
	}
}

// normalRound is what a rating report keeps of a round: forfeits without their
// opponent, one kind of full-point bye, and "not paired" for every unpaired round.
func normalRound(rd engine.Round) engine.Round {
	switch rd.Result {
	case engine.ForfeitWin, engine.ForfeitLoss:
		return engine.Round{Result: rd.Result}
	case engine.FullBye, engine.PairingBye:
		return engine.Round{Result: engine.PairingBye}
	case engine.NoResult, engine.ZeroBye:
		return engine.Round{Result: engine.ZeroBye}
	}
	return rd
}

// TestRoundTripRealUSSections writes every real US Chess section (realdata/uscf and
// extra/uNN.trf) as a rating report, reads it back through the importer (sibling files
// included), and checks games, colours and byes player by player.
func TestRoundTripRealUSSections(t *testing.T) {
	var files []string
	for _, f := range trftest.Files(t, ".trf") {
		if strings.Contains(f, string(filepath.Separator)+"uscf"+string(filepath.Separator)) ||
			strings.HasPrefix(filepath.Base(f), "u") && strings.Contains(f, "extra") {
			files = append(files, f)
		}
	}
	if len(files) < 53+93 {
		t.Fatalf("found %d US sections", len(files))
	}
	dir := t.TempDir()
	checked := 0
	for _, path := range files {
		want := trftest.Load(t, path)
		out, _, err := Write([]*engine.Tournament{want}, Header{RatingSystem: "R", Affiliate: "A6001234", ChiefTD: "12345678", Begin: "2025-01-01"})
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		for _, f := range out {
			if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		tdPath := filepath.Join(dir, dbase.PlayerFile)
		data, _ := os.ReadFile(tdPath)
		got, _, err := dbfin.New().Import(importers.Source{Name: tdPath, Data: data})
		if err != nil {
			t.Errorf("%s: read back: %v", path, err)
			continue
		}
		if got.Rounds != want.Rounds || len(got.Players) != len(want.Players) {
			t.Errorf("%s: %d x %d, want %d x %d", path, len(got.Players), got.Rounds, len(want.Players), want.Rounds)
			continue
		}
		for i, w := range want.Players {
			g := got.Players[i]
			if g.ID != w.ID || g.Rating != w.Rating || g.Name != truncate(strings.ToUpper(w.Name), 30) {
				t.Errorf("%s: player %d %q %d, want %d %q %d", path, g.ID, g.Name, g.Rating, w.ID, w.Name, w.Rating)
			}
			for r := range w.Rounds {
				if gr, wr := normalRound(g.Rounds[r]), normalRound(w.Rounds[r]); gr != wr {
					t.Errorf("%s: player %d round %d: %+v, want %+v", path, w.ID, r+1, gr, wr)
				}
			}
		}
		checked++
	}
	t.Logf("real data: US Chess DBF: %d real US sections written and read back", checked)
}

func truncate(s string, n int) string {
	if len(s) > n {
		return strings.TrimSpace(s[:n])
	}
	return s
}

// TestRoundTripSwissSysEvents writes each real SwissSys event (every section) as one multi-section rating report and reads it back: same sections, games,
// colours and byes.
func TestRoundTripSwissSysEvents(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(trftest.RealData(t), "uscf", "*", "*.swisssys-nach.redacted.json"))
	if len(files) != 8 {
		t.Fatalf("found %d SwissSys files", len(files))
	}
	sections := 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		secs, err := swisssys.New().ImportSections(importers.Source{Name: path, Data: data})
		if err != nil {
			t.Fatal(err)
		}
		var want []*engine.Tournament
		for _, s := range secs {
			if s.Err == nil {
				want = append(want, s.T)
			}
		}
		out, _, err := Write(want, Header{RatingSystem: "D", Affiliate: "A6001234", ChiefTD: "12345678"})
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		got, err := dbfin.ReadReport(dbfin.Report{Event: out[0].Data, Sections: out[1].Data, Players: out[2].Data})
		if err != nil || len(got) != len(want) {
			t.Fatalf("%s: read back %d sections of %d: %v", path, len(got), len(want), err)
		}
		for k, w := range want {
			g := got[k].T
			if got[k].Err != nil || got[k].Name != strings.ToUpper(w.Section) || g.Rounds != w.Rounds || len(g.Players) != len(w.Players) {
				t.Errorf("%s: section %q read back as %q (%v)", path, w.Section, got[k].Name, got[k].Err)
				continue
			}
			for i, wp := range w.Players {
				for r := range wp.Rounds {
					if gr, wr := normalRound(g.Players[i].Rounds[r]), normalRound(wp.Rounds[r]); gr != wr {
						t.Errorf("%s / %s: player %d round %d: %+v, want %+v", path, w.Section, wp.ID, r+1, gr, wr)
					}
				}
			}
			sections++
		}
	}
	if sections != 54 {
		t.Errorf("%d sections round-tripped, want 54 (the 53 reference sections and the two-game Blitz)", sections)
	}
}

// TestIDWarnings lists the players a US Chess upload would bounce: no ID, or an ID that
// is not 8 digits. The report is still written.
func TestIDWarnings(t *testing.T) {
	tour := sample()
	tour.Players[0].National[0].ID = "123"
	_, warns, err := Write([]*engine.Tournament{tour}, Header{RatingSystem: "R", Affiliate: "A6001234", ChiefTD: "12345678"})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(warns, "\n")
	for _, want := range []string{
		`section "Reserve": 2 players without a US Chess ID (US Chess needs one for every player; add it before uploading): 2 Smith, Ann, 3 Øster, Łukasz`,
		`section "Reserve": 1 player with a US Chess ID that is not 8 digits: 1 Müller, Jörg ("123")`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("warnings:\n%s\nwant a line %s", got, want)
		}
	}
}

// TestHeaderRoundTrip reads a rating report and writes it again with no settings: the
// event file is the same, byte for byte (affiliate, ZIP code, country, send-crosstable
// flag, other TDs, city, state and dates kept).
func TestHeaderRoundTrip(t *testing.T) {
	settings := append([]string{"other-tds=12345678,23456789", "chief-td=34567890", "country=USA", "state=OR", "city=Portland"}, sampleSettings...)
	first, _, err := Exporter{}.ExportFiles([]*exporters.Document{{T: sample(), Opts: exporters.Options{Settings: append(settings, "rating-system=R")}}})
	if err != nil {
		t.Fatal(err)
	}
	secs, err := dbfin.ReadReport(dbfin.Report{Event: first[0].Data, Sections: first[1].Data, Players: first[2].Data})
	if err != nil || len(secs) != 1 || secs[0].Err != nil {
		t.Fatalf("%v %+v", err, secs)
	}
	again, _, err := Exporter{}.ExportFiles([]*exporters.Document{{T: secs[0].T, Opts: exporters.Options{Settings: []string{"rating-system=R"}}}})
	if err != nil {
		t.Fatal(err)
	}
	for i := range first {
		if !bytes.Equal(first[i].Data, again[i].Data) {
			t.Errorf("%s differs after a round trip", first[i].Name)
		}
	}
}

// TestSwissSys11ReportKept reads the real SwissSys 11 rating report (Hello 2026) and
// writes it again with no settings: each section keeps the rating system it declared (R,
// though its time control suggests D, which a warning says), its blank scholastic
// level, and every player's name as written, mixed case included.
func TestSwissSys11ReportKept(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "swisssys11", "dbf-jan-2026")
	data, err := os.ReadFile(filepath.Join(dir, "TDEXPORT.DBF"))
	if err != nil {
		t.Fatal(err)
	}
	secs, err := dbfin.Importer{}.ImportSections(importers.Source{Name: filepath.Join(dir, "TDEXPORT.DBF"), Data: data})
	if err != nil {
		t.Fatal(err)
	}
	var ts []*engine.Tournament
	for _, s := range secs {
		if s.Err != nil {
			t.Fatal(s.Err)
		}
		ts = append(ts, s.T)
	}
	files, warns, err := Write(ts, Header{})
	if err != nil {
		t.Fatal(err)
	}
	declares := 0
	for _, w := range warns {
		if strings.Contains(w, "the report declares rating system R; its time control") {
			declares++
		}
	}
	if declares != 5 {
		t.Errorf("%d warnings about the rating system, want 5: %q", declares, warns)
	}
	tsx, err := dbase.Decode(files[1].Data)
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range tsx.Records {
		if rec[tsx.Col("S_R_SYSTEM")] != "R" || rec[tsx.Col("S_SCH_LVL")] != "" {
			t.Errorf("section %s: rating system %q, scholastic %q; the source declared R and blank", rec[tsx.Col("S_SEC_NAME")], rec[tsx.Col("S_R_SYSTEM")], rec[tsx.Col("S_SCH_LVL")])
		}
	}
	src, err := dbase.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	out, err := dbase.Decode(files[2].Data)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, rec := range src.Records {
		names[strings.Join(strings.Fields(strings.ReplaceAll(rec[src.Col("D_NAME")], ",\t", ", ")), " ")] = true
	}
	for _, rec := range out.Records {
		if n := rec[out.Col("D_NAME")]; !names[n] {
			t.Errorf("name %q is not the source's", n)
		}
	}
}

// TestRatingZeroAndExpiry writes a rating of 0 the source wrote out as 0 (not blank), and
// warns of a membership that expired before the event ended.
func TestRatingZeroAndExpiry(t *testing.T) {
	tour := sample()
	tour.Players[1].Rating = 0
	tour.Players[1].Attrs = []engine.Attr{{Key: "D_RATING", Value: "0"}}
	tour.Players[0].National[0].Expiry = "2026/03/01"
	files, warns, err := Write([]*engine.Tournament{tour}, Header{RatingSystem: "R", Affiliate: "A6001234", ChiefTD: "12345678"})
	if err != nil {
		t.Fatal(err)
	}
	td, err := dbase.Decode(files[2].Data)
	if err != nil {
		t.Fatal(err)
	}
	if r := td.Records[1][td.Col("D_RATING")]; r != "0" {
		t.Errorf("player 2 rating %q, want 0", r)
	}
	want := `section "Reserve", player 1 (Müller, Jörg): membership expired 2026-03-01, before the event ended 2026-03-29: the rating report will bounce; the member must renew`
	found := false
	for _, w := range warns {
		found = found || w == want
	}
	if !found {
		t.Errorf("warnings %q\nwant %q", warns, want)
	}
}
