package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress reports a batch run on standard error: on a terminal a progress bar (events
// done of total, failures, elapsed and remaining time) with each failure printed above
// it; otherwise one plain line per event. Lines come in path order whatever the number
// of workers, as soon as every event before them is done.
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	jobs    []*batchJob
	results []*batchResult
	next    int // the next result to print
	failed  int
	quiet   bool
	bar     *progressbar.ProgressBar // nil when standard error is not a terminal
	outDir  string
}

func (e *env) newProgress(jobs []*batchJob, results []*batchResult, quiet bool, outDir string) *progress {
	p := &progress{w: e.stderr, jobs: jobs, results: results, quiet: quiet, outDir: outDir}
	if f, ok := e.stderr.(*os.File); ok && !quiet && term.IsTerminal(int(f.Fd())) {
		p.bar = progressbar.NewOptions(len(jobs),
			progressbar.OptionSetWriter(f),
			progressbar.OptionSetDescription("events"),
			progressbar.OptionShowCount(),
			progressbar.OptionSetElapsedTime(true),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionSetWidth(30),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	}
	return p
}

// finish records the result of job i and prints what can be printed in order.
func (p *progress) finish(i int, r *batchResult) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.results[i] = r
	for _, row := range r.rows {
		if row.Status != "ok" {
			p.failed++
		}
	}
	for p.next < len(p.results) && p.results[p.next] != nil {
		p.print(p.next)
		p.next++
	}
	if p.bar != nil {
		p.bar.Describe(fmt.Sprintf("events, %d failed", p.failed))
		_ = p.bar.Add(1) // the bar is decoration on a terminal; the summary reports every event
	}
}

// print writes the lines of result i.
func (p *progress) print(i int) {
	r, job := p.results[i], p.jobs[i]
	var b strings.Builder
	failed := false
	for _, row := range r.rows {
		label := job.path
		if _, sec, ok := strings.Cut(row.Event, "/"); ok {
			label += " [" + sec + "]"
		}
		if row.Status != "ok" {
			failed = true
			fmt.Fprintf(&b, "tiebreak: [%d/%d] %s: failed\n", i+1, len(p.jobs), label)
			continue
		}
		if p.quiet || p.bar != nil {
			continue
		}
		extra := ""
		if row.Warnings > 0 {
			extra = ", " + plural(row.Warnings, "warning")
		}
		fmt.Fprintf(&b, "tiebreak: [%d/%d] %s: ok -> %s/%s (%s, %s%s)\n", i+1, len(p.jobs), label,
			p.outDir, row.Event, plural(row.Players, "player"), plural(row.Rounds, "round"), extra)
	}
	if r.log != "" && (failed || !p.quiet && p.bar == nil) {
		for _, line := range strings.Split(strings.TrimRight(r.log, "\n"), "\n") {
			b.WriteString("  " + line + "\n")
		}
	}
	if b.Len() == 0 {
		return
	}
	if p.bar != nil {
		_ = p.bar.Clear() // decoration; the line below is what matters
	}
	_, _ = io.WriteString(p.w, b.String()) // progress lines are best effort: the batch summary and exit code report the outcome
}

// close ends the bar and returns how many events were done.
func (p *progress) close() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		_ = p.bar.Finish() // decoration
	}
	done := 0
	for _, r := range p.results {
		if r != nil {
			done++
		}
	}
	return done
}
