package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/pipeline/batch"
)

func newBatchCommand(e *env) *cli.Command {
	o := batchOptions{settings: &settings{command: "batch"}}
	s := o.settings
	return &cli.Command{
		Name:      "batch",
		Usage:     "report every event under folders, with a summary",
		ArgsUsage: "DIR|EVENT...",
		Description: `Finds every event under each DIR (recursively, in path order; hidden files,
~$ lock files, YAML files and the output folder are skipped; a .txt, .json
or .html file is read when its content is an event, as check reads it; the
files skipped are listed, with why, in the log and in summary.csv as
"skipped") and writes the files of
'tiebreak report' for each into OUTDIR/<event>/, then OUTDIR/summary.csv
and OUTDIR/summary.xlsx. <event> comes from the path below DIR: Spring/Open
A.trf writes OUTDIR/spring-open-a/; when two files give the same name, the
first in path order keeps it and the other gets a suffix from its path. A
file with several sections gets one folder per section: <event>/<section>/.

Settings, each level overriding the one before: season.yaml at the top of
DIR (and of any folder below, for the events below it), a sidecar x.yaml
beside x.trf, then the flags. Keys: rules, tiebreaks or preset, type, places,
options, fund (a template, a file beside the YAML, a mapping, or none),
outputs, paper, font, from, sheet, force; season.yaml also leaderboard.
Unknown keys are errors.

   rules: uscf
   tiebreaks: [MM, SOLK, CUM, OCUM]
   fund: club-fund.yaml
   outputs: [standings.csv, wallchart.xlsx, prizes.pdf]

A file that cannot be read, checked, ranked or written fails alone: its
error is logged and put in the summary, the others go on. The summary CSV
is a contract: header event,file,status,players,rounds,winner,warnings,
error; one row per input file (per section) in path order; status ok or
failed. Outputs do not depend on -j. OUTDIR/.tiebreak-files lists what was
written: a rerun replaces it and removes its own files no longer made
(also those of an event that now fails), never anything else. A folder
that 'tiebreak report' wrote, or that another run is writing into, is
refused; older output folders below DIR are skipped. Ctrl-C stops
after the events under way. Exit status 3 when any event failed.

When some event was paid from a fund, OUTDIR/payees.csv is the season's
ledger of cash prizes, a contract: header name,uscf_id,fide_id,events,total,
tax_form; one row per person paid cash, in name order, matched across events
as the leaderboard matches players; events is the number of events paid in,
total like 746.75, tax_form yes from the lowest tax_form_at of the funds (no
below it, empty when no fund sets one). OUTDIR/payees.pdf lists each
person's payments for the treasurer, with lines for the address and taxpayer
ID when a form is due, and the matches by name to check. A fund with
sections: pays the sections of a file together (see 'tiebreak report').

Examples:
   tiebreak batch -o out season/
   tiebreak batch -j 2 --fund weekend-swiss -o out season/
   tiebreak batch --tiebreaks uscf --quiet -o out a.trf b.csv c.xlsx
   tiebreak batch --publish -o out season/
   SOURCE_DATE_EPOCH=1767225600 tiebreak batch -o out season/

--publish adds OUTDIR/site/: the results site of every event ranked (see
'tiebreak publish') with the season leaderboard, and no prize payees on
the season pages. --ratings fide|uscf adds the rating columns of 'report
--ratings' to every event's files and pages.`,
		Flags: append(append(append(rankingFlags(s), pdfFlags(s)...),
			&cli.StringFlag{Name: "fund", Destination: &o.Fund, Action: seen[string](&o.FundSet), Usage: "prize fund for every event: a YAML `FILE` or a template name (overrides season.yaml and sidecars)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Destination: &o.Output, Usage: "write into the folder `OUTDIR` (created if needed)"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(), Destination: &o.Jobs, DefaultText: "the number of cores", Usage: "events worked on at once (`N`)"},
			&cli.BoolFlag{Name: "force", Destination: &s.Force, Action: layer(&s.Given.Force), Usage: "rank events with errors anyway, marked unverified (as in season.yaml: force: true)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Destination: &s.Quiet, Usage: "log only failures; no progress bar"},
			ratingsFlag(s),
		), publishFlags(&o.Publish, &o.BaseURL, &o.BaseURLSet)...),
		Action: action(e.runBatch, &o),
	}
}

// batchOptions are the flags of batch, each bound to its field.
type batchOptions struct {
	// settings hold the ranking and PDF flags, --force, --quiet and --ratings: what the
	// season's own files (leaderboard, payees) are made with; those given (Given)
	// override season.yaml and the sidecars of every event.
	*settings
	// Fund is the prize fund --fund names, Output the folder, BaseURL the site's
	// address (--base-url) with Publish (--publish).
	Fund, Output, BaseURL string
	Publish               bool
	// Jobs is the number of events worked on at once (--jobs).
	Jobs int
	// FundSet and BaseURLSet say whether --fund and --base-url were given; the fund is
	// added to Given once loaded, when FundSet.
	FundSet, BaseURLSet bool
}

// batchMemoryLimit is the soft memory limit of a season's run ([debug.SetMemoryLimit]):
// 200 MiB unless GOMEMLIMIT sets one. A season keeps little of each event, but the
// garbage collector's pacing lets the events in flight grow the heap well past what is
// live (a 2,000-event season peaked at 261 to 324 MB; with the limit, 225 MB for 6%
// more CPU, docs/development.md). It is soft: an event that needs more gets it.
func batchMemoryLimit() int64 {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1)
	}
	return 200 << 20
}

