package fide

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Categories of unplayed rounds (C.07 Art. 16.2).
const (
	catPlayed    uint8 = iota // a game over the board, or a forfeit treated as played
	catBye                    // 16.2.1: pairing-allocated bye or full-point bye
	catForfeitW               // 16.2.2: forfeit win
	catRequested              // 16.2.3: requested bye followed by a round that is not a VUR
	catForfeitL               // 16.2.4: forfeit loss
	catWithdrawn              // 16.2.5: requested byes followed only by VURs (withdrawal)
)

// view is one player-by-round reading of an event under one rule edition, with every
// value Art. 15-16 (or the 2009 virtual opponent) derive from it. It is built once per
// evaluation and setting, memoised, and never changed afterwards.
type view struct {
	ed     edition
	rounds int
	draw   engine.Score // points for a draw
	win    engine.Score // points for a win
	opp    [][]int      // opponent index, -1 for none
	pts    [][]engine.Score
	res    [][]engine.Result
	played [][]bool  // counts as a game against opp (OTB, or a forfeit treated as played)
	cat    [][]uint8 // 16.2 category of an unplayed round
	vur    [][]bool  // own voluntarily unplayed round (16.1), never set for played rounds
	total  []engine.Score
	adj    []engine.Score   // score as opponents see it (16.3; 2009: all unplayed rounds as draws; round robins: the score)
	dummy  [][]engine.Score // value of an own unplayed round (16.4 dummy, 2009 virtual opponent)
}

// getView returns the memoised view of ev. forfeitsPlayed treats forfeits as games against
// the scheduled opponent (/P, and round robins under 15.2); fore replaces every final-round
// pairing with a draw (Fore Buchholz, Art. 8.3).
func getView(ev *engine.Evaluation, ed edition, forfeitsPlayed, fore bool) *view {
	key := fmt.Sprintf("fide/view/%d/%t/%t", ed, forfeitsPlayed, fore)
	return ev.Memo(key, func() any { return buildView(ev, ed, forfeitsPlayed, fore) }).(*view)
}

func buildView(ev *engine.Evaluation, ed edition, forfeitsPlayed, fore bool) *view {
	n, rounds := len(ev.T.Players), ev.T.Rounds
	sc := ev.T.Scoring
	// Round robins have no adjusted scores: Art. 16 applies to Swiss events (15.2, 15.3).
	rr := ev.Kind == engine.KindRoundRobin
	v := &view{ed: ed, rounds: rounds, draw: sc.Draw(), win: sc.Win()}
	v.opp = make([][]int, n)
	v.pts = make([][]engine.Score, n)
	v.res = make([][]engine.Result, n)
	v.played = make([][]bool, n)
	v.cat = make([][]uint8, n)
	v.vur = make([][]bool, n)
	v.total = make([]engine.Score, n)
	v.adj = make([]engine.Score, n)
	v.dummy = make([][]engine.Score, n)
	// One backing array per field; each player's row is a slice of it.
	opp, pts := make([]int, n*rounds), make([]engine.Score, n*rounds)
	res, played := make([]engine.Result, n*rounds), make([]bool, n*rounds)
	cat, vur, dummy := make([]uint8, n*rounds), make([]bool, n*rounds), make([]engine.Score, n*rounds)
	for i := 0; i < n; i++ {
		lo, hi := i*rounds, (i+1)*rounds
		v.opp[i], v.pts[i], v.res[i] = opp[lo:hi:hi], pts[lo:hi:hi], res[lo:hi:hi]
		v.played[i], v.cat[i], v.vur[i], v.dummy[i] = played[lo:hi:hi], cat[lo:hi:hi], vur[lo:hi:hi], dummy[lo:hi:hi]
		var sum engine.Score
		for r := 0; r < rounds && r < len(ev.Entries[i]); r++ {
			e := ev.Entries[i][r]
			res, pts := e.Result, e.Points
			if fore && r == rounds-1 && e.Opponent >= 0 {
				res = engine.Draw
				pts = sc.Points(engine.Round{Color: e.Color, Result: engine.Draw})
			}
			v.opp[i][r], v.res[i][r], v.pts[i][r] = e.Opponent, res, pts
			sum += e.Points
			v.total[i] += pts
		}
		// Adjustments (TRF 299, declared totals) stay part of the score.
		v.total[i] += ev.Totals[i] - sum
	}
	for i := 0; i < n; i++ {
		lastFirm := -1 // last round that is not a VUR
		for r := 0; r < rounds; r++ {
			v.played[i][r], v.vur[i][r] = classify(v.res[i][r], v.opp[i][r] >= 0, forfeitsPlayed)
			if v.played[i][r] || !v.vur[i][r] {
				lastFirm = r
			}
		}
		for r := 0; r < rounds; r++ {
			if v.played[i][r] {
				continue
			}
			v.cat[i][r] = category(v.res[i][r], v.opp[i][r] >= 0, r > lastFirm)
		}
		v.adj[i] = v.total[i]
		for r := 0; r < rounds && !rr; r++ {
			if v.played[i][r] {
				continue
			}
			if v.cat[i][r] == catWithdrawn || ed == ed2009 {
				v.adj[i] += v.draw - v.pts[i][r]
			}
		}
	}
	maxDummy := v.draw.MulInt(rounds)
	for i := 0; i < n; i++ {
		var before engine.Score
		for r := 0; r < rounds; r++ {
			if !v.played[i][r] {
				v.dummy[i][r] = v.dummyValue(i, r, before, maxDummy)
			}
			before += v.pts[i][r]
		}
	}
	return v
}

