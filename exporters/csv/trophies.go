package csvout

import (
	"bufio"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
	"io"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// WriteTrophyOrders writes a fund's trophy order sheet as CSV. The contract scripts rely
// on: a header "section,engraving,count,prizes,team", then one row per engraving text
// of each section in the fund's order; prizes names the prizes the trophies are for
// ("; " between several); team is "yes" for a team prize's trophy, else "no". No cell
// starts with = + - or @: such text gets a leading apostrophe.
func WriteTrophyOrders(w io.Writer, orders []prizes.TrophyOrder) error {
	bw := bufio.NewWriter(w)
	b := []byte("section,engraving,count,prizes,team\n")
	for _, o := range orders {
		for _, l := range o.Lines {
			b = appendCSVText(b, xtab.GuardCell(o.Section))
			b = append(b, ',')
			b = appendCSVText(b, xtab.GuardCell(l.Engraving))
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(l.Count), 10)
			b = append(b, ',')
			b = appendCSVText(b, xtab.GuardCell(strings.Join(l.Prizes, "; ")))
			if l.Team {
				b = append(b, ",yes\n"...)
			} else {
				b = append(b, ",no\n"...)
			}
			if _, err := bw.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	return bw.Flush()
}
