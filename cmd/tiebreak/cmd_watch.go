package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/termsafe"
	"github.com/tiebreak-chess/tiebreak/internal/watch"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/pipeline/follow"
)

func newWatchCommand(e *env) *cli.Command {
	o := watchOptions{settings: &settings{command: "watch"}}
	return &cli.Command{
		Name:      "watch",
		Usage:     "rewrite the outputs whenever the pairing program saves the event",
		ArgsUsage: "FILE|FOLDER...",
		Description: `Watches the files the pairing program keeps saving (a FILE, or the event
files of a FOLDER) and, whenever one changed and stopped changing, runs
'report' (--report, the default) and 'publish' (--publish) on it, exactly as
those commands run by hand, into the folder -o DIR:

   one event, --report     DIR, as 'report -o DIR FILE'
   several, --report       DIR/NAME/ per event, NAME from the file name
   --publish --report      the site in DIR/site/ ('publish -o DIR/site')
   --publish alone         the site in DIR ('publish -o DIR')

--ratings fide|uscf goes to both: rating columns in the files and pages.

The site gets a TV view, tv.html: a full-screen page for a venue screen
that refreshes itself and cycles through each section's standings and its
latest round's results.

A file caught half-written or refused (what 'check' refuses) keeps the last
good outputs in place; the terminal, DIR/watch-status.txt (--report) and
the site's pages say so: "last updated after round 4, 21:14; event.trf
saved 21:20 is unreadable: line 37". The next save is tried again. Each
output is replaced atomically. Ctrl-C stops the watch (exit status 130)
with nothing half-written.

Changes are seen through file-system notifications; --poll checks the
files on a clock instead (network shares), as the watch does by itself
when notifications fail. A US Chess DBF rating report (three files) is an
after-event format and cannot be watched.

Examples:
   tiebreak watch -o out event.trf
   tiebreak watch --publish --fund fund.yaml -o out event.trf
   tiebreak watch --publish --exec "rsync -a site/ host:www/" -o site e.trf
   tiebreak watch --poll 5s --report -o out //club-pc/SwissSys/
   tiebreak watch --once --publish --report -o out event.trf

Flags may come before or after FILE.`,
		Flags: append(append(append(rankingFlags(o.settings), inputFlags(o.settings)...), pdfFlags(o.settings)...),
			&cli.StringFlag{Name: "fund", Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')", Destination: &o.Fund},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write into the folder `DIR` (created if needed)", Destination: &o.Output},
			&cli.BoolFlag{Name: "report", Usage: "write what 'report' writes (the default without --publish)", Destination: &o.WriteReport},
			&cli.BoolFlag{Name: "publish", Usage: "write the results site with its TV view", Destination: &o.WritePublish},
			&cli.StringFlag{Name: "base-url", Usage: "with --publish: the web address `URL` of the site, for QR codes", Destination: &o.Site.BaseURL},
			&cli.StringFlag{Name: "title", Usage: "with --publish: the index page's `TITLE`", Destination: &o.Site.Title},
			ratingsFlag(o.settings),
			&cli.StringFlag{Name: "exec", Usage: "run the shell `CMD` after each update (its failure is reported, the watch goes on)", Destination: &o.Exec},
			&cli.DurationFlag{Name: "poll", Usage: "check the files every `DURATION` (5s) instead of using notifications", Destination: &o.Poll},
			&cli.DurationFlag{Name: "settle", Usage: "read a save once unchanged this `DURATION` (network shares); without it, as soon as it stops changing and parses, at most 1s", Value: watch.DefaultSettle, Destination: &o.Settle,
				Action: seen[time.Duration](&o.FixedSettle)},
			&cli.BoolFlag{Name: "once", Usage: "update once from the files as they are, then exit (for cron)", Destination: &o.Once},
		),
		Action: action(e.runWatch, &o),
	}
}

// watchOptions are the flags of watch, each bound once.
type watchOptions struct {
	// settings are the ranking, input and PDF flags with which each save is read and
	// its outputs made.
	*settings
	// Fund, Output and Exec are what --fund, --output and --exec name; Site holds
	// --title and --base-url.
	Fund, Output, Exec string
	Site               siteFlags
	// WriteReport and WritePublish are --report and --publish (the report is written
	// when neither is given).
	WriteReport, WritePublish bool
	// Poll and Settle are --poll and --settle; FixedSettle says --settle was given:
	// every save waits for it (a network share).
	Poll, Settle time.Duration
	FixedSettle  bool
	// Once is --once.
	Once bool
}

// runWatch follows the event files of args and writes their report and site into the
// folder opts names on each save ([follow.Follower]), until ctx is done (or once, with
// --once), printing what happens.
func (e *env) runWatch(ctx context.Context, opts watchOptions, args []string) error {
	if len(args) == 0 {
		return usagef("watch: missing FILE or FOLDER (the file the pairing program saves)")
	}
	if opts.Output == "" || opts.Output == "-" {
		return usagef("watch: say which folder to write into with -o DIR")
	}
	report, publish := opts.WriteReport || !opts.WritePublish, opts.WritePublish
	if !publish && opts.Site != (siteFlags{}) {
		flag := "title"
		if opts.Site.BaseURL != "" {
			flag = "base-url"
		}
		return usagef("watch: --%s is for the site: add --publish", flag)
	}
	for _, a := range args {
		if a == "-" {
			return usagef("watch: standard input cannot be watched; name the file the pairing program saves")
		}
		if strings.EqualFold(filepath.Ext(a), ".dbf") {
			return usagef("watch: %s: a US Chess DBF rating report cannot be watched; run 'tiebreak report' on it", a)
		}
	}
	s := opts.settings
	s.Ongoing = true // without stated planned rounds, a watched event is never final
	fo, err := e.followOptions(opts, report, publish)
	if err != nil {
		return err
	}
	err = follow.New(args, fo).Run(ctx, func(m follow.Message) { e.sayWatch(s, opts.Once, m) })
	if errors.Is(err, follow.ErrNoneUsed) {
		return &silentError{errors.New("watch: no file could be used")}
	}
	return err
}

// followOptions returns what the follower makes of each save under opts: the plans of
// report (with report) and publish --tv (with publish), checked before the watch starts.
func (e *env) followOptions(opts watchOptions, report, publish bool) (follow.Options, error) {
	s := opts.settings
	// The fund is read here to check it; the follower reads it again at each update.
	if err := e.checkRatingsLoadFund(s, s.Ratings != "", opts.Fund); err != nil {
		return follow.Options{}, err
	}
	load, err := e.loadOptions(s)
	if err != nil {
		return follow.Options{}, err
	}
	fo := follow.Options{Out: opts.Output, Load: load, Fund: opts.Fund, Command: opts.Exec, Poll: opts.Poll,
		Settle: opts.Settle, FixedSettle: opts.FixedSettle, Once: opts.Once, Writer: watchWriter{e},
		Stamp:      func() time.Time { at, _ := generatedAt(); return at }, // checked by the plans below
		StatusFile: "watch-status.txt", StatusHeader: "# Written by 'tiebreak watch' after each update.\n",
		Word: func(err error) string { return e.watchProblem(s, err) }}
	if report {
		rep := *s
		rep.command = "report"
		plan, err := e.plan(&rep, true)
		if err != nil {
			return fo, err
		}
		fo.Report = &plan
	}
	if publish {
		plan, err := e.plan(s, false) // the site has no PDF
		if err != nil {
			return fo, err
		}
		if fo.SiteOptions, err = opts.Site.options(); err != nil {
			return fo, err
		}
		fo.Site, fo.SiteOptions.TV = &plan, true
	}
	return fo, nil
}

// sayWatch prints what the follower reports: a time-stamped line for the TD on
// standard output, the notes of reading and building on standard error.
func (e *env) sayWatch(s *settings, once bool, m follow.Message) {
	switch m := m.(type) {
	case *follow.Watching:
		e.sayAt("watching %s (%s); writing into %s", strings.Join(m.Paths, ", "), m.Mode, m.Out)
	case *follow.WatchNote:
		e.sayAt("%s", m.Text)
	case *follow.Loaded:
		for _, sec := range m.Read.Sections {
			_ = e.sayJudged(s, &sec) // a copy: the refusal is worded by watchProblem
		}
	case *follow.Taken:
		ev := m.Event
		var we *follow.WriteError
		switch {
		case ev == nil:
			e.sayAt("%s: %v", m.Path, m.Err)
		case ev.Problem == nil:
			e.sayAt("%s: updated: %s", ev.Path, ev.Progress())
		case errors.As(ev.Problem, &we):
			e.sayAt("%s: %s", ev.Path, e.watchProblem(s, we))
		case ev.Good:
			e.sayAt("%s: kept the outputs: last updated %s; %s", ev.Path, ev.Progress(), e.watchProblem(s, ev.Problem))
		default:
			e.sayAt("%s: no outputs yet; %s", ev.Path, e.watchProblem(s, ev.Problem))
		}
	case *follow.BuildNote:
		if m.Site {
			e.sayBuildNote(s, m.Note)
		} else {
			e.sayReportNote(s, m.Note, m.Fund)
		}
	case *follow.SiteFailed:
		e.sayAt("the site was not updated: %s", e.watchBuildError(s, m.Err, "", true))
	case *follow.StatusFailed:
		e.sayAt("cannot write the status: %v", m.Err)
	case *follow.CommandRun:
		if m.Err == nil {
			e.sayAt("--exec done")
			return
		}
		text := strings.TrimSpace(m.Output)
		if len(text) > 500 {
			text = text[len(text)-500:]
		}
		e.sayAt("--exec failed (%v); the watch goes on: %s", m.Err, text)
	case *follow.Status:
		next, when := "waiting for the next save", "no update yet"
		if once {
			next = "done"
		}
		if !m.Last.IsZero() {
			when = "last update " + m.Last.Format("15:04")
		}
		e.sayAt("status: %s watched (%d with outputs); %s; %s", plural(m.Events, "event"), m.Good, when, next)
	}
}

// sayAt prints a time-stamped line for the TD. The message is one line: a control
// character in it (a line break in a file name) is printed escaped, so that no file name
// can forge a status line.
func (e *env) sayAt(format string, args ...any) {
	fmt.Fprintf(e.stdout, "%s %s\n", time.Now().Format("15:04:05"), termsafe.Line(fmt.Sprintf(format, args...)))
}

// watchProblem words why a save was not used ([follow.SaveError], [follow.WriteError])
// for the terminal, the status file and the site: "event.trf saved 21:20 is
// unreadable: line 37: ...".
func (e *env) watchProblem(s *settings, err error) string {
	var se *follow.SaveError
	var we *follow.WriteError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("%s saved %s is unreadable: %s", filepath.Base(se.Path), se.Saved.Format("15:04"), e.shortProblem(s, se))
	case errors.As(err, &we):
		return fmt.Sprintf("the outputs of %s saved %s could not be written into %s: %s", filepath.Base(we.Path), we.Saved.Format("15:04"), we.Dir,
			strings.ReplaceAll(errorText(e.watchBuildError(s, we.Err, we.Copy, false)), we.Copy, we.Path))
	}
	return errorText(err)
}

