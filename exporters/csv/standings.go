package csvout

import (
	"context"
	"errors"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
	"io"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Standings writes standings as CSV. The column contract scripts rely on is: a header
// "place,no,name,rating,points" followed by one column per tiebreak headed by its
// canonical code ("BH/C1"); with ratings (standings --ratings) three columns follow:
// pre_rating,rating_change,post_rating, or pre_rating,est_rating_change,est_post_rating
// for estimates, blank where a value does not apply; "rank" and "status" come last.
// place is "1" or "3-5" (under US Chess rules the score group's places, as the prize
// list prints them; see [engine.Row.PlaceLabel]); rank is the rank after the tiebreaks;
// status is where the event stands ("Final standings", "Standings after round 3"), the
// same on every row; numbers use a decimal point; one row per player in standings order.
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

// Export writes doc.Standings. Numbers are appended directly; only text goes through
// CSV quoting.
func (Standings) Export(_ context.Context, w io.Writer, doc *exporters.Document) error {
	st := doc.Standings
	if st == nil {
		return errors.New("no standings to write")
	}
	b := []byte("place,no,name,rating,points")
	for _, tb := range st.Tiebreaks {
		b = append(b, ',')
		b = appendCSVText(b, tb.Code())
	}
	rat := map[int]*exporters.RatingRow{}
	if doc.Ratings != nil {
		if doc.Ratings.Estimate {
			b = append(b, ",pre_rating,est_rating_change,est_post_rating"...)
		} else {
			b = append(b, ",pre_rating,rating_change,post_rating"...)
		}
		for i := range doc.Ratings.Rows {
			rat[doc.Ratings.Rows[i].Player] = &doc.Ratings.Rows[i]
		}
	}
	b = append(b, ",rank,status\n"...)
	status := appendCSVText(nil, exporters.Progress(doc).String())
	for _, row := range st.Rows {
		p := &doc.T.Players[row.Player]
		b = append(b, row.PlaceLabel()...)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(p.ID), 10)
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(p.Name))
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(exporters.DisplayRating(p)), 10)
		b = append(b, ',')
		b = row.Points.Append(b, -1)
		for k, tb := range st.Tiebreaks {
			b = append(b, ',')
			if !row.IsBlank(k) { // empty where a group tiebreak was not applied
				b = exporters.AppendValue(b, tb, row.Values[k])
			}
		}
		if doc.Ratings != nil {
			b = appendRatingCells(b, rat[row.Player])
		}
		b = append(b, ',')
		b = append(b, row.RankLabel()...)
		b = append(b, ',')
		b = append(b, status...)
		b = append(b, '\n')
		var err error
		if b, err = flushRows(w, b, false); err != nil {
			return err
		}
	}
	_, err := flushRows(w, b, true)
	return err
}

// flushRows writes the rows gathered in b to w once they are more than 32 KB, or when
// last, and returns b emptied for the next rows.
func flushRows(w io.Writer, b []byte, last bool) ([]byte, error) {
	if !last && len(b) <= 32<<10 {
		return b, nil
	}
	_, err := w.Write(b)
	return b[:0], err
}

// appendCSVText appends a field quoted as encoding/csv would: in double quotes, with inner
// quotes doubled, when it holds a comma, a quote, a line end or leading space.
func appendCSVText(b []byte, s string) []byte {
	if s == "" || !strings.ContainsAny(s, ",\"\r\n") && s[0] != ' ' && s[0] != '\t' {
		return append(b, s...)
	}
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		if s[i] == '"' {
			b = append(b, '"')
		}
		b = append(b, s[i])
	}
	return append(b, '"')
}
