package textout

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WriteRatings writes a rating card per player, in start-number order (or, when the
// report holds norm screens, the norm screens instead), as the FIDE and US Chess
// calculators show one: each rated game with the opponent, the opponent's
// rating, the result, the expected score and (FIDE) the change, then the totals, the
// new rating and the performance. A title line says where the event stands, the lines
// under it which rules were used and what was assumed; estimates say so.
func WriteRatings(w io.Writer, rep *exporters.RatingReport) error {
	if rep == nil {
		return errors.New("no ratings to write")
	}
	t := rep.T
	title := t.Name
	if title == "" {
		title = "Event"
	}
	what := rep.System + " rating changes"
	if rep.Estimate {
		what = rep.System + " rating estimates"
	}
	if rep.NormsBasis != nil {
		what = rep.System + " title norm screen"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s %s\n", title, what, exporters.RatingsStatus(t))
	if mark := exporters.Unverified(t); mark != "" {
		fmt.Fprintf(&b, "%s (computed despite errors in the file; 'tiebreak check' lists them)\n", strings.ToUpper(mark[:1])+mark[1:])
	}
	if rep.NormsBasis != nil {
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
		return writeNorms(w, rep)
	}
	for _, line := range rep.Basis {
		b.WriteString(line + "\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	for _, r := range rep.Rows {
		b.Reset()
		p := &t.Players[r.Player]
		fmt.Fprintf(&b, "\n%d  %s", p.ID, p.Name)
		if r.Rating > 0 {
			fmt.Fprintf(&b, "  rating %d", r.Rating)
		} else {
			b.WriteString("  unrated")
		}
		if r.K != "" {
			fmt.Fprintf(&b, ", K %s", r.K)
			if r.KNote != "" {
				fmt.Fprintf(&b, " (%s)", r.KNote)
			}
		}
		b.WriteString("\n")
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
		if len(r.Games) > 0 {
			rows := [][]string{{"", "Rd", "No.", "Opponent", "Rtg", "Res", "Exp", "Change"}}
			for _, g := range r.Games {
				o := &t.Players[g.Opponent]
				rows = append(rows, []string{"", strconv.Itoa(g.Round), strconv.Itoa(int(o.ID)), o.Name,
					strconv.Itoa(g.OpponentRating), g.Points.String(), g.Expected, signed(g.Change)})
			}
			if r.Games[0].Expected == "" {
				for i := range rows {
					rows[i] = rows[i][:6]
				}
			} else if r.Games[0].Change == "" {
				for i := range rows {
					rows[i] = rows[i][:7]
				}
			}
			if err := writeTable(w, rows, map[int]bool{0: true, 3: true}); err != nil {
				return err
			}
		}
		b.Reset()
		fmt.Fprintf(&b, "  %s, %s", exporters.Count(len(r.Games), "rated game"), r.Points.PointsText())
		if r.Expected != "" {
			fmt.Fprintf(&b, ", expected %s", r.Expected)
		}
		est := ""
		if rep.Estimate {
			est = "estimated "
		}
		if r.Change != "" {
			fmt.Fprintf(&b, ", %schange %s", est, signed(r.Change))
		}
		if r.NewRating > 0 {
			fmt.Fprintf(&b, ", %snew rating %d", est, r.NewRating)
		}
		if len(r.Games) > 0 { // a performance of 0 is one
			fmt.Fprintf(&b, ", performance %d", r.Performance)
		}
		b.WriteString("\n")
		if r.Note != "" {
			b.WriteString("  " + r.Note + "\n")
		}
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
	}
	return nil
}

// signed puts a plus sign before a gain: "+4.6", "-8.2", "0".
func signed(change string) string {
	if change == "" || change == "0" || strings.HasPrefix(change, "-") {
		return change
	}
	return "+" + change
}

// ratingCols are the rating columns standings --ratings adds to the text table.
type ratingCols struct {
	legend string // printed under the title
	header []string
	byIdx  map[int]*exporters.RatingRow
}

// ratingColumns returns the columns for rep (none when rep is nil): pre-rating, change
// and post-rating, headed "Est." for estimates, with a legend saying what they are.
func ratingColumns(rep *exporters.RatingReport) ratingCols {
	if rep == nil {
		return ratingCols{}
	}
	rc := ratingCols{header: []string{"Pre", "Chg", "Post"}, byIdx: map[int]*exporters.RatingRow{}}
	rc.legend = "Ratings: " + rep.Legend
	if rep.Estimate {
		rc.header = []string{"Pre", "Est.Chg", "Est.Post"}
	}
	for i := range rep.Rows {
		rc.byIdx[rep.Rows[i].Player] = &rep.Rows[i]
	}
	return rc
}

// cells returns player i's rating cells, "-" where a value does not apply.
func (rc ratingCols) cells(i int) []string {
	if rc.byIdx == nil {
		return nil
	}
	r := rc.byIdx[i]
	if r == nil {
		return []string{"-", "-", "-"}
	}
	dash := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	post := "-"
	if r.NewRating > 0 {
		post = strconv.Itoa(r.NewRating)
	}
	return []string{ratingText(r.Rating), dash(signed(r.Change)), post}
}

// writeNorms writes the title-norm screens: norms reached, then norm performances that
// missed on the other requirements.
func writeNorms(w io.Writer, rep *exporters.RatingReport) error {
	var b strings.Builder
	for _, line := range rep.NormsBasis {
		b.WriteString(line + "\n")
	}
	if len(rep.Norms) == 0 {
		fmt.Fprintf(&b, "No norm performance (%s screened).\n", exporters.Count(rep.NormsScreened, "title check"))
	}
	for _, n := range rep.Norms {
		p := &rep.T.Players[n.Player]
		verdict := n.Title + " NORM"
		if !n.Achieved {
			verdict = n.Title + " performance, but no norm"
		}
		fmt.Fprintf(&b, "\n%d  %s: %s\n", p.ID, p.Name, verdict)
		for _, s := range n.Numbers {
			b.WriteString("  " + s + "\n")
		}
		for _, s := range n.Missing {
			b.WriteString("  missing: " + s + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
