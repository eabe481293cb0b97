package csvout

import (
	"context"
	"encoding/csv"
	"io"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// Crosstable writes a CSV crosstable: a row per player in start-number order, that the
// csv importer reads back into the same model.
//
// The file starts with metadata lines ("# key: value", described at
// [xtab.MetaMarker]) carrying the event header, scoring, teams, adjustments,
// national ratings and verbatim records. Then comes one header row and one row per
// player with the columns
//
//	No, Name, Sex, Title, Rtg, Fed, FIDE ID, Born, Club, <extra attributes>, Pts, Rk, R1 ... Rn
//
// where Pts and Rk are the total and rank the source printed (blank when it printed
// none) and the round cells use US notation with the crosstable package's lossless
// extensions (W12w, L5b, D3, X, F12, H, B, BF, U, ...), or chess-results notation (12w1,
// 5b½, -1, ...) when doc.Opts.Notation is "chess-results". Opponents are start numbers.
//
// No cell is ever read as a formula by a spreadsheet: text starting with = + - @ (or a tab
// or carriage return) gets a leading apostrophe, which the importer removes again (see
// [xtab.GuardCell]).
type Crosstable struct{}

// NewCrosstable returns the CSV crosstable exporter.
func NewCrosstable() exporters.Exporter { return Crosstable{} }

// Name returns "csv".
func (Crosstable) Name() string { return "csv" }

// Extensions returns ".csv".
func (Crosstable) Extensions() []string { return []string{".csv"} }

// Description describes the output.
func (Crosstable) Description() string {
	return "CSV crosstable: a row per player, rounds in US (or chess-results) notation, event metadata in # lines"
}

// ErrNotation is returned for a notation the exporter does not write.
var ErrNotation = xtab.ErrNotation

// Export writes doc.T: the metadata lines, then the table.
func (Crosstable) Export(_ context.Context, w io.Writer, doc *exporters.Document) error {
	meta, table, err := xtab.Table(doc.T, doc.Opts.Notation)
	if err != nil {
		return err
	}
	for _, line := range meta {
		if _, err := io.WriteString(w, csvLine(line)+"\n"); err != nil {
			return err
		}
	}
	cw := csv.NewWriter(w)
	if err := cw.WriteAll(table); err != nil {
		return err
	}
	return cw.Error()
}

// csvLine writes a metadata line as one CSV field: quoted when it holds a comma or a
// double quote, so that a spreadsheet keeps "# event: Open, Reserve" in one cell (and the
// importer reads the quoted line back, see [xtab.UnpadMetaLine]).
func csvLine(line string) string {
	if !strings.ContainsAny(line, `,"`) {
		return line
	}
	return `"` + strings.ReplaceAll(line, `"`, `""`) + `"`
}

func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}
