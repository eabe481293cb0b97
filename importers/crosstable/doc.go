// Package crosstable turns a grid of text cells (from a CSV file or a spreadsheet sheet)
// into an [engine.Tournament]. It holds the one cell grammar that the CSV and XLSX
// importers share, the header vocabulary real exports use, and the grid-to-model step with
// its validation.
//
// # Cell notations
//
// [ParseCell] reads five notations (specs §5, and Swiss Perfect's text export):
//
//   - US Chess wall chart ([US]): W12, L5, D3, with an optional colour after the number
//     (W12w, or the DBF form W12B); X and F forfeits with or without an opponent (X, X0,
//     X12); H (half-point bye), B (full-point bye, read as the pairing-allocated bye),
//     U (unpaired, zero-point bye), - or blank (nothing recorded), Z (US forfeit draw: read
//     as an unrated draw with an opponent, as a half-point bye without one), the
//     "inconsistent but ratable" N and S (read as win and loss), R (the result recorded
//     on the other side: the mirror of the opponent's cell, an error at both cells when
//     that cell is R too or records no game against this player) and a bare 12w or 12
//     (paired, result not yet entered).
//   - chess-results ([ChessResults]): 12w1, 5b½, 5b0,5, 24w+, 76b-, 13b (paired, no result
//     yet), -1, -½, -0, a plain 0 (absent), blank, and the extensions -+ and -- (forfeit
//     win or loss without an opponent).
//   - FIDE TEC ([TEC]): +W9, =B13, -B2, +F9, -F12, =BYE, +BYE, -BYE and --.
//   - Swiss Perfect ([SwissPerfect]): 12:W, 12:L, 12:D, 12:+, 12:-, and byes with
//     opponent 0: 0:W (read as the pairing-allocated bye), 0:+ (full-point bye), 0:D and
//     0:= (half-point bye), 0:- and "0: " (zero-point bye); "  : " is not paired.
//   - round-robin matrices ([Matrix]): 1, 0, ½, =, 0.5, 0,5, +, - and a diagonal of *, x or
//     blank.
//
// The US notation has a few extensions so that every [engine.Result] can be written and
// read back without loss; [FormatUS] writes them only when a result needs one: BF
// (requested full-point bye, TRF F), UW/UD/UL (win, draw or loss in a game that lasted less
// than one move, TRF W/D/L), P12w (paired, result not entered) and -12w (an opponent and
// colour with nothing recorded). A colour is only ever written after a number; a bye with a
// colour but no opponent is written with opponent 0 (H0w).
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
// # Metadata and formula guards
//
// A crosstable grid cannot hold an event header, a scoring system, teams or point
// adjustments. [WriteMeta] and [ReadMeta] define the "# key: value" lines that carry them
// at the top of a CSV file (see [MetaMarker]), so that the csv exporter and importer
// convert TRF to CSV and back without loss. [GuardCell] and [CleanCell] are the matching
// pair that keeps spreadsheets from running cell text as a formula.
//
// The package does not read files: the csv and xlsx importers build the [Grid].
package crosstable
