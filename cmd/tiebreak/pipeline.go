package main

import (
	"bytes"
	"fmt"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
	"tiebreak/engine/prizes"
	"tiebreak/engine/teams"
	"tiebreak/exporters"
	"tiebreak/importers/fund"
	"tiebreak/pipeline"
)

// settings are what the per-event pipeline needs to know: how to read the event, how to
// judge it, how to rank it, which prize fund to pay and how to print PDFs. Commands fill
// them from their flags ([settingsFrom]); batch also from season.yaml and sidecars. The
// pipeline itself never reads flags.
type settings struct {
	command string // the command, for messages: "standings"

	// Reading: --from, --sheet, --section.
	from, sheet, section string
	// Judging: --round N (roundSet tells --round 0 from no --round), --force, --quiet.
	round        int
	roundSet     bool
	force, quiet bool
	// Ranking: --rules, --tiebreaks, --type, --places, -O NAME=VALUE.
	rules, tiebreaks, typ, places string
	options                       []string
	// PDF pages: --paper, --font.
	paper, font string
	// fund is the prize fund to pay; nil for none.
	fund *fundSpec
	// ratings is --ratings of report, publish and batch: "fide" or "uscf" adds the
	// rating columns to the standings files and the site; "" for none.
	ratings string
}

// fundSpec is a prize fund read from a file, a template or a season file.
type fundSpec struct {
	ref  string // what the user gave: a path, a template name, "season.yaml:12:7"
	fund *prizes.Fund
	opts prizes.Options
}

// settingsFrom returns the settings the flags of c give. Flags a command does not have
// read as empty. The fund is not loaded here (see [loadFund]).
func settingsFrom(c *cli.Context) *settings {
	s := &settings{
		from:      c.String("from"),
		sheet:     c.String("sheet"),
		section:   c.String("section"),
		round:     c.Int("round"),
		roundSet:  c.IsSet("round"),
		force:     c.Bool("force"),
		quiet:     c.Bool("quiet"),
		rules:     c.String("rules"),
		tiebreaks: c.String("tiebreaks"),
		typ:       c.String("type"),
		places:    c.String("places"),
		options:   c.StringSlice("option"),
		paper:     c.String("paper"),
		font:      c.String("font"),
		ratings:   c.String("ratings"),
	}
	if c.Command != nil {
		s.command = c.Command.Name
	}
	return s
}

// loadFund reads the prize fund ref names (a file or a template); "" is no fund.
func loadFund(ref string) (*fundSpec, error) {
	if ref == "" {
		return nil, nil
	}
	f, opts, err := fund.Load(ref)
	if err != nil {
		return nil, err
	}
	return &fundSpec{ref: ref, fund: f, opts: opts}, nil
}

// ranked is one event (or one section of a file) judged and ranked, with its prize
// allocation when a fund applies.
type ranked struct {
	ev      *event
	section string // the section's name when the file has several; "" otherwise
	st      *engine.Standings
	alloc   *prizes.Allocation      // nil without a fund
	teams   *teams.Standings        // team standings for the wall chart; nil without team matches
	ratings *exporters.RatingReport // the rating columns of --ratings; nil without
	notes   []string                // what the prize allocation wants the director to know
}

// rank ranks a judged event under s and pays the fund of s, if any.
func (e *env) rank(s *settings, ev *event, section string) (*ranked, error) {
	st, err := e.ranking(s, ev.t)
	if err != nil {
		return nil, err
	}
	r := &ranked{ev: ev, section: section, st: st}
	if s.fund != nil {
		a, err := e.pay(s, ev, st, s.fund)
		if err != nil {
			return nil, err
		}
		r.alloc, r.notes = a, a.Notes
	}
	r.teams = e.wallchartTeams(ev.path, ev.t, s.rules)
	if s.ratings != "" {
		if r.ratings, err = ratingReport(s.ratings, ev.t); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// document returns the exporter document of r, with the PDF settings of s when format
// is "pdf".
func (e *env) document(s *settings, r *ranked, format string) (*exporters.Document, error) {
	doc := &exporters.Document{T: r.ev.t, Standings: r.st, Prizes: r.alloc, Opts: e.exportOptions(r.st)}
	if format == "pdf" {
		if err := e.pdfOptions(s, format, &doc.Opts); err != nil {
			return nil, err
		}
	}
	return doc, nil
}

// render writes every file into memory, so that a report is written only when all of
// its files could be made.
func render(files []outputFile) ([]renderedFile, error) {
	out := make([]renderedFile, 0, len(files))
	for _, f := range files {
		var b bytes.Buffer
		if err := f.Write(&b); err != nil {
			return nil, fmt.Errorf("cannot make %s: %w", f.Name, err)
		}
		out = append(out, renderedFile{name: f.Name, data: b.Bytes()})
	}
	return out, nil
}

// renderedFile is a report file made in memory.
type renderedFile struct {
	name string // slash-separated path relative to the report's folder
	data []byte
}

// outputFile is one file of a report: its name in the report's folder and what writes it.
type outputFile = pipeline.ReportFile

// reportFiles returns the files of the report of r ([pipeline.Formats.ReportFiles]) with
// the exporter options and the paper of s; what event.trf writes differently from the
// event goes to r.notes. only, when not nil, keeps the names it holds.
func (e *env) reportFiles(s *settings, r *ranked, only map[string]bool) ([]outputFile, error) {
	doc, err := e.document(s, r, "")
	if err != nil {
		return nil, err
	}
	pdf, err := e.document(s, r, "pdf")
	if err != nil {
		return nil, err
	}
	// The wall chart is laid out for the paper of the PDFs (--paper).
	paper, err := wallchartPaper(s.paper)
	if err != nil {
		return nil, err
	}
	files, notes := e.formats.ReportFiles(pipeline.Report{
		T: r.ev.t, Standings: r.st, Prizes: r.alloc, Teams: r.teams, Ratings: r.ratings,
		Opts: doc.Opts, PDF: pdf.Opts, WallchartPaper: paper,
	}, only)
	r.notes = append(r.notes, notes...)
	return files, nil
}