// classify says whether a round counts as played, and whether an unplayed round is a
// voluntarily unplayed round (16.1: a requested bye, an absence or a forfeit loss).
func classify(res engine.Result, hasOpp, forfeitsPlayed bool) (played, vur bool) {
	switch res {
	case engine.Win, engine.Draw, engine.Loss, engine.WinUnrated, engine.DrawUnrated, engine.LossUnrated:
		return hasOpp, false
	case engine.Pending:
		return hasOpp, !hasOpp
	case engine.ForfeitWin:
		return hasOpp && forfeitsPlayed, false
	case engine.ForfeitLoss:
		if hasOpp && forfeitsPlayed {
			return true, false
		}
		return false, true
	case engine.FullBye, engine.PairingBye:
		return false, false
	}
	return false, true // HalfBye, ZeroBye, NoResult
}

// category returns the 16.2 category of an unplayed round; tail says no round after it is
// anything but a VUR.
func category(res engine.Result, hasOpp, tail bool) uint8 {
	switch {
	case res == engine.FullBye || res == engine.PairingBye || res == engine.ForfeitWin && !hasOpp:
		return catBye
	case res == engine.ForfeitWin:
		return catForfeitW
	case res == engine.ForfeitLoss && hasOpp:
		return catForfeitL
	case tail:
		return catWithdrawn
	}
	return catRequested
}

// dummyValue is the score of the opponent a player is deemed to have met in an unplayed
// round: 16.4 (own final score; capped in 2026) or, under the 2009 rules, the virtual
// opponent Svon = SPR + (win - SfPR) + draw * (n - R).
func (v *view) dummyValue(i, r int, before, maxDummy engine.Score) engine.Score {
	own := v.total[i]
	switch v.ed {
	case ed2009:
		return before + (v.win - v.pts[i][r]) + v.draw.MulInt(v.rounds-r-1)
	case ed2026:
		limit := maxDummy
		if c := v.cat[i][r]; (c == catForfeitW || c == catForfeitL) && v.opp[i][r] >= 0 {
			limit = v.adj[v.opp[i][r]]
		}
		return min(own, limit)
	}
	return own
}

// oppScore returns the score that stands for the opponent of player i in round r: the
// opponent's adjusted score for a game, the dummy's value otherwise.
func (v *view) oppScore(i, r int) engine.Score {
	if v.played[i][r] {
		return v.adj[v.opp[i][r]]
	}
	return v.dummy[i][r]
}

// forfeitsPlayed reports whether forfeits count as played for BH, SB, KS and DE: always
// in round robins (15.2) and with /P.
func forfeitsPlayed(ev *engine.Evaluation, b base) bool {
	return b.played || ev.Kind == engine.KindRoundRobin
}
