package csvout

import (
	"bufio"
	"context"
	"errors"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
	"io"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Prizes writes a prize allocation as CSV. The contract scripts rely on: a header
// "no,name,points,place,award,amount,trophy"; one row per player who receives anything,
// in standings order; place is the player's score group, "1" or "3-5" (cash ties are by
// points, so tied players show the same places); award names the prize or the pooled prizes
// as the fund names them ("2nd+U1600 1st, shared by 2"); amount is in currency units
// with a decimal point and two decimals ("746.75"), empty when there is no cash; trophy
// is the trophy's name, empty when none ("; " between several). Team awards (team
// prizes, fund key team: true) follow the player rows, one row per team in team
// standings order: no is empty, name the team's name as in the event's file, points the
// team score (match points, or a school's team score), place the team's score group
// ("1-2" when teams share cash), then award, amount and trophy as for players.
type Prizes struct{}

// NewPrizes returns the prize CSV writer.
func NewPrizes() Prizes { return Prizes{} }

// Name returns "csv".
func (Prizes) Name() string { return "csv" }

// Extensions returns ".csv".
func (Prizes) Extensions() []string { return []string{".csv"} }

// Description describes the output.
func (Prizes) Description() string {
	return "prize CSV: no,name,points,place,award,amount,trophy, one row per winner"
}

// Export writes doc.Prizes.
func (Prizes) Export(_ context.Context, w io.Writer, doc *exporters.Document) error {
	if doc.Prizes == nil || doc.Prizes.Standings == nil {
		return errors.New("no prize allocation to write")
	}
	bw := bufio.NewWriter(w)
	if _, err := bw.WriteString("no,name,points,place,award,amount,trophy\n"); err != nil {
		return err
	}
	if err := writePrizeRows(bw, "", false, doc); err != nil {
		return err
	}
	return bw.Flush()
}

// EventPrizes writes the prizes of every section of an event paid from one fund (fund key
// sections:) as one CSV: the prize CSV contract with a first column "section" naming
// each row's section (names[k] for docs[k]), sections in the order given.
func EventPrizes(w io.Writer, names []string, docs []*exporters.Document) error {
	bw := bufio.NewWriter(w)
	if _, err := bw.WriteString("section,no,name,points,place,award,amount,trophy\n"); err != nil {
		return err
	}
	for k, doc := range docs {
		if doc.Prizes == nil || doc.Prizes.Standings == nil {
			continue
		}
		if err := writePrizeRows(bw, names[k], true, doc); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// writePrizeRows writes the rows of doc's prize CSV, each after a section column when
// withSection is set.
func writePrizeRows(bw *bufio.Writer, section string, withSection bool, doc *exporters.Document) error {
	a := doc.Prizes
	var b []byte
	start := func() {
		if withSection {
			b = appendCSVText(b, xtab.GuardCell(section))
			b = append(b, ',')
		}
	}
	for k := range a.Awards {
		aw := &a.Awards[k]
		p := &doc.T.Players[aw.Player]
		row := a.Standings.Rows[aw.Row]
		start()
		b = strconv.AppendInt(b, int64(p.ID), 10)
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(p.Name))
		b = append(b, ',')
		b = row.Points.Append(b, -1)
		b = append(b, ',')
		b = appendAward(b, aw.PlaceLabel(), a.AwardName(aw), aw.Amount, aw.TrophyNames())
		if _, err := bw.Write(b); err != nil {
			return err
		}
		b = b[:0]
	}
	if tr := a.Teams; tr != nil {
		for k := range a.TeamAwards {
			aw := &a.TeamAwards[k]
			start()
			b = append(b, ',')
			b = appendCSVText(b, xtab.GuardCell(tr.Rows[aw.Team].Name))
			b = append(b, ',')
			b = tr.Rows[aw.Team].Score.Append(b, -1)
			b = append(b, ',')
			b = appendAward(b, aw.PlaceLabel(), a.TeamAwardName(aw), aw.Amount, aw.TrophyNames())
		}
	}
	_, err := bw.Write(b)
	return err
}

// appendAward appends the end of a prize row, the same for players and teams: place,
// award, amount (blank for a trophy alone) and trophies, then the line break.
func appendAward(b []byte, place, award string, amount prizes.Money, trophies string) []byte {
	b = append(b, place...)
	b = append(b, ',')
	b = appendCSVText(b, xtab.GuardCell(award))
	b = append(b, ',')
	if amount > 0 {
		b = amount.Append(b)
	}
	b = append(b, ',')
	b = appendCSVText(b, xtab.GuardCell(trophies))
	return append(b, '\n')
}
