package pipeline

import (
	"context"
	"io"
	"slices"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	pdfout "github.com/tiebreak-chess/tiebreak/exporters/pdf"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
)

// Report file names, in the order they are written and listed.
const (
	FileStandingsCSV  = "standings.csv"
	FileStandingsText = "standings.txt"
	FileWallchart     = "wallchart.xlsx"
	FileEventTRF      = "event.trf"
	FileStandingsPDF  = "standings.pdf"
	FilePrizesCSV     = "prizes.csv"
	FilePrizesPDF     = "prizes.pdf"
	FileTeamsCSV      = "teams.csv"
	FileTeamsPDF      = "teams.pdf"
)

// ReportFileNames lists every file a report can hold.
var ReportFileNames = []string{FileStandingsCSV, FileStandingsText, FileWallchart, FileEventTRF,
	FileStandingsPDF, FilePrizesCSV, FilePrizesPDF, FileTeamsCSV, FileTeamsPDF}

// ReportFile is one file of a report: its name in the report's folder and what writes
// it.
type ReportFile struct {
	Name  string // slash-separated path relative to the report's folder
	Write func(io.Writer) error
}

// Report is one event ranked, with what its report folder shows.
type Report struct {
	T         *engine.Tournament
	Standings *engine.Standings
	// Prizes is the prize allocation; nil without a fund.
	Prizes *prizes.Allocation
	// Teams is the team standings for the wall chart and the team files; nil when the
	// event's teams played no team matches.
	Teams *teams.Standings
	// Ratings adds the rating columns (report --ratings) to the standings files (text,
	// CSV, PDF and the wall chart); nil for none. event.trf has no such columns.
	Ratings *exporters.RatingReport
	// Opts are the exporter options of the files other than PDFs; PDF those of the PDFs
	// (paper, font, time stamp, hand-out list).
	Opts, PDF exporters.Options
	// WallchartPaper is the wall chart's paper: [xlsxout.PaperLetter] or
	// [xlsxout.PaperA4], the paper of the PDFs.
	WallchartPaper int
}

// ReportFiles returns the files of the report of r: standings.csv, standings.txt,
// wallchart.xlsx and event.trf; with a fund prizes.csv and prizes.pdf, else
// standings.pdf (so that there is always a PDF to print; with a fund too when only asks
// for it); teams.csv and teams.pdf when the event's teams played team matches. Each
// writes exactly what the standings, wallchart and prizes commands write for the same
// event and settings. only, when not nil, keeps the names it holds. The notes say what
// event.trf writes differently from the event (a name cut to its field). The files'
// Write stops a long export once ctx is cancelled.
func (f *Formats) ReportFiles(ctx context.Context, r Report, only map[string]bool) ([]ReportFile, []string) {
	withPrizes := &exporters.Document{T: r.T, Standings: r.Standings, Prizes: r.Prizes, Ratings: r.Ratings, Opts: r.Opts}
	pdf := &exporters.Document{T: r.T, Standings: r.Standings, Prizes: r.Prizes, Ratings: r.Ratings, Opts: r.PDF}
	// The standings outputs are written from a document without prizes, exactly as the
	// standings and wallchart commands write them.
	plain := withoutPrizes(withPrizes)
	export := func(reg *exporters.Registry, format string, doc *exporters.Document) func(io.Writer) error {
		ex, ok := reg.Lookup(format)
		if !ok {
			panic("tiebreak: no exporter " + format)
		}
		return func(w io.Writer) error { return ex.Export(ctx, w, doc) }
	}
	reg := f.Standings
	wall := xlsxout.NewWithConfig(xlsxout.Config{Print: []string{"chart"}, Paper: r.WallchartPaper})
	wallDoc := *plain
	wallDoc.Teams = r.Teams
	trfDoc := *plain
	trfDoc.Ratings = nil
	files := []ReportFile{
		{FileStandingsCSV, export(reg, "csv", plain)},
		{FileStandingsText, export(reg, "text", plain)},
		{FileWallchart, func(w io.Writer) error { return wall.Export(ctx, w, &wallDoc) }},
		{FileEventTRF, export(reg, "trf", &trfDoc)},
	}
	if r.Prizes == nil || only[FileStandingsPDF] {
		files = append(files, ReportFile{FileStandingsPDF, export(reg, "pdf", withoutPrizes(pdf))})
	}
	if r.Prizes != nil {
		files = append(files,
			ReportFile{FilePrizesCSV, export(f.Prizes, "csv", withPrizes)},
			ReportFile{FilePrizesPDF, export(f.Prizes, "pdf", pdf)})
	}
	if r.Teams != nil {
		st := r.Teams
		teamDoc := &exporters.Document{T: r.T, Teams: st, Opts: pdf.Opts}
		files = append(files,
			ReportFile{FileTeamsCSV, func(w io.Writer) error { return csvout.WriteTeams(w, st) }},
			ReportFile{FileTeamsPDF, func(w io.Writer) error { return pdfout.WriteTeams(w, teamDoc) }})
	}
	if only != nil {
		kept := files[:0]
		for _, f := range files {
			if only[f.Name] {
				kept = append(kept, f)
			}
		}
		files = kept
	}
	var notes []string
	if ex, ok := reg.Lookup("trf"); ok && slices.ContainsFunc(files, func(f ReportFile) bool { return f.Name == FileEventTRF }) {
		if wr, ok := ex.(exporters.Warner); ok {
			for _, w := range wr.Warnings(plain) {
				notes = append(notes, FileEventTRF+": "+w)
			}
		}
	}
	return files, notes
}

// withoutPrizes returns a copy of doc without the prize allocation, for the standings
// outputs.
func withoutPrizes(doc *exporters.Document) *exporters.Document {
	d := *doc
	d.Prizes = nil
	return &d
}
