package batch

import (
	"context"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// finish writes the season's files once every event is done: the summary, then the
// leaderboard (last of what batch must write, so that a season works without it), the
// ledger, and the site, which shows the leaderboard.
func (r *run) finish(ctx context.Context, sc *season.Scoring) (*Result, error) {
	events, res, err := r.writeSummary(ctx)
	if err != nil {
		return nil, err
	}
	var lb *season.Leaderboard
	lb, res.Leaderboard = r.writeLeaderboard(ctx, events, sc)
	res.Ledger = r.writeLedger(ctx, lb, events)
	if r.Site != nil {
		res.Site = r.writeSite(ctx, events, lb)
	}
	return res, nil
}

// writeSummary writes summary.csv and summary.xlsx: a row per event (per section) in
// path order, then the files skipped. It returns the sections ranked.
func (r *run) writeSummary(ctx context.Context) ([]seasonEvent, *Result, error) {
	var rows []exporters.SummaryRow
	var events []seasonEvent
	res := &Result{Skipped: len(r.skipped), summary: filepath.Join(r.Output, "summary.csv")}
	for _, er := range r.results {
		rows = append(rows, er.rows...)
		events = append(events, er.events...)
		for _, row := range er.rows {
			if row.Status != "ok" {
				res.Failed++
			}
		}
	}
	res.Events = len(rows)
	for _, f := range r.skipped {
		rows = append(rows, exporters.SummaryRow{File: f.Path, Status: "skipped", Error: f.Why})
	}
	files, err := pipeline.SummaryFiles(rows, r.Generator)
	if err != nil {
		return nil, nil, err
	}
	if err := r.write(ctx, files, ""); err != nil {
		return nil, nil, err
	}
	r.tell(Update{Kind: SummaryWritten, Total: res.Events, Failed: res.Failed, SkippedFiles: res.Skipped})
	return events, res, nil
}

// seasonPDF returns the options of the season's PDFs.
func (r *run) seasonPDF() (exporters.Options, error) {
	if r.SeasonPDF == nil {
		return exporters.Options{Generator: r.Generator}, nil
	}
	return r.SeasonPDF()
}

// writeLeaderboard builds the season leaderboard from the sections ranked, in path
// order, under the scoring sc of the top season.yaml ([pipeline.Leaderboard]) and writes
// season.csv, season.xlsx and season.pdf. With no section ranked it writes nothing.
func (r *run) writeLeaderboard(ctx context.Context, events []seasonEvent, sc *season.Scoring) (*season.Leaderboard, error) {
	lb, err := pipeline.Leaderboard(seasonEvents(events), sc)
	if lb == nil || err != nil {
		return nil, err
	}
	// The leaderboard holds the players' results now: the events' lines go before its
	// files are made, the season's largest (the ledger needs only what was paid).
	for i := range events {
		events[i].Summary.Lines = nil
	}
	opts, err := r.seasonPDF()
	if err != nil {
		return nil, err
	}
	files, err := pipeline.SeasonFiles(lb, opts)
	if err != nil {
		return nil, err
	}
	if err := r.write(ctx, files, ""); err != nil {
		return nil, err
	}
	r.tell(Update{Kind: LeaderboardWritten, Total: len(events)})
	return lb, nil
}

// writeLedger writes the season's ledger of cash prizes ([pipeline.SeasonLedger]),
// payees.csv and payees.pdf, when some section was paid from a fund.
func (r *run) writeLedger(ctx context.Context, lb *season.Leaderboard, events []seasonEvent) error {
	l := pipeline.SeasonLedger(lb, seasonEvents(events))
	if l == nil {
		return nil
	}
	opts, err := r.seasonPDF()
	if err != nil {
		return err
	}
	files, err := pipeline.LedgerFiles(lb, l, opts)
	if err != nil {
		return err
	}
	if err := r.write(ctx, files, ""); err != nil {
		return err
	}
	r.tell(Update{Kind: LedgerWritten, Total: len(l.Payees)})
	return nil
}

// writeSite writes the rest of the site (the pages of the sections are written as each
// is done): the index of every section ranked, in path order, and the season
// leaderboard lb when there is one. The season pages name no prize payees.
func (r *run) writeSite(ctx context.Context, events []seasonEvent, lb *season.Leaderboard) error {
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
	opts := *r.Site
	opts.Season = lb
	files, err := site.Finish(parts, opts)
	if err != nil {
		return &SiteError{Err: err}
	}
	if err := r.write(ctx, siteFiles(files), ""); err != nil {
		return err
	}
	r.tell(Update{Kind: SiteWritten, Total: n + len(files)})
	return nil
}

// seasonEvents returns the sections ranked as the pipeline takes them.
func seasonEvents(events []seasonEvent) []pipeline.SeasonEvent {
	out := make([]pipeline.SeasonEvent, len(events))
	for i, ev := range events {
		out[i] = ev.SeasonEvent
	}
	return out
}
