// Package site writes a static results site: plain HTML pages with one style sheet, no
// script, no server and no third-party request, that work from file:// and from any
// static host.
//
// [Build] takes the sections of one or more events, each ranked into an
// [exporters.Document], and returns the site's files: an index of the events and their
// sections; per section the standings with their tiebreaks, places and how each tie was
// broken, the crosstable in US wall-chart notation, the prizes when a fund was paid, the
// team standings of a team event and a page per player with linked opponents; the season
// leaderboard of a batch run; and, for a base URL, an SVG QR code on every page and a
// printable QR sheet. Every link is relative; every value goes through html/template, so a
// hostile name stays text. The output depends only on its input and Options, so that a
// site made twice with the same SOURCE_DATE_EPOCH is byte for byte the same.
package site
