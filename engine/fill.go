package engine

import (
	"errors"
	"fmt"
	"slices"
)

// Fill is a director's word on one player-round the source holds nothing for
// ([Tournament.Unknown]): the bye the player had that round. A PGN file holds games only,
// so a half-point bye, a zero-point bye or an absence is simply not in it; the director,
// who knows, says which.
type Fill struct {
	Player PlayerID
	Round  int    // 1-based
	Result Result // FullBye, HalfBye, ZeroBye or PairingBye
}

// FillError says why one [Fill] cannot be taken. Index is the fill's place in the list
// given to [Tournament.FillUnknown], so that a reader can point at the line it came from.
type FillError struct {
	Index  int
	Fill   Fill
	Reason FillReason
}

// FillReason is why a [Fill] was refused.
type FillReason uint8

// Reasons for refusing a [Fill].
const (
	// FillNoPlayer: the event has no such player.
	FillNoPlayer FillReason = iota + 1
	// FillNoRound: the round is not one of the event's rounds.
	FillNoRound
	// FillNotBye: the result is not a bye (a forfeit needs both players and is entered in
	// the results file).
	FillNotBye
	// FillKnown: the source holds that player-round already (a game or a bye): a fill only
	// completes what is missing and never overrides the file.
	FillKnown
	// FillRepeated: the same player-round is filled twice.
	FillRepeated
	// FillSecondPairingBye: a pairing-allocated bye (U) is at most one per round.
	FillSecondPairingBye
)

func (e *FillError) Error() string {
	switch e.Reason {
	case FillNoPlayer:
		return fmt.Sprintf("no player %d in the event", e.Fill.Player)
	case FillNoRound:
		return fmt.Sprintf("round %d is not a round of the event", e.Fill.Round)
	case FillNotBye:
		return "only a bye can be filled in (F, H, Z or U); enter a forfeit in the results file"
	case FillKnown:
		return fmt.Sprintf("player %d's round %d is in the file already; a fill only completes a round the file holds nothing for", e.Fill.Player, e.Fill.Round)
	case FillRepeated:
		return fmt.Sprintf("player %d's round %d is filled twice", e.Fill.Player, e.Fill.Round)
	case FillSecondPairingBye:
		return fmt.Sprintf("round %d already has a pairing-allocated bye (U); there is at most one a round", e.Fill.Round)
	}
	return "bad fill"
}

// FillUnknown records each fill as the player's result in that round and removes the
// player-round from [Tournament.Unknown]. Fills are all checked before any is taken: on
// any error nothing changes, and every refused fill is returned (as *[FillError], joined
// with [errors.Join]). A fill may complete only a player-round listed in
// [Tournament.Unknown]; one the file holds is refused, whatever it holds.
func (t *Tournament) FillUnknown(fills []Fill) error {
	if refused := t.CheckFills(fills); len(refused) > 0 {
		errs := make([]error, len(refused))
		for i, fe := range refused {
			errs[i] = fe
		}
		return errors.Join(errs...)
	}
	unknown := make(map[PlayerRound]bool, len(t.Unknown))
	for _, u := range t.Unknown {
		unknown[u] = true
	}
	for _, f := range fills {
		p := t.Player(f.Player)
		for len(p.Rounds) < f.Round {
			p.Rounds = append(p.Rounds, Round{})
		}
		p.Rounds[f.Round-1] = Round{Result: f.Result}
		delete(unknown, PlayerRound{Player: f.Player, Round: f.Round})
	}
	t.Unknown = slices.DeleteFunc(t.Unknown, func(u PlayerRound) bool { return !unknown[u] })
	if len(t.Unknown) == 0 {
		t.Unknown = nil
	}
	return nil
}

// CheckFills returns every fill of the list that [Tournament.FillUnknown] would refuse,
// in the list's order, and changes nothing.
func (t *Tournament) CheckFills(fills []Fill) []*FillError {
	unknown := make(map[PlayerRound]bool, len(t.Unknown))
	for _, u := range t.Unknown {
		unknown[u] = true
	}
	pairingByes := map[int]PlayerID{}
	for _, p := range t.Players {
		for r, rd := range p.Rounds {
			if rd.Result == PairingBye {
				pairingByes[r+1] = p.ID
			}
		}
	}
	seen := make(map[PlayerRound]bool, len(fills))
	var errs []*FillError
	for i, f := range fills {
		pr := PlayerRound{Player: f.Player, Round: f.Round}
		var reason FillReason
		switch {
		case f.Result < FullBye || f.Result > PairingBye:
			reason = FillNotBye
		case f.Round < 1 || f.Round > t.Rounds:
			reason = FillNoRound
		case t.Player(f.Player) == nil:
			reason = FillNoPlayer
		case seen[pr]:
			reason = FillRepeated
		case !unknown[pr]:
			reason = FillKnown
		case f.Result == PairingBye && pairingByes[f.Round] != 0:
			reason = FillSecondPairingBye
		}
		seen[pr] = true
		if reason != 0 {
			errs = append(errs, &FillError{Index: i, Fill: f, Reason: reason})
			continue
		}
		if f.Result == PairingBye {
			pairingByes[f.Round] = f.Player
		}
	}
	return errs
}
