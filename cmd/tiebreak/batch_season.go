// The season leaderboard of a batch run.

package main

import (
	"bytes"
	"fmt"

	"tiebreak/engine/season"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	pdfout "tiebreak/exporters/pdf"
	"tiebreak/exporters/site"
	xlsxout "tiebreak/exporters/xlsx"
)

// writeLeaderboard builds the season leaderboard from the events ranked (in path
// order) under the scoring of the top season.yaml (the defaults without one) and writes
// OUTDIR/season.csv, season.xlsx and season.pdf. With no event ranked it writes nothing.
func (b *batchRun) writeLeaderboard(events []seasonEvent, sc *season.Scoring) (*season.Leaderboard, error) {
	if len(events) == 0 {
		return nil, nil
	}
	var scoring season.Scoring
	if sc != nil {
		scoring = *sc
	}
	if err := scoring.Validate(); err != nil {
		return nil, err
	}
	in := make([]season.Event, len(events))
	for i, ev := range events {
		in[i] = season.Event{Name: ev.name, File: ev.file, Standings: ev.st}
	}
	lb := season.Build(in, scoring)
	opts := exporters.Options{Generator: "tiebreak " + version}
	if err := b.e.pdfOptions(b.flags, "pdf", &opts); err != nil {
		return nil, err
	}
	var csvBuf, xlsxBuf, pdfBuf bytes.Buffer
	if err := csvout.WriteSeason(&csvBuf, lb); err != nil {
		return nil, fmt.Errorf("season.csv: %w", err)
	}
	if err := xlsxout.WriteSeason(&xlsxBuf, lb); err != nil {
		return nil, fmt.Errorf("season.xlsx: %w", err)
	}
	if err := pdfout.WriteSeason(&pdfBuf, lb, opts); err != nil {
		return nil, fmt.Errorf("season.pdf: %w", err)
	}
	for _, f := range []renderedFile{{"season.csv", csvBuf.Bytes()}, {"season.xlsx", xlsxBuf.Bytes()}, {"season.pdf", pdfBuf.Bytes()}} {
		if err := b.out.write(f.name, f.data); err != nil {
			return nil, err
		}
	}
	fmt.Fprintf(b.e.stdout, "wrote %s, %s and %s: %d events\n", b.out.path("season.csv"), b.out.path("season.xlsx"), b.out.path("season.pdf"), len(events))
	return lb, nil
}

// writeSite writes OUTDIR/site/: the pages of every event ranked, in path order, and
// the season leaderboard lb when there is one. The season pages name no prize payees.
func (b *batchRun) writeSite(events []seasonEvent, lb *season.Leaderboard) error {
	var secs []site.Section
	for _, ev := range events {
		if ev.site != nil {
			secs = append(secs, *ev.site)
		}
	}
	if len(secs) == 0 {
		return nil
	}
	files, err := siteFiles(b.c, secs, lb)
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := b.out.write(f.name, f.data); err != nil {
			return err
		}
	}
	fmt.Fprintf(b.e.stdout, "wrote %s: the site, %s\n", b.out.path(siteFolder+"/index.html"), plural(len(files), "file"))
	return nil
}
