package engine

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
