package prizes

import (
	"cmp"
	"slices"
)

// TrophyLine is one line of a trophy order sheet: an engraving text and how many
// trophies (or medals) carry it.
type TrophyLine struct {
	// Engraving is the trophy's text as the fund writes it (the prize's trophy key).
	Engraving string
	// Count is the number of trophies to order with this text; Prizes are the labels of
	// the prizes they are for, in fund order.
	Count  int
	Prizes []string
	// Team is true for trophies of team prizes (one per team prize; order any player
	// trophies for the team's members separately).
	Team bool
}

// TrophyOrder is what one section of a fund needs ordered before the event.
type TrophyOrder struct {
	Section string // the section's name; the fund's name for a fund of one section
	Lines   []TrophyLine
	Total   int
}

// TrophyOrders returns the trophy order sheet of f, per section (one for a fund without
// sections): every trophy its prizes name, identical engraving texts counted together,
// in the order the fund first lists them. Sections without trophies are left out.
func (f *Fund) TrophyOrders() []TrophyOrder {
	lists := []SectionFund{{Name: f.Name, Prizes: f.Prizes}}
	if len(f.Sections) > 0 {
		lists = f.Sections
	}
	var out []TrophyOrder
	for _, s := range lists {
		o := TrophyOrder{Section: s.Name}
		at := map[[2]any]int{}
		for _, p := range s.Prizes {
			if p.Trophy == "" {
				continue
			}
			key := [2]any{p.Trophy, p.Team}
			k, ok := at[key]
			if !ok {
				k = len(o.Lines)
				at[key] = k
				o.Lines = append(o.Lines, TrophyLine{Engraving: p.Trophy, Team: p.Team})
			}
			o.Lines[k].Count++
			o.Lines[k].Prizes = append(o.Lines[k].Prizes, p.Label)
			o.Total++
		}
		if o.Total > 0 {
			out = append(out, o)
		}
	}
	return out
}

// Ceremony returns the indexes into a.Awards in the order the awards are handed out at
// a ceremony: lowest award first, the champion last. An award ranks by the best prize
// in it (cash or trophy) in 32B4 order (place prizes by place, then the highest class
// first, then rating before unrated and other prizes); the hand-out order is the reverse,
// so age and unrated awards come first, then class awards from the lowest class up, then
// the places from the last to 1st. Players sharing a prize go in reverse standings order.
func (a *Allocation) Ceremony() []int {
	f := a.Fund
	order := make([]int, len(f.Prizes))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return compareRank(f.Prizes, i, j) })
	pos := make([]int, len(f.Prizes))
	for k, i := range order {
		pos[i] = k
	}
	best := make([]int, len(a.Awards))
	for k, aw := range a.Awards {
		best[k] = len(f.Prizes)
		for _, i := range append(slices.Clone(aw.Prizes), aw.TrophyPrizes...) {
			best[k] = min(best[k], pos[i])
		}
	}
	out := make([]int, len(a.Awards))
	for k := range out {
		out[k] = k
	}
	slices.SortStableFunc(out, func(x, y int) int {
		return cmp.Or(cmp.Compare(best[y], best[x]), cmp.Compare(a.Awards[y].Row, a.Awards[x].Row))
	})
	return out
}
