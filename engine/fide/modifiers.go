package fide

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// base holds what every FIDE tiebreak shares: the parsed code, the rules configuration
// and the modifiers of C.07 Art. 14.
type base struct {
	spec       engine.Spec
	cfg        config
	low        int  // least significant values cut (/C1, /C2, /M1, /M2)
	high       int  // most significant values cut (/M1, /M2)
	limit      int  // Koya limit in half points (/L+n, /L-n)
	played     bool // forfeits count as games played against the scheduled opponent (/P)
	unrated    int  // /U<rating>
	ownUnrated bool // /U was given
}

// Code returns the canonical code, such as "BH/C1".
func (b base) Code() string { return b.spec.String() }

func (b *base) addModifier(m engine.Modifier) error {
	switch m.Kind {
	case 'C':
		if m.N < 1 || m.N > 2 {
			return fmt.Errorf("cut /%s: use /C1 or /C2", m.Text)
		}
		b.low = m.N
	case 'M':
		if m.N < 1 || m.N > 2 {
			return fmt.Errorf("median /%s: use /M1 or /M2", m.Text)
		}
		b.low, b.high = m.N, m.N
	case 'L':
		b.limit = m.N
	case 'P':
		if m.Text != "P" {
			return fmt.Errorf("modifier /%s: /P takes no number", m.Text)
		}
		b.played = true
	case 'U':
		if m.N <= 0 {
			return fmt.Errorf("modifier /%s: write the rating, as in /U1400", m.Text)
		}
		b.unrated, b.ownUnrated = m.N, true
	}
	return nil
}

// hasUnrated reports whether unrated players have a rating for this tiebreak.
func (b base) hasUnrated() bool { return b.ownUnrated || b.cfg.hasUnrated }

// unratedValue returns the rating unrated players get (0: leave them out).
func (b base) unratedValue() int {
	if b.ownUnrated {
		return b.unrated
	}
	if b.cfg.hasUnrated {
		return b.cfg.unrated
	}
	return 0
}

// contrib is one per-round contribution to a cut-able sum (Art. 14). key orders
// contributions by significance (the opponent's score for BH and SB, the rating for ARO);
// val is what the round adds; vur marks a player's own voluntarily unplayed round (16.1).
type contrib struct {
	key, val engine.Score
	vur      bool
}

// vurRule selects the cut exception of Art. 16.5.
type vurRule uint8

const (
	vurNone    vurRule = iota // 2009 rules, ARO: plain cut
	vurFirst                  // BH (16.5): the lowest VUR contribution is cut first
	vurHighest                // SB (16.5): cut the higher of the lowest VUR and the least significant contribution
)

// cutSum returns the sum and the number of the contributions left after removing low
// least significant and then high most significant ones from cs (Art. 14.1-14.4, in
// that order) under the VUR exception rule. Contributions are ordered by significance,
// ties by value and then by their place in cs; the least significant is removed unless
// the rule picks the VUR contribution with the lowest value (the first in that order
// among equal values). Each removal is a selection over what is left, so nothing is
// sorted. cs is not modified.
func cutSum(cs []contrib, low, high int, rule vurRule) (engine.Score, int) {
	if low == 0 && high == 0 {
		return sumVals(cs), len(cs)
	}
	var small [64]bool // enough for any Swiss; longer lists allocate
	var removed []bool
	if len(cs) <= len(small) {
		removed = small[:len(cs)]
	} else {
		removed = make([]bool, len(cs))
	}
	left := len(cs)
	// before reports whether contribution a comes before b in significance order.
	before := func(a, b int) bool {
		if cs[a].key != cs[b].key {
			return cs[a].key < cs[b].key
		}
		if cs[a].val != cs[b].val {
			return cs[a].val < cs[b].val
		}
		return a < b
	}
	for range min(low, left) {
		least, vur := -1, -1
		for i := range cs {
			if removed[i] {
				continue
			}
			if least < 0 || before(i, least) {
				least = i
			}
			if cs[i].vur && (vur < 0 || cs[i].val < cs[vur].val || (cs[i].val == cs[vur].val && before(i, vur))) {
				vur = i
			}
		}
		drop := least
		switch {
		case vur < 0:
		case rule == vurFirst:
			drop = vur
		case rule == vurHighest && cs[vur].val > cs[least].val:
			drop = vur
		}
		removed[drop] = true
		left--
	}
	for range min(high, left) {
		most := -1
		for i := range cs {
			if !removed[i] && (most < 0 || before(most, i)) {
				most = i
			}
		}
		removed[most] = true
		left--
	}
	var sum engine.Score
	for i, c := range cs {
		if !removed[i] {
			sum += c.val
		}
	}
	return sum, left
}

func sumVals(cs []contrib) engine.Score {
	var s engine.Score
	for _, c := range cs {
		s += c.val
	}
	return s
}
