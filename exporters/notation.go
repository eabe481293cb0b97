package exporters

import "github.com/tiebreak-chess/tiebreak/engine"

// USLetter returns the US Chess wall-chart letter for a result (W, L, D, X for a
// forfeit win, F for a forfeit loss, B, H, U; specs §5.1) and whether an opponent number
// belongs after it. Pending games have no letter.
func USLetter(r engine.Result) (letter string, withOpponent bool) {
	switch r {
	case engine.Win, engine.WinUnrated:
		return "W", true
	case engine.Loss, engine.LossUnrated:
		return "L", true
	case engine.Draw, engine.DrawUnrated:
		return "D", true
	case engine.ForfeitWin:
		return "X", true
	case engine.ForfeitLoss:
		return "F", true
	case engine.FullBye, engine.PairingBye:
		return "B", false
	case engine.HalfBye:
		return "H", false
	case engine.Pending:
		return "", true
	}
	return "U", false // NoResult, ZeroBye
}

// GameSymbol returns a game's result as crosstables print it: 1, ½ and 0 over the board,
// + and - for forfeits, "" for anything else (byes, unplayed and pending rounds).
func GameSymbol(r engine.Result) string {
	switch r {
	case engine.Win, engine.WinUnrated:
		return "1"
	case engine.Draw, engine.DrawUnrated:
		return "½"
	case engine.Loss, engine.LossUnrated:
		return "0"
	case engine.ForfeitWin:
		return "+"
	case engine.ForfeitLoss:
		return "-"
	}
	return ""
}

// RulesName names the rulebook in running text: "US Chess", "FIDE 2024", "FIDE".
func RulesName(r engine.Rules) string {
	switch r.System {
	case "uscf":
		return "US Chess"
	case "fide":
		if r.Edition != "" {
			return "FIDE " + r.Edition
		}
		return "FIDE"
	}
	return r.String()
}
