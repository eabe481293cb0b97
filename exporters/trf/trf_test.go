package trfout_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

var update = flag.Bool("update", false, "update golden files")

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test -update and review the diff)\n got:\n%s\nwant:\n%s", path, got, want)
	}
}

// sample is a small event exercising every part of the writer: a 3-1-0 scoring, byes of
// every kind, a pending game, a round with nothing recorded inside and at the end of a
// line, a 299 penalty, a declared total that differs from the rounds, a team with a
// nickname, national ratings, kept records and a name longer than the name field.
func sample() *engine.Tournament {
	rd := func(opp engine.PlayerID, c engine.Color, r engine.Result) engine.Round {
		return engine.Round{Opponent: opp, Color: c, Result: r}
	}
	w, b := engine.White, engine.Black
	s := engine.DefaultScoring()
	s.WinWhite, s.WinBlack, s.ForfeitWin, s.FullBye, s.PairingBye = engine.Points(3), engine.Points(3), engine.Points(3), engine.Points(3), engine.Points(3)
	s.DrawWhite, s.DrawBlack, s.HalfBye = engine.Point, engine.Point, engine.Point
	decl := engine.Points(4) // 5 from the rounds, declared 4: the AdjustDeclared below
	t := &engine.Tournament{
		Name: "Writer Test Open", City: "Zürich", Federation: "SUI",
		StartDate: "2026/05/01", EndDate: "2026/05/03", ChiefArbiter: "Chief, Arbiter",
		DeputyArbiters: []string{"Deputy, One"}, TimeControl: "90'+30\"",
		TypeText: "Individual: Swiss-System", TypeCode: "FIDE_DUTCH_2025",
		Rounds: 4, RoundDates: []string{"26/05/01", "26/05/02", "", "2026/05/03"},
		Scoring: s, Tiebreaks: []string{"BH/C1", "SB"}, StandingsDef: []string{"PTS", "BH/C1", "SB"},
		Players: []engine.Player{
			{ID: 1, Name: "Grünfeld, Ernst", Sex: "m", Title: "GM", Rating: 2600, Federation: "AUT", FIDEID: "1600001", Birth: "1893/11/21",
				Declared: &decl, DeclaredRank: 1,
				National: []engine.NationalRating{{Federation: "AUT", Rating: 2610, ID: "A123", Class: "M", Origin: "W"}},
				Rounds:   []engine.Round{rd(2, w, engine.Win), rd(3, b, engine.Draw), rd(0, engine.NoColor, engine.HalfBye), rd(4, w, engine.Pending)}},
			{ID: 2, Name: "A Name That Is Much Longer Than Thirty-Three Characters", Sex: "w", Rating: 2100,
				Rounds: []engine.Round{rd(1, b, engine.Loss), rd(0, engine.NoColor, engine.PairingBye), rd(4, engine.NoColor, engine.ForfeitWin), {}}},
			{ID: 3, Name: "Ohne, Wertung", Title: "c",
				Rounds: []engine.Round{rd(0, engine.NoColor, engine.ZeroBye), rd(1, w, engine.Draw), {}, {}}},
			{ID: 4, Name: "Vier, Spieler", Rating: 1500,
				Rounds: []engine.Round{rd(0, engine.NoColor, engine.FullBye), {}, rd(2, engine.NoColor, engine.ForfeitLoss), rd(1, b, engine.Pending)}},
		},
		Teams: []engine.Team{{ID: 1, Name: "Schach Club", Nickname: "SC", Members: []engine.PlayerID{1, 3}}},
		Adjustments: []engine.Adjustment{
			{Player: 3, Round: 2, Points: -engine.Point, Source: engine.AdjustRecord},
			{Player: 1, Points: -engine.Point, Source: engine.AdjustDeclared},
		},
		Records: []engine.Record{{Tag: "062", Line: "062 4"}, {Tag: "XXC", Line: "XXC white1"}, {Tag: "###", Line: "### kept comment  "}},
	}
	return t
}

func export(t *testing.T, ex exporters.Exporter, doc *exporters.Document) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := ex.Export(context.Background(), &buf, doc); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestExportGolden(t *testing.T) {
	standings := &engine.Standings{Rows: []engine.Row{{Player: 0, Place: 1}, {Player: 3, Place: 2, PlaceTo: 3}, {Player: 1, Place: 2, PlaceTo: 3}, {Player: 2, Place: 4}}}
	tests := []struct {
		name string
		ex   exporters.Exporter
		doc  *exporters.Document
	}{
		{"sample.trf16", trfout.New(), &exporters.Document{T: sample()}},
		{"sample.trf26", trfout.New(), &exporters.Document{T: sample(), Opts: exporters.Options{TRFVersion: "26"}}},
		{"sample-new26.trf26", trfout.New26(), &exporters.Document{T: sample()}},
		{"sample-ranked.trf16", trfout.New(), &exporters.Document{T: sample(), Standings: standings}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := export(t, tc.ex, tc.doc)
			golden(t, filepath.Join("testdata", tc.name+".golden"), got)
			if !bytes.HasSuffix(got, []byte("\r\n")) || bytes.Contains(bytes.ReplaceAll(got, []byte("\r\n"), nil), []byte("\n")) {
				t.Error("lines must end in CRLF")
			}
		})
	}
}

