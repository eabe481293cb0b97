// Package xlsxout writes XLSX wall charts: the workbook a tournament director prints and
// posts between rounds, and files after the event.
//
// Each section (one [exporters.Document]) gets four sheets, five for a round robin. With
// one section they are named "Round-robin grid" (round robins only), "Wall chart",
// "Standings", "Crosstable" and "Legend"; with several, each name is prefixed by the
// section name and shortened to Excel's 31 characters.
//
//   - Wall chart: one row per player by pairing number, as US TD programs print them:
//     No., Name with the title as TDs write it ("GM", "WFM", not the TRF letters "g",
//     "wf"), US Chess ID, Rtg, US Chess rating and Fed where known, then each round's
//     result in US notation with the colour ("W12w", "L5b", "D3w", "X12", "F12", "H",
//     "B", "U") and the running score beside it ("2½"), Total, Place, one column per
//     tiebreak and, when prizes are known, Prize. With Options.Notation "chess-results"
//     the results read "12w1", "6b½", "-1" instead.
//   - Round-robin grid: players against players by pairing number ("1", "½", "0", "+",
//     "-"; both games of a double round robin in one cell), the diagonal shaded, then
//     Total, Place and the tiebreaks.
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
// Only the sheets meant for paper print: by default the round-robin grid of a round
// robin and the wall chart of any other event ([Config].Print chooses others). The other
// sheets are hidden, which is the one setting both Excel and LibreOffice (also when
// converting to PDF) honour; Unhide shows them. A section that fits one page prints on
// one page.
//
// The wall chart and the grid print at 100%, never shrunk to fit: results and names are
// 10 pt, running scores 9 pt, column titles 8 pt, nothing is under 8 pt. Manual page
// breaks put 27 players on a Letter landscape page (26 on A4) under the repeated header
// row; as many rounds as fit the printable width go on a page, the player columns
// repeated on every page (the _xlnm.Print_Titles defined name), and Total, Place, the
// tiebreaks and the prize print beside the last rounds, never on a page of their own
// unless together they are wider than a page beside the player columns. Rounds are spread
// evenly over the fewest pages across. When the running scores would take more than two
// pages across (a 20-round event), the results print without them. Rounds only planned
// (no pairing yet) get no column unless Config.PlannedRounds. Pages are ordered across,
// then down, so the pages of one band of players hang side by side. The workbook's
// default font is Arial 10, the cells' font, so column widths are counted in it. Text is
// measured with the advance widths of Liberation Sans (Arial's metrics) and DejaVu Sans
// (what LibreOffice prints without it), Latin, Greek and Cyrillic alike (package
// internal/fontmetrics), and each column holds its widest text in either font with a
// margin; a name wider than the name column's cap shrinks to fit, never cut. Pages are
// planned for the widest rendering (6.36 pt per character), so no renderer adds pages.
//
// Every page has a header with the event name (wrapped, never cut) and its city and
// dates, the sheet name at the right, and a footer with the notation key (wall chart),
// the generator and "Page n of m". The standings and crosstable are fitted to one page
// wide and the legend to one page. Results stay readable in black and white: wins are
// bold, forfeits italic, byes italic on a light grey fill; a black rule under every
// fifth player guides the eye along the row.
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
