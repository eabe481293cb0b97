package xlsxout

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestRatingColumns: with ratings, the wall chart and the standings sheet end with the
// change and post-event rating (headed "Est." for estimates), and the legend names the
// rules they follow.
func TestRatingColumns(t *testing.T) {
	for _, estimate := range []bool{false, true} {
		doc := rankedDoc(t, loadTRF(t, "../../testdata/sample.trf"), "MM,SOLK")
		rep := &exporters.RatingReport{T: doc.T, System: "FIDE", Estimate: estimate, Legend: "the rules in one sentence."}
		for i := range doc.T.Players {
			rep.Rows = append(rep.Rows, exporters.RatingRow{Player: i, Rating: 1500, Change: []string{"4.6", "-8.2", "0"}[i%3], NewRating: 1600 + i})
		}
		rep.Rows[1].NewRating = 0
		doc.Ratings = rep
		f, _ := export(t, []*exporters.Document{doc}, Config{})
		chg, post := "Chg", "Post"
		if estimate {
			chg, post = "Est. chg", "Est. post"
		}
		for _, sheet := range []string{"Wall chart", "Standings"} {
			rows := sheetTable(t, f, sheet)
			c, p := column(t, rows, chg), column(t, rows, post)
			if p != c+1 || c != len(rows[0])-2 {
				t.Errorf("%s: rating columns at %d and %d of %d", sheet, c, p, len(rows[0]))
			}
			no := column(t, rows, "No.")
			want := map[string][2]string{"1": {"+4.6", "1600"}, "2": {"-8.2", ""}, "3": {"0", "1602"}}
			for _, r := range rows[1:] {
				if w, ok := want[r[no]]; ok && (r[c] != w[0] || r[p] != w[1]) {
					t.Errorf("%s: player %s: %q %q, want %q %q", sheet, r[no], r[c], r[p], w[0], w[1])
				}
			}
		}
		found := false
		for _, r := range sheetTable(t, f, "Legend") {
			found = found || (r[0] == "Ratings" && strings.Contains(r[1], "the rules in one sentence."))
		}
		if !found {
			t.Errorf("legend lacks the ratings line")
		}
	}
}
