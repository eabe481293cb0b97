package season

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// pl is one player line of a hand-made event: name, US Chess ID, FIDE ID, place (to) and
// game points.
type pl struct {
	name, us, fide string
	place, to      int
	pts            string
}

// event builds a ranked event from lines already in standings order.
func event(name string, lines ...pl) Event {
	t := &engine.Tournament{Name: name, StartDate: "2026/01/10"}
	st := &engine.Standings{Eval: &engine.Evaluation{T: t}}
	for i, l := range lines {
		p := engine.Player{ID: engine.PlayerID(i + 1), Name: l.name, FIDEID: l.fide}
		if l.us != "" {
			p.National = []engine.NationalRating{{Federation: "USA", ID: l.us}}
		}
		t.Players = append(t.Players, p)
		to := l.to
		if to == 0 {
			to = l.place
		}
		st.Rows = append(st.Rows, engine.Row{Player: i, Place: l.place, PlaceTo: to, Points: engine.MustScore(l.pts)})
	}
	return Event{Name: name, Standings: st}
}

// show writes the leaderboard compactly: "place name [us/fide] total: cells" per row,
// a cell being its points, in parentheses when not counted, "-" when not played, with
// "*" after a result joined by name.
func show(lb *Leaderboard) string {
	var b strings.Builder
	for _, r := range lb.Rows {
		fmt.Fprintf(&b, "%s %s", r.PlaceLabel(), r.Name)
		if r.USChessID != "" || r.FIDEID != "" {
			fmt.Fprintf(&b, " [%s/%s]", r.USChessID, r.FIDEID)
		}
		fmt.Fprintf(&b, " %s:", r.Total)
		for e := range lb.Events {
			c := r.Cell(e)
			switch {
			case !c.Played:
				b.WriteString(" -")
			case c.Counted:
				b.WriteString(" " + c.Points.String())
			default:
				b.WriteString(" (" + c.Points.String() + ")")
			}
			if c.ByName {
				b.WriteString("*")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// showMatches writes the review list: "kind: name | event:name[us/fide]->row ...".
func showMatches(lb *Leaderboard) string {
	var b strings.Builder
	for _, m := range lb.Matches {
		fmt.Fprintf(&b, "%s: %s |", m.Kind, m.Name)
		for _, a := range m.Appearances {
			fmt.Fprintf(&b, " %d:%s", a.Event+1, a.Name)
			if a.USChessID != "" || a.FIDEID != "" {
				fmt.Fprintf(&b, "[%s/%s]", a.USChessID, a.FIDEID)
			}
			fmt.Fprintf(&b, "->%d", a.Row+1)
			if a.ByName {
				b.WriteString("*")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}
