package pdfout

import (
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// standings draws the standings, titled with where the event stands: place (shared places as "3-5"), pairing number,
// name, rating, points and one column per tiebreak, then a legend of the tiebreak codes.
func (r *renderer) standings() {
	st := r.doc.Standings
	t := r.doc.T
	tab := &table{title: r.progress().String(), size: bodySize, shade: true}
	tab.cols = []column{
		{title: "Place", align: 'L'},
		{title: "No.", align: 'R'},
		{title: "Name", align: 'L', flex: true, min: 90, max: 230},
		{title: "Rating", align: 'R'},
		{title: "Pts", align: 'R'},
	}
	for _, tb := range st.Tiebreaks {
		tab.cols = append(tab.cols, column{title: tb.Code(), align: 'R'})
	}
	rat := map[int]*exporters.RatingRow{}
	if rep := r.doc.Ratings; rep != nil {
		titles := []string{"Pre", "Chg", "Post"}
		if rep.Estimate {
			titles = []string{"Pre", "Est. chg", "Est. post"}
		}
		for _, t := range titles {
			tab.cols = append(tab.cols, column{title: t, align: 'R'})
		}
		for i := range rep.Rows {
			rat[rep.Rows[i].Player] = &rep.Rows[i]
		}
	}
	width := len(tab.cols)
	tab.rows = make([]row, 0, len(st.Rows))
	for _, rw := range st.Rows {
		p := &t.Players[rw.Player]
		rating := "unr."
		if v := exporters.DisplayRating(p); v != 0 {
			rating = strconv.Itoa(v)
		}
		cells := make([]string, 0, width)
		cells = append(cells, rw.PlaceLabel(), strconv.Itoa(int(p.ID)), p.Name, rating, rw.Points.String())
		for k, tb := range st.Tiebreaks {
			if rw.IsBlank(k) {
				cells = append(cells, "") // a group tiebreak not applied to this player
				continue
			}
			cells = append(cells, exporters.FormatValue(tb, rw.Values[k]))
		}
		if r.doc.Ratings != nil {
			cells = append(cells, ratingCells(rat[rw.Player])...)
		}
		tab.rows = append(tab.rows, row{cells: cells})
	}
	r.draw(tab)
	r.legend()
	r.ratingsLegend()
}

// ratingCells returns a player's pre-rating, change and post-rating cells ("" where a
// value does not apply); gains carry a plus sign.
func ratingCells(rr *exporters.RatingRow) []string {
	if rr == nil {
		return []string{"", "", ""}
	}
	pre, post, chg := "unr.", "", rr.Change
	if rr.Rating > 0 {
		pre = strconv.Itoa(rr.Rating)
	}
	if rr.NewRating > 0 {
		post = strconv.Itoa(rr.NewRating)
	}
	if chg != "" && chg != "0" && !strings.HasPrefix(chg, "-") {
		chg = "+" + chg
	}
	return []string{pre, chg, post}
}

// ratingsLegend says under the standings what the rating columns are: the rules they
// follow and, for US Chess, that they are estimates.
func (r *renderer) ratingsLegend() {
	rep := r.doc.Ratings
	if rep == nil {
		return
	}
	r.y += 4
	r.paragraph("Ratings: "+rep.Legend, false, bodySize-1, grey)
}

// legend explains the tiebreak codes under the standings.
func (r *renderer) legend() {
	st := r.doc.Standings
	if len(st.Tiebreaks) == 0 {
		return
	}
	var parts []string
	for i, tb := range st.Tiebreaks {
		code := tb.Code()
		name := definition(r.doc.Opts.Definitions, code)
		if name == "" {
			parts = append(parts, strconv.Itoa(i+1)+". "+code)
			continue
		}
		parts = append(parts, strconv.Itoa(i+1)+". "+code+": "+name)
	}
	r.y += 6
	r.paragraph("Tiebreaks, applied in this order only among players still tied: "+strings.Join(parts, "; ")+". Players equal on points and every tiebreak share a place (3-5).", false, bodySize-1, grey)
}

// definition returns the name of a tiebreak code ("Modified Median") from the
// definitions the command passed ("MM" -> "Modified Median: ..."), trying the code as
// printed, then without its modifiers ("BH/C1" -> "BH").
func definition(defs map[string]string, code string) string {
	keys := []string{code}
	if i := strings.IndexAny(code, "/-"); i > 0 {
		keys = append(keys, code[:i])
	}
	for _, k := range keys {
		if d, ok := defs[k]; ok {
			name, _, _ := strings.Cut(d, ":")
			return strings.TrimSpace(name)
		}
	}
	return ""
}
