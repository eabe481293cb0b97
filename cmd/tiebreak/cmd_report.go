package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newReportCommand(e *env) *cli.Command {
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
		Flags: append(append(append(append(rankingFlags(), inputFlags()...), pdfFlags()...), publishFlags()...),
			&cli.StringFlag{Name: "fund", Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write into the folder `DIR` (created if needed)"},
			ratingsFlag(),
			// Hidden: 'tiebreak watch' owns its folder and replaces its own report whatever
			// the event's name becomes between saves.
			&cli.BoolFlag{Name: ownFolderFlag, Hidden: true, Usage: "replace the report in DIR whatever event it is of (for tiebreak watch)"},
		),
		Action: func(c *cli.Context) error {
			return e.runReport(c.Context, reportOptionsFrom(c), c.Args().Slice())
		},
	}
}

// reportOptions are the flags of report.
type reportOptions struct {
	// settings are the ranking, input and PDF flags, --ratings among them.
	*settings
	// Site holds --base-url, for the site --publish writes.
	Site siteFlags
	// Publish says whether --publish also writes the results site.
	Publish bool
	// BaseURLSet says whether --base-url was given, which is refused without --publish.
	BaseURLSet bool
	// FundRef is the prize fund --fund names: a YAML file or a template name.
	FundRef string
	// Output is the folder --output names.
	Output string
	// RatingsSet says whether --ratings was given, so that its system is checked.
	RatingsSet bool
	// OwnFolder says whether the hidden --own-folder lets the report replace the
	// report of any event in Output (for tiebreak watch).
	OwnFolder bool
}

// reportOptionsFrom reads the flags of report from c.
func reportOptionsFrom(c *cli.Context) reportOptions {
	return reportOptions{
		settings:   settingsFrom(c),
		Site:       siteFlagsFrom(c),
		Publish:    c.Bool("publish"),
		BaseURLSet: c.IsSet("base-url"),
		FundRef:    c.String("fund"),
		Output:     c.String("output"),
		RatingsSet: c.IsSet("ratings"),
		OwnFolder:  c.Bool(ownFolderFlag),
	}
}

// runReport writes the report of the event read from args (one file, or one file per
// section) into the folder opts names.
func (e *env) runReport(ctx context.Context, opts reportOptions, args []string) error {
	paths := args
	if len(paths) == 0 {
		return usagef("report: missing EVENT (a file, or - for standard input)")
	}
	out := opts.Output
	if out == "" || out == "-" {
		return usagef("report: say which folder to write into with -o DIR")
	}
	s := opts.settings
	if err := checkRatingsLoadFund(s, opts.RatingsSet, opts.FundRef); err != nil {
		return err
	}
	ev, err := e.open(ctx, s, paths)
	if err != nil {
		return err
	}
	var fundNotes []string
	if len(paths) == 1 && s.Fund == nil {
		// No --fund: the prizes the TD entered in the pairing program, if the file has them.
		s.Fund, fundNotes = e.programFund(ctx, paths[0])
	}
	ef, err := e.matchFund(s, ev)
	if err != nil {
		return err
	}
	rep, err := e.reportSections(ctx, opts, ev, ef)
	if err != nil {
		return err
	}
	rep.notes = append(fundNotes, rep.notes...)
	if err := otherEventReport(out, rep.files, pipeline.ReportGuard{Force: s.Force, OwnFolder: opts.OwnFolder}); err != nil {
		return err
	}
	od, err := e.openOutputDir(ctx, out, "report")
	if err != nil {
		return err
	}
	defer od.close()
	// All or nothing: every file is staged before any is renamed into place.
	if err := od.writeAll(rep.files); err != nil {
		return err
	}
	e.sayReportFiles(od, rep.files)
	for _, n := range rep.notes {
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n)
	}
	if err := od.finish(true); err != nil {
		return err
	}
	return badSections(paths[0], rep.bad, s.Force)
}

// reportContents is what 'tiebreak report' writes for an event.
type reportContents struct {
	files []renderedFile // every file, the sections' in their subfolders
	notes []string       // what the director should know
	bad   []string       // the sections that could not be read
}