// walkDir is filepath.WalkDir; tests replace it to make a folder unreadable where
// permissions cannot (a test run as root reads every folder).
var walkDir = filepath.WalkDir

// batchFailedError says that some events of a batch failed; the exit status is 3.
type batchFailedError struct {
	failed, total int
	summary       string
}

func (e *batchFailedError) Error() string {
	return fmt.Sprintf("%d of %d events failed; see %s", e.failed, e.total, e.summary)
}

// runBatch reports every event found under the folders and files of args into the
// folder opts names ([batch.Run]), saying on standard error how each went and on
// standard output what the season's files are.
func (e *env) runBatch(ctx context.Context, opts batchOptions, args []string) error {
	if len(args) == 0 {
		return usagef("batch: missing DIR or EVENT")
	}
	if opts.Output == "" || opts.Output == "-" {
		return usagef("batch: say which folder to write into with -o OUTDIR")
	}
	if opts.Jobs < 1 {
		return usagef("batch: -j %d: give 1 or more", opts.Jobs)
	}
	if opts.BaseURLSet && !opts.Publish {
		return usagef("batch: --base-url is for the site: add --publish")
	}
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(batchMemoryLimit()))
	s := opts.settings
	if err := e.checkRatingsLoadFund(s, opts.RatingsSet, opts.Fund); err != nil {
		return err
	}
	if s.Paper != "" {
		if err := e.pdfOptions(s, "pdf", &exporters.Options{}); err != nil {
			return err
		}
	}
	if opts.FundSet {
		opts.Given = opts.Given.WithFund(s.Fund)
	}
	p := &progress{e: e, quiet: s.Quiet, outDir: opts.Output}
	plan := batch.Plan{Formats: e.formats, Inputs: args, Output: opts.Output, Workers: opts.Jobs,
		Given: opts.Given, Generator: "tiebreak " + version,
		SeasonPDF: func() (exporters.Options, error) {
			o := exporters.Options{Generator: "tiebreak " + version}
			return o, e.pdfOptions(s, "pdf", &o)
		},
		Reads: e.inputs.Reads, Walk: walkDir, Hooks: p.hooks, Progress: p.update}
	if opts.Publish {
		so, err := siteFlags{BaseURL: opts.BaseURL}.options()
		if err != nil {
			return err
		}
		plan.Site = &so
	}
	res, err := batch.Run(ctx, plan)
	p.finish()
	var stop *batch.StoppedError
	var none *batch.NoEventsError
	switch {
	case errors.As(err, &stop):
		return joinErr(fmt.Errorf("%w; the outputs written so far are kept, no summary was written", stop), outdirError(stop.Manifest))
	case errors.As(err, &none):
		return fmt.Errorf("%w (formats: %s)", none, strings.Join(e.formats.Importers.Names(), ", "))
	case err != nil:
		return outdirError(err)
	}
	lbErr := outdirError(res.Leaderboard)
	if res.Site != nil {
		lbErr = joinErr(fmt.Errorf("the site: %w", outdirError(res.Site)), lbErr)
	}
	if lbErr != nil {
		return fmt.Errorf("the season leaderboard: %w", lbErr)
	}
	if res.Ledger != nil {
		return fmt.Errorf("the season's prize ledger: %w", outdirError(res.Ledger))
	}
	if res.Failed > 0 {
		return &batchFailedError{failed: res.Failed, total: res.Events, summary: filepath.Join(opts.Output, "summary.csv")}
	}
	return nil
}

// joinErr joins two errors, either of which may be nil.
func joinErr(a, b error) error {
	if b == nil {
		return a
	}
	return fmt.Errorf("%w; %w", a, b)
}

// hooks words what the event ev should tell the director, in the flags' words, into
// its log, printed when it is done.
func (p *progress) hooks(ev *batch.Event) batch.Hooks {
	var log bytes.Buffer
	e := *p.e // the event's messages are kept with it, not interleaved
	e.stderr, e.stdout = &log, io.Discard
	e.inputs = slices.Clip(e.inputs) // appends of one event never reach another's
	p.logs[ev.Index] = &log
	s := &settings{command: "batch", Quiet: true, Settings: ev.Settings}
	return batch.Hooks{
		Read: e.readEvent,
		Plan: func(pipeline.Settings) (pipeline.Plan, error) { return e.plan(s, true) },
		Say: func(n pipeline.Note) {
			switch n.Kind {
			case pipeline.NoteFund, pipeline.NoteSection:
				fmt.Fprintf(&log, "note: %s\n", n.Text)
			case pipeline.NoteJudged:
				_ = e.sayJudged(s, n.Section) // a refusal becomes the section's error
			default:
				e.sayRankingNote(s, n)
			}
		},
		Word: func(stage batch.Stage, err error) error {
			switch stage {
			case batch.StageLoad:
				return e.loadError(s, err)
			case batch.StageFund, batch.StageBuild:
				return e.buildError(err)
			}
			return outdirError(err)
		},
		Failed: func(_ string, err error) { fmt.Fprintf(&log, "%s\n", firstLines(err.Error(), 20)) },
	}
}

// firstLines keeps the first n lines of a message.
func firstLines(msg string, n int) string {
	lines := strings.Split(strings.TrimRight(msg, "\n"), "\n")
	if len(lines) <= n {
		return strings.Join(lines, "\n")
	}
	return strings.Join(lines[:n], "\n") + fmt.Sprintf("\n... and %d more lines", len(lines)-n)
}
