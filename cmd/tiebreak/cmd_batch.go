package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
	"golang.org/x/sync/errgroup"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newBatchCommand(e *env) *cli.Command {
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
		Flags: append(append(append(rankingFlags(), pdfFlags()...),
			&cli.StringFlag{Name: "fund", Usage: "prize fund for every event: a YAML `FILE` or a template name (overrides season.yaml and sidecars)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write into the folder `OUTDIR` (created if needed)"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(), DefaultText: "the number of cores", Usage: "events worked on at once (`N`)"},
			&cli.BoolFlag{Name: "force", Usage: "rank events with errors anyway, marked unverified (as in season.yaml: force: true)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "log only failures; no progress bar"},
			ratingsFlag(),
		), publishFlags()...),
		Action: func(c *cli.Context) error {
			return e.runBatch(c.Context, batchOptionsFrom(c), c.Args().Slice())
		},
	}
}

// batchOptions are the flags of batch.
type batchOptions struct {
	// settings are the ranking and PDF flags, --force, --quiet and --ratings: what the
	// season's own files (leaderboard, payees) are made with.
	*settings
	// Given holds the flags that were given, which override season.yaml and the
	// sidecars of every event ([pipeline.Settings.Apply]); the fund is added to it
	// ([pipeline.Layer.WithFund]) once loaded, when FundSet.
	Given pipeline.Layer
	// FundSet says whether --fund was given, so that it overrides the events' funds.
	FundSet bool
	// FundRef is the prize fund --fund names: a YAML file or a template name.
	FundRef string
	// Site holds --base-url, for the site --publish writes.
	Site siteFlags
	// Publish says whether --publish also writes the results site.
	Publish bool
	// BaseURLSet says whether --base-url was given, which is refused without --publish.
	BaseURLSet bool
	// Output is the folder --output names.
	Output string
	// Jobs is the number of events worked on at once (--jobs).
	Jobs int
	// RatingsSet says whether --ratings was given, so that its system is checked.
	RatingsSet bool
}

// batchOptionsFrom reads the flags of batch from c.
func batchOptionsFrom(c *cli.Context) batchOptions {
	given := func(name string) *string {
		if !c.IsSet(name) {
			return nil
		}
		v := c.String(name)
		return &v
	}
	layer := pipeline.Layer{Rules: given("rules"), Tiebreaks: given("tiebreaks"), Type: given("type"),
		Places: given("places"), Paper: given("paper"), Font: given("font"), Ratings: given("ratings"),
		Options: c.StringSlice("option")}
	if c.IsSet("force") {
		force := c.Bool("force")
		layer.Force = &force
	}
	return batchOptions{
		settings:   settingsFrom(c),
		Given:      layer,
		FundSet:    c.IsSet("fund"),
		FundRef:    c.String("fund"),
		Site:       siteFlagsFrom(c),
		Publish:    c.Bool("publish"),
		BaseURLSet: c.IsSet("base-url"),
		Output:     c.String("output"),
		Jobs:       c.Int("jobs"),
		RatingsSet: c.IsSet("ratings"),
	}
}

// batchFailedError says that some events of a batch failed; the exit status is 3.
type batchFailedError struct {
	failed, total int
	summary       string
}

func (e *batchFailedError) Error() string {
	return fmt.Sprintf("%d of %d events failed; see %s", e.failed, e.total, e.summary)
}

// batchResult is what one input file gave.
type batchResult struct {
	rows   []exporters.SummaryRow // one per section
	log    string                 // what the event's commands said on standard error
	events []seasonEvent          // the events ranked, for the season leaderboard
}

// seasonEvent is one event ranked, for the leaderboard, the ledger and the site.
type seasonEvent struct {
	pipeline.SeasonEvent
	site *site.Section // the event's pages with --publish; nil without
}

