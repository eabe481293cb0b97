package engine

import (
	"fmt"
	"strconv"
)

// RoundsPlayed returns the number of rounds that have results: the last round in which
// some player has a game result or a forfeit, or in which every player has a bye or an
// absence recorded (as when the players who met are not in the file). Rounds after it
// are only planned (TRF XXR/142) or paired without results. Byes alone do not make a
// round played otherwise: players request byes in advance, and the pairing-allocated bye
// is given when the round is paired.
func (t *Tournament) RoundsPlayed() int {
	for r := t.Rounds; r > 0; r-- {
		if t.roundHasResults(r - 1) {
			return r
		}
	}
	return 0
}

// roundHasResults reports whether round index r has results (see RoundsPlayed).
func (t *Tournament) roundHasResults(r int) bool {
	all := len(t.Players) > 0
	for i := range t.Players {
		rs := t.Players[i].Rounds
		if r >= len(rs) {
			all = false
			continue
		}
		switch res := rs[r].Result; {
		case res.Played() || res.IsForfeit():
			return true
		case res == NoResult || res == Pending:
			all = false
		}
	}
	return all
}

// PendingRounds returns, in order, the rounds (1-based) in which at least one pairing
// has no result yet ([Pending]).
func (t *Tournament) PendingRounds() []int {
	pending := make([]bool, t.Rounds+1)
	for i := range t.Players {
		for r, rd := range t.Players[i].Rounds {
			if rd.Result == Pending && r < t.Rounds {
				pending[r+1] = true
			}
		}
	}
	var out []int
	for r, p := range pending {
		if p {
			out = append(out, r)
		}
	}
	return out
}

// Cut returns the event as it stood after round n (0 <= n <= t.Rounds): every player's
// first n rounds, the round dates and the point adjustments of those rounds. Rules that
// depend on the number of rounds (Modified Median's 9-round rule, the even-score test)
// then see n. When n is before the last round with results ([Tournament.RoundsPlayed]),
// what describes the finished event is dropped too: the declared totals and ranks, and
// adjustments not tied to a round. Otherwise (only rounds without results are cut) the
// declared totals stay with the adjustments that keep them ([AdjustDeclared], the
// difference between the printed total and all the rounds of the file, so a requested
// bye of a later round that the total includes is left out with its round), except where
// the printed total is exactly that of the rounds kept: then it needs no adjustment.
// t itself is not changed; the copy shares the players' round slices, which must be
// treated as read-only.
func (t *Tournament) Cut(n int) *Tournament {
	n = max(0, min(n, t.Rounds))
	early := n < t.RoundsPlayed()
	c := *t
	if c.whole == nil {
		c.whole = t
	}
	c.Rounds = n
	if len(c.RoundDates) > n {
		c.RoundDates = c.RoundDates[:n:n]
	}
	c.Players = make([]Player, len(t.Players))
	for i, p := range t.Players {
		if len(p.Rounds) > n {
			p.Rounds = p.Rounds[:n:n]
		}
		if early {
			p.Declared, p.DeclaredRank = nil, 0
		}
		c.Players[i] = p
	}
	if len(c.Unknown) > 0 {
		c.Unknown = nil
		for _, u := range t.Unknown {
			if u.Round <= n {
				c.Unknown = append(c.Unknown, u)
			}
		}
	}
	c.Adjustments = nil
	var declared []Adjustment
	for _, a := range t.Adjustments {
		switch {
		case a.Round > n || a.Round == 0 && early:
		case a.Source == AdjustDeclared:
			declared = append(declared, a)
		default:
			c.Adjustments = append(c.Adjustments, a)
		}
	}
	if len(declared) > 0 {
		// Totals of the rounds kept and the other adjustments, before any declared one.
		totals, idx := c.Totals(), c.PlayerIndex()
		for _, a := range declared {
			if i, ok := idx[a.Player]; ok && c.Players[i].Declared != nil && *c.Players[i].Declared == totals[i] {
				continue // the printed total is the rounds kept: nothing to adjust
			}
			c.Adjustments = append(c.Adjustments, a)
		}
	}
	return &c
}

