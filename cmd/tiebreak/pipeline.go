package main

import (
	"bytes"
	"fmt"
	"io"
	"slices"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
	"tiebreak/engine/prizes"
	"tiebreak/engine/teams"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	pdfout "tiebreak/exporters/pdf"
	xlsxout "tiebreak/exporters/xlsx"
	"tiebreak/importers/fund"
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
	alloc   *prizes.Allocation // nil without a fund
	teams   *teams.Standings   // team standings for the wall chart; nil without team matches
	notes   []string           // what the prize allocation wants the director to know
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
		if err := f.write(&b); err != nil {
			return nil, fmt.Errorf("cannot make %s: %w", f.name, err)
		}
		out = append(out, renderedFile{name: f.name, data: b.Bytes()})
	}
	return out, nil
}

// renderedFile is a report file made in memory.
type renderedFile struct {
	name string // slash-separated path relative to the report's folder
	data []byte
}

// outputFile is one file of a report: its name in the report's folder and what writes it.
type outputFile struct {
	name  string
	write func(io.Writer) error
}

// Report file names, in the order they are written and listed.
const (
	fileStandingsCSV  = "standings.csv"
	fileStandingsText = "standings.txt"
	fileWallchart     = "wallchart.xlsx"
	fileEventTRF      = "event.trf"
	fileStandingsPDF  = "standings.pdf"
	filePrizesCSV     = "prizes.csv"
	filePrizesPDF     = "prizes.pdf"
	fileTeamsCSV      = "teams.csv"
	fileTeamsPDF      = "teams.pdf"
)

// reportFiles returns the files of the report of r: standings.csv, standings.txt,
// wallchart.xlsx and event.trf; with a fund prizes.csv and prizes.pdf, else
// standings.pdf (so that there is always a PDF to print; with a fund too when only asks
// for it); teams.csv and teams.pdf when the event's
// teams played team matches. Each writes exactly what the standings, wallchart and
// prizes commands write for the same event and settings. only, when not nil, keeps the
// names it holds.
func (e *env) reportFiles(s *settings, r *ranked, only map[string]bool) ([]outputFile, error) {
	withPrizes, err := e.document(s, r, "")
	if err != nil {
		return nil, err
	}
	pdf, err := e.document(s, r, "pdf")
	if err != nil {
		return nil, err
	}
	// The standings outputs are written from a document without prizes, exactly as the
	// standings and wallchart commands write them.
	plain := withoutPrizes(withPrizes)
	export := func(reg *exporters.Registry, format string, doc *exporters.Document) func(io.Writer) error {
		ex, ok := reg.Lookup(format)
		if !ok {
			panic("tiebreak: no exporter " + format)
		}
		return func(w io.Writer) error { return ex.Export(w, doc) }
	}
	reg := e.formats.standings
	// The wall chart is laid out for the paper of the PDFs (--paper).
	paper, err := wallchartPaper(s.paper)
	if err != nil {
		return nil, err
	}
	wall := xlsxout.NewWithConfig(xlsxout.Config{Print: []string{"chart"}, Paper: paper})
	wallDoc := *plain
	wallDoc.Teams = r.teams
	files := []outputFile{
		{fileStandingsCSV, export(reg, "csv", plain)},
		{fileStandingsText, export(reg, "text", plain)},
		{fileWallchart, func(w io.Writer) error { return wall.Export(w, &wallDoc) }},
		{fileEventTRF, export(reg, "trf", plain)},
	}
	if r.alloc == nil || only[fileStandingsPDF] {
		files = append(files, outputFile{fileStandingsPDF, export(reg, "pdf", withoutPrizes(pdf))})
	}
	if r.alloc != nil {
		files = append(files,
			outputFile{filePrizesCSV, export(e.formats.prizes, "csv", withPrizes)},
			outputFile{filePrizesPDF, export(e.formats.prizes, "pdf", pdf)})
	}
	if r.teams != nil {
		st := r.teams
		teamDoc := &exporters.Document{T: r.ev.t, Teams: st, Opts: pdf.Opts}
		files = append(files,
			outputFile{fileTeamsCSV, func(w io.Writer) error { return csvout.WriteTeams(w, st) }},
			outputFile{fileTeamsPDF, func(w io.Writer) error { return pdfout.WriteTeams(w, teamDoc) }})
	}
	if only != nil {
		kept := files[:0]
		for _, f := range files {
			if only[f.name] {
				kept = append(kept, f)
			}
		}
		files = kept
	}
	// What event.trf writes differently from the event (a name cut to its field) is said.
	if ex, ok := reg.Lookup("trf"); ok && slices.ContainsFunc(files, func(f outputFile) bool { return f.name == fileEventTRF }) {
		if wr, ok := ex.(exporters.Warner); ok {
			for _, w := range wr.Warnings(plain) {
				r.notes = append(r.notes, fileEventTRF+": "+w)
			}
		}
	}
	return files, nil
}

// withoutPrizes returns a copy of doc without the prize allocation, for the standings
// PDF.
func withoutPrizes(doc *exporters.Document) *exporters.Document {
	d := *doc
	d.Prizes = nil
	return &d
}
