package fide

import (
	"cmp"
	"fmt"
	"slices"

	"tiebreak/engine"
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

// cut removes low least significant and then high most significant contributions from cs
// (Art. 14.1-14.4, in that order) under the VUR exception rule, and returns what remains.
// cs is not modified.
func cut(cs []contrib, low, high int, rule vurRule) []contrib {
	if low == 0 && high == 0 {
		return cs
	}
	rest := append([]contrib(nil), cs...)
	// Sort by significance, ties by value, so the least significant is first.
	slices.SortStableFunc(rest, func(a, b contrib) int {
		if c := cmp.Compare(a.key, b.key); c != 0 {
			return c
		}
		return cmp.Compare(a.val, b.val)
	})
	for i := 0; i < low && len(rest) > 0; i++ {
		drop := 0
		if v := lowestVUR(rest); v >= 0 {
			switch rule {
			case vurFirst:
				drop = v
			case vurHighest:
				if rest[v].val > rest[0].val {
					drop = v
				}
			}
		}
		rest = append(rest[:drop:drop], rest[drop+1:]...)
	}
	for i := 0; i < high && len(rest) > 0; i++ {
		rest = rest[: len(rest)-1 : len(rest)-1]
	}
	return rest
}

// lowestVUR returns the index of the VUR contribution with the lowest value, or -1.
func lowestVUR(cs []contrib) int {
	best := -1
	for i, c := range cs {
		if c.vur && (best < 0 || c.val < cs[best].val) {
			best = i
		}
	}
	return best
}

func sumVals(cs []contrib) engine.Score {
	var s engine.Score
	for _, c := range cs {
		s += c.val
	}
	return s
}
