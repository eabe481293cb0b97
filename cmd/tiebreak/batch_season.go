// The season leaderboard of a batch run.

package main

import (
	"bytes"
	"fmt"

	"tiebreak/engine/season"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	pdfout "tiebreak/exporters/pdf"
	xlsxout "tiebreak/exporters/xlsx"
)

// writeLeaderboard builds the season leaderboard from the events ranked (in path
// order) under the scoring of the top season.yaml (the defaults without one) and writes
// OUTDIR/season.csv, season.xlsx and season.pdf. With no event ranked it writes nothing.
func (b *batchRun) writeLeaderboard(events []seasonEvent, sc *season.Scoring) error {
	if len(events) == 0 {
		return nil
	}
	var scoring season.Scoring
	if sc != nil {
		scoring = *sc
	}
	if err := scoring.Validate(); err != nil {
		return err
	}
	in := make([]season.Event, len(events))
	for i, ev := range events {
		in[i] = season.Event{Name: ev.name, File: ev.file, Standings: ev.st}
	}
	lb := season.Build(in, scoring)
	opts := exporters.Options{Generator: "tiebreak " + version}
	if err := b.e.pdfOptions(b.flags, "pdf", &opts); err != nil {
		return err
	}
	var csvBuf, xlsxBuf, pdfBuf bytes.Buffer
	if err := csvout.WriteSeason(&csvBuf, lb); err != nil {
		return fmt.Errorf("season.csv: %w", err)
	}
	if err := xlsxout.WriteSeason(&xlsxBuf, lb); err != nil {
		return fmt.Errorf("season.xlsx: %w", err)
	}
	if err := pdfout.WriteSeason(&pdfBuf, lb, opts); err != nil {
		return fmt.Errorf("season.pdf: %w", err)
	}
	if err := b.out.writeAll([]renderedFile{{"season.csv", csvBuf.Bytes()}, {"season.xlsx", xlsxBuf.Bytes()}, {"season.pdf", pdfBuf.Bytes()}}); err != nil {
		return err
	}
	fmt.Fprintf(b.e.stdout, "wrote %s, %s and %s: %d events\n", b.out.path("season.csv"), b.out.path("season.xlsx"), b.out.path("season.pdf"), len(events))
	return nil
}
