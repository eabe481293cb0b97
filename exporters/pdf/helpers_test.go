package pdfout

import (
	"bytes"
	"context"
	"flag"
	"os"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

var update = flag.Bool("update", false, "update golden files")

// fixedTime is the time stamp of every golden file.
var fixedTime = time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)

// loadTRF imports a TRF file with the TRF importer.
func loadTRF(tb testing.TB, path string) *engine.Tournament {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	tn, _, err := trf.New().Import(importers.Source{Name: path, Data: data})
	if err != nil {
		tb.Fatal(err)
	}
	return tn
}

// rankedDoc ranks tn under US Chess rules with the tiebreaks in list (codes or a preset,
// "none" for points only).
func rankedDoc(tb testing.TB, tn *engine.Tournament, list string) *exporters.Document {
	tb.Helper()
	cat := engine.NewCatalogue()
	fam := uscf.New()
	cat.Register(fam)
	rules := engine.Rules{System: "uscf"}
	ev := engine.NewEvaluation(tn, rules)
	var tbs []engine.Tiebreak
	if list != "none" {
		var err error
		if tbs, err = cat.Resolve(list, rules, ev.Kind); err != nil {
			tb.Fatal(err)
		}
	}
	defs := map[string]string{}
	for _, ci := range fam.Codes() {
		defs[ci.Code] = ci.Name + ": " + ci.Definition
	}
	return &exporters.Document{T: tn, Standings: engine.Rank(ev, tbs),
		Opts: exporters.Options{Generator: "tiebreak test", GeneratedAt: fixedTime, Definitions: defs}}
}

// synthDoc returns a ranked synthetic event of n players.
func synthDoc(tb testing.TB, n, rounds int) *exporters.Document {
	tb.Helper()
	tn := synth.Generate(synth.Config{Players: n, Rounds: rounds, Seed: 7})
	return rankedDoc(tb, tn, "uscf")
}

// render exports doc and returns the PDF.
func render(tb testing.TB, doc *exporters.Document) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := New().Export(context.Background(), &buf, doc); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// poppler returns the path of a poppler tool, skipping the test when it is absent (failing
// it under CI).
func poppler(tb testing.TB, name string) string {
	tb.Helper()
	return testtool.Require(tb, name)
}
