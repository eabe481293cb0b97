package csvout

import (
	"context"
	"encoding/csv"
	"errors"
	"io"
	"strconv"

	"github.com/gocarina/gocsv"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// Games writes a CSV game list: one row per game or bye, round by round, with the columns
// round, board, white no, white, white rating, black no, black, black rating, result.
// Results are 1-0, 0-1, ½-½, +- and -+ (forfeits), -- (double forfeit), 0-0 (double loss),
// 1-0u, 0-1u, ½-½u (unrated: the game lasted less than one move) and blank (not yet
// played). A bye row has no black player and the result PAB, FPB, HPB or ZPB. Rounds
// with nothing recorded are left out. A game whose colours the source omits (a forfeit,
// typically) is written with the lower start number as White, and reads back with those
// colours. The csv importer reads the file back (layout "games"); player details other
// than number, name and rating are not written.
type Games struct{}

// NewGames returns the CSV game-list exporter.
func NewGames() exporters.Exporter { return Games{} }

// Name returns "csv-games".
func (Games) Name() string { return "csv-games" }

// Extensions returns ".csv".
func (Games) Extensions() []string { return []string{".csv"} }

// Description describes the output.
func (Games) Description() string {
	return "CSV game list: round,board,white,black,result, one row per game or bye"
}

var gameResultText = map[[2]engine.Result]string{
	{engine.Win, engine.Loss}: "1-0", {engine.Loss, engine.Win}: "0-1", {engine.Draw, engine.Draw}: "½-½",
	{engine.Loss, engine.Loss}:              "0-0",
	{engine.ForfeitWin, engine.ForfeitLoss}: "+-", {engine.ForfeitLoss, engine.ForfeitWin}: "-+",
	{engine.ForfeitLoss, engine.ForfeitLoss}: "--",
	{engine.WinUnrated, engine.LossUnrated}:  "1-0u", {engine.LossUnrated, engine.WinUnrated}: "0-1u",
	{engine.DrawUnrated, engine.DrawUnrated}: "½-½u",
	{engine.Pending, engine.Pending}:         "",
}

var byeText = map[engine.Result]string{
	engine.PairingBye: "PAB", engine.FullBye: "FPB", engine.HalfBye: "HPB", engine.ZeroBye: "ZPB",
}

// Export writes doc.T's games.
func (Games) Export(_ context.Context, w io.Writer, doc *exporters.Document) error {
	t := doc.T
	if t == nil {
		return errors.New("no tournament")
	}
	idx := t.PlayerIndex()
	var rows []xtab.GameRow
	for r := 0; r < t.Rounds; r++ {
		board := 0
		for i := range t.Players {
			p := &t.Players[i]
			if r >= len(p.Rounds) {
				continue
			}
			rd := p.Rounds[r]
			if rd.Opponent == 0 {
				if txt, ok := byeText[rd.Result]; ok {
					rows = append(rows, xtab.GameRow{Round: strconv.Itoa(r + 1), WhiteNo: strconv.Itoa(int(p.ID)),
						White: p.Name, WhiteRating: blankZero(p.Rating), Result: txt})
				}
				continue
			}
			j, ok := idx[rd.Opponent]
			if !ok {
				continue
			}
			q := &t.Players[j]
			var od engine.Round
			if r < len(q.Rounds) {
				od = q.Rounds[r]
			}
			// Write each game once: from White's side, or from the lower start number when
			// the colours are unknown.
			white := rd.Color == engine.White || (rd.Color == engine.NoColor && p.ID < q.ID)
			if !white {
				continue
			}
			res, ok := gameResultText[[2]engine.Result{rd.Result, od.Result}]
			if !ok {
				res = xtab.FormatChessResults(rd, 0)
			}
			board++
			rows = append(rows, xtab.GameRow{Round: strconv.Itoa(r + 1), Board: strconv.Itoa(board),
				WhiteNo: strconv.Itoa(int(p.ID)), White: p.Name, WhiteRating: blankZero(p.Rating),
				BlackNo: strconv.Itoa(int(q.ID)), Black: q.Name, BlackRating: blankZero(q.Rating), Result: res})
		}
	}
	for i := range rows {
		rows[i].White = xtab.GuardCell(rows[i].White)
		rows[i].Black = xtab.GuardCell(rows[i].Black)
		rows[i].Result = xtab.GuardCell(rows[i].Result)
	}
	cw := gocsv.NewSafeCSVWriter(csv.NewWriter(w))
	return gocsv.MarshalCSV(&rows, cw)
}
