package crosstable

import "regexp"

// runningScore matches a running score as wall charts print it beside a result: "0",
// "½", "2½", "2.5", "2,5", "10".
var runningScore = regexp.MustCompile(`^(?:\d{1,3}(?:½|[.,]5|[.,]0)?|½)$`)

// skipRunningScores marks the running-score column a wall chart prints beside each
// round's result ("W12w" then "2½") as colSkip: a column right after a round column,
// headed blank or with the same round (a header merged over both), whose cells on the
// player rows are all running scores. The tiebreak exporter's wall chart has one per
// round.
func (p *parser) skipRunningScores() {
	for c := 1; c < len(p.h.kinds); c++ {
		prev := c - 1
		if p.h.kinds[prev] != colRound {
			continue
		}
		switch {
		case p.h.kinds[c] == colBlank:
		case p.h.kinds[c] == colRound && p.h.nums[c] == p.h.nums[prev]:
		default:
			continue
		}
		seen, all := false, true
		for _, r := range p.rows {
			v := p.cell(r, c)
			if v == "" {
				continue
			}
			seen = true
			if !runningScore.MatchString(v) {
				all = false
				break
			}
		}
		if seen && all {
			p.h.kinds[c] = colSkip
		}
	}
}
