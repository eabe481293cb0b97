package pdfout

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

func (r *renderer) hasPrizes() bool { return r.doc.Prizes != nil && r.doc.Prizes.Fund != nil }

// hasCash reports whether the fund has any cash (a trophy-only fund prints no amounts).
func (r *renderer) hasCash() bool {
	for _, p := range r.doc.Prizes.Fund.Prizes {
		if p.Cash != 0 {
			return true
		}
	}
	return false
}

// others writes "1 other", "4 others".
func others(n int) string {
	if n == 1 {
		return "1 other"
	}
	return strconv.Itoa(n) + " others"
}

// money formats an amount in the fund's currency: "$1,379.00".
func (r *renderer) money(m prizes.Money) string {
	return m.Format(r.doc.Prizes.Fund.Currency)
}

// playerName returns the name of player index p.
func (r *renderer) playerName(p int) string {
	if p < 0 || p >= len(r.doc.T.Players) {
		return "?"
	}
	return r.doc.T.Players[p].Name
}

// rowOf returns the standings row of player index p.
func (r *renderer) rowOf(p int) (engine.Row, bool) {
	for _, rw := range r.doc.Standings.Rows {
		if rw.Player == p {
			return rw, true
		}
	}
	return engine.Row{}, false
}

// prizeList draws the prize part: the winners with their awards, how each tie was split,
// the trophies with the tiebreak values that decided them, every prize with what became
// of it (the prizes nobody won, and why), and the totals.
func (r *renderer) prizeList() {
	a := r.doc.Prizes
	if name := strings.TrimSpace(a.Fund.Name); name != "" && name != strings.TrimSpace(r.doc.T.Name) {
		r.paragraph("Prize fund: "+name, true, bodySize, black)
	}
	r.paragraph(r.policy(), false, bodySize, black)
	r.y += 6
	r.winners()
	r.pools()
	r.trophies()
	r.teamPrizes()
	r.prizeByPrize()
	r.totals()
	r.handOut()
}

// policy states the fund's rules in a sentence: how ties are paid, which ratings decide
// classes, what unrated players may win, and the tax-form threshold.
func (r *renderer) policy() string {
	a := r.doc.Prizes
	f := a.Fund
	var parts []string
	switch {
	case !r.hasCash():
		parts = append(parts, "Trophies go by tiebreak order (rule 34)")
	case f.Split == prizes.SplitHort:
		parts = append(parts, "Ties: Hort system, half of each prize divided equally and half paid in tiebreak order")
	case f.Split == prizes.SplitTiebreak:
		parts = append(parts, "Ties: no split; prizes go in tiebreak order")
	default:
		parts = append(parts, "Cash is never tie-broken: tied players share it (US Chess 32B2, 32B3); trophies go by tiebreak order")
	}
	ratings := "US Chess"
	if a.RatingSource == prizes.RatingFIDE {
		ratings = "FIDE"
	}
	unrated := "place and unrated prizes only (28D)"
	if f.Unrated == prizes.UnratedAll {
		unrated = "any prize open to the lowest class"
	}
	if f.UnratedMax > 0 {
		unrated += ", at most " + r.money(f.UnratedMax) + " each"
	}
	parts = append(parts, "classes by "+ratings+" ratings; unrated players win "+unrated)
	if f.TaxFormAt > 0 && r.hasCash() {
		parts = append(parts, "winners of "+r.money(f.TaxFormAt)+" or more fill in a tax form")
	}
	return strings.Join(parts, "; ") + "."
}

