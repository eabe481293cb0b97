package main

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/tiebreak-chess/tiebreak/pipeline/batch"
)

// progress reports a batch run ([batch.Update]): on standard error, on a terminal a
// progress bar (events done of total, failures, elapsed and remaining time) with each
// failure printed above it, otherwise one plain line per event, in path order whatever
// the number of workers; on standard output the season's files written.
type progress struct {
	e      *env
	quiet  bool
	outDir string
	bar    *progressbar.ProgressBar // nil when standard error is not a terminal
	// logs are the events' logs, written by their hooks, printed when each is done.
	logs []*bytes.Buffer
}

// update says u.
func (p *progress) update(u batch.Update) {
	switch u.Kind {
	case batch.FileSkipped:
		if !p.quiet {
			fmt.Fprintf(p.e.stderr, "tiebreak: skipped %s: %s\n", u.Skipped.Path, u.Skipped.Why)
		}
	case batch.Started:
		p.logs = make([]*bytes.Buffer, u.Total)
		if w := p.e.streams.Terminal; w != nil && !p.quiet {
			p.bar = progressbar.NewOptions(u.Total,
				progressbar.OptionSetWriter(w),
				progressbar.OptionSetDescription("events"),
				progressbar.OptionShowCount(),
				progressbar.OptionSetElapsedTime(true),
				progressbar.OptionSetPredictTime(true),
				progressbar.OptionSetWidth(30),
				progressbar.OptionThrottle(100*time.Millisecond),
				progressbar.OptionClearOnFinish(),
			)
		}
	case batch.EventDone:
		p.eventDone(u)
	case batch.SummaryWritten:
		p.finish()
		also := ""
		if u.SkippedFiles > 0 {
			also = fmt.Sprintf("; %s skipped (listed in the summary)", plural(u.SkippedFiles, "file"))
		}
		fmt.Fprintf(p.e.stdout, "wrote %s and %s: %s, %d ok, %d failed%s\n", p.path("summary.csv"), p.path("summary.xlsx"),
			plural(u.Total, "event"), u.Total-u.Failed, u.Failed, also)
	case batch.LeaderboardWritten:
		fmt.Fprintf(p.e.stdout, "wrote %s, %s and %s: %d events\n", p.path("season.csv"), p.path("season.xlsx"), p.path("season.pdf"), u.Total)
	case batch.LedgerWritten:
		fmt.Fprintf(p.e.stdout, "wrote %s and %s: %d people paid cash\n", p.path("payees.csv"), p.path("payees.pdf"), u.Total)
	case batch.SiteWritten:
		fmt.Fprintf(p.e.stdout, "wrote %s: the site, %s\n", p.path(batch.SiteFolder+"/index.html"), plural(u.Total, "file"))
	}
}

// path returns the path of the output file rel for messages: "out/summary.csv".
func (p *progress) path(rel string) string { return filepath.Join(p.outDir, filepath.FromSlash(rel)) }

// eventDone prints the lines of an event done: a line per section, and its log when it
// failed or without a bar.
func (p *progress) eventDone(u batch.Update) {
	var b strings.Builder
	failed := false
	for _, row := range u.Rows {
		label := u.Event.Path
		if _, sec, ok := strings.Cut(row.Event, "/"); ok {
			label += " [" + sec + "]"
		}
		if row.Status != "ok" {
			failed = true
			fmt.Fprintf(&b, "tiebreak: [%d/%d] %s: failed\n", u.Event.Index+1, u.Total, label)
			continue
		}
		if p.quiet || p.bar != nil {
			continue
		}
		extra := ""
		if row.Warnings > 0 {
			extra = ", " + plural(row.Warnings, "warning")
		}
		fmt.Fprintf(&b, "tiebreak: [%d/%d] %s: ok -> %s/%s (%s, %s%s)\n", u.Event.Index+1, u.Total, label,
			p.outDir, row.Event, plural(row.Players, "player"), plural(row.Rounds, "round"), extra)
	}
	if log := p.logs[u.Event.Index]; log != nil && log.Len() > 0 && (failed || !p.quiet && p.bar == nil) {
		for _, line := range strings.Split(strings.TrimRight(log.String(), "\n"), "\n") {
			b.WriteString("  " + line + "\n")
		}
	}
	p.logs[u.Event.Index] = nil
	if b.Len() > 0 {
		if p.bar != nil {
			_ = p.bar.Clear() // decoration; the lines below are what matters
		}
		_, _ = io.WriteString(p.e.stderr, b.String()) // progress lines are best effort: the summary and exit code report the outcome
	}
	if p.bar != nil {
		p.bar.Describe(fmt.Sprintf("events, %d failed", u.Failed))
		_ = p.bar.Add(1) // the bar is decoration on a terminal; the summary reports every event
	}
}

// finish ends the bar.
func (p *progress) finish() {
	if p.bar != nil {
		_ = p.bar.Finish() // decoration
		p.bar = nil
	}
}