// reportSections ranks, pays and renders every section of the event read from paths,
// then the site (--publish) and the prize files of a fund over several sections.
func (e *env) reportSections(ctx context.Context, opts reportOptions, ev *pipeline.Event, ef *pipeline.EventPay) (*reportContents, error) {
	s := opts.settings
	path, secs := ev.Paths[0], ev.Sections
	// label names section i in messages, with its file.
	label := func(i int) string { return secs[i].Label(secs[i].Path) }
	rep := &reportContents{notes: ef.MatchNotes()}
	var siteSecs []site.Section
	folders := ev.Folders()
	rs := make([]*ranked, len(secs))
	for i, sec := range secs {
		if sec.Loaded == nil {
			fmt.Fprintf(e.stderr, "tiebreak: %s: not written: %v\n", label(i), sec.Err)
			rep.bad = append(rep.bad, sec.Name)
			continue
		}
		ss := withFund(s, ef, i)
		r, err := e.rank(ss, sec.Loaded, sec.Name)
		if err != nil {
			return nil, err
		}
		rs[i] = r
		if err := e.renderSection(ctx, rep, ss, r, folders[i], label(i)); err != nil {
			return nil, err
		}
		if opts.Publish {
			siteSecs = append(siteSecs, e.siteSection(ctx, ss, r, eventSlug(path), folders[i]))
		}
	}
	if opts.Publish {
		made, err := siteFiles(opts.Site, siteSecs, nil)
		if err != nil {
			return nil, err
		}
		rep.files = append(rep.files, made...)
	} else if opts.BaseURLSet {
		return nil, usagef("report: --base-url is for the site: add --publish")
	}
	if ef.EventFiles(len(secs)) {
		fs, err := e.eventFiles(ctx, s, ef.EventFund, rs)
		if err != nil {
			return nil, err
		}
		made, err := render(fs)
		if err != nil {
			return nil, err
		}
		rep.files = append(rep.files, made...)
	}
	return rep, nil
}

// renderSection adds the report files of one section r to rep, in folder ("" for the
// only section); label names the section in messages.
func (e *env) renderSection(ctx context.Context, rep *reportContents, s *settings, r *ranked, folder, label string) error {
	fs, err := e.reportFiles(ctx, s, r)
	if err != nil {
		return err
	}
	made, err := render(fs)
	if err != nil {
		return fmt.Errorf("%s: %w", label, err)
	}
	for _, f := range made {
		if folder != "" {
			f.name = folder + "/" + f.name
		}
		rep.files = append(rep.files, f)
	}
	rep.notes = append(rep.notes, r.notes...)
	return nil
}

// sayReportFiles names each file written on standard output, the site in one line.
func (e *env) sayReportFiles(od *outputDir, files []renderedFile) {
	pages := 0
	for _, f := range files {
		if strings.HasPrefix(f.name, siteFolder+"/") {
			pages++
			continue
		}
		fmt.Fprintf(e.stdout, "wrote %s\n", od.path(f.name))
	}
	if pages > 0 {
		fmt.Fprintf(e.stdout, "wrote %s: the site, %s\n", od.path(siteFolder+"/index.html"), plural(pages, "file"))
	}
}

// matchFund matches the fund of s to the event ev ([pipeline.Event.MatchFund]); nil when
// s has no fund.
func (e *env) matchFund(s *settings, ev *pipeline.Event) (*pipeline.EventPay, error) {
	ef, err := ev.MatchFund(s.Fund)
	var fse *pipeline.FundSectionsError
	if errors.As(err, &fse) {
		return nil, usagef("%v (add --section NAME)", fse)
	}
	return ef, err
}

// withFund returns s with the fund section i is paid from; s itself when the run has
// no fund (ef is nil).
func withFund(s *settings, ef *pipeline.EventPay, i int) *settings {
	if ef == nil {
		return s
	}
	sc := *s
	sc.Fund = ef.Fund(i)
	return &sc
}

// programFund returns the prize fund the event file at path holds
// ([pipeline.ReadProgramFund]: the prizes entered in SwissSys), with notes saying so;
// nil for standard input or a file that holds none.
func (e *env) programFund(ctx context.Context, path string) (*pipeline.Fund, []string) {
	if path == "-" || ctx.Err() != nil {
		return nil, nil
	}
	f, notes := pipeline.ReadProgramFund(path)
	if f != nil {
		notes[0] += "; --fund FILE pays another fund"
	}
	return f, notes
}
