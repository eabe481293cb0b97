package csvout

import (
	"errors"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
	"io"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine/season"
)

// WriteSeason writes the season leaderboard as CSV. The contract scripts rely on is a
// header
//
//	place,name,uscf_id,fide_id,events,total,<event 1>,<event 2>,...
//
// with one column per event headed by its label (unique within the file), in the order
// the events were given; then one row per player in leaderboard order. place is "1" or
// "3-5" for players equal on total; uscf_id and fide_id are empty when unknown; events
// is the number of events played; total and the event cells are points with a decimal
// point ("7.25", "10"). An event cell is empty when the player did not play it, and in
// parentheses ("(4)") when the result does not count under best-N. No cell starts with
// = + - or @: such text gets a leading apostrophe.
func WriteSeason(w io.Writer, lb *season.Leaderboard) error {
	if lb == nil {
		return errors.New("the season CSV needs a leaderboard")
	}
	b := []byte("place,name,uscf_id,fide_id,events,total")
	for _, e := range lb.Events {
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(e.Label))
	}
	b = append(b, '\n')
	for i := range lb.Rows {
		r := &lb.Rows[i]
		b = append(b, r.PlaceLabel()...)
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(r.Name))
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(r.USChessID))
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(r.FIDEID))
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(r.Played), 10)
		b = append(b, ',')
		b = r.Total.Append(b, -1)
		next := 0
		for _, c := range r.Cells {
			for ; next <= c.Event; next++ {
				b = append(b, ',')
			}
			if c.Counted {
				b = c.Points.Append(b, -1)
			} else {
				b = append(b, '(')
				b = c.Points.Append(b, -1)
				b = append(b, ')')
			}
		}
		for ; next < len(lb.Events); next++ {
			b = append(b, ',')
		}
		b = append(b, '\n')
		var err error
		if b, err = flushRows(w, b, false); err != nil {
			return err
		}
	}
	_, err := flushRows(w, b, true)
	return err
}
