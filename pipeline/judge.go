package pipeline

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Judging says what to do with an imported event before it is ranked: go on despite
// errors (Force), and use the event as it stood after round Round (RoundChosen tells
// round 0 from no round chosen).
type Judging struct {
	Force       bool
	Round       int
	RoundChosen bool
}

// RefusedError is an event with errors (what engine.Validate reports as errors) judged
// without Force: nothing may be written from it.
type RefusedError struct {
	Errors   int // the errors, every one of them in the caller's list
	Warnings int
}

func (e *RefusedError) Error() string {
	return fmt.Sprintf("the event has %d errors and %d warnings", e.Errors, e.Warnings)
}

// RoundError is a round chosen that is not one of the rounds played (1 to Played).
type RoundError struct{ Round, Played int }

func (e *RoundError) Error() string {
	if e.Round < 1 {
		return fmt.Sprintf("round %d: give a round from 1 to %d", e.Round, max(e.Played, 1))
	}
	if e.Played == 1 {
		return fmt.Sprintf("round %d: only 1 round has results", e.Round)
	}
	return fmt.Sprintf("round %d: only %d rounds have results", e.Round, e.Played)
}

// Judge applies j to an event t with errors errors and warnings warnings (counted by the
// caller from engine.Validate and its importer): it refuses an event with errors unless
// j.Force, in which case the errors are added to t.Unverified so that every output says
// it is unverified; it refuses a round chosen that was not played. It returns the event
// to rank: t cut after the round chosen ([engine.Tournament.Cut]), else t.
func Judge(t *engine.Tournament, errors, warnings int, j Judging) (*engine.Tournament, error) {
	if errors > 0 {
		if !j.Force {
			return nil, &RefusedError{Errors: errors, Warnings: warnings}
		}
		t.Unverified += errors
	}
	if !j.RoundChosen {
		return t, nil
	}
	if played := t.RoundsPlayed(); j.Round < 1 || j.Round > played {
		return nil, &RoundError{Round: j.Round, Played: played}
	}
	return t.Cut(j.Round), nil
}
