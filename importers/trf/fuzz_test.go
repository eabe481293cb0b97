package trf_test

import (
	"bytes"
	"context"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// fuzzSeeds are small real files added to the seed corpus when the shared data is there.
var fuzzSeeds = []string{
	"trf/encoding-samples/icu-krause-latin-1.trf",
	"trf/encoding-samples/icu-krause-armstrong_2012_with_bom.trf",
	"trf/lichess-swiss-FaLp5fSD-2020-05-29.trf",
	"trf/lichess-swiss-QLMFFLBq-2020-06-26.trf",
	"trf/icu-irish_intermediate_champs_2011.trf",
	"trf/synthetic/sharly-trf-team-import-test-trf26.trf",
	"trf/synthetic/sharly-trf-import-test-trf26-240-byes.trf",
	"uscf/swisssys-2025-03-pnwcc-premiere-uscf-open-spring/open.derived.trf",
}

// fuzzEdgeCases are small inputs at the edges of the fixed columns.
var fuzzEdgeCases = []string{
	"XXR 4\n### tiebreak order: SOLK,MM (uscf, as SwissSys used)\n### tiebreak order: #,( (fide, as x used)\n001    1      A",
	"012 x\n001    1      A",
	"132" + strings.Repeat(" ", 87) + "2011/07/02  x\n001    1      A",
	"AAA    1    A\n001    1      Aaa",
	"001    1      Name                              2000" + strings.Repeat(" ", 27) + "100.25    1",
	"XXS W=3 PAB=-0.5\n001    1      X" + strings.Repeat(" ", 64) + "-1.0",
	"299 +  2.0  2.5   1    1\n013 T" + strings.Repeat(" ", 27) + "   1",
	"001    1      N\n310   1 Team A" + strings.Repeat(" ", 28) + "TA" + strings.Repeat(" ", 30) + "   1\n013 Old",
	"001    1      Abcdefghijklmnopqrstuvwxyzabcdefgh2000" + strings.Repeat(" ", 29) + "1.0    1     2 w 1\n",
	"299          -1.0 1234 9999\n001 9999      Last",
	"162  W11.5    P 0.0\nBBW  2.0\nBBU  0.5\n001    1",
	"013 T" + strings.Repeat(" ", 31) + "   1    1\n320  x.0 2  999 0\n330 ++ 1 0 999\n240 Q 0\n362 TW\n001    1      A",
	"310 999 T" + strings.Repeat(" ", 45) + "99999.5 -1.0\n240 H 999 9999\n362 TX 1 TD x\n001    1      A",
	// A round date that is only a non-breaking space (issue 15, defect 10), alone and
	// before a real date.
	"132" + strings.Repeat(" ", 88) + "\u00a0\n001    1      A",
	"132" + strings.Repeat(" ", 88) + "\u00a0" + strings.Repeat(" ", 9) + "25/07/02\n001    1      A",
	"132" + strings.Repeat(" ", 88) + "\u00a0x\n001    1      A",
	// Tornelo DAT lines and an XXC rank file out of start-number order (issue 35).
	"DAT    1 ID:USCF 1\nDAT    1 ID:USCF 2\nDAT    1 GROUP G\nDAT    9 GROUP\nUSA    1           A\n001    1      A",
	"XXC rank\n001    2      B\n001    1      A\n001    3      C",
}

// cutName is what the exporter keeps of a name: at most 33 characters, trimmed.
func cutName(s string) string {
	rs := []rune(s)
	if len(rs) > 33 {
		rs = rs[:33]
	}
	return strings.TrimSpace(string(rs))
}

// FuzzImport checks that no input panics, and that every accepted input survives a TRF16
// and a TRF26 export and re-import with the identical canonical JSON. The only change
// allowed is the documented one: names are cut to the 33 characters of the name field.
func FuzzImport(f *testing.F) {
	for _, pattern := range []string{"testdata/*.trf", "testdata/bad/*.trf"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(data)
			}
		}
	}
	for _, s := range fuzzEdgeCases {
		f.Add([]byte(s))
	}
	if rd := findRealdata(); rd != "" {
		for _, s := range fuzzSeeds {
			if data, err := os.ReadFile(filepath.Join(rd, filepath.FromSlash(s))); err == nil {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			tour, _, err := trf.New().Import(importers.Source{Name: "fuzz.trf", Data: data})
			if err != nil {
				return
			}
			for i := range tour.Players {
				tour.Players[i].Name = cutName(tour.Players[i].Name)
			}
			want := canonical(t, tour)
			for _, v := range []string{"16", "26"} {
				var buf bytes.Buffer
				doc := &exporters.Document{T: tour, Opts: exporters.Options{TRFVersion: v}}
				if err := trfout.New().Export(context.Background(), &buf, doc); err != nil {
					if strings.Contains(err.Error(), "does not fit") {
						continue // a total or value too long for its fixed columns
					}
					t.Fatalf("export TRF%s: %v", v, err)
				}
				back, _, err := trf.New().Import(importers.Source{Name: "fuzz.trf", Data: buf.Bytes()})
				if err != nil {
					t.Fatalf("re-import TRF%s: %v\n%s", v, err, buf.String())
				}
				if got := canonical(t, back); !bytes.Equal(got, want) {
					t.Fatalf("TRF%s round trip changed the model:\n%s\n--- exported:\n%s", v, firstDiff(got, want), buf.String())
				}
			}
		})
	})
}

// findRealdata is realdataDir without a testing.TB: "" when the data is absent.
func findRealdata() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			rd := filepath.Join(dir, "testdata", "real")
			if _, err := os.Stat(rd); err == nil {
				return rd
			}
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// bigTRF returns a 9,999-player, 13-round event from engine/synth as TRF16.
func bigTRF(b *testing.B) (*engine.Tournament, []byte) {
	b.Helper()
	tour := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	var buf bytes.Buffer
	if err := trfout.New().Export(context.Background(), &buf, &exporters.Document{T: tour}); err != nil {
		b.Fatal(err)
	}
	return tour, buf.Bytes()
}

func BenchmarkImport(b *testing.B) {
	_, data := bigTRF(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := trf.New().Import(importers.Source{Name: "big.trf", Data: data}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkExport(b *testing.B) {
	tour, data := bigTRF(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		var buf bytes.Buffer
		buf.Grow(len(data))
		if err := trfout.New().Export(context.Background(), &buf, &exporters.Document{T: tour}); err != nil {
			b.Fatal(err)
		}
	}
}
