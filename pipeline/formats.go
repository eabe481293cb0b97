package pipeline

import (
	"io"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	dbfout "github.com/tiebreak-chess/tiebreak/exporters/dbf"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	pdfout "github.com/tiebreak-chess/tiebreak/exporters/pdf"
	textout "github.com/tiebreak-chess/tiebreak/exporters/text"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
	dbfin "github.com/tiebreak-chess/tiebreak/importers/dbf"
	htmlin "github.com/tiebreak-chess/tiebreak/importers/html"
	jsonin "github.com/tiebreak-chess/tiebreak/importers/json"
	"github.com/tiebreak-chess/tiebreak/importers/pgn"
	"github.com/tiebreak-chess/tiebreak/importers/swisssys"
	"github.com/tiebreak-chess/tiebreak/importers/swt"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"
)

// Formats holds every registry: the importers, the exporters by what they write, and
// the tiebreak families. This is the only place importers, exporters and tiebreak
// families are wired in.
type Formats struct {
	Importers *importers.Registry
	// Convert holds the lossless formats an event converts to; they write no standings.
	Convert *exporters.Registry
	// Standings holds the formats that show the ranking.
	Standings *exporters.Registry
	// Prizes holds the formats of a prize list: they read Document.Prizes.
	Prizes *exporters.Registry
	// Teams holds the formats of team standings: they read Document.Teams (and the
	// text one Document.TeamRules).
	Teams *exporters.Registry
	// Ratings holds the formats of a rating report: they read Document.Ratings (the PDF
	// one writes the norm certificates of a report with the norm screen).
	Ratings *exporters.Registry
	// Awards holds the formats of a trophy order sheet: they read Document.Fund, and
	// need no event.
	Awards    *exporters.Registry
	Catalogue *engine.Catalogue
}

// NewFormats returns the registries with every importer, exporter and tiebreak family
// of tiebreak registered.
func NewFormats() *Formats {
	f := &Formats{
		Importers: importers.NewRegistry(),
		Convert:   exporters.NewRegistry(),
		Standings: exporters.NewRegistry(),
		Prizes:    exporters.NewRegistry(),
		Teams:     exporters.NewRegistry(),
		Ratings:   exporters.NewRegistry(),
		Awards:    exporters.NewRegistry(),
		Catalogue: engine.NewCatalogue(),
	}
	f.Importers.Register(trf.New())
	f.Importers.Register(csvin.New())
	f.Importers.Register(xlsxin.New())
	f.Importers.Register(swisssys.New())
	f.Importers.Register(dbfin.New())
	f.Importers.Register(htmlin.New())
	f.Importers.Register(jsonin.New())
	f.Importers.Register(pgn.New())
	f.Importers.Register(swt.New())

	f.Convert.Register(trfout.New())
	f.Convert.Register(trfout.New26())
	f.Convert.Register(jsonout.New())
	f.Convert.Register(csvout.NewCrosstable())
	f.Convert.Register(csvout.NewGames())
	f.Convert.Register(xlsxout.NewCrosstable())
	f.Convert.Register(dbfout.New())

	f.Standings.Register(textout.New())
	f.Standings.Register(csvout.NewStandings())
	f.Standings.Register(jsonout.New())
	f.Standings.Register(xlsxout.New())
	f.Standings.Register(trfout.New())
	f.Standings.Register(trfout.New26())
	f.Standings.Register(pdfout.New())

	f.Prizes.Register(textout.NewPrizeList())
	f.Prizes.Register(csvout.NewPrizes())
	f.Prizes.Register(jsonout.NewPrizes())
	f.Prizes.Register(pdfout.New())

	registerTeams(f.Teams)
	registerRatings(f.Ratings)
	registerAwards(f.Awards)

	f.Catalogue.Register(uscf.New())
	f.Catalogue.Register(fide.New())
	return f
}