// watchBuildError words an error of making the report of the copy cand, or the site.
func (e *env) watchBuildError(s *settings, err error, cand string, site bool) error {
	var lo *follow.LeftOutError
	switch {
	case errors.As(err, &lo):
		return badSections(cand, lo.Sections, s.Force)
	case site:
		return e.siteBuildError(err)
	}
	return e.buildError(err)
}

// shortProblem returns the first problem of the save se, for a status line: "line 37:
// player 1, round 3: opponent 31 is not in the player list (and 18 more: run 'tiebreak
// check event.trf')"; an error without problems in the file is kept whole, on one
// line, with the copy named as the file followed.
func (e *env) shortProblem(s *settings, se *follow.SaveError) string {
	list := se.Problems()
	switch {
	case len(list) > 1:
		return fmt.Sprintf("%s (and %d more: run 'tiebreak check %s')", list[0], len(list)-1, se.Path)
	case len(list) == 1:
		return list[0]
	}
	err := se.Err
	if sec := se.Section; sec == nil {
		err = e.loadError(s, err)
	} else if sec.Judged && sec.Partial != nil {
		err = e.judged(s, sec.Partial, err)
	}
	if sec := se.Section; sec != nil && sec.Name != "" {
		err = fmt.Errorf("%s: %w", sec.Label(se.Copy), err)
	}
	return strings.Join(strings.Fields(strings.ReplaceAll(errorText(err), se.Copy, se.Path)), " ")
}

// watchWriter writes the watch's outputs as report and publish write theirs: the
// report all or nothing into a folder watch owns, the site swapped in whole.
type watchWriter struct{ e *env }

func (w watchWriter) WriteReport(ctx context.Context, dir string, files []pipeline.File) error {
	folder := pipeline.ReportFolder{Guard: pipeline.ReportGuard{OwnFolder: true}, Reads: w.e.inputs.Reads}
	return outdirError(folder.Write(ctx, dir, files))
}

func (w watchWriter) WriteSite(ctx context.Context, dir string, files []exporters.File, ids []pipeline.EventID) error {
	return w.e.replaceSite(ctx, dir, files, ids, pipeline.ReportGuard{OwnFolder: true})
}

func (w watchWriter) WriteFile(ctx context.Context, path string, data []byte) error {
	return w.e.writeOutput(ctx, path, func(wr io.Writer) error { _, err := wr.Write(data); return err })
}
