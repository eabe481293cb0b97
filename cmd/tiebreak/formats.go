package main

import (
	"tiebreak/engine"
	"tiebreak/engine/fide"
	"tiebreak/engine/uscf"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	textout "tiebreak/exporters/text"
	"tiebreak/importers"
)

// formats holds every registry. This is the only place importers, exporters and tiebreak
// families are wired in.
type formats struct {
	importers *importers.Registry
	convert   *exporters.Registry // convert --to
	standings *exporters.Registry // standings --format
	catalogue *engine.Catalogue
}

func newFormats() *formats {
	f := &formats{
		importers: importers.NewRegistry(),
		convert:   exporters.NewRegistry(),
		standings: exporters.NewRegistry(),
		catalogue: engine.NewCatalogue(),
	}
	f.catalogue.Register(uscf.New())
	f.catalogue.Register(fide.New())
	f.standings.Register(textout.New())
	f.standings.Register(csvout.NewStandings())
	return f
}
