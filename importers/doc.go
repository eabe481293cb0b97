// Package importers defines how result files become an [engine.Tournament]: the
// [Importer] interface, a [Registry] that chooses an importer by name, extension or
// content, text decoding (BOM, UTF-8, Windows-1252) and the positioned [ParseError] every
// importer reports.
//
// Format packages live below (trf, csv, xlsx). Wiring happens only in cmd/tiebreak.
package importers
