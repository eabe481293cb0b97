// Package crosstable turns a grid of text cells (from a CSV file or a spreadsheet sheet)
// into an [engine.Tournament]. It holds the header vocabulary real exports use and the
// grid-to-model step with its validation; the cell grammar, the "# key: value" metadata
// lines and the formula guard it reads with are in internal/xtab, shared with the
// csv and xlsx exporters.
//
// # Grids
//
// [Parse] finds the header row by itself (No., Nr., #, SNo, Rk., Name, Rtg, Elo, FED,
// Pts., Pkt., Total, 1.Rd, R1, Rd 1, TB1, ...), keeps unknown columns as
// [engine.Player.Attrs], works out whether opponent numbers are start numbers or final
// ranks (a table whose first key column is Rk. is a ranking crosstable), and maps ranks
// back to start numbers when the table has a start-number column (SNo); without one,
// players are numbered by their row, as chess-results' own rank references are. It reports every problem at once, each as an
// [*importers.ParseError] placed on the offending cell.
//
// The package does not read files: the csv and xlsx importers build the [Grid].
package crosstable
