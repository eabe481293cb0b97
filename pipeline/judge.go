package pipeline

import (
	"errors"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/limits"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// Judging says what to do with an imported event before it is ranked: go on despite
// errors (Force), take the planned rounds as PlannedRounds (0: as the file says),
// mark it followed live (Ongoing), and use the event as it stood after round Round
// (RoundChosen tells round 0 from no round chosen).
type Judging struct {
	Force         bool
	PlannedRounds int
	Ongoing       bool
	Round         int
	RoundChosen   bool
}

// PlannedError is a number of planned rounds the director gave that the event cannot
// have (see [engine.PlanError]).
// Most, when not 0, is the most rounds the event may plan (the limits every importer
// keeps).
type PlannedError struct{ Planned, Held, Most int }

func (e *PlannedError) Error() string {
	if e.Most > 0 {
		return fmt.Sprintf("%d planned rounds: at most %d", e.Planned, e.Most)
	}
	return (&engine.PlanError{Planned: e.Planned, Held: e.Held}).Error()
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

// Remedies are to go on despite the errors ([Judging.Force]).
func (e *RefusedError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.GoOn} }

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
// it is unverified; it states the planned rounds given (refusing fewer than the rounds
// the event holds, with a [PlannedError]); it refuses a round chosen that was not
// played. It returns the event
// to rank: t cut after the round chosen ([engine.Tournament.Cut]), else t.
func Judge(t *engine.Tournament, errs, warnings int, j Judging) (*engine.Tournament, error) {
	if errs > 0 {
		if !j.Force {
			return nil, &RefusedError{Errors: errs, Warnings: warnings}
		}
		t.Unverified += errs
	}
	if j.PlannedRounds != 0 {
		most := limits.MaxRounds
		if len(t.Players) > 0 {
			most = min(most, importers.MaxPlayerRounds/len(t.Players))
		}
		if j.PlannedRounds > most {
			return nil, &PlannedError{Planned: j.PlannedRounds, Most: most}
		}
		if err := t.PlanRounds(j.PlannedRounds); err != nil {
			var pe *engine.PlanError
			if !errors.As(err, &pe) {
				return nil, err
			}
			return nil, &PlannedError{Planned: pe.Planned, Held: pe.Held}
		}
	}
	t.Ongoing = t.Ongoing || j.Ongoing
	if !j.RoundChosen {
		return t, nil
	}
	// Standings after a round the director chose are final only when the planned
	// rounds are stated and all of them are counted.
	t.Ongoing = true
	if played := t.RoundsPlayed(); j.Round < 1 || j.Round > played {
		return nil, &RoundError{Round: j.Round, Played: played}
	}
	return t.Cut(j.Round), nil
}
