// The season leaderboard, the ledger of cash prizes and the site of a batch run.

package main

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// writeLeaderboard builds the season leaderboard from the events ranked (in path
// order) under the scoring of the top season.yaml ([pipeline.Leaderboard]) and writes
// OUTDIR/season.csv, season.xlsx and season.pdf. With no event ranked it writes nothing.
func (b *batchRun) writeLeaderboard(events []seasonEvent, sc *season.Scoring) (*season.Leaderboard, error) {
	lb, err := pipeline.Leaderboard(seasonEvents(events), sc)
	if lb == nil || err != nil {
		return nil, err
	}
	opts := exporters.Options{Generator: "tiebreak " + version}
	if err := b.e.pdfOptions(b.opts.settings, "pdf", &opts); err != nil {
		return nil, err
	}
	files, err := pipeline.SeasonFiles(lb, opts)
	if err != nil {
		return nil, err
	}
	if err := b.out.writeAll(rendered(files, "")); err != nil {
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

// writePayees writes the season's ledger of cash prizes ([pipeline.SeasonLedger]),
// OUTDIR/payees.csv and payees.pdf, when some event was paid from a fund.
func (b *batchRun) writePayees(lb *season.Leaderboard, events []seasonEvent) error {
	l := pipeline.SeasonLedger(lb, seasonEvents(events))
	if l == nil {
		return nil
	}
	opts := exporters.Options{Generator: "tiebreak " + version}
	if err := b.e.pdfOptions(b.opts.settings, "pdf", &opts); err != nil {
		return err
	}
	files, err := pipeline.LedgerFiles(lb, l, opts)
	if err != nil {
		return err
	}
	if err := b.out.writeAll(rendered(files, "")); err != nil {
		return err
	}
	fmt.Fprintf(b.e.stdout, "wrote %s and %s: %d people paid cash\n", b.out.path("payees.csv"), b.out.path("payees.pdf"), len(l.Payees))
	return nil
}

// seasonEvents returns the events of the season as the pipeline takes them.
func seasonEvents(events []seasonEvent) []pipeline.SeasonEvent {
	out := make([]pipeline.SeasonEvent, len(events))
	for i, ev := range events {
		out[i] = ev.SeasonEvent
	}
	return out
}