// runBatch reports every event found under the folders and files of args into the
// folder opts names, then writes the summary, the season leaderboard, the prize ledger
// and, with --publish, the site.
func (e *env) runBatch(ctx context.Context, opts batchOptions, args []string) error {
	if len(args) == 0 {
		return usagef("batch: missing DIR or EVENT")
	}
	outDir := opts.Output
	if outDir == "" || outDir == "-" {
		return usagef("batch: say which folder to write into with -o OUTDIR")
	}
	workers := opts.Jobs
	if workers < 1 {
		return usagef("batch: -j %d: give 1 or more", workers)
	}
	if opts.BaseURLSet && !opts.Publish {
		return usagef("batch: --base-url is for the site: add --publish")
	}
	flags := opts.settings
	if err := checkRatingsLoadFund(flags, opts.RatingsSet, opts.FundRef); err != nil {
		return err
	}
	if flags.Paper != "" {
		if err := e.pdfOptions(flags, "pdf", &exporters.Options{}); err != nil {
			return err
		}
	}
	jobs, skipped, scoring, err := e.discover(args, outDir)
	if err != nil {
		return err
	}
	if !flags.Quiet {
		for _, f := range skipped {
			fmt.Fprintf(e.stderr, "tiebreak: skipped %s: %s\n", f.path, f.why)
		}
	}
	if len(jobs) == 0 {
		return fmt.Errorf("no event files in %s (formats: %s)", strings.Join(args, ", "), strings.Join(e.formats.Importers.Names(), ", "))
	}
	od, err := e.openOutputDir(ctx, outDir, "batch")
	if err != nil {
		return err
	}
	defer od.close()
	layer := opts.Given
	if opts.FundSet {
		layer = layer.WithFund(flags.Fund)
	}
	b := &batchRun{e: e, opts: opts, flags: layer, out: od}
	results, done := b.runAll(ctx, jobs, workers, flags.Quiet)
	if done < len(jobs) {
		ferr := od.finish(false)
		why := fmt.Errorf("interrupted after %d of %d events", done, len(jobs))
		if stop := stopped(ctx); stop != nil {
			why = fmt.Errorf("%w; %d of %d events were done", stop, done, len(jobs))
			if errors.Is(ferr, stop) {
				ferr = nil // the list of files written was not updated: the run was stopped
			}
		}
		return joinErr(fmt.Errorf("%w; the outputs written so far are kept, no summary was written", why), ferr)
	}
	events, nEvents, failed, err := b.writeSummary(results, skipped)
	if err != nil {
		return err
	}
	// The season leaderboard comes last, so that batch works without it; the site after
	// it, since it shows it.
	lb, lbErr := b.writeLeaderboard(events, scoring)
	payErr := b.writePayees(lb, events)
	if opts.Publish {
		if err := b.writeSite(events, lb); err != nil {
			lbErr = joinErr(fmt.Errorf("the site: %w", err), lbErr)
		}
	}
	if err := od.finish(true); err != nil {
		return err
	}
	if lbErr != nil {
		return fmt.Errorf("the season leaderboard: %w", lbErr)
	}
	if payErr != nil {
		return fmt.Errorf("the season's prize ledger: %w", payErr)
	}
	if failed > 0 {
		return &batchFailedError{failed: failed, total: nEvents, summary: od.path("summary.csv")}
	}
	return nil
}

// writeSummary writes OUTDIR/summary.csv and summary.xlsx: a row per event (per
// section) in job order, then the files skipped. It returns the events ranked, the
// number of events and how many failed.
func (b *batchRun) writeSummary(results []*batchResult, skipped []skippedFile) ([]seasonEvent, int, int, error) {
	var rows []exporters.SummaryRow
	var events []seasonEvent
	failed := 0
	for _, r := range results {
		rows = append(rows, r.rows...)
		events = append(events, r.events...)
		for _, row := range r.rows {
			if row.Status != "ok" {
				failed++
			}
		}
	}
	nEvents := len(rows)
	for _, f := range skipped {
		rows = append(rows, exporters.SummaryRow{File: f.path, Status: "skipped", Error: f.why})
	}
	files, err := pipeline.SummaryFiles(rows, "tiebreak "+version)
	if err != nil {
		return nil, 0, 0, err
	}
	od := b.out
	if err := od.writeAll(rendered(files, "")); err != nil {
		return nil, 0, 0, err
	}
	also := ""
	if len(skipped) > 0 {
		also = fmt.Sprintf("; %s skipped (listed in the summary)", plural(len(skipped), "file"))
	}
	fmt.Fprintf(b.e.stdout, "wrote %s and %s: %s, %d ok, %d failed%s\n", od.path("summary.csv"), od.path("summary.xlsx"), plural(nEvents, "event"), nEvents-failed, failed, also)
	return events, nEvents, failed, nil
}

// joinErr joins two errors, either of which may be nil.
func joinErr(a, b error) error {
	if b == nil {
		return a
	}
	return fmt.Errorf("%w; %w", a, b)
}

// batchRun is one run of the batch command.
type batchRun struct {
	e     *env
	opts  batchOptions   // the flags; their settings make the season's PDFs
	flags pipeline.Layer // the flags that were given, over every event's settings
	out   *outputDir
}

// runAll works on the jobs with the given number of workers and returns the results in
// job order and how many jobs were done; it starts no new job once ctx is done.
func (b *batchRun) runAll(ctx context.Context, jobs []*batchJob, workers int, quiet bool) ([]*batchResult, int) {
	results := make([]*batchResult, len(jobs))
	p := b.e.newProgress(jobs, results, quiet, b.out.dir)
	var g errgroup.Group
	g.SetLimit(workers)
	for i, job := range jobs {
		if ctx.Err() != nil {
			break
		}
		g.Go(func() error {
			if ctx.Err() != nil {
				return nil
			}
			r := b.process(ctx, job)
			p.finish(i, r)
			return nil
		})
	}
	_ = g.Wait() // the workers return nil: each records its outcome in results
	return results, p.close()
}

