package csvout

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"tiebreak/engine"
	"tiebreak/exporters"
	"tiebreak/importers/crosstable"
)

// Crosstable writes a CSV crosstable: a row per player in start-number order, that the
// csv importer reads back into the same model.
//
// The file starts with metadata lines ("# key: value", described at
// [crosstable.MetaMarker]) carrying the event header, scoring, teams, adjustments,
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
// [crosstable.GuardCell]).
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
var ErrNotation = errors.New("unknown notation")

// fixedColumns are the player columns before the extra attributes.
var fixedColumns = []string{"No", "Name", "Sex", "Title", "Rtg", "Fed", "FIDE ID", "Born", "Club"}

// Export writes doc.T: the metadata lines, then the table.
func (Crosstable) Export(w io.Writer, doc *exporters.Document) error {
	meta, table, err := CrosstableTable(doc)
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

// CrosstableTable returns what the CSV crosstable holds: the "# key: value" metadata lines
// and the table (a header row, then one row per player in start-number order), every cell
// already guarded against formula injection. The XLSX crosstable writes the same table.
func CrosstableTable(doc *exporters.Document) (meta []string, table [][]string, err error) {
	t := doc.T
	if t == nil {
		return nil, nil, errors.New("no tournament")
	}
	var notation crosstable.Notation
	format := crosstable.FormatUS
	switch doc.Opts.Notation {
	case "", "us":
		notation = crosstable.US
	case "chess-results":
		notation, format = crosstable.ChessResults, crosstable.FormatChessResults
	default:
		return nil, nil, fmt.Errorf("%w %q (want us or chess-results)", ErrNotation, doc.Opts.Notation)
	}
	rounds := t.Rounds
	for _, p := range t.Players {
		rounds = max(rounds, len(p.Rounds))
	}
	meta = crosstable.WriteMeta(t, notation)
	attrKeys := attributeKeys(t)
	header := append([]string(nil), fixedColumns...)
	header = append(header, attrKeys...)
	header = append(header, "Pts", "Rk")
	for r := 1; r <= rounds; r++ {
		header = append(header, "R"+strconv.Itoa(r))
	}
	table = append(table, guardAll(header))
	for i := range t.Players {
		p := &t.Players[i]
		rec := []string{strconv.Itoa(int(p.ID)), p.Name, p.Sex, p.Title, blankZero(p.Rating), p.Federation, p.FIDEID, p.Birth, p.Club}
		for _, k := range attrKeys {
			rec = append(rec, attrValue(p, k))
		}
		pts := ""
		if p.Declared != nil {
			pts = p.Declared.String()
		}
		rec = append(rec, pts, blankZero(p.DeclaredRank))
		for r := 0; r < rounds; r++ {
			var rd engine.Round
			if r < len(p.Rounds) {
				rd = p.Rounds[r]
			}
			rec = append(rec, format(rd, int(rd.Opponent)))
		}
		table = append(table, guardAll(rec))
	}
	return meta, table, nil
}

func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// attributeKeys returns every player attribute key once, in an order that keeps each
// player's attributes in the order the player lists them whenever the players agree on an
// order (as they do when the attributes came from columns): keys are sorted
// topologically by "comes after" in some player's list, earliest first seen first; when
// players disagree, the earliest key still waiting breaks the cycle.
func attributeKeys(t *engine.Tournament) []string {
	var keys []string
	seen := map[string]bool{}
	next := map[string][]string{}
	waiting := map[string]int{} // how many keys must come before
	edge := map[[2]string]bool{}
	for _, p := range t.Players {
		for i, a := range p.Attrs {
			if !seen[a.Key] {
				seen[a.Key] = true
				keys = append(keys, a.Key)
			}
			if i == 0 {
				continue
			}
			e := [2]string{p.Attrs[i-1].Key, a.Key}
			if e[0] != e[1] && !edge[e] {
				edge[e] = true
				next[e[0]] = append(next[e[0]], e[1])
				waiting[e[1]]++
			}
		}
	}
	out := make([]string, 0, len(keys))
	done := map[string]bool{}
	for len(out) < len(keys) {
		pick := ""
		for _, k := range keys {
			if !done[k] && waiting[k] == 0 {
				pick = k
				break
			}
		}
		if pick == "" { // a cycle: the players disagree
			for _, k := range keys {
				if !done[k] {
					pick = k
					break
				}
			}
		}
		done[pick] = true
		out = append(out, pick)
		for _, k := range next[pick] {
			waiting[k]--
		}
	}
	return out
}

func attrValue(p *engine.Player, key string) string {
	for _, a := range p.Attrs {
		if a.Key == key {
			return a.Value
		}
	}
	return ""
}

func guardAll(rec []string) []string {
	for i, s := range rec {
		rec[i] = crosstable.GuardCell(s)
	}
	return rec
}

// csvLine writes a metadata line as one CSV field: quoted when it holds a comma or a
// double quote, so that a spreadsheet keeps "# event: Open, Reserve" in one cell (and the
// importer reads the quoted line back, see [crosstable.UnpadMetaLine]).
func csvLine(line string) string {
	if !strings.ContainsAny(line, `,"`) {
		return line
	}
	return `"` + strings.ReplaceAll(line, `"`, `""`) + `"`
}
