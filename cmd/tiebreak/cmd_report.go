package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/words"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newReportCommand(e *env) *cli.Command {
	o := newFolderOptions("report", "EVENT (a file, or - for standard input)", "DIR")
	return &cli.Command{
		Name:      "report",
		Usage:     "write every output of one event into a folder",
		ArgsUsage: "EVENT [SECTION-FILE...]",
		Description: `Ranks EVENT as 'standings' does, pays the prize fund when --fund is given,
and writes into the folder -o DIR:

   standings.csv    the standings CSV contract (see 'tiebreak standings')
   standings.txt    the standings as text
   wallchart.xlsx   the printable wall chart ('tiebreak wallchart')
   event.trf        the event as TRF16 with the computed ranks
   prizes.csv       with --fund: the prize CSV contract ('tiebreak prizes')
   prizes.pdf       with --fund: prize list, splits, standings, award sheets
   standings.pdf    without --fund: the standings to print
   teams.csv        when the event's teams played team matches
   teams.pdf        with teams.csv: team standings and board results
   site/            with --publish: the results site ('tiebreak publish')

Each file holds exactly what the other commands write for the same event and
flags, and is written atomically; a line names each file written. Nothing is
written unless every file could be made. An event 'check' refuses is refused
unless --force. A file with several sections (SwissSys JSON, US Chess DBF)
gets one subfolder per section, named by the section's slug (under-1800),
unless --section picks one; a section that cannot be read is an error, and
with --force it is left out. DIR/.tiebreak-files lists what was written, so a
rerun removes its own files that are no longer made (prizes.csv when the fund
was dropped) and nothing else, never through a symbolic link. A folder that
'tiebreak batch' wrote, or that another run is writing into, is refused, and
so is a folder holding the report of another event (another name or start
date in its event.trf), naming both events, unless --force; rerunning the
same event replaces its report.

Several files of one event, one section each (report -o DIR open.trf
u1800.trf), are reported like the sections of one file; each is named by its
section name, else by its file name (open.trf is "open"). A fund with
sections: pays every section from its own prize list, with based_on counted
over all of them, and adds DIR/prizes.pdf (a page for the whole event, then
each section's prize list) and DIR/prizes.csv (a first column section).
Without --fund, a SwissSys event file (.sjson) is paid the prizes the TD
entered in SwissSys, as such a fund, with a note saying so.

--ratings fide|uscf adds the rating columns of 'standings --ratings' to
the standings files, the wall chart and the site (US Chess: estimates).

Examples:
   tiebreak report --fund testdata/open-fund.yaml -o out testdata/open.trf
   tiebreak report --tiebreaks uscf -o club-night event.trf
   tiebreak report --fund weekend-swiss --paper a4 -o report event.trf
   tiebreak report --rules fide-2024 --tiebreaks fide -o out event.trf
   tiebreak report --fund fund.yaml -o out SpringOpen_SwissSysJSON.json
   tiebreak report --section under-1800 -o u1800 SpringOpen_SwissSysJSON.json
   tiebreak report --fund fund.yaml -o out open.trf u1800.trf
   tiebreak report --publish -o out testdata/open.trf
   tiebreak report --ratings fide --publish -o out event.trf

Flags may come before or after EVENT.`,
		Flags: append(append(append(rankingFlags(o.settings), inputFlags(o.settings)...), pdfFlags(o.settings)...),
			o.flags("write into the folder `DIR` (created if needed)", addSite)...),
		Action: action(e.runReport, &o),
	}
}

// runReport makes the report of the event read from args (one file, or one file per
// section; [pipeline.MakeReport]) and writes it into the folder opts names
// ([pipeline.ReportFolder]): all or nothing, a line naming each file written.
func (e *env) runReport(ctx context.Context, opts folderOptions, args []string) error {
	if err := e.start(&opts, args); err != nil {
		return err
	}
	s := opts.settings
	ro := pipeline.ReportOptions{Fund: s.Fund}
	if opts.Publish {
		ro.Site = &opts.Site
	}
	ev, err := e.open(ctx, s, args, false)
	if err != nil {
		return err
	}
	if ro.Plan, err = e.plan(s, true); err != nil {
		return err
	}
	rep, err := pipeline.MakeReport(ctx, ev, ro)
	if err != nil {
		return e.buildError(err)
	}
	folder := pipeline.ReportFolder{Guard: pipeline.ReportGuard{Force: s.Force}, Reads: e.inputs.Reads}
	err = folder.Write(ctx, opts.Out, rep.Files)
	if _, written := errors.AsType[*pipeline.FinishError](err); err != nil && !written {
		return outdirError(err) // nothing was written
	}
	e.sayReportFiles(opts.Out, rep.Files)
	for i, n := range rep.Notes {
		e.sayNote(s, n, i == 0 && rep.ProgramFund)
	}
	if err != nil {
		return outdirError(err)
	}
	return badSections(ev.Paths[0], rep.LeftOut, s.Force)
}

// plan returns the plan of a build ([pipeline.Plan]) under s: the ranking settings, the
// exporter options, its notes said on standard error ([env.sayNote]) and, with pdf, the
// PDFs' options and the wall chart's paper.
func (e *env) plan(s *settings, pdf bool) (pipeline.Plan, error) {
	rk, err := s.Ranking()
	if err != nil {
		return pipeline.Plan{}, e.rankingError(err)
	}
	p := pipeline.Plan{Formats: e.formats, Ranking: rk, Ratings: s.Ratings, Outputs: s.Outputs,
		Export: exporters.Options{Generator: "tiebreak " + version},
		Say:    func(n pipeline.Note) { e.sayNote(s, n, false) }}
	if !pdf {
		return p, nil
	}
	if err := e.pdfOptions(s, "pdf", &p.PDF); err != nil {
		return p, err
	}
	p.WallchartPaper, err = wallchartPaper(s.Paper)
	return p, err
}

// buildError words an error of [pipeline.Build] (of building a site too), and of
// matching a fund to an event ([pipeline.Event.MatchFund]) before it, in the flags'
// words.
func (e *env) buildError(err error) error {
	var re *pipeline.RankError
	var ce *pipeline.ChoiceError
	switch {
	case errors.As(err, &re):
		return e.rankingError(re.Err)
	case errors.As(err, &ce) && ce.Setting == "ratings":
		return checkRatingsSystem(ce.Value)
	}
	return worded(err)
}

// sayReportFiles names each file of a report written into the folder dir on standard
// output, the site in one line.
func (e *env) sayReportFiles(dir string, files []pipeline.File) {
	pages := 0
	for _, f := range files {
		if strings.HasPrefix(f.Name, pipeline.ReportSiteFolder+"/") {
			pages++
			continue
		}
		fmt.Fprintf(e.stdout, "wrote %s\n", filepath.Join(dir, filepath.FromSlash(f.Name)))
	}
	if pages > 0 {
		fmt.Fprintf(e.stdout, "wrote %s: the site, %s\n", filepath.Join(dir, pipeline.ReportSiteFolder, "index.html"), words.Plural(pages, "file"))
	}
}
