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
	// The leaderboard holds the players' results now: the events' lines go before its
	// files are made, the season's largest (the ledger needs only what was paid).
	for i := range events {
		events[i].Summary.Lines = nil
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

// writeSitePart renders the pages of one event's section of the site and writes them
// into OUTDIR/site/ at once; it returns the part, without its pages, for [site.Finish],
// and how many pages were written. It writes nothing when the site's options cannot be
// used: writeSite says so.
func (b *batchRun) writeSitePart(sec site.Section) (*site.Part, int, error) {
	if b.siteErr != nil {
		return nil, 0, nil
	}
	part, err := site.RenderSection(sec, b.site)
	if err != nil {
		return nil, 0, fmt.Errorf("the site: %w", err)
	}
	n := len(part.Files)
	if err := b.out.writeAll(siteRendered(part.Files)); err != nil {
		return nil, 0, err
	}
	part.Drop()
	return part, n, nil
}

// writeSite writes the rest of OUTDIR/site/ (the pages of the events are written as
// each is done): the index of every event ranked, in path order, and the season
// leaderboard lb when there is one. The season pages name no prize payees.
func (b *batchRun) writeSite(events []seasonEvent, lb *season.Leaderboard) error {
	if b.siteErr != nil {
		return b.siteErr
	}
	var parts []*site.Part
	n := 0
	for _, ev := range events {
		if ev.siteErr != nil {
			return ev.siteErr
		}
		if ev.site != nil {
			parts = append(parts, ev.site)
			n += ev.siteFiles
		}
	}
	if len(parts) == 0 {
		return nil
	}
	opts := b.site
	opts.Season = lb
	files, err := site.Finish(parts, opts)
	if err != nil {
		return fmt.Errorf("the site: %w", err)
	}
	if err := b.out.writeAll(siteRendered(files)); err != nil {
		return err
	}
	fmt.Fprintf(b.e.stdout, "wrote %s: the site, %s\n", b.out.path(siteFolder+"/index.html"), plural(n+len(files), "file"))
	return nil
}

// siteRendered returns the files of the site as written below OUTDIR/site/.
func siteRendered(files []exporters.File) []renderedFile {
	out := make([]renderedFile, len(files))
	for i, f := range files {
		out[i] = renderedFile{name: siteFolder + "/" + f.Name, data: f.Data}
	}
	return out
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