// winners lists every award in standings order; the players of one pool stay together,
// with the split explained under them.
func (r *renderer) winners() {
	a := r.doc.Prizes
	tab := &table{title: r.winnersTitle(), size: bodySize}
	tab.cols = []column{
		{title: "Place", align: 'L'},
		{title: "No.", align: 'R'},
		{title: "Name", align: 'L', flex: true, min: 80, max: 200},
		{title: "Rating", align: 'R'},
		{title: "Pts", align: 'R'},
		{title: "Prize", align: 'L', wrap: true, min: 110},
		{title: "Amount", align: 'R'},
	}
	lastPool := -1
	for _, aw := range a.Awards {
		rw, _ := r.rowOf(aw.Player)
		prize := prizeText(aw.Label, aw.Trophies)
		amount := ""
		if aw.Amount != 0 || aw.Label != "" {
			amount = r.money(aw.Amount)
		}
		place := aw.PlaceLabel()
		if aw.Place == 0 {
			place = rw.PlaceLabel()
		}
		rating := "unr."
		if v := a.Rating(aw.Player); v != 0 {
			rating = strconv.Itoa(v)
		} else if len(a.Ratings) == 0 {
			if v := exporters.DisplayRating(&r.doc.T.Players[aw.Player]); v != 0 {
				rating = strconv.Itoa(v)
			}
		}
		x := row{cells: []string{place, strconv.Itoa(int(r.doc.T.Players[aw.Player].ID)), r.playerName(aw.Player), rating, rw.Points.String(), prize, amount}}
		if aw.Pool >= 0 {
			x.group = aw.Pool + 1
			x.ruled = aw.Pool != lastPool
		} else {
			x.ruled = true
		}
		lastPool = aw.Pool
		tab.rows = append(tab.rows, x)
	}
	if !r.hasCash() {
		tab.dropColumn(len(tab.cols) - 1)
	}
	if len(tab.rows) == 0 {
		r.title(r.winnersTitle(), false)
		r.paragraph("No prize was awarded.", false, bodySize, black)
		return
	}
	r.draw(tab)
}

// pools explains every tie that shared prizes: which prizes were pooled, the shares, and
// the 32B3 exception, the cap, the based-on reduction and the remainder when they applied.
func (r *renderer) pools() {
	a := r.doc.Prizes
	if len(a.Pools) == 0 {
		return
	}
	r.y += sectionGap
	tab := &table{title: "How ties were split (US Chess 32B2, 32B3)", size: bodySize}
	tab.cols = []column{
		{title: "Tie", align: 'L'},
		{title: "Prizes pooled", align: 'L', wrap: true, min: 140},
		{title: "Pool", align: 'R'},
		{title: "Shared by", align: 'L', wrap: true, min: 120},
	}
	for i, p := range a.Pools {
		tie := fmt.Sprintf("%s pts, place %s", p.Points, placeLabel(p.Place, p.PlaceTo))
		var pooled []string
		for _, k := range p.Prizes {
			pooled = append(pooled, r.doc.Prizes.Fund.Prizes[k].Label+" "+r.money(r.prizeCash(k)))
		}
		var shares []string
		for k, pl := range p.Players {
			s := r.playerName(pl)
			if k < len(p.Shares) {
				s += " " + r.money(p.Shares[k])
			}
			shares = append(shares, s)
		}
		note := p.Reason
		if note == "" {
			note = r.poolNotes(p)
		}
		tab.rows = append(tab.rows, row{
			cells: []string{tie, strings.Join(pooled, " + "), r.money(p.Total), strings.Join(shares, "; ")},
			note:  note, ruled: i > 0,
		})
	}
	r.draw(tab)
}

// poolNotes explains a pool the allocation gave no reason for: the split method, the
// 32B3 exception, the cap, the reduction and the remainder.
func (r *renderer) poolNotes(p prizes.Pool) string {
	a := r.doc.Prizes
	var notes []string
	if p.Method != prizes.SplitEqual {
		notes = append(notes, "Split: "+methodText(p.Method)+".")
	}
	if p.Exception {
		notes = append(notes, "32B3 exception: these players alone were eligible for these prizes and receive more by dividing only them.")
	}
	for k, pl := range p.Capped {
		if k < len(p.CapAmount) {
			notes = append(notes, fmt.Sprintf("32B3 (7th ed.) cap: %s receives %s, the largest prize they could have won without the split; the others share the rest.", r.playerName(pl), r.money(p.CapAmount[k])))
		}
	}
	if p.Reduced && a.Reduction != nil {
		notes = append(notes, "Prizes are paid at "+percent(a.Reduction.Percent)+" (based-on fund).")
	}
	if p.Remainder != 0 {
		if len(p.RemainderTo) > 0 {
			var names []string
			for _, pl := range p.RemainderTo {
				names = append(names, r.playerName(pl))
			}
			notes = append(notes, fmt.Sprintf("%s left over goes to %s, first in tiebreak order.", r.money(p.Remainder), strings.Join(names, "; ")))
		} else {
			notes = append(notes, fmt.Sprintf("%s left over is not paid.", r.money(p.Remainder)))
		}
	}
	return strings.Join(notes, " ")
}

// prizeCash is the cash of fund prize k as paid (after any reduction).
func (r *renderer) prizeCash(k int) prizes.Money {
	for _, pr := range r.doc.Prizes.Prizes {
		if pr.Prize == k {
			return pr.Cash
		}
	}
	return r.doc.Prizes.Fund.Prizes[k].Cash
}

