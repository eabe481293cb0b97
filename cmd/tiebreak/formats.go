package main

import (
	"tiebreak/engine"
	"tiebreak/engine/fide"
	"tiebreak/engine/uscf"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	dbfout "tiebreak/exporters/dbf"
	jsonout "tiebreak/exporters/json"
	pdfout "tiebreak/exporters/pdf"
	textout "tiebreak/exporters/text"
	trfout "tiebreak/exporters/trf"
	xlsxout "tiebreak/exporters/xlsx"
	"tiebreak/importers"
	csvin "tiebreak/importers/csv"
	dbfin "tiebreak/importers/dbf"
	htmlin "tiebreak/importers/html"
	jsonin "tiebreak/importers/json"
	"tiebreak/importers/swisssys"
	"tiebreak/importers/trf"
	xlsxin "tiebreak/importers/xlsx"
)

// formats holds every registry. This is the only place importers, exporters and tiebreak
// families are wired in.
type formats struct {
	importers *importers.Registry
	convert   *exporters.Registry // convert --to: lossless formats, no standings
	standings *exporters.Registry // standings --format: formats that show the ranking
	// prizes holds the exporters of `prizes --format`: they read Document.Prizes.
	prizes    *exporters.Registry
	catalogue *engine.Catalogue
}

func newFormats() *formats {
	f := &formats{
		importers: importers.NewRegistry(),
		convert:   exporters.NewRegistry(),
		standings: exporters.NewRegistry(),
		prizes:    exporters.NewRegistry(),
		catalogue: engine.NewCatalogue(),
	}
	f.importers.Register(trf.New())
	f.importers.Register(csvin.New())
	f.importers.Register(xlsxin.New())
	f.importers.Register(swisssys.New())
	f.importers.Register(dbfin.New())
	f.importers.Register(htmlin.New())
	f.importers.Register(jsonin.New())

	f.convert.Register(trfout.New())
	f.convert.Register(trfout.New26())
	f.convert.Register(jsonout.New())
	f.convert.Register(csvout.NewCrosstable())
	f.convert.Register(csvout.NewGames())
	f.convert.Register(xlsxout.NewCrosstable())
	f.convert.Register(dbfout.New())

	f.standings.Register(textout.New())
	f.standings.Register(csvout.NewStandings())
	f.standings.Register(jsonout.New())
	f.standings.Register(xlsxout.New())
	f.standings.Register(trfout.New())
	f.standings.Register(trfout.New26())
	f.standings.Register(pdfout.New())

	f.prizes.Register(textout.NewPrizeList())
	f.prizes.Register(csvout.NewPrizes())
	f.prizes.Register(jsonout.NewPrizes())
	f.prizes.Register(pdfout.New())

	f.catalogue.Register(uscf.New())
	f.catalogue.Register(fide.New())
	return f
}

// definitions returns the one-line definition of every tiebreak code of the rules'
// family, for legends.
func (f *formats) definitions(rules engine.Rules) map[string]string {
	defs := map[string]string{}
	if fam, ok := f.catalogue.Family(rules.System); ok {
		for _, ci := range fam.Codes() {
			defs[ci.Code] = ci.Name + ": " + ci.Definition
		}
	}
	return defs
}