// Planned returns the number of rounds the event plans and whether it was stated (by
// the file or the director, [Tournament.RoundsStated]); when not stated it is the
// number of rounds the event holds. For an event cut after a round ([Tournament.Cut])
// it is that of the whole event, so that a file written from the cut records the rounds
// still to come.
func (t *Tournament) Planned() (rounds int, stated bool) {
	w := t
	if t.whole != nil {
		w = t.whole
	}
	return w.Rounds, w.RoundsStated
}

// PlanError is a number of planned rounds an event cannot have: fewer than one, or
// fewer than the rounds in which it already has results or pairings (Held).
type PlanError struct{ Planned, Held int }

func (e *PlanError) Error() string {
	if e.Planned < 1 {
		return fmt.Sprintf("%d planned rounds: an event plans at least 1 round", e.Planned)
	}
	rounds := strconv.Itoa(e.Held) + " rounds"
	if e.Held == 1 {
		rounds = "1 round"
	}
	return fmt.Sprintf("%d planned rounds, but the event already has results or pairings in %s", e.Planned, rounds)
}

// PlanRounds states that the event plans n rounds ([Tournament.RoundsStated]): every
// player gets n rounds, those added with nothing recorded; round dates beyond round n
// are dropped. It refuses (with a [PlanError]) fewer than 1 round, or fewer than the
// last round in which some player has anything recorded.
func (t *Tournament) PlanRounds(n int) error {
	held := 0
	for i := range t.Players {
		rs := t.Players[i].Rounds
		for r := len(rs); r > held; r-- {
			if rs[r-1] != (Round{}) {
				held = r
				break
			}
		}
	}
	if n < 1 || n < held {
		return &PlanError{Planned: n, Held: held}
	}
	t.Rounds, t.RoundsStated = n, true
	if len(t.RoundDates) > n {
		t.RoundDates = t.RoundDates[:n:n]
	}
	for i := range t.Players {
		p := &t.Players[i]
		if len(p.Rounds) > n {
			p.Rounds = p.Rounds[:n:n]
		}
	}
	t.Normalize()
	return nil
}

// Progress says where an event stands: how many rounds it plans, how many the standings
// count, and the round being played when one is paired or partly entered. Every output
// names it in the same words, [Progress.String].
type Progress struct {
	// Planned is the number of rounds the whole event plans (before any [Tournament.Cut]).
	Planned int
	// Stated is true when the planned rounds were stated (by the file or the director);
	// when false, Planned is only the number of rounds the event holds.
	Stated bool
	// Counted is the number of rounds the standings count: the rounds of the event as cut,
	// up to the last with results.
	Counted int
	// Complete is the number of rounds up to the last one with results, less that round
	// when it is still partly entered: what standings count unless the director asks for
	// another round.
	Complete int
	// Final is true only when every planned round is counted and has every result. When
	// the planned rounds were not stated, an event followed live or used after a round
	// the director chose ([Tournament.Ongoing]) is never final, and one that looks
	// finished is final with a note ([Progress.String]).
	Final bool
	// Current is the round after Complete that is paired or partly entered, 0 when none.
	// Entered of its Games (pairings between two players) have a result.
	Current, Entered, Games int
	// Unknown is the number of player-rounds counted that the source holds nothing for
	// ([Tournament.Unknown]): read as not paired, and named by [Progress.String].
	Unknown int
}

