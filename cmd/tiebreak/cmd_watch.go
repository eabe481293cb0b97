package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/termsafe"
	"github.com/tiebreak-chess/tiebreak/internal/watch"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/pipeline/follow"
)

func newWatchCommand(e *env) *cli.Command {
	o := watchOptions{folderOptions: newFolderOptions("watch", "FILE or FOLDER (the file the pairing program saves)", "DIR")}
	o.Site.TV = true // the site of a watch has its view for a venue screen
	f := &o.Follow
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
		Flags: append(append(append(append(rankingFlags(o.settings), inputFlags(o.settings)...), pdfFlags(o.settings)...),
			o.flags("write into the folder `DIR` (created if needed)", "write the results site with its TV view")...),
			&cli.BoolFlag{Name: "report", Usage: "write what 'report' writes (the default without --publish)", Destination: &o.WriteReport},
			&cli.StringFlag{Name: "exec", Usage: "run the shell `CMD` after each update (its failure is reported, the watch goes on)", Destination: &f.Command},
			&cli.DurationFlag{Name: "poll", Usage: "check the files every `DURATION` (5s) instead of using notifications", Destination: &f.Poll},
			&cli.DurationFlag{Name: "settle", Usage: "read a save once unchanged this `DURATION` (network shares); without it, as soon as it stops changing and parses, at most 1s", Value: watch.DefaultSettle, Destination: &f.Settle,
				Action: seen[time.Duration](&f.FixedSettle)},
			&cli.BoolFlag{Name: "once", Usage: "update once from the files as they are, then exit (for cron)", Destination: &f.Once}),
		Action: action(e.runWatch, &o),
	}
}

// watchOptions are the flags of watch: those of the folder, the site (--publish among
// them) and the settings with which each save is read and its outputs made, the
// follower's bound to its options (--exec, --poll, --settle, --once), and --report.
type watchOptions struct {
	folderOptions
	Follow      follow.Options
	WriteReport bool
}

// runWatch follows the event files of args and writes their report and site into the
// folder -o names on each save ([follow.Follower]), until ctx is done (or once, with
// --once), printing what happens.
func (e *env) runWatch(ctx context.Context, opts watchOptions, args []string) error {
	if err := e.start(&opts.folderOptions, args); err != nil {
		return err
	}
	if err := follow.CheckPaths(args); err != nil {
		return usagef("watch: %v", err)
	}
	s := opts.settings
	s.Ongoing = true // without stated planned rounds, a watched event is never final
	fo := opts.Follow
	fo.Out, fo.Fund = opts.Out, opts.Fund // the follower reads the fund again at each update
	var err error
	if fo.Load, err = e.loadOptions(s); err != nil {
		return err
	}
	fo.Writer, fo.StatusFile, fo.StatusHeader = watchWriter{e}, "watch-status.txt", "# Written by 'tiebreak watch' after each update.\n"
	fo.Stamp = func() time.Time { at, _ := generatedAt(); return at } // checked by the plan below
	fo.Explain = func(problem error) string { return e.watchReason(s, problem) }
	fo.More = func(path string) string { return "run 'tiebreak check " + path + "'" }
	plan, err := e.plan(s, true) // one plan for both: the follower copies it
	if err != nil {
		return err
	}
	if opts.WriteReport || !opts.Publish {
		fo.Report = &plan
	}
	if opts.Publish {
		fo.Site, fo.SiteOptions = &plan, opts.Site
	}
	err = follow.New(args, fo).Run(ctx, func(m follow.Message) { e.sayWatch(s, m) })
	if errors.Is(err, follow.ErrNoneUsed) {
		return &silentError{errors.New("watch: no file could be used")}
	}
	return err
}

// sayWatch prints what the follower reports: a time-stamped line for the TD on
// standard output (the message's own words where they name no flag), the notes of
// reading and building on standard error.
func (e *env) sayWatch(s *settings, m follow.Message) {
	switch m := m.(type) {
	case *follow.Loaded:
		for _, sec := range m.Read.Sections {
			_ = e.sayJudged(s, &sec) // a copy: the refusal is worded by watchReason
		}
	case *follow.BuildNote:
		e.sayNote(s, m.Note, m.Fund)
	case *follow.SiteFailed:
		e.sayAt("the site was not updated: %v", e.buildError(m.Err))
	case *follow.CommandRun:
		if m.Err == nil {
			e.sayAt("--exec done")
		} else {
			e.sayAt("--exec failed (%v); the watch goes on: %s", m.Err, m.Output)
		}
	case fmt.Stringer:
		e.sayAt("%s", m)
	}
}

// sayAt prints a time-stamped line for the TD. The message is one line: a control
// character in it (a line break in a file name) is printed escaped, so that no file name
// can forge a status line.
func (e *env) sayAt(format string, args ...any) {
	fmt.Fprintf(e.stdout, "%s %s\n", time.Now().Format("15:04:05"), termsafe.Line(fmt.Sprintf(format, args...)))
}

// watchReason words the error of a save not used ([follow.SaveError],
// [follow.WriteError]) as report words it, in flags: the follower puts it in its line
// for the terminal, the status file and the site ([follow.Options.Explain]).
func (e *env) watchReason(s *settings, problem error) string {
	err := problem
	if se, ok := errors.AsType[*follow.SaveError](problem); ok {
		err = se.Err
		if sec := se.Section; sec == nil {
			err = e.loadError(s, err)
		} else if sec.Judged && sec.Partial != nil {
			err = e.judged(s, sec.Partial, err)
		}
	} else if we, ok := errors.AsType[*follow.WriteError](problem); ok {
		err = e.buildError(we.Err)
		if lo, ok := errors.AsType[*follow.LeftOutError](we.Err); ok {
			err = badSections(we.Copy, lo.Sections, s.Force)
		}
	}
	return errorText(err)
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