// TestExportRoundTrip re-imports the TRF16 and TRF26 exports of the sample and expects the
// same canonical model, except the long name, which the 33-column name field cuts.
func TestExportRoundTrip(t *testing.T) {
	want := sample()
	want.Players[1].Name = "A Name That Is Much Longer Than T"
	wantJSON, err := jsonout.Canonical(want)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"16", "26"} {
		out := export(t, trfout.New(), &exporters.Document{T: sample(), Opts: exporters.Options{TRFVersion: v}})
		back, _, err := trf.New().Import(importers.Source{Name: "sample.trf", Data: out})
		if err != nil {
			t.Fatalf("TRF%s: %v", v, err)
		}
		got, err := jsonout.Canonical(back)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, wantJSON) {
			t.Errorf("TRF%s round trip differs:\n got: %s\nwant: %s", v, got, wantJSON)
		}
	}
}

func TestExportVersionDifferences(t *testing.T) {
	v16 := string(export(t, trfout.New(), &exporters.Document{T: sample()}))
	v26 := string(export(t, trfout.New(), &exporters.Document{T: sample(), Opts: exporters.Options{TRFVersion: "26"}}))
	for _, tc := range []struct {
		text   string
		in16   bool
		in26   bool
		reason string
	}{
		{"\r\n142 4\r\n", false, true, "TRF26 always states the rounds"},
		{"\r\nXXR 4\r\n", true, false, "TRF16 records the planned rounds too"},
		{"\r\n162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0\r\n", false, true, "TRF26 scoring record"},
		{"\r\nXXS WW=3 BW=3 WD=1 BD=1 WL=0 BL=0 ZPB=0 HPB=1 FPB=3 PAB=3 FW=3 FL=0\r\n", true, false, "TRF16 scoring extension"},
		{"\r\n310   1 Schach Club                      SC ", true, true, "a nickname needs 310"},
		{"\r\n299          -1.0  002    3\r\n", true, true, "the penalty"},
		{"\r\n### kept comment  \r\n", true, true, "records are written verbatim"},
	} {
		if got := strings.Contains(v16, tc.text); got != tc.in16 {
			t.Errorf("TRF16 contains %q = %v, want %v (%s)", tc.text, got, tc.in16, tc.reason)
		}
		if got := strings.Contains(v26, tc.text); got != tc.in26 {
			t.Errorf("TRF26 contains %q = %v, want %v (%s)", tc.text, got, tc.in26, tc.reason)
		}
	}
}

func TestExportErrors(t *testing.T) {
	tests := []struct {
		name string
		doc  *exporters.Document
		want string
	}{
		{"no tournament", &exporters.Document{}, "no tournament to export"},
		{"bad version", &exporters.Document{T: sample(), Opts: exporters.Options{TRFVersion: "17"}}, `unknown TRF version "17" (16 or 26)`},
		{"start number", &exporters.Document{T: &engine.Tournament{Players: []engine.Player{{ID: 10000}}}}, "start number 10000 does not fit in four columns"},
		{"rating", &exporters.Document{T: &engine.Tournament{Players: []engine.Player{{ID: 1, Rating: 12345}}}}, "player 1: rating 12345 does not fit in four columns"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := trfout.New().Export(context.Background(), &bytes.Buffer{}, tc.doc)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

func TestNames(t *testing.T) {
	for _, tc := range []struct {
		ex        exporters.Exporter
		name, ext string
	}{{trfout.New(), "trf", ".trf"}, {trfout.New26(), "trf26", ".trf26"}} {
		if tc.ex.Name() != tc.name || tc.ex.Extensions()[0] != tc.ext || tc.ex.Description() == "" {
			t.Errorf("%s: name %q ext %v", tc.name, tc.ex.Name(), tc.ex.Extensions())
		}
	}
}

// TestPlannedAndStatedReadBack writes an event cut after round 2 of 4 planned rounds
// that were never stated, with the tiebreak order SwissSys stated, and reads it back:
// the planned rounds written are those the event held (4), now stated, and the order,
// its rulebook and its program come back, in TRF16 and TRF26.
func TestPlannedAndStatedReadBack(t *testing.T) {
	for _, v := range []string{"16", "26"} {
		src := sample()
		src.RoundsStated = false
		src.StatedTiebreaks, src.StatedRules, src.StatedBy = []string{"SOLK", "MM", "CUM", "OCUM"}, "uscf", "SwissSys"
		out := export(t, trfout.New(), &exporters.Document{T: src.Cut(2), Opts: exporters.Options{TRFVersion: v}})
		if want := "\r\n### tiebreak order: SOLK,MM,CUM,OCUM (uscf, as SwissSys used)\r\n"; !bytes.Contains(out, []byte(want)) {
			t.Errorf("TRF%s: no %q in\n%s", v, want, out)
		}
		back, _, err := trf.New().Import(importers.Source{Name: "cut.trf", Data: out})
		if err != nil {
			t.Fatalf("TRF%s: %v", v, err)
		}
		if back.Rounds != 4 || !back.RoundsStated || back.Progress().String() != "Standings after round 2" {
			t.Errorf("TRF%s: %d rounds, stated %v, %q; want 4, true, after round 2", v, back.Rounds, back.RoundsStated, back.Progress())
		}
		if strings.Join(back.StatedTiebreaks, ",") != "SOLK,MM,CUM,OCUM" || back.StatedRules != "uscf" || back.StatedBy != "SwissSys" {
			t.Errorf("TRF%s: stated order %v %q %q", v, back.StatedTiebreaks, back.StatedRules, back.StatedBy)
		}
		for _, r := range back.Records {
			if strings.Contains(r.Line, "tiebreak order") {
				t.Errorf("TRF%s: the order comment was kept verbatim too: %q", v, r.Line)
			}
		}
	}
}
