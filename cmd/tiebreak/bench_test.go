package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tiebreak/engine/synth"
	"tiebreak/exporters"
	trfout "tiebreak/exporters/trf"
)

// bigEvent writes the generated 9,999-player, 13-round event the performance goals are
// stated for, and returns its path.
func bigEvent(b *testing.B) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "big.trf")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	t := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	if err := trfout.New().Export(f, &exporters.Document{T: t}); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkStandingsCommand runs the whole standings command in-process (read, import,
// rank, write CSV) on the big event. Goals: points only under 50 ms; every US Chess or
// FIDE code under 100 ms.
func BenchmarkStandingsCommand(b *testing.B) {
	path := bigEvent(b)
	cases := []struct{ name, rules, list string }{
		{"points-only", "uscf", "none"},
		{"uscf-all", "uscf", "MM,MED,SOLK,CUM,OCUM,SB,H2H,BLK,KASH,AVGOPP,PERF,LOT"},
		{"fide-2026-all", "fide-2026", "DE,WIN,WON,BPG,BWG,REP,STD,TPN,PS,BH/C1,BH,FB,AOB,SB,KS,ARO,TPR,PTP,APRO,APPO,RTNG"},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			args := []string{"tiebreak", "standings", "--rules", tc.rules, "--tiebreaks", tc.list, "-O", "unrated=1000", "--format", "csv", path}
			if tc.rules == "uscf" {
				args = append(args[:6], args[8:]...)
			}
			var errOut strings.Builder
			b.ReportAllocs()
			for b.Loop() {
				if code := run(context.Background(), args, nil, io.Discard, &errOut); code != 0 {
					b.Fatalf("exit %d: %s", code, errOut.String())
				}
			}
		})
	}
}
