package csvout

import (
	"bufio"
	"errors"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
	"io"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// RatingsHeader is the header of the ratings CSV contract.
const RatingsHeader = "no,name,rating,k,rated_games,rated_points,expected,change,new_rating,performance"

// WriteRatings writes the ratings CSV contract: the header [RatingsHeader], then one row
// per player in start-number order. rating is blank for an unrated player; k, expected
// (the sum of expected scores over the rated games, two decimals), change (as the rating
// system rounds it, "-" for a loss), new_rating and performance are blank where they do
// not apply (performance: without rated games; 0 is a performance). Points and numbers use a decimal point.
func WriteRatings(w io.Writer, rep *exporters.RatingReport) error {
	if rep == nil {
		return errors.New("no ratings to write")
	}
	bw := bufio.NewWriter(w)
	b := []byte(RatingsHeader + "\n")
	num := func(n int) {
		b = append(b, ',')
		if n != 0 {
			b = strconv.AppendInt(b, int64(n), 10)
		}
	}
	for _, r := range rep.Rows {
		p := &rep.T.Players[r.Player]
		b = strconv.AppendInt(b, int64(p.ID), 10)
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(p.Name))
		num(r.Rating)
		b = append(b, ',')
		b = append(b, r.K...)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(len(r.Games)), 10)
		b = append(b, ',')
		b = r.Points.Append(b, -1)
		b = append(b, ',')
		b = append(b, r.Expected...)
		b = append(b, ',')
		b = append(b, r.Change...)
		num(r.NewRating)
		b = append(b, ',')
		if len(r.Games) > 0 { // a performance of 0 is one
			b = strconv.AppendInt(b, int64(r.Performance), 10)
		}
		b = append(b, '\n')
	}
	if _, err := bw.Write(b); err != nil {
		return err
	}
	return bw.Flush()
}

// appendRatingCells appends a standings row's pre-rating, change and post-rating cells,
// blank where a value does not apply.
func appendRatingCells(b []byte, r *exporters.RatingRow) []byte {
	if r == nil {
		return append(b, ",,,"...)
	}
	b = append(b, ',')
	if r.Rating > 0 {
		b = strconv.AppendInt(b, int64(r.Rating), 10)
	}
	b = append(b, ',')
	b = append(b, r.Change...)
	b = append(b, ',')
	if r.NewRating > 0 {
		b = strconv.AppendInt(b, int64(r.NewRating), 10)
	}
	return b
}
