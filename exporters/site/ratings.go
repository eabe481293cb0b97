package site

import (
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// ratingsData is what the rating columns of a section show (standings --ratings and
// publish --ratings): the column headings, what the values are, and each player's values.
type ratingsData struct {
	// Heading says what the values are and where the event stands: "FIDE rating changes
	// after 9 rounds", "US Chess rating estimates after round 3 of 5 (in progress)".
	Heading string
	// Legend names the rules and what was assumed, as the other outputs print it.
	Legend string
	// Cols are the column headings with their meaning in words: Pre, Chg, Post (Est. chg,
	// Est. post for estimates), as the PDF standings head them.
	Cols [3]codeInfo
	// Estimate marks US Chess estimates, which the player pages say in words.
	Estimate bool
	byPlayer map[int]*exporters.RatingRow
}

// ratingsFor returns the rating data of rep, or nil when rep is nil.
func ratingsFor(rep *exporters.RatingReport) *ratingsData {
	if rep == nil {
		return nil
	}
	what := " rating changes "
	if rep.Estimate {
		what = " rating estimates "
	}
	rd := &ratingsData{Heading: rep.System + what + exporters.RatingsStatus(rep.T), Legend: rep.Legend, Estimate: rep.Estimate,
		byPlayer: map[int]*exporters.RatingRow{}}
	rd.Cols = [3]codeInfo{{"Pre", "pre-event rating"}, {"Chg", rep.System + " rating change"}, {"Post", rep.System + " post-event rating"}}
	if rep.Estimate {
		rd.Cols[1] = codeInfo{"Est. chg", "estimated " + rep.System + " rating change (an estimate, not official)"}
		rd.Cols[2] = codeInfo{"Est. post", "estimated " + rep.System + " post-event rating (an estimate, not official)"}
	}
	for i := range rep.Rows {
		rd.byPlayer[rep.Rows[i].Player] = &rep.Rows[i]
	}
	return rd
}

// cells returns player i's pre-rating, change and post-rating as the PDF standings print
// them: "unr." for no pre-rating, gains with a plus sign, blank where a value does not
// apply.
func (rd *ratingsData) cells(i int) []string {
	r := rd.byPlayer[i]
	if r == nil {
		return []string{"", "", ""}
	}
	pre, chg, post := "unr.", r.Change, ""
	if r.Rating > 0 {
		pre = strconv.Itoa(r.Rating)
	}
	if chg != "" && chg != "0" && !strings.HasPrefix(chg, "-") {
		chg = "+" + chg
	}
	if r.NewRating > 0 {
		post = strconv.Itoa(r.NewRating)
	}
	return []string{pre, chg, post}
}

// playerRatingFact is one line of a player page's rating facts.
type playerRatingFact struct{ Term, Value string }

// facts returns player i's rating lines for the player page, each named in full words.
func (rd *ratingsData) facts(i int) []playerRatingFact {
	c := rd.cells(i)
	none := func(s, why string) string {
		if s == "" {
			return why
		}
		return s
	}
	out := []playerRatingFact{{"Pre-event rating", c[0]}}
	if rd.Estimate {
		out = append(out, playerRatingFact{"Estimated rating change", none(c[1], "none")},
			playerRatingFact{"Estimated post-event rating", none(c[2], "none")})
	} else {
		out = append(out, playerRatingFact{"Rating change", none(c[1], "none")},
			playerRatingFact{"Post-event rating", none(c[2], "none")})
	}
	if r := rd.byPlayer[i]; r != nil && r.Note != "" {
		out = append(out, playerRatingFact{"Rating note", r.Note})
	}
	return out
}
