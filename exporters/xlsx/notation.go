package xlsxout

import (
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// resultKind classifies a round for styling.
type resultKind uint8

const (
	kindPlain      resultKind = iota // losses, draws and pending games
	kindWin                          // wins over the board: bold
	kindForfeit                      // forfeit losses: italic
	kindForfeitWin                   // forfeit wins: bold italic
	kindBye                          // byes and unpaired rounds: italic on grey
)

// wallCell returns the wall-chart text of a round: "W12", "L5", "D3", "X12", "F12", "H",
// "B", "U"; "X" or "F" alone when a forfeit has no opponent; "12" for a pending game.
func wallCell(rd engine.Round) string {
	letter, withOpp := exporters.USLetter(rd.Result)
	if withOpp && rd.Opponent != 0 {
		return letter + strconv.Itoa(int(rd.Opponent))
	}
	if letter == "" {
		return "U" // pending without an opponent: nobody to play
	}
	return letter
}

// crossCell returns the crosstable text of a round: the wall-chart text with a colour
// suffix when the round has an opponent and a colour ("W12w", "L5b", "12w").
func crossCell(rd engine.Round) string {
	letter, withOpp := exporters.USLetter(rd.Result)
	if !withOpp || rd.Opponent == 0 {
		return wallCell(rd)
	}
	// Built in one buffer: the wall chart and the crosstable write one for every round
	// of every player.
	var buf [24]byte
	b := strconv.AppendInt(append(buf[:0], letter...), int64(rd.Opponent), 10)
	if rd.Color != engine.NoColor {
		b = append(b, rd.Color.String()...)
	}
	return string(b)
}

// colorText returns "w" or "b" for a round with a colour, else "".
func colorText(c engine.Color) string {
	if c == engine.NoColor {
		return ""
	}
	return c.String()
}

// kindOf classifies a result for styling.
func kindOf(r engine.Result) resultKind {
	switch r {
	case engine.Win, engine.WinUnrated:
		return kindWin
	case engine.ForfeitWin:
		return kindForfeitWin
	case engine.ForfeitLoss:
		return kindForfeit
	case engine.Loss, engine.LossUnrated, engine.Draw, engine.DrawUnrated, engine.Pending:
		return kindPlain
	}
	return kindBye
}

// chessResultsCell returns a round in chess-results.com notation (specs §5.2): opponent,
// colour and result ("50w1", "6b½", "2b0", "24w+", "76b-"), or a dash and the points of
// a bye ("-1", "-½", "-0"); a pending game has no result ("13b").
func chessResultsCell(rd engine.Round) string {
	var res string
	switch rd.Result {
	case engine.Win, engine.WinUnrated:
		res = "1"
	case engine.Draw, engine.DrawUnrated:
		res = "½"
	case engine.Loss, engine.LossUnrated:
		res = "0"
	case engine.ForfeitWin:
		res = "+"
	case engine.ForfeitLoss:
		res = "-"
	case engine.FullBye, engine.PairingBye:
		return "-1"
	case engine.HalfBye:
		return "-½"
	case engine.ZeroBye, engine.NoResult:
		return "-0"
	}
	if rd.Opponent == 0 {
		if rd.Result == engine.Pending {
			return "-0"
		}
		return "-" + res
	}
	return strconv.Itoa(int(rd.Opponent)) + colorText(rd.Color) + res
}
