package fide

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// countKind selects one of the own-record counters of C.07 Art. 7.
type countKind uint8

const (
	countWin countKind = iota // 7.1 WIN: rounds worth a win, played or not
	countWon                  // 7.2 WON: games won over the board
	countBPG                  // 7.3 BPG: games played with Black
	countBWG                  // 7.4 BWG: games won with Black
	countREP                  // 7.6 REP (GE in 2023): rounds minus requested byes and forfeit losses
	countSTD                  // 7.7 STD: standard points against the scheduled opponent
)

// counter is one of the Type B counters of Art. 7. In round robins forfeits count as
// games (15.2), except that from 2026 forfeit losses stay unplayed for these tiebreaks.
type counter struct {
	base
	kind countKind
}

func (t counter) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	ed := t.cfg.resolve(ev)
	key := fmt.Sprintf("fide/count/%d/%d", ed, t.kind)
	all := ev.Memo(key, func() any {
		rr := ev.Kind == engine.KindRoundRobin
		sc := &ev.T.Scoring
		out := make([]engine.Score, len(ev.T.Players))
		for i := range out {
			for r, e := range ev.Entries[i] {
				if r >= ev.T.Rounds {
					break
				}
				out[i] += t.round(ev, r, e, played(e, rr, ed), sc)
			}
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}

// played says whether a round is a game for the Art. 7 counters.
func played(e engine.Entry, rr bool, ed edition) bool {
	if e.Opponent < 0 {
		return false
	}
	switch e.Result {
	case engine.Win, engine.Draw, engine.Loss, engine.WinUnrated, engine.DrawUnrated, engine.LossUnrated:
		return true
	case engine.ForfeitWin:
		return rr
	case engine.ForfeitLoss:
		return rr && ed != ed2026
	}
	return false
}

func (t counter) round(ev *engine.Evaluation, r int, e engine.Entry, played bool, sc *engine.Scoring) engine.Score {
	one := engine.Point
	isWin := e.Points == sc.Win() && e.Points > sc.Draw()
	switch t.kind {
	case countWin:
		if isWin {
			return one
		}
	case countWon:
		if played && isWin {
			return one
		}
	case countBPG:
		if played && e.Color == engine.Black {
			return one
		}
	case countBWG:
		if played && isWin && e.Color == engine.Black {
			return one
		}
	case countREP:
		switch e.Result {
		case engine.HalfBye, engine.ZeroBye, engine.NoResult:
			return 0
		case engine.ForfeitLoss:
			if !played {
				return 0
			}
		}
		return one
	case countSTD:
		ref := sc.Draw()
		if e.Opponent >= 0 {
			ref = ev.Entries[e.Opponent][r].Points
		}
		switch {
		case e.Points > ref:
			return one
		case e.Points == ref:
			return engine.Half
		}
	}
	return 0
}

// pairingNumber is TPN (C.07 Art. 7.8, 2026): the pairing number, lower ranking higher.
type pairingNumber struct{ base }

func (t pairingNumber) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	for k, i := range group {
		out[k] = engine.Points(int(ev.T.Players[i].ID))
	}
	return out
}

// Ascending reports that a lower pairing number ranks higher.
func (pairingNumber) Ascending() bool { return true }

// Decimals prints pairing numbers as integers.
func (pairingNumber) Decimals() int { return 0 }