// settingsFor returns the settings of a job: the defaults of batch, the season.yaml
// files and the sidecar, then the flags that were given ([pipeline.Settings.Apply]).
func (b *batchRun) settingsFor(job *batchJob) *settings {
	s := pipeline.Settings{Quiet: true}
	for _, l := range job.layers {
		s = s.Apply(pipeline.SettingsLayer(l))
	}
	return &settings{command: "batch", Settings: s.Apply(b.flags)}
}

// process imports, checks, ranks and writes one input file. Whatever goes wrong, a
// panic included, fails this file alone.
func (b *batchRun) process(ctx context.Context, job *batchJob) (res *batchResult) {
	var log bytes.Buffer
	e := *b.e // the event's messages are kept with its result, not interleaved
	e.stderr, e.stdout = &log, io.Discard
	e.inputs = slices.Clip(e.inputs) // appends of one event never reach another's
	res = &batchResult{}
	fail := func(folder string, err error) {
		res.rows = append(res.rows, pipeline.FailedRow(folder, job.path, err))
		fmt.Fprintf(&log, "%s\n", firstLines(err.Error(), 20))
	}
	defer func() {
		if v := recover(); v != nil {
			fail(job.folder, fmt.Errorf("%s: internal error while working on this file (please report it with the file): %v", job.path, v))
		}
		res.log = log.String()
	}()
	if job.err != nil {
		fail(job.folder, job.err)
		return res
	}
	s := b.settingsFor(job)
	ev, err := e.importAll(ctx, s, job.path)
	if err != nil {
		fail(job.folder, err)
		return res
	}
	ef, err := e.matchFund(s, ev)
	if err != nil {
		fail(job.folder, err)
		return res
	}
	plan, err := e.plan(s, true)
	if err != nil {
		fail(job.folder, err)
		return res
	}
	secs, folders := ev.Sections, ev.Folders()
	folder := func(i int) string {
		if folders[i] != "" {
			return job.folder + "/" + folders[i]
		}
		return job.folder
	}
	// A section that fails is said in the log as it fails, and gets its summary row in
	// section order.
	failed := make([]error, len(secs))
	index := func(sec *section) int {
		for i := range secs {
			if &secs[i] == sec {
				return i
			}
		}
		return 0
	}
	j := s.judging()
	plan.Pay, plan.Report, plan.Judge, plan.LeftOut, plan.KeepGoing = ef, true, &j, true, true
	plan.Site, plan.SiteFolder, plan.SiteNamed = b.opts.Publish, job.folder, true
	plan.Say = func(n pipeline.Note) {
		var err error
		switch n.Kind {
		case pipeline.NoteFund, pipeline.NoteSection:
			fmt.Fprintf(&log, "note: %s\n", n.Text)
		case pipeline.NoteJudged:
			_ = e.sayJudged(s, n.Section) // a refusal becomes the section's error
		case pipeline.NoteLeftOut:
			err = n.Err
			if !n.Section.Judged && !strings.HasPrefix(err.Error(), job.path) {
				err = fmt.Errorf("%s: %w", n.Section.Label(job.path), err)
			}
		case pipeline.NoteFailed:
			var se *pipeline.SectionError
			if err = e.buildError(n.Err); !errors.As(n.Err, &se) {
				err = fmt.Errorf("%s: %w", n.Section.Label(job.path), err)
			}
		default:
			e.sayRankingNote(s, n)
		}
		if err != nil {
			failed[index(n.Section)] = err
			fmt.Fprintf(&log, "%s\n", firstLines(err.Error(), 20))
		}
	}
	built, err := pipeline.Build(ctx, ev, plan)
	if err != nil {
		fail(job.folder, err)
		return res
	}
	for i, r := range built.Ranked {
		if err := failed[i]; err != nil {
			res.rows = append(res.rows, pipeline.FailedRow(folder(i), job.path, err))
			continue
		}
		if r == nil {
			continue
		}
		if err := b.out.writeAll(rendered(r.Files, job.folder)); err != nil {
			fail(folder(i), err)
			continue
		}
		l := secs[i].Loaded
		res.rows = append(res.rows, pipeline.SummaryRow(folder(i), l.Path, r.Standings, l.WarningCount()+len(progressNotes(l.T))))
		res.events = append(res.events, seasonEvent{SeasonEvent: pipeline.SeasonEvent{Name: folder(i), File: l.Path, Standings: r.Standings, Prizes: r.Prizes}, site: r.Site})
	}
	if len(built.EventFiles) > 0 {
		if err := b.out.writeAll(rendered(built.EventFiles, job.folder)); err != nil {
			fail(job.folder, err)
		}
	}
	return res
}

// firstLines keeps the first n lines of a message.
func firstLines(msg string, n int) string {
	lines := strings.Split(strings.TrimRight(msg, "\n"), "\n")
	if len(lines) <= n {
		return strings.Join(lines, "\n")
	}
	return strings.Join(lines[:n], "\n") + fmt.Sprintf("\n... and %d more lines", len(lines)-n)
}