func placeLabel(from, to int) string {
	if to > from {
		return strconv.Itoa(from) + "-" + strconv.Itoa(to)
	}
	return strconv.Itoa(from)
}

func methodText(m prizes.SplitMethod) string {
	switch m {
	case prizes.SplitHort:
		return "Hort system, half equally and half in tiebreak order"
	case prizes.SplitTiebreak:
		return "in tiebreak order, not divided"
	}
	return "equal shares"
}

// percent writes hundredths of a percent: 6000 -> "60%", 3333 -> "33.33%".
func percent(p int) string {
	s := strconv.Itoa(p / 100)
	if p%100 != 0 {
		s += fmt.Sprintf(".%02d", p%100)
		s = strings.TrimRight(s, "0")
	}
	return s + "%"
}

// trophies lists each trophy with its winner and the points and tiebreak values that
// decided it, naming the player next in line when they were tied on points.
func (r *renderer) trophies() {
	a := r.doc.Prizes
	st := r.doc.Standings
	tab := &table{title: "Trophies (by tiebreak order, rule 34)", size: bodySize}
	tab.cols = []column{
		{title: "Trophy", align: 'L'},
		{title: "Winner", align: 'L', flex: true, min: 80, max: 200},
		{title: "Place", align: 'L'},
		{title: "Pts", align: 'R'},
		{title: "Decided by", align: 'L', wrap: true, min: 150},
	}
	for _, pr := range a.Prizes {
		if pr.Prize < 0 || pr.Prize >= len(a.Fund.Prizes) {
			continue
		}
		p := a.Fund.Prizes[pr.Prize]
		if p.Trophy == "" || pr.TrophyTo < 0 {
			continue
		}
		rw, _ := r.rowOf(pr.TrophyTo)
		tab.rows = append(tab.rows, row{
			cells: []string{p.Trophy, r.playerName(pr.TrophyTo), rw.PlaceLabel(), rw.Points.String(), r.decidedBy(rw, st, p.Kind == prizes.KindPlace)},
			ruled: len(tab.rows) > 0,
		})
	}
	if len(tab.rows) == 0 {
		return
	}
	r.y += sectionGap
	r.draw(tab)
}

// decidedBy explains a trophy winner's rank: alone on points, or the tiebreak values that
// decided it. For a trophy open to all (compare), it names the next player on the same
// points and the first tiebreak that separated them; for a restricted trophy the next
// player may not have been eligible, so it gives the winner's values only.
func (r *renderer) decidedBy(rw engine.Row, st *engine.Standings, compare bool) string {
	var same []engine.Row
	for _, o := range st.Rows {
		if o.Points == rw.Points {
			same = append(same, o)
		}
	}
	values := func(x engine.Row) string {
		var parts []string
		for k, tb := range st.Tiebreaks {
			parts = append(parts, tb.Code()+" "+exporters.FormatValue(tb, x.Values[k]))
		}
		return strings.Join(parts, ", ")
	}
	if len(same) <= 1 {
		if len(st.Tiebreaks) == 0 {
			return "points alone"
		}
		return "points alone (" + values(rw) + ")"
	}
	// The first tiebreak on which the winner differs from the next player tied on points.
	var next *engine.Row
	for i, o := range same {
		if o.Player == rw.Player && i+1 < len(same) {
			next = &same[i+1]
		}
	}
	if next == nil || !compare {
		return fmt.Sprintf("%s (tied on points with %s)", values(rw), others(len(same)-1))
	}
	for k, tb := range st.Tiebreaks {
		if rw.Values[k] != next.Values[k] {
			return fmt.Sprintf("%s %s vs %s for %s (tied on points with %s)",
				tb.Code(), exporters.FormatValue(tb, rw.Values[k]), exporters.FormatValue(tb, next.Values[k]),
				r.playerName(next.Player), others(len(same)-1))
		}
	}
	return fmt.Sprintf("equal on every tiebreak with %s; listed by pairing number", r.playerName(next.Player))
}

