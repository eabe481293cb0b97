// Package xlsxout writes XLSX wall charts: the workbook a tournament director prints and
// posts between rounds, and files after the event.
//
// Each section (one [exporters.Document]) gets four sheets. With one section they are
// named "Wall chart", "Standings", "Crosstable" and "Legend"; with several, each name is
// prefixed by the section name and shortened to Excel's 31 characters.
//
//   - Wall chart: players by pairing number, three lines each, as US TD programs print
//     them. Line 1: No., Name, Rtg, Fed, one result cell per round in US notation
//     ("W12", "L5", "D3", "X12", "F12", "H", "B", "U"), Total, Place, one column per
//     tiebreak and, when prizes are known, Prize. Line 2: title, IDs and club under the
//     name, and each round's colour ("w", "b"). Line 3: the running score after each round.
//     With Options.Notation "chess-results" line 1 reads "12w1", "6b½", "-1" instead.
//   - Standings: final order with shared places ("3-5"), points and every tiebreak value,
//     with the tiebreak codes as headers.
//   - Crosstable: one row per player by place (the column contract below).
//   - Legend: the event header, the rules and edition, each tiebreak with its definition,
//     the notation key and the generator.
//
// [New] gives the exporter registered as "xlsx"; [NewWithConfig] adds what
// [exporters.Options] does not carry: tiebreak definitions for the legend (or a
// catalogue to take them from), the paper size and a prize column. [WriteWorkbook] writes
// several sections into one workbook.
//
// Without standings the sheets have no tiebreak columns; players are then ordered by
// points and players on equal points share a place.
//
// # Crosstable column contract
//
// The "Crosstable" sheet is meant to be read back by the spreadsheet importer. Row 1 is
// the header; every following row is one player, in final order:
//
//	No. | Name | Rtg | Fed | Pts | R1 | ... | Rn | Place
//
// No. is the start (pairing) number, Rtg the rating (blank when unrated), Pts the total
// as a number. Round cells use US notation with a colour suffix whatever Options.Notation
// says, and opponents are always START numbers, never ranks:
//
//	W12w  win against 12 with White        L5b   loss against 5 with Black
//	D3w   draw against 3 with White        X12   forfeit win against 12 (X alone: no opponent)
//	F12   forfeit loss against 12          H     half-point bye
//	B     full-point bye (requested or pairing-allocated)
//	U     not paired: zero-point bye, absent, withdrawn, late entry
//	12w   paired against 12 with White, result not yet entered
//
// Forfeits carry a colour suffix only when the source gave one (X12w). Games that lasted
// less than one move (TRF W, D, L) are written as ordinary wins, draws and losses.
//
// # Printing
//
// Every sheet is landscape, fitted to one page wide, with header row 1 repeated on each
// page (the _xlnm.Print_Titles defined name), frozen panes on the names and the header,
// and a page header and footer with the event name and page numbers. Results stay
// readable in black and white: wins are bold, forfeits italic, byes italic on a light
// grey fill.
//
// # Safety and size
//
// Every text cell is written as a string, so names such as "=HYPERLINK(...)" or "+1"
// are never evaluated as formulas. Sheets are written with excelize's streaming writer,
// so a 9,999-player event needs memory for the output file only.
//
// This package does not compute standings, prizes or tiebreaks; it writes what the
// [exporters.Document] holds.
package xlsxout
