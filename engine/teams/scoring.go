package teams

import (
	"errors"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Scoring says what matches and byes are worth.
type Scoring struct {
	// Win, Draw and Loss are the match points of a match result (C.07 Art. 11.1: 2/1/0
	// unless the regulations, or TRF26 362, say otherwise; 3/1/0 in some leagues; US team
	// events count 1/½/0).
	Win, Draw, Loss engine.Score
	// Weighted scores boards by weight, as the IHSA state final does: on n boards, board
	// b is worth n-b+5 points (12 down to 5 on eight boards, 68 a match). Game points are
	// then the weighted points, and they decide the match.
	Weighted bool
	// PABMatch and PABGame value a team pairing-allocated bye. PABGame nil means half the
	// game points of a match (the FIDE default, C.04.6 1.4: a PAB counts as a draw).
	PABMatch engine.Score
	PABGame  *engine.Score
	// Boards fixes the number of boards per match; 0 takes the most boards seen in a match.
	Boards int
	// ForfeitGame is the game points of a match won by forfeit; nil means every board
	// (the TEC exercise book: +F is 2 MP and 4 GP on four boards).
	ForfeitGame *engine.Score
	// EmptyBoardZero scores a board the other team left empty ("0000 - +") as no game
	// point for the team present; by default it is a won board, as the cell says.
	EmptyBoardZero bool
}

// DefaultScoring is FIDE's: 2/1/0 match points, a PAB worth a drawn match.
func DefaultScoring() Scoring {
	return Scoring{Win: engine.Points(2), Draw: engine.Point, PABMatch: engine.Point}
}

// USScoring is the US team scoring: 1/½/0 match points, a PAB worth a drawn match.
func USScoring() Scoring {
	return Scoring{Win: engine.Point, Draw: engine.Half, PABMatch: engine.Half}
}

// ApplyRecords takes the match points (TRF26 362) and the PAB value (320) a file declares.
// A PAB match value stated on another scale than the file's own 362 values is taken as
// written.
func (sc *Scoring) ApplyRecords(ts engine.TeamScoring) {
	if ts.MatchWin != nil {
		sc.Win = *ts.MatchWin
	}
	if ts.MatchDraw != nil {
		sc.Draw = *ts.MatchDraw
		sc.PABMatch = *ts.MatchDraw
	}
	if ts.MatchLoss != nil {
		sc.Loss = *ts.MatchLoss
	}
	if ts.PABMatch != nil {
		sc.PABMatch = *ts.PABMatch
	}
	if ts.PABGame != nil {
		v := *ts.PABGame
		sc.PABGame = &v
	}
}

// ApplyOptions sets the scoring from the team rule options (-O NAME=VALUE, listed by
// [Options]): match-points, boards, pab-mp, pab-gp, forfeit-gp and empty-board; the
// tiebreak options (primary, opp-bye, team-cut, usat) are read by the tiebreaks. records
// is the file's team scoring (TRF26 362 and 320): when it states no PAB value, a
// match-points option makes a team PAB worth a drawn match on the new scale. It checks
// every option first and returns all problems at once, changing nothing on an error.
func (sc *Scoring) ApplyOptions(opts map[string]string, records engine.TeamScoring) error {
	if err := checkOptions(Rules{Options: opts}); err != nil {
		return err
	}
	next := *sc
	switch opts["match-points"] {
	case "2-1-0":
		next.Win, next.Draw, next.Loss = engine.Points(2), engine.Point, 0
	case "3-1-0":
		next.Win, next.Draw, next.Loss = engine.Points(3), engine.Point, 0
	case "1-0.5-0":
		next.Win, next.Draw, next.Loss = engine.Point, engine.Half, 0
	}
	if _, ok := opts["match-points"]; ok && records.PABMatch == nil {
		next.PABMatch = next.Draw
	}
	switch opts["boards"] {
	case "weighted":
		next.Weighted = true
	case "plain":
		next.Weighted = false
	}
	points := func(name string) (*engine.Score, error) {
		v, ok := opts[name]
		if !ok {
			return nil, nil
		}
		p, err := engine.ParseScore(v)
		if err != nil {
			return nil, fmt.Errorf("option %s=%q: give a number of points, such as 1 or 2.5", name, v)
		}
		return &p, nil
	}
	pabMatch, err1 := points("pab-mp")
	pabGame, err2 := points("pab-gp")
	forfeitGame, err3 := points("forfeit-gp")
	if err := errors.Join(err1, err2, err3); err != nil {
		return err
	}
	if pabMatch != nil {
		next.PABMatch = *pabMatch
	}
	if pabGame != nil {
		next.PABGame = pabGame
	}
	if forfeitGame != nil {
		next.ForfeitGame = forfeitGame
	}
	next.EmptyBoardZero = opts["empty-board"] == "zero"
	*sc = next
	return nil
}

// weight is the worth of one game point on board b of n.
func (sc Scoring) weight(b, n int) engine.Score {
	if !sc.Weighted {
		return engine.Point
	}
	return engine.Points(max(n-b+5, 1))
}

// gameTotal is the game points of a match won on every board.
func (sc Scoring) gameTotal(n int) engine.Score {
	var s engine.Score
	for b := 1; b <= n; b++ {
		s += sc.weight(b, n)
	}
	return s
}

func (sc Scoring) pabGame(n int) engine.Score {
	if sc.PABGame != nil {
		return *sc.PABGame
	}
	return sc.gameTotal(n) / 2
}

func (sc Scoring) boardsGP(bs []Board) engine.Score {
	var s engine.Score
	for _, b := range bs {
		if sc.Weighted {
			s += b.Weighted
		} else {
			s += b.GP
		}
	}
	return s
}
