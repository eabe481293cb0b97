package main

import (
	"fmt"
	"io"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/tiebreak-chess/tiebreak/pipeline/batch"
)

// progress reports a batch run ([batch.Update]): its [batch.Log], on standard error
// the events' lines and on standard output the season's files written, and, when
// standard error is a terminal and --quiet is not given, a progress bar (events done
// of total, failures, elapsed and remaining time) in place of the lines of the events
// that went well, each failure printed above it.
type progress struct {
	log    batch.Log
	stderr io.Writer
	term   io.Writer                // the terminal of the bar, or nil for none
	bar    *progressbar.ProgressBar // while the events are worked on
}

// newProgress returns the progress of a run into the folder out.
func (e *env) newProgress(out string, quiet bool) *progress {
	p := &progress{stderr: e.stderr}
	if !quiet {
		p.term = e.streams.Terminal
	}
	p.log = batch.Log{Events: p, Files: e.stdout, Prefix: "tiebreak: ", Output: out,
		FailedOnly: quiet || p.term != nil, NoSkipped: quiet}
	return p
}

// update says u.
func (p *progress) update(u batch.Update) {
	switch u.Kind {
	case batch.Started:
		if p.term != nil {
			p.bar = progressbar.NewOptions(u.Total,
				progressbar.OptionSetWriter(p.term),
				progressbar.OptionSetDescription("events"),
				progressbar.OptionShowCount(),
				progressbar.OptionSetElapsedTime(true),
				progressbar.OptionSetPredictTime(true),
				progressbar.OptionSetWidth(30),
				progressbar.OptionThrottle(100*time.Millisecond),
				progressbar.OptionClearOnFinish(),
			)
		}
	case batch.SummaryWritten:
		p.finish()
	}
	p.log.Update(u)
	if u.Kind == batch.EventDone && p.bar != nil {
		p.bar.Describe(fmt.Sprintf("events, %d failed", u.Failed))
		_ = p.bar.Add(1) // the bar is decoration on a terminal; the summary reports every event
	}
}

// Write writes lines of the log on standard error, above the bar.
func (p *progress) Write(b []byte) (int, error) {
	if p.bar != nil {
		_ = p.bar.Clear() // decoration; the lines below are what matters
	}
	return p.stderr.Write(b)
}

// finish ends the bar.
func (p *progress) finish() {
	if p.bar != nil {
		_ = p.bar.Finish() // decoration
		p.bar = nil
	}
}
