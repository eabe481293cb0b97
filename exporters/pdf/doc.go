// Package pdfout writes the printable PDF a tournament director posts and files after the
// last round: the prize list, the final standings with tiebreaks, and award sheets that
// each winner signs when paid; and the season leaderboard of many events
// ([WriteSeason]), on landscape pages.
//
// Every page has a header (event, dates, place, section, rules and tiebreak order, the
// generator and a time stamp) and a "Page 2 of 5" footer. Tables break across pages
// between rows only, repeat their column titles, and shorten text that does not fit with
// an ellipsis measured with the font's own metrics, never silently: each text shortened
// is reported once through [exporters.Options.Warn] with its full form.
//
// Text is set in the Go fonts (golang.org/x/image/font/gofont), embedded and subset, which
// cover Latin with diacritics, Greek and Cyrillic; [exporters.Options.Font] takes another
// TrueType font for other scripts. A name with characters the font lacks is reported
// through [exporters.Options.Warn], naming the player.
//
// The output is reproducible: the same document and [exporters.Options.GeneratedAt] give
// byte-identical files (fixed creation date, sorted catalogues, no random identifiers).
package pdfout