// Definitions returns the one-line definition of every tiebreak code of the rules'
// family, for legends.
func (f *Formats) Definitions(rules engine.Rules) map[string]string {
	defs := map[string]string{}
	if fam, ok := f.Catalogue.Family(rules.System); ok {
		for _, ci := range fam.Codes() {
			defs[ci.Code] = ci.Name + ": " + ci.Definition
		}
	}
	return defs
}

// outputFormat is an output format of a registry that writes one part of a
// [exporters.Document] (team standings, a rating report, a trophy order sheet) with
// the exporter package's function for it.
type outputFormat struct {
	name, description string
	extensions        []string
	write             func(w io.Writer, doc *exporters.Document) error
}

// Name returns the format's name, as --format takes it.
func (f outputFormat) Name() string { return f.name }

// Extensions returns the file extensions of the format, the default first.
func (f outputFormat) Extensions() []string { return f.extensions }

// Description returns the format in one line.
func (f outputFormat) Description() string { return f.description }

// Export writes doc in the format.
func (f outputFormat) Export(w io.Writer, doc *exporters.Document) error { return f.write(w, doc) }

// registerTeams registers the formats of team standings into reg.
func registerTeams(reg *exporters.Registry) {
	reg.Register(outputFormat{"text", "team standings table for the terminal, with the team rules used", []string{".txt"}, func(w io.Writer, doc *exporters.Document) error {
		return textout.WriteTeams(w, doc.T, doc.Teams, doc.TeamRules)
	}})
	reg.Register(outputFormat{"csv", "team standings CSV: place,team,mp,gp, then one column per tiebreak", []string{".csv"}, func(w io.Writer, doc *exporters.Document) error {
		return csvout.WriteTeams(w, doc.Teams)
	}})
	reg.Register(outputFormat{"json", "team standings as JSON: kind, tiebreak codes, one object per team", []string{".json"}, func(w io.Writer, doc *exporters.Document) error {
		return jsonout.WriteTeams(w, doc.Teams, func(pi int) int { return int(doc.T.Players[pi].ID) })
	}})
	reg.Register(outputFormat{"xlsx", "XLSX team standings", []string{".xlsx"}, func(w io.Writer, doc *exporters.Document) error {
		return xlsxout.WriteTeams(w, doc, xlsxout.Config{})
	}})
	reg.Register(outputFormat{"pdf", "printable PDF: team standings and board results", []string{".pdf"}, pdfout.WriteTeams})
}

// registerRatings registers the formats of a rating report into reg.
func registerRatings(reg *exporters.Registry) {
	reg.Register(outputFormat{"text", "rating cards for the terminal: each rated game, the change, the new rating; or the norm screens", []string{".txt"}, func(w io.Writer, doc *exporters.Document) error {
		return textout.WriteRatings(w, doc.Ratings)
	}})
	reg.Register(outputFormat{"csv", "rating CSV: no,name,rating,k,rated_games,...,new_rating,performance, one row per player", []string{".csv"}, func(w io.Writer, doc *exporters.Document) error {
		return csvout.WriteRatings(w, doc.Ratings)
	}})
	reg.Register(outputFormat{"pdf", "printable PDF: a certificate per title norm reached, laid out like FIDE's form IT1", []string{".pdf"}, func(w io.Writer, doc *exporters.Document) error {
		return pdfout.WriteNormCertificates(w, doc.Ratings, doc.Opts)
	}})
}

// registerAwards registers the formats of a trophy order sheet into reg.
func registerAwards(reg *exporters.Registry) {
	reg.Register(outputFormat{"text", "trophy order sheet for the terminal: per section, each engraving and how many", []string{".txt"}, func(w io.Writer, doc *exporters.Document) error {
		return textout.WriteTrophyOrders(w, doc.Fund, doc.Fund.TrophyOrders())
	}})
	reg.Register(outputFormat{"csv", "trophy order CSV: section,engraving,count,prizes,team, one row per engraving", []string{".csv"}, func(w io.Writer, doc *exporters.Document) error {
		return csvout.WriteTrophyOrders(w, doc.Fund.TrophyOrders())
	}})
}
