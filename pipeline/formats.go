package pipeline

import (
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
	Prizes    *exporters.Registry
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
