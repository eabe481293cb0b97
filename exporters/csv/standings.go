package csvout

import (
	"encoding/csv"
	"errors"
	"io"
	"strconv"

	"tiebreak/exporters"
)

// Standings writes final standings as CSV. The column contract scripts rely on is: a
// header "place,no,name,rating,points" followed by one column per tiebreak headed by its
// canonical code ("BH/C1"); place is "1" or "3-5"; numbers use a decimal point; one row
// per player in final order.
type Standings struct{}

// NewStandings returns the standings CSV writer.
func NewStandings() Standings { return Standings{} }

// Name returns "csv".
func (Standings) Name() string { return "csv" }

// Extensions returns ".csv".
func (Standings) Extensions() []string { return []string{".csv"} }

// Description describes the output.
func (Standings) Description() string {
	return "standings CSV: place,no,name,rating,points, then one column per tiebreak"
}

// Export writes doc.Standings.
func (Standings) Export(w io.Writer, doc *exporters.Document) error {
	st := doc.Standings
	if st == nil {
		return errors.New("csvout: no standings to write")
	}
	cw := csv.NewWriter(w)
	header := []string{"place", "no", "name", "rating", "points"}
	for _, tb := range st.Tiebreaks {
		header = append(header, tb.Code())
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	rec := make([]string, len(header))
	for _, row := range st.Rows {
		p := &doc.T.Players[row.Player]
		rec = rec[:0]
		rec = append(rec, row.PlaceLabel(), strconv.Itoa(int(p.ID)), guardStandingsCell(p.Name),
			strconv.Itoa(exporters.DisplayRating(p)), row.Points.String())
		for k, tb := range st.Tiebreaks {
			rec = append(rec, exporters.FormatValue(tb, row.Values[k]))
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// guardStandingsCell keeps a spreadsheet from reading a name as a formula: text that
// starts with = + - or @ gets a leading apostrophe, which spreadsheets hide.
func guardStandingsCell(s string) string {
	if s != "" && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@') {
		return "'" + s
	}
	return s
}
