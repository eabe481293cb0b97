package main

import (
	"bytes"
	"context"
	"fmt"
	"runtime"

	"github.com/urfave/cli/v2"
	"golang.org/x/sync/errgroup"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// settings are the pipeline's settings ([pipeline.Settings]) with the command they are
// for, for messages. Commands fill them from their flags ([settingsFrom]); batch layers
// them over season.yaml files and sidecars ([pipeline.Settings.Apply]).
type settings struct {
	command string // the command, for messages: "standings"
	pipeline.Settings
}

// settingsFrom returns the settings the flags of c give. Flags a command does not have
// read as empty. The fund is not loaded here (see [pipeline.LoadFund]).
func settingsFrom(c *cli.Context) *settings {
	s := &settings{Settings: pipeline.Settings{
		From:          c.String("from"),
		Sheet:         c.String("sheet"),
		Section:       c.String("section"),
		Round:         c.Int("round"),
		RoundChosen:   c.IsSet("round"),
		PlannedRounds: c.Int("rounds"),
		Force:         c.Bool("force"),
		Quiet:         c.Bool("quiet"),
		Rules:         c.String("rules"),
		Tiebreaks:     c.String("tiebreaks"),
		Type:          c.String("type"),
		Places:        c.String("places"),
		Options:       c.StringSlice("option"),
		Paper:         c.String("paper"),
		Font:          c.String("font"),
		Ratings:       c.String("ratings"),
	}}
	if c.Command != nil {
		s.command = c.Command.Name
	}
	return s
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
	st, err := e.ranking(s, ev.T)
	if err != nil {
		return nil, err
	}
	r := &ranked{ev: ev, section: section, st: st}
	if s.Fund != nil {
		a, err := e.pay(s, ev, st, s.Fund)
		if err != nil {
			return nil, err
		}
		r.alloc, r.notes = a, a.Notes
	}
	r.teams = e.wallchartTeams(s, ev.Path, ev.T, s.Rules)
	if s.Ratings != "" {
		if r.ratings, err = ratingReport(s.Ratings, ev.T); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// document returns the exporter document of r, with the PDF settings of s when format
// is "pdf".
func (e *env) document(ctx context.Context, s *settings, r *ranked, format string) (*exporters.Document, error) {
	doc := &exporters.Document{T: r.ev.T, Standings: r.st, Prizes: r.alloc, Opts: e.exportOptions(ctx, r.st)}
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
	out := make([]renderedFile, len(files))
	errs := make([]error, len(files))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, f := range files {
		g.Go(func() error {
			var b bytes.Buffer
			if err := f.Write(&b); err != nil {
				errs[i] = fmt.Errorf("cannot make %s: %w", f.Name, err)
				return nil
			}
			out[i] = renderedFile{name: f.Name, data: b.Bytes()}
			return nil
		})
	}
	_ = g.Wait() // each file records its own error
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
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
// event goes to r.notes. s.Outputs, when not nil, keeps the names it holds.
func (e *env) reportFiles(ctx context.Context, s *settings, r *ranked) ([]outputFile, error) {
	doc, err := e.document(ctx, s, r, "")
	if err != nil {
		return nil, err
	}
	pdf, err := e.document(ctx, s, r, "pdf")
	if err != nil {
		return nil, err
	}
	// The wall chart is laid out for the paper of the PDFs (--paper).
	paper, err := wallchartPaper(s.Paper)
	if err != nil {
		return nil, err
	}
	files, notes := e.formats.ReportFiles(pipeline.Report{
		T: r.ev.T, Standings: r.st, Prizes: r.alloc, Teams: r.teams, Ratings: r.ratings,
		Opts: doc.Opts, PDF: pdf.Opts, WallchartPaper: paper,
	}, s.Outputs)
	r.notes = append(r.notes, notes...)
	return files, nil
}
