package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/exporters/site"
	"tiebreak/importers"
)

func newReportCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "report",
		Usage:     "write every output of one event into a folder",
		ArgsUsage: "EVENT",
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

Examples:
   tiebreak report --fund testdata/open-fund.yaml -o out testdata/open.trf
   tiebreak report --tiebreaks uscf -o club-night event.trf
   tiebreak report --fund weekend-swiss --paper a4 -o report event.trf
   tiebreak report --rules fide-2024 --tiebreaks fide -o out event.trf
   tiebreak report --fund fund.yaml -o out SpringOpen_SwissSysJSON.json
   tiebreak report --section under-1800 -o u1800 SpringOpen_SwissSysJSON.json
   tiebreak report --publish -o out testdata/open.trf

Flags may come before or after EVENT.`,
		Flags: append(append(append(append(rankingFlags(), inputFlags()...), pdfFlags()...), publishFlags()...),
			&cli.StringFlag{Name: "fund", Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write into the folder `DIR` (created if needed)"},
			// Hidden: 'tiebreak watch' owns its folder and replaces its own report whatever
			// the event's name becomes between saves.
			&cli.BoolFlag{Name: ownFolderFlag, Hidden: true, Usage: "replace the report in DIR whatever event it is of (for tiebreak watch)"},
		),
		Action: func(c *cli.Context) error { return e.runReport(c) },
	}
}

func (e *env) runReport(c *cli.Context) error {
	path, err := oneEvent(c)
	if err != nil {
		return err
	}
	out := c.String("output")
	if out == "" || out == "-" {
		return usagef("report: say which folder to write into with -o DIR")
	}
	s := settingsFrom(c)
	if s.fund, err = loadFund(c.String("fund")); err != nil {
		return err
	}
	secs, err := e.loadSections(s, path)
	if err != nil {
		return err
	}
	var files []renderedFile
	var notes []string
	var siteSecs []site.Section
	folders := sectionFolders(secs)
	var bad []string
	for i, sec := range secs {
		if sec.ev == nil {
			fmt.Fprintf(e.stderr, "tiebreak: %s: not written: %v\n", sec.label(path), sec.err)
			bad = append(bad, sec.name)
			continue
		}
		r, err := e.rank(s, sec.ev, sec.name)
		if err != nil {
			return err
		}
		fs, err := e.reportFiles(s, r, nil)
		if err != nil {
			return err
		}
		made, err := render(fs)
		if err != nil {
			return fmt.Errorf("%s: %w", sec.label(path), err)
		}
		for _, f := range made {
			if folders[i] != "" {
				f.name = folders[i] + "/" + f.name
			}
			files = append(files, f)
		}
		notes = append(notes, r.notes...)
		if c.Bool("publish") {
			siteSecs = append(siteSecs, e.siteSection(s, r, eventSlug(path), folders[i]))
		}
	}
	if c.Bool("publish") {
		made, err := siteFiles(c, siteSecs, nil)
		if err != nil {
			return err
		}
		files = append(files, made...)
	} else if c.IsSet("base-url") {
		return usagef("report: --base-url is for the site: add --publish")
	}
	if !s.force && !c.Bool(ownFolderFlag) {
		if err := otherEventReport(out, files); err != nil {
			return err
		}
	}
	od, err := e.openOutputDir(out, "report")
	if err != nil {
		return err
	}
	defer od.close()
	// All or nothing: every file is staged before any is renamed into place.
	if err := od.writeAll(files); err != nil {
		return err
	}
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
	for _, n := range notes {
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n)
	}
	if err := od.finish(true); err != nil {
		return err
	}
	return badSections(path, bad, s.force)
}

// sectionFolders returns the subfolder of each section: "" when the input has one
// section, else the section's slug, made unique with -2, -3 in section order.
func sectionFolders(secs []section) []string {
	out := make([]string, len(secs))
	if len(secs) < 2 {
		return out
	}
	seen := map[string]bool{}
	for i, sec := range secs {
		base := safeFolderName(importers.Slug(sec.name), sec.name, "section")
		if base == "" {
			base = "section-" + strconv.Itoa(i+1)
		}
		name := base
		for n := 2; seen[name]; n++ {
			name = base + "-" + strconv.Itoa(n)
		}
		seen[name] = true
		out[i] = name
	}
	return out
}