// Progress returns where t stands when standings are computed on t itself: call it on
// the event the standings were ranked on ([Evaluation].T), which is cut after the
// complete rounds unless the director chose a round. For an event cut after a round
// ([Tournament.Cut]) the planned rounds and the round in progress are those of the whole
// event, and the rounds counted are those kept that have results. Outputs print
// [Progress.String]; standings count [Progress.Complete] rounds unless asked otherwise.
func (t *Tournament) Progress() Progress {
	whole := t
	if t.whole != nil {
		whole = t.whole
	}
	p := Progress{Planned: whole.Rounds, Stated: whole.RoundsStated, Counted: t.RoundsPlayed()}
	for _, u := range t.Unknown {
		if u.Round <= p.Counted {
			p.Unknown++
		}
	}
	played := whole.RoundsPlayed()
	last, pendingAny := played, false
	for _, r := range whole.PendingRounds() {
		last = max(last, r)
		pendingAny = true
	}
	p.Complete = played
	if last > 0 {
		entered, games := whole.roundGames(last - 1)
		if entered < games {
			p.Current, p.Entered, p.Games = last, entered, games
			p.Complete = last - 1
		}
	}
	if p.Current > 0 && p.Current <= p.Counted {
		// The director asked for the round in progress: report it as such.
		p.Final = false
	} else {
		p.Final = !pendingAny && p.Counted == p.Planned && p.Complete == p.Planned
	}
	if !p.Stated && (t.Ongoing || whole.Ongoing) {
		// Without the planned rounds, an event still being played or used after a
		// round the director chose says only how far it went.
		p.Final = false
	}
	return p
}

// String returns where the event stands in the words every output prints:
//
//	Final standings
//	Final standings (planned rounds not stated)
//	Standings after round 3
//	Standings after round 8; round 9 in progress: 12 of 54 games entered
//	Standings with round 9 in progress: 12 of 54 games entered
//
// The note "(planned rounds not stated)" marks an event that looks finished but whose
// planned rounds neither the file nor the director stated. The last form is for
// standings asked to count a round still partly entered; the round in progress is named
// after the counted rounds only when it is the next round. Player-rounds the source
// holds nothing for ([Progress.Unknown]) are named after it:
//
//	Final standings; 3 player-rounds unknown (no game in the file, counted as not paired)
func (p Progress) String() string {
	if p.Unknown > 0 {
		noun := "player-rounds"
		if p.Unknown == 1 {
			noun = "player-round"
		}
		q := p
		q.Unknown = 0
		return q.String() + "; " + strconv.Itoa(p.Unknown) + " " + noun + " unknown (no game in the file, counted as not paired)"
	}
	if p.Final && !p.Stated {
		return "Final standings (planned rounds not stated)"
	}
	if p.Final {
		return "Final standings"
	}
	inProgress := "round " + strconv.Itoa(p.Current) + " in progress: " +
		strconv.Itoa(p.Entered) + " of " + countGames(p.Games) + " entered"
	switch {
	case p.Current > 0 && p.Current == p.Counted:
		return "Standings with " + inProgress
	case p.Counted == 0 && p.Current == 1:
		return "Standings before round 1; " + inProgress
	case p.Counted == 0:
		return "Standings before round 1"
	case p.Current > 0 && p.Current == p.Counted+1:
		return "Standings after round " + strconv.Itoa(p.Counted) + "; " + inProgress
	}
	return "Standings after round " + strconv.Itoa(p.Counted)
}

// After returns the round the standings are after, for banners: "after round 3", "with
// round 3 in progress", "before round 1".
func (p Progress) After() string {
	switch {
	case p.Current > 0 && p.Current == p.Counted:
		return "with round " + strconv.Itoa(p.Current) + " in progress"
	case p.Counted == 0:
		return "before round 1"
	}
	return "after round " + strconv.Itoa(p.Counted)
}

func countGames(n int) string {
	if n == 1 {
		return "1 game"
	}
	return strconv.Itoa(n) + " games"
}

// roundGames counts the pairings of two players in round index r (each pair once; a
// pairing whose opponent is not in the file counts once) and those with a result.
func (t *Tournament) roundGames(r int) (entered, games int) {
	idx := t.PlayerIndex()
	for i := range t.Players {
		rs := t.Players[i].Rounds
		if r >= len(rs) {
			continue
		}
		rd := rs[r]
		if rd.Opponent == 0 {
			if rd.Result == Pending {
				games++ // paired with someone the file does not hold
			}
			continue
		}
		if j, ok := idx[rd.Opponent]; ok && rd.Opponent < t.Players[i].ID && r < len(t.Players[j].Rounds) &&
			t.Players[j].Rounds[r].Opponent == t.Players[i].ID {
			continue // counted with the opponent
		}
		games++
		if rd.Result != Pending && rd.Result != NoResult {
			entered++
		}
	}
	return entered, games
}
