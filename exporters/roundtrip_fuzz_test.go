package exporters_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
	jsonin "github.com/tiebreak-chess/tiebreak/importers/json"
	trfin "github.com/tiebreak-chess/tiebreak/importers/trf"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// lossless pairs each exporter whose output holds the whole model with the importer that
// reads it back. The game list (csv-games) and the US Chess rating report (uscf-dbf) are
// not here: they carry only part of the model by design.
var lossless = []struct {
	name string
	out  exporters.Exporter
	opts exporters.Options
	in   importers.Importer
	// norm applies to the model what the format documents it changes.
	norm func(*engine.Tournament)
}{
	{"csv", csvout.NewCrosstable(), exporters.Options{}, csvin.New(), cleanCells},
	{"csv chess-results", csvout.NewCrosstable(), exporters.Options{Notation: "chess-results"}, csvin.New(), cleanCells},
	{"trf", trfout.New(), exporters.Options{}, trfin.New(), trfFields},
	{"trf26", trfout.New26(), exporters.Options{TRFVersion: "26"}, trfin.New(), trfFields},
	{"json", jsonout.New(), exporters.Options{}, jsonin.New(), nil},
	{"xlsx-crosstable", xlsxout.NewCrosstable(), exporters.Options{}, xlsxin.New(), cleanCells},
}

// trfFields trims the event name as the TRF importer trims header values, cuts player
// names to the 33 characters of the TRF name field, trimmed, and drops the club, which a
// TRF player line does not hold.
func trfFields(t *engine.Tournament) {
	t.Name = strings.TrimSpace(t.Name)
	for i := range t.Players {
		rs := []rune(t.Players[i].Name)
		if len(rs) > 33 {
			rs = rs[:33]
		}
		t.Players[i].Name = strings.TrimSpace(string(rs))
		t.Players[i].Club = ""
	}
}

// cleanCells reads the player fields the fuzz sets as a crosstable reads its cells: as
// written (guarded against formulas), then trimmed of spaces, no-break spaces included.
func cleanCells(t *engine.Tournament) {
	for i := range t.Players {
		p := &t.Players[i]
		p.Name = xtab.CleanCell(xtab.GuardCell(p.Name))
		p.Club = xtab.CleanCell(xtab.GuardCell(p.Club))
	}
}

// FuzzExportRoundTrip generates a Swiss event from the fuzz input (players, rounds, seed),
// puts the fuzz text into the event name and a player's name and club, and requires every
// lossless exporter's output to read back to the same canonical model; an exporter may
// refuse the event with an error, never write something its importer rejects or changes.
// The chess-results notation cannot tell a pairing-allocated bye from a full-point bye nor
// rated from unrated games, so it is checked on events without them only.
func FuzzExportRoundTrip(f *testing.F) {
	f.Add(uint8(6), uint8(3), uint64(1), "Open, \"2026\"")
	f.Add(uint8(2), uint8(1), uint64(9), "=1+2")
	f.Add(uint8(13), uint8(7), uint64(3), " Müller\u00a0")
	f.Add(uint8(1), uint8(0), uint64(0), "")
	f.Fuzz(func(t *testing.T, players, rounds uint8, seed uint64, text string) {
		if !utf8.ValidString(text) {
			return
		}
		tr := synth.Generate(synth.Config{Players: 2 + int(players)%20, Rounds: 1 + int(rounds)%9, Seed: seed})
		tr.Name = text
		tr.Players[0].Name = text
		tr.Players[len(tr.Players)-1].Club = text
		for _, c := range lossless {
			if c.opts.Notation == "chess-results" && !chessResultsCarries(tr) {
				continue
			}
			var buf bytes.Buffer
			if err := c.out.Export(context.Background(), &buf, &exporters.Document{T: tr, Opts: c.opts}); err != nil {
				continue
			}
			back, _, err := c.in.Import(importers.Source{Name: "again", Data: buf.Bytes()})
			if err != nil {
				t.Fatalf("%s: the export does not read back: %v\n%q", c.name, err, text)
			}
			want := tr
			if c.norm != nil {
				cp := clone(t, tr)
				c.norm(cp)
				want = cp
			}
			a, b := canonical(t, want), canonical(t, back)
			if !bytes.Equal(a, b) {
				t.Fatalf("%s: the model changed through export and import (text %q):\n%s", c.name, text, diff(a, b))
			}
		}
	})
}

// chessResultsCarries reports whether every round can be written in chess-results
// notation without loss.
func chessResultsCarries(t *engine.Tournament) bool {
	for _, p := range t.Players {
		for _, rd := range p.Rounds {
			switch rd.Result {
			case engine.PairingBye, engine.WinUnrated, engine.DrawUnrated, engine.LossUnrated:
				return false
			}
		}
	}
	return true
}

func canonical(t *testing.T, tr *engine.Tournament) []byte {
	t.Helper()
	b, err := jsonout.Canonical(tr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// clone copies a tournament through its canonical JSON.
func clone(t *testing.T, tr *engine.Tournament) *engine.Tournament {
	t.Helper()
	back, _, err := jsonin.New().Import(importers.Source{Name: "clone.json", Data: canonical(t, tr)})
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// diff returns the first differing line of two texts, with its neighbours.
func diff(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < max(len(al), len(bl)); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return "want: " + x + "\n got: " + y
		}
	}
	return ""
}
