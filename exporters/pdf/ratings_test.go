package pdfout

import (
	"regexp"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestStandingsRatingColumns: standings --ratings adds Pre, change and Post columns (the
// change signed, estimates headed "Est.") and the legend under the table.
func TestStandingsRatingColumns(t *testing.T) {
	for _, estimate := range []bool{false, true} {
		doc := synthDoc(t, 6, 3)
		rep := &exporters.RatingReport{T: doc.T, System: "FIDE", Estimate: estimate, Legend: "the rules in one sentence."}
		for i := range doc.T.Players {
			rep.Rows = append(rep.Rows, exporters.RatingRow{Player: i, Rating: 1500 + i, Points: engine.Point, Change: []string{"4.6", "-8.2", "0", "12", "", "3"}[i], NewRating: 1505 + i})
		}
		rep.Rows[4].Rating, rep.Rows[4].NewRating = 0, 0
		doc.Ratings = rep
		text := pdftext(t, render(t, doc), 1, 0)
		head := `Pre\s+Chg\s+Post`
		if estimate {
			head = `Pre\s+Est\. chg\s+Est\. post`
		}
		for _, want := range []string{head, `1500\s+\+4\.6\s+1505`, `1501\s+[-−]8\.2\s+1506`, `1502\s+0\s+1507`, `unr\.\s*\n`, `Ratings: the rules in one sentence\.`} {
			if !regexp.MustCompile(want).MatchString(text) {
				t.Errorf("estimate %v: no %q in\n%s", estimate, want, text)
			}
		}
		if strings.Count(text, "unr.") < 1 {
			t.Errorf("no unrated mark")
		}
	}
}
