// Package importers defines how result files become an [engine.Tournament]: the
// [Importer] interface, a [Registry] that chooses an importer by name, extension or
// content, text decoding (BOM, UTF-8, UTF-16, Windows-1252), the limits on what a file may
// declare, and the positioned [ParseError] every importer reports.
//
// Format packages live below (trf, csv, xlsx, swisssys, dbf, html). Formats whose files hold
// several sections of an event implement [SectionImporter] as well; [Slug] and
// [FindSection] are how a section is named on the command line. Wiring happens only in
// cmd/tiebreak.
package importers
