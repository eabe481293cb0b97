package engine

// Scoring gives the points for each kind of result. The fields follow the JaVaFo XXS codes
// (WW BW WD BD WL BL FW FL FPB HPB ZPB PAB), which are the finest-grained of the TRF
// scoring records; TRF26 162 and bbpPairings BB? records map onto them.
type Scoring struct {
	WinWhite, WinBlack   Score // WW, BW
	DrawWhite, DrawBlack Score // WD, BD
	LossWhite, LossBlack Score // WL, BL
	ForfeitWin           Score // FW
	ForfeitLoss          Score // FL
	FullBye              Score // FPB
	HalfBye              Score // HPB
	ZeroBye              Score // ZPB (also blank rounds)
	PairingBye           Score // PAB
}

// DefaultScoring is 1 for a win, ½ for a draw, 0 for a loss, with byes and forfeits valued
// as their names say.
func DefaultScoring() Scoring {
	return Scoring{
		WinWhite: Point, WinBlack: Point,
		DrawWhite: Half, DrawBlack: Half,
		ForfeitWin: Point, FullBye: Point, HalfBye: Half, PairingBye: Point,
	}
}

// IsDefault reports whether s is [DefaultScoring].
func (s Scoring) IsDefault() bool { return s == DefaultScoring() }

// Win returns the points for a win (White's value; the two differ only in exotic systems).
func (s Scoring) Win() Score { return s.WinWhite }

// Draw returns the points for a draw.
func (s Scoring) Draw() Score { return s.DrawWhite }

// Loss returns the points for a loss.
func (s Scoring) Loss() Score { return s.LossWhite }

// Points returns the points a round is worth.
func (s Scoring) Points(r Round) Score {
	black := r.Color == Black
	pick := func(w, b Score) Score {
		if black {
			return b
		}
		return w
	}
	switch r.Result {
	case Win, WinUnrated:
		return pick(s.WinWhite, s.WinBlack)
	case Draw, DrawUnrated:
		return pick(s.DrawWhite, s.DrawBlack)
	case Loss, LossUnrated:
		return pick(s.LossWhite, s.LossBlack)
	case ForfeitWin:
		return s.ForfeitWin
	case ForfeitLoss:
		return s.ForfeitLoss
	case FullBye:
		return s.FullBye
	case HalfBye:
		return s.HalfBye
	case ZeroBye, NoResult:
		return s.ZeroBye
	case PairingBye:
		return s.PairingBye
	}
	return 0 // Pending
}
