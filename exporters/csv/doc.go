// Package csvout writes CSV files: final standings ([Standings]), a crosstable that the csv
// importer reads back without loss ([Crosstable]: event metadata in "# key: value" lines,
// a row per player, rounds in US or chess-results notation), a game list ([Games]: a
// row per game or bye) and the season leaderboard ([WriteSeason]).
//
// No cell is ever interpreted as a formula by a spreadsheet: text that starts with = + - @,
// a tab or a carriage return gets a leading apostrophe ([xtab.GuardCell]).
//
// This package does not rank or compute tiebreaks; it writes what the
// [exporters.Document] (or the [season.Leaderboard]) holds.
package csvout
