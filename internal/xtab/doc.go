// Package xtab is the crosstable text grammar both directions share: the cell notations
// the crosstable importer reads and the csv exporter writes, the "# key: value" metadata
// lines, the formula guard, and the table the CSV and XLSX crosstables hold.
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
// # Metadata and formula guards
//
// A crosstable grid cannot hold an event header, a scoring system, teams or point
// adjustments. [WriteMeta] and [ReadMeta] define the "# key: value" lines that carry them
// at the top of a CSV file (see [MetaMarker]), so that the csv exporter and importer
// convert TRF to CSV and back without loss. [Table] builds the metadata lines and the
// guarded table the CSV and XLSX crosstable exporters write. [GuardCell] and [CleanCell] are the matching
// pair that keeps spreadsheets from running cell text as a formula.
package xtab
