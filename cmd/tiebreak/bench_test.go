package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
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
	if err := trfout.New().Export(context.Background(), f, &exporters.Document{T: t}); err != nil {
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

// BenchmarkBatch runs the batch command over 500 generated events (10 to 400 players, 5
// to 9 rounds) with a prize fund, so that every output is written, PDF included. Goal:
// under 30 s a run on 2 cores. Run with -benchtime=1x.
func BenchmarkBatch(b *testing.B) {
	in := filepath.Join(b.TempDir(), "season")
	if err := os.MkdirAll(in, 0o755); err != nil {
		b.Fatal(err)
	}
	for i := range 500 {
		cfg := synth.Config{Players: 10 + i*7919%391, Rounds: 5 + i%5, Seed: uint64(i + 1)}
		f, err := os.Create(filepath.Join(in, fmt.Sprintf("event-%03d.trf", i)))
		if err != nil {
			b.Fatal(err)
		}
		if err := trfout.New().Export(context.Background(), f, &exporters.Document{T: synth.Generate(cfg)}); err != nil {
			b.Fatal(err)
		}
		if err := f.Close(); err != nil {
			b.Fatal(err)
		}
	}
	b.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	for _, j := range []string{"1", "2"} {
		b.Run("j"+j, func(b *testing.B) {
			out := filepath.Join(b.TempDir(), "out")
			args := []string{"tiebreak", "batch", "-j", j, "--quiet", "--fund", "weekend-swiss", "-o", out, in}
			var errOut strings.Builder
			for b.Loop() {
				if code := run(context.Background(), args, nil, io.Discard, &errOut); code != 0 {
					b.Fatalf("exit %d: %s", code, errOut.String())
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/500, "ms/event")
		})
	}
}

// writeEvent writes a generated event as TRF into dir and returns its path.
func writeEvent(b *testing.B, dir string, cfg synth.Config) string {
	b.Helper()
	path := filepath.Join(dir, fmt.Sprintf("event-%d.trf", cfg.Players))
	var buf strings.Builder
	if err := trfout.New().Export(context.Background(), &buf, &exporters.Document{T: synth.Generate(cfg)}); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(buf.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkCommands runs the commands the speed goals of docs/development.md are stated
// for, in-process: standings from TRF and from a CSV crosstable (9,999 players, 13
// rounds), report with a prize fund (400 and 9,999 players) and the wall chart (9,999
// players). The season is BenchmarkBatch. internal/benchcompare runs the same commands
// with two builds and prints their ratios.
func BenchmarkCommands(b *testing.B) {
	dir := b.TempDir()
	big := writeEvent(b, dir, synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	mid := writeEvent(b, dir, synth.Config{Players: 400, Rounds: 9, Seed: 7})
	bigCSV := filepath.Join(dir, "big.csv")
	var errOut strings.Builder
	if code := run(context.Background(), []string{"tiebreak", "convert", "-o", bigCSV, big}, nil, io.Discard, &errOut); code != 0 {
		b.Fatalf("convert: exit %d: %s", code, errOut.String())
	}
	b.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	// Each case writes into a folder of its own: report refuses a folder holding the
	// report of another event.
	out := func(name string) string { return filepath.Join(dir, "out-"+name) }
	cases := []struct {
		name string
		args []string
	}{
		{"standings-trf-9999", []string{"standings", "--format", "csv", "-o", filepath.Join(out("trf"), "s.csv"), big}},
		{"standings-csv-9999", []string{"standings", "--format", "csv", "-o", filepath.Join(out("csv"), "s.csv"), bigCSV}},
		{"report-400", []string{"report", "--fund", "weekend-swiss", "-o", out("report-400"), mid}},
		{"report-9999", []string{"report", "--fund", "weekend-swiss", "-o", out("report-9999"), big}},
		{"wallchart-9999", []string{"wallchart", "-o", filepath.Join(out("wallchart"), "w.xlsx"), big}},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			if err := os.MkdirAll(filepath.Dir(tc.args[len(tc.args)-2]), 0o755); err != nil {
				b.Fatal(err)
			}
			args := append([]string{"tiebreak"}, tc.args...)
			b.ReportAllocs()
			for b.Loop() {
				if code := run(context.Background(), args, nil, io.Discard, &errOut); code != 0 {
					b.Fatalf("exit %d: %s", code, errOut.String())
				}
			}
		})
	}
}