// prizeByPrize lists every prize of the fund in fund order with what became of it: the
// player who won it, the tie that pooled it, the trophy's winner, or, in bold, why
// nobody won it.
func (r *renderer) prizeByPrize() {
	a := r.doc.Prizes
	tab := &table{title: "Prize by prize", size: bodySize}
	tab.cols = []column{
		{title: "Prize", align: 'L'},
		{title: "Amount", align: 'R'},
		{title: "Result", align: 'L', wrap: true, min: 200},
	}
	for _, pr := range a.Prizes {
		if pr.Prize < 0 || pr.Prize >= len(a.Fund.Prizes) {
			continue
		}
		p := a.Fund.Prizes[pr.Prize]
		amount := ""
		if pr.Cash != 0 {
			amount = r.money(pr.Cash)
		}
		var parts []string
		switch {
		case p.Team:
			parts = append(parts, a.TeamPrizeFate(pr.Prize))
		case pr.Unawarded:
			reason := pr.Reason
			if reason == "" {
				reason = "no eligible player"
			}
			parts = append(parts, "Not awarded: "+reason)
		case p.Cash > 0 && pr.Pool >= 0 && pr.Pool < len(a.Pools):
			pool := a.Pools[pr.Pool]
			if len(pool.Players) == 1 {
				// A pool of one is a prize taken alone, usually under the 32B3 exception.
				how := "to " + r.playerName(pool.Players[0])
				if pool.Exception {
					how += " (32B3 exception)"
				}
				parts = append(parts, how)
				break
			}
			parts = append(parts, fmt.Sprintf("pooled, shared by %d (%s pts, places %s)", len(pool.Players), pool.Points, placeLabel(pool.Place, pool.PlaceTo)))
		case p.Cash > 0 && len(pr.Winners) > 0:
			var names []string
			for _, x := range pr.Winners {
				names = append(names, r.playerName(x))
			}
			parts = append(parts, "to "+strings.Join(names, "; "))
		}
		if p.Trophy != "" && !pr.Unawarded && !p.Team {
			if pr.TrophyTo >= 0 {
				parts = append(parts, "trophy \u201c"+p.Trophy+"\u201d to "+r.playerName(pr.TrophyTo))
			} else if pr.Reason != "" {
				parts = append(parts, pr.Reason)
			}
		}
		tab.rows = append(tab.rows, row{cells: []string{p.Label, amount, strings.Join(parts, "; ")}, bold: pr.Unawarded, ruled: len(tab.rows) > 0})
	}
	if len(tab.rows) == 0 {
		return
	}
	if !r.hasCash() {
		tab.dropColumn(1)
	}
	r.y += sectionGap
	r.draw(tab)
}

// totals writes the fund, what was paid and what was not, with the based-on reduction.
func (r *renderer) totals() {
	a := r.doc.Prizes
	if !r.hasCash() {
		for _, n := range a.Notes {
			r.paragraph("Note: "+n, false, bodySize-1, grey)
		}
		return
	}
	r.y += sectionGap
	tab := &table{title: "Totals", size: bodySize}
	tab.cols = []column{
		{title: "", align: 'L', flex: true, max: 260},
		{title: "Amount", align: 'R'},
	}
	if a.Reduction != nil && a.Announced != a.Total {
		red := a.Reduction
		how := reductionText(red, fmt.Sprintf("based on %d entries, %d received: %s paid", red.BasedOn, red.Actual, percent(red.Percent)))
		tab.rows = append(tab.rows, row{cells: []string{"Prize fund as announced", r.money(a.Announced)}})
		tab.rows = append(tab.rows, row{cells: []string{"Prize fund " + how, r.money(a.Total)}})
	} else {
		tab.rows = append(tab.rows, row{cells: []string{"Prize fund", r.money(a.Total)}})
	}
	tab.rows = append(tab.rows, row{cells: []string{"Paid", r.money(a.Paid)}})
	tab.rows = append(tab.rows, row{cells: []string{"Not paid", r.money(a.Unpaid)}, bold: true, ruled: true})
	r.draw(tab)
	for _, n := range a.Notes {
		r.paragraph("Note: "+n, false, bodySize-1, grey)
	}
}

// winnersTitle returns "Prize winners", with where the event stands when the standings
// are not final ("Prize winners (Standings after round 3)"): winners before the last
// round are provisional.
func (r *renderer) winnersTitle() string {
	if stage := r.progress(); !stage.Final {
		return "Prize winners (" + stage.String() + ")"
	}
	return "Prize winners"
}

// reductionText completes how, the sentence of a based-on reduction, with the rule that
// set the share and the guaranteed prizes paid in full.
func reductionText(red *prizes.Reduction, how string) string {
	switch {
	case red.Guaranteed:
		how += " (the announced guarantee)"
	case red.Floor:
		how += " (never less than 50% for a fund over $500)"
	case red.Small:
		how += " (a fund of $500 or less is paid strictly in proportion)"
	}
	if red.Full > 0 {
		how += "; " + exporters.CountOf(red.Full, "guaranteed prize") + " paid in full"
	}
	return how
}
