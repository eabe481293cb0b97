package prizes

import (
	"fmt"
	"strings"
)

// reason explains a pool in one or more sentences a TD can read out, quoting the rules.
func (al *allocator) reason(p *Pool, ctx poolContext, note string) string {
	cur := al.f.Currency
	money := func(m Money) string { return m.Format(cur) }
	var b strings.Builder
	places := fmt.Sprintf("%d", p.Place)
	if p.PlaceTo > p.Place {
		places = fmt.Sprintf("%d-%d", p.Place, p.PlaceTo)
	}
	names := al.joinLabels(p.Prizes)
	tied := fmt.Sprintf("%d players tied at %s (places %s)", len(p.Group), p.Points.PointsText(), places)
	switch {
	case p.Exception:
		who := al.names(p.Players)
		of := tied
		if ctx.left < len(p.Group) {
			of = fmt.Sprintf("the %d players still sharing in the tie at %s (places %s)", ctx.left, p.Points.PointsText(), places)
		}
		equal := fmt.Sprintf("an equal share of the pool (%s / %d = %s)", money(ctx.poolTotal), ctx.left,
			money(Money(int64(ctx.poolTotal)/int64(max(ctx.left, 1)))))
		if len(p.Players) == 1 {
			fmt.Fprintf(&b, "32B3 exception: of %s, only %s is eligible for %s and takes %s, more than %s.",
				of, who, names, money(p.Total), equal)
		} else {
			fmt.Fprintf(&b, "32B3 exception: of %s, only %s are eligible for %s; dividing only these pays %s each, more than %s.",
				of, who, names, money(p.Shares[len(p.Shares)-1]), equal)
		}
	case p.Method == SplitHort:
		fmt.Fprintf(&b, "Hort system: %s share %s (%s); half of each prize is paid in tiebreak order and the rest divided equally.",
			tied, names, money(p.Total))
	case p.Method == SplitTiebreak:
		fmt.Fprintf(&b, "No split (fund split: tiebreak): %s take %s in tiebreak order.", tied, names)
	default:
		lead := "32B3: " + note
		if len(p.Players) < len(p.Group) && note == "" {
			lead += fmt.Sprintf("of %s, the %d eligible for the prizes left", tied, len(p.Players))
		} else if note == "" {
			lead += tied
		} else {
			lead += fmt.Sprintf("the other %d players", len(p.Players))
		}
		if len(p.Prizes) > 1 {
			fmt.Fprintf(&b, "%s pool %s, one prize per tied player, %s in all", lead, names, money(p.Total))
		} else if len(p.Players) > 1 {
			fmt.Fprintf(&b, "%s share %s, %s", lead, names, money(p.Total))
		} else {
			fmt.Fprintf(&b, "%s take %s, %s", lead, names, money(p.Total))
		}
		if len(p.Capped) == 0 {
			if len(p.Players) > 1 {
				fmt.Fprintf(&b, " (32B2: %s each", money(p.Shares[len(p.Shares)-1]))
				if len(p.RemainderTo) > 0 {
					fmt.Fprintf(&b, "; the %s that does not divide goes %s each to %s, first in tiebreak order",
						money(p.Remainder), al.unitName(), al.names(p.RemainderTo))
				} else if p.Remainder > 0 {
					fmt.Fprintf(&b, "; the %s that does not divide is not paid", money(p.Remainder))
				}
				b.WriteString(")")
			}
			b.WriteString(".")
		} else {
			b.WriteString(".")
			for k, x := range p.Capped {
				fmt.Fprintf(&b, " 32B3 (7th ed.) cap: %s gets %s, the largest prize they could win without the split.",
					al.t.Players[x].Name, money(p.CapAmount[k]))
			}
			if rest := len(p.Players) - len(p.Capped); rest > 0 {
				var share Money
				for k, x := range p.Players {
					if !contains(p.Capped, x) {
						share = p.Shares[k]
					}
				}
				fmt.Fprintf(&b, " The other %d share the rest, %s each", rest, money(share))
				if len(p.RemainderTo) > 0 {
					fmt.Fprintf(&b, " (the %s that does not divide goes %s each to %s)", money(p.Remainder), al.unitName(), al.names(p.RemainderTo))
				}
				b.WriteString(".")
			}
		}
	}
	if p.Reduced {
		r := al.a.Reduction
		fmt.Fprintf(&b, " Prizes are paid at %s (based on %d entries, %d received).", percent(r.Percent), r.BasedOn, r.Actual)
	}
	return b.String()
}

// names lists players by name: "Kim, Lee and Park".
func (al *allocator) names(players []int) string {
	ns := make([]string, len(players))
	for k, x := range players {
		ns[k] = al.t.Players[x].Name
	}
	switch len(ns) {
	case 0:
		return ""
	case 1:
		return ns[0]
	}
	return strings.Join(ns[:len(ns)-1], "; ") + " and " + ns[len(ns)-1]
}

func contains(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// percent formats hundredths of a percent: 6000 -> "60%", 3333 -> "33.33%".
func percent(p int) string {
	if p%100 == 0 {
		return fmt.Sprintf("%d%%", p/100)
	}
	return fmt.Sprintf("%d.%02d%%", p/100, p%100)
}

// unitName names the rounding unit: "one cent" or "one dollar".
func (al *allocator) unitName() string {
	if al.unit == 100 {
		switch al.f.Currency {
		case "", "USD", "CAD", "AUD", "NZD":
			return "one dollar"
		}
		return "one unit"
	}
	return "one cent"
}
