package main

import (
	"context"
	"io"
	"path/filepath"
	"runtime"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/pipeline/batch"
)

func newBatchCommand(e *env) *cli.Command {
	o := batchOptions{folderOptions: newFolderOptions("batch", "DIR or EVENT", "OUTDIR")}
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
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(), Destination: &o.plan.Workers, DefaultText: "the number of cores", Usage: "events worked on at once (`N`)"},
			&cli.BoolFlag{Name: "force", Destination: &s.Force, Action: layer(&s.Given.Force), Usage: "rank events with errors anyway, marked unverified (as in season.yaml: force: true)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Destination: &s.Quiet, Usage: "log only failures; no progress bar"},
		), o.flags("write into the folder `OUTDIR` (created if needed)", addSite)...),
		Action: action(e.runBatch, &o),
	}
}

// batchOptions are the flags of batch: those of the folder and the site, --jobs
// (plan.Workers) and the settings of the other flags: --force, --quiet and those of
// ranking and paper. The settings given (Given) and the fund (--fund) override
// season.yaml and the sidecars of every event; they all make the season's own files
// (leaderboard, payees).
type batchOptions struct {
	folderOptions
	plan batch.Plan
}

// walkDir is filepath.WalkDir; tests replace it to make a folder unreadable where
// permissions cannot (a test run as root reads every folder).
var walkDir = filepath.WalkDir

// runBatch reports every event found under the folders and files of args into the
// folder opts names ([batch.Run]), saying on standard error how each went and on
// standard output what the season's files are ([batch.Log]).
func (e *env) runBatch(ctx context.Context, opts batchOptions, args []string) error {
	if err := e.start(&opts.folderOptions, args); err != nil {
		return err
	}
	plan, s := opts.plan, opts.settings
	if plan.Workers < 1 {
		return usagef("batch: -j %d: give 1 or more", plan.Workers)
	}
	defer batch.LimitMemory()()
	if opts.FundSet {
		opts.Given = opts.Given.WithFund(s.Fund)
	}
	p := e.newProgress(opts.Out, s.Quiet)
	plan.Output, plan.Formats, plan.Inputs, plan.Given, plan.Generator = opts.Out, e.formats, args, opts.Given, "tiebreak "+version
	plan.SeasonPDF = func() (exporters.Options, error) {
		o := exporters.Options{Generator: "tiebreak " + version}
		err := e.pdfOptions(s, "pdf", &o) // before o is returned: it completes o
		return o, err
	}
	plan.Reads, plan.Walk, plan.Hooks, plan.Progress = e.inputs.Reads, walkDir, e.batchHooks(&p.log), p.update
	if opts.Publish {
		plan.Site = &opts.Site
	}
	res, err := batch.Run(ctx, plan)
	p.finish()
	if err != nil {
		return outdirError(err)
	}
	return res.Err(outdirError) // a *batch.FailedError when only events failed: exit status 3
}

// batchHooks returns the hooks of each event ([batch.Plan.Hooks]): read, planned and
// its notes and errors worded as the single-event commands do, in the flags' words,
// into its log in log, printed when it is done.
func (e *env) batchHooks(log *batch.Log) func(ev *batch.Event) batch.Hooks {
	return func(ev *batch.Event) batch.Hooks {
		e := *e // the event's messages are kept with it, not interleaved
		e.stderr, e.stdout = log.Event(ev), io.Discard
		e.inputs = slices.Clip(e.inputs) // appends of one event never reach another's
		s := &settings{command: "batch", Quiet: true, Settings: ev.Settings}
		return batch.Hooks{
			Read: e.readEvent,
			Plan: func(pipeline.Settings) (pipeline.Plan, error) { return e.plan(s, true) },
			Say:  func(n pipeline.Note) { e.sayNote(s, n, false) },
			Word: func(stage batch.Stage, err error) error {
				switch stage {
				case batch.StageLoad:
					return e.loadError(s, err)
				case batch.StageFund, batch.StageBuild:
					return e.buildError(err)
				}
				return outdirError(err)
			},
			Failed: func(_ string, err error) { log.Failed(ev, err) },
		}
	}
}
