package exporters

import "tiebreak/engine"

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
