// The season leaderboard of a batch run.

package main

import (
	"bytes"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	pdfout "github.com/tiebreak-chess/tiebreak/exporters/pdf"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
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
	if err := b.e.pdfOptions(b.opts.settings, "pdf", &opts); err != nil {
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
	if err := b.out.writeAll([]renderedFile{{"season.csv", csvBuf.Bytes()}, {"season.xlsx", xlsxBuf.Bytes()}, {"season.pdf", pdfBuf.Bytes()}}); err != nil {
		return nil, err
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
	files, err := siteFiles(b.opts.Site, secs, lb)
	if err != nil {
		return err
	}
	if err := b.out.writeAll(files); err != nil {
		return err
	}
	fmt.Fprintf(b.e.stdout, "wrote %s: the site, %s\n", b.out.path(siteFolder+"/index.html"), plural(len(files), "file"))
	return nil
}

// writePayees writes the season's ledger of cash prizes, OUTDIR/payees.csv and
// payees.pdf, when some event was paid from a fund: one entry per person paid cash,
// matched across events as the leaderboard lb matches players. The tax-form threshold
// is the lowest tax_form_at of the funds paid (none when no fund sets one); team prizes
// go to teams and are not in the ledger.
func (b *batchRun) writePayees(lb *season.Leaderboard, events []seasonEvent) error {
	if lb == nil {
		return nil
	}
	opts := exporters.Options{Generator: "tiebreak " + version}
	if err := b.e.pdfOptions(b.opts.settings, "pdf", &opts); err != nil {
		return err
	}
	var payments []season.Payment
	var taxFormAt prizes.Money
	currency, funds := "", 0
	for i, ev := range events {
		a := ev.alloc
		if a == nil {
			continue
		}
		funds++
		if t := a.Fund.TaxFormAt; t > 0 && (taxFormAt == 0 || t < taxFormAt) {
			taxFormAt = t
		}
		if currency == "" {
			currency = a.Fund.Currency
		}
		for k := range a.Awards {
			aw := &a.Awards[k]
			payments = append(payments, season.Payment{Event: i, Row: aw.Row, Amount: aw.Amount, Award: a.AwardName(aw)})
		}
	}
	if funds == 0 {
		return nil
	}
	payees := season.Payees(lb, payments, taxFormAt)
	var csvBuf, pdfBuf bytes.Buffer
	if err := csvout.WritePayees(&csvBuf, payees, taxFormAt > 0); err != nil {
		return fmt.Errorf("payees.csv: %w", err)
	}
	if err := pdfout.WritePayees(&pdfBuf, lb, payees, taxFormAt, currency, opts); err != nil {
		return fmt.Errorf("payees.pdf: %w", err)
	}
	if err := b.out.writeAll([]renderedFile{{"payees.csv", csvBuf.Bytes()}, {"payees.pdf", pdfBuf.Bytes()}}); err != nil {
		return err
	}
	fmt.Fprintf(b.e.stdout, "wrote %s and %s: %d people paid cash\n", b.out.path("payees.csv"), b.out.path("payees.pdf"), len(payees))
	return nil
}
