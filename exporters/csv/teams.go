package csvout

import (
	"bufio"
	"errors"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
	"io"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine/teams"
)

// WriteTeams writes team standings as CSV. The contract: a header
// "place,team,mp,gp" followed by one column per tiebreak headed by its code; one row per
// team in final order; team as the file names it, with a leading apostrophe when it starts with = + - or @ (as
// every CSV this package writes: no cell is read as a formula); place "1" or "3-5"; numbers
// with a decimal point. For school teams mp is empty and gp is the team score.
func WriteTeams(w io.Writer, st *teams.Standings) error {
	if st == nil {
		return errors.New("no team standings to write")
	}
	bw := bufio.NewWriter(w)
	b := []byte("place,team,mp,gp")
	for _, c := range st.Codes {
		b = append(b, ',')
		b = appendCSVText(b, c)
	}
	b = append(b, '\n')
	for _, row := range st.Rows {
		b = strconv.AppendInt(b, int64(row.Place), 10)
		if row.PlaceTo > row.Place {
			b = append(b, '-')
			b = strconv.AppendInt(b, int64(row.PlaceTo), 10)
		}
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(st.Teams[row.Team].Name))
		b = append(b, ',')
		if !st.School {
			b = row.MP.Append(b, -1)
		}
		b = append(b, ',')
		b = row.GP.Append(b, -1)
		for _, v := range row.Values {
			b = append(b, ',')
			b = v.Append(b, -1)
		}
		b = append(b, '\n')
	}
	if _, err := bw.Write(b); err != nil {
		return err
	}
	return bw.Flush()
}
