package prizes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Team prizes (fund key team: true) go to teams, from team standings the caller ranks
// and passes to [AllocateWithTeams]: the match-point standings of a team event, or the
// school teams of an individual event (the best N scores of each school).
//
// US Chess rules do not regulate how team prizes are split: rule 32 speaks of players,
// and the team chapter (rule 34G2) gives only the team tiebreak. This package applies
// the principle of 32B2 by analogy, as it does for players: cash is never tie-broken.
// Teams equal on the team score (match points for a team event, the team score for
// school teams) pool the team prizes their places span, at most one per team (the most
// valuable open ones, the lower place first among equal amounts), and share them
// equally at the fund's rounding; the part that does not divide goes one unit each to
// the tied teams first in team standings order, or stays unpaid under
// RemainderUnpaid, as for players. A team takes at most one cash team prize. The fund
// key teams: {split: tiebreak} (TeamSettings.Split = SplitTiebreak) follows the other
// common practice instead: team cash prizes go in team standings order, as trophies do.
// Team trophies go in team standings order (the team tiebreaks decide), place trophies
// by place, one per team unless the fund's trophies: multiple.

// TeamSettings say how the teams are ranked for team prizes (fund key teams:). The
// engine keeps the words of the file; the caller ranks the teams.
type TeamSettings struct {
	// Best is, for school teams from an individual event, how many of each school's
	// best individual scores count (teams: {best: N}); 0 when not given.
	Best int
	// Tiebreaks and Rules are the team tiebreak list and rules as 'tiebreak teams'
	// takes them (--tiebreaks, --rules); empty for the defaults.
	Tiebreaks, Rules string
	// Split is SplitEqual (default: ties on the team score share the cash) or
	// SplitTiebreak (team cash prizes in team standings order).
	Split SplitMethod
	// Line and Column locate the teams: key in the fund file; 0 when not given.
	Line, Column int
}

// HasTeamPrizes reports whether the fund names any team prize.
func (f *Fund) HasTeamPrizes() bool {
	for i := range f.Prizes {
		if f.Prizes[i].Team {
			return true
		}
	}
	for _, s := range f.Sections {
		for i := range s.Prizes {
			if s.Prizes[i].Team {
				return true
			}
		}
	}
	return false
}

// TeamRanking is the team standings team prizes are paid on, ranked by the caller.
type TeamRanking struct {
	// ScoreName names the score cash ties are about: "match points", "team score".
	ScoreName string
	// Tiebreaks names how the order among teams equal on the score was decided, for
	// reports ("USAT", "sums of SOLK, CUM"); empty when not said.
	Tiebreaks string
	// Rows are the teams in final order, team tiebreaks applied.
	Rows []TeamRow
}

// TeamRow is one team of a TeamRanking.
type TeamRow struct {
	// Name is the team's name exactly as in the event's file.
	Name string
	// Score is the team score cash ties are about.
	Score engine.Score
	// Place and PlaceTo are the team's place after the team tiebreaks ("3-5" when
	// teams are equal on everything).
	Place, PlaceTo int
}

// TeamAward is everything one team receives.
type TeamAward struct {
	// Team is the index into Allocation.Teams.Rows.
	Team int
	// Place and PlaceTo are the places of the team's score group (every team on the same
	// team score), which is what cash ties are about: 1 and 2 for "1-2".
	Place, PlaceTo int
	// Amount is the cash the team receives; Prizes the team prizes (indexes into
	// Fund.Prizes) pooled into it; Pool the index in Allocation.TeamPools, or -1; Label
	// names it ("Team 1st+Team 2nd, shared by 2").
	Amount Money
	Prizes []int
	Pool   int
	Label  string
	// Trophies are the trophy names the team takes, and TrophyPrizes the fund prizes
	// they come from.
	Trophies     []string
	TrophyPrizes []int
	// TaxForm is true when Amount reaches Fund.TaxFormAt.
	TaxForm bool
}

// PlaceLabel returns the score group's places: "3", or "1-2" when teams tie on the score.
func (aw *TeamAward) PlaceLabel() string {
	if aw.PlaceTo > aw.Place {
		return strconv.Itoa(aw.Place) + "-" + strconv.Itoa(aw.PlaceTo)
	}
	return strconv.Itoa(aw.Place)
}

// TrophyNames returns the trophies a team takes, joined with "; ".
func (aw *TeamAward) TrophyNames() string { return strings.Join(aw.Trophies, "; ") }

// TeamAwardName names what a team receives: the cash label, else the prizes its trophies
// come from.
func (a *Allocation) TeamAwardName(aw *TeamAward) string {
	if aw.Label != "" {
		return aw.Label
	}
	names := make([]string, len(aw.TrophyPrizes))
	for k, i := range aw.TrophyPrizes {
		names[k] = a.Fund.Prizes[i].Label
	}
	return strings.Join(names, "; ")
}

// TeamPool records teams tied on the team score that shared team prizes.
type TeamPool struct {
	// Score is the tied teams' score; Place and PlaceTo their shared places.
	Score          engine.Score
	Place, PlaceTo int
	// Teams are the tied teams (indexes into Allocation.Teams.Rows) in team standings
	// order, with Shares aligned.
	Teams  []int
	Shares []Money
	// Prizes are the pooled team prizes (indexes into Fund.Prizes), at most one per
	// team; Total is their sum after any reduction.
	Prizes []int
	Total  Money
	// Method is SplitEqual or SplitTiebreak (fund key teams: {split: tiebreak}).
	Method SplitMethod
	// Remainder is what did not divide equally; RemainderTo the teams that got one
	// extra unit each, empty when it stayed unpaid.
	Remainder   Money
	RemainderTo []int
	// Reason is one sentence for the prize list.
	Reason string
}

// payTeams pays the team prizes on tr: cash score group by score group from the top,
// then trophies in team standings order. It does nothing when tr is nil.
func (al *allocator) payTeams(tr *TeamRanking) {
	al.a.Teams = tr
	if tr == nil {
		return
	}
	f, rows := al.f, tr.Rows
	var open []int
	for i := range f.Prizes {
		if f.Prizes[i].Team && al.cash[i] > 0 {
			open = append(open, i)
		}
	}
	slices.SortStableFunc(open, al.comparePriority)
	award := make([]*TeamAward, len(rows))
	get := func(k int) *TeamAward {
		if award[k] == nil {
			award[k] = &TeamAward{Team: k, Pool: -1}
		}
		return award[k]
	}
	for lo := 0; lo < len(rows); {
		hi := lo + 1
		for hi < len(rows) && rows[hi].Score == rows[lo].Score {
			hi++
		}
		for k := lo; k < hi; k++ {
			get(k).Place, award[k].PlaceTo = lo+1, hi
		}
		if len(open) > 0 {
			al.payTeamGroup(tr, lo, hi, &open, get)
		}
		lo = hi
	}
	var order []int
	for i := range f.Prizes {
		if f.Prizes[i].Team && f.Prizes[i].Trophy != "" {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, al.compareRank)
	has := make([]bool, len(rows))
	for _, i := range order {
		p := &f.Prizes[i]
		for k := range rows {
			if has[k] && !f.Trophies.Multiple {
				continue
			}
			if f.Trophies.NotWithCash && p.Cash == 0 && award[k] != nil && award[k].Amount > 0 {
				continue
			}
			has[k] = true
			al.a.Prizes[i].TeamTrophyTo = k
			aw := get(k)
			aw.Trophies = append(aw.Trophies, p.Trophy)
			aw.TrophyPrizes = append(aw.TrophyPrizes, i)
			break
		}
	}
	for _, aw := range award {
		if aw != nil && (aw.Amount > 0 || len(aw.Trophies) > 0) {
			aw.TaxForm = f.TaxFormAt > 0 && aw.Amount >= f.TaxFormAt
			al.a.TeamAwards = append(al.a.TeamAwards, *aw)
		}
	}
}

// payTeamGroup pays the teams rows lo..hi-1, equal on the team score, from the open team
// cash prizes (in priority order), and removes the prizes it pays from open.
func (al *allocator) payTeamGroup(tr *TeamRanking, lo, hi int, open *[]int, get func(int) *TeamAward) {
	group := make([]int, 0, hi-lo)
	for k := lo; k < hi; k++ {
		group = append(group, k)
	}
	n := min(len(group), len(*open))
	pool := slices.Clone((*open)[:n])
	*open = (*open)[n:]
	for _, i := range pool {
		al.taken[i] = true
	}
	if len(group) == 1 {
		k, i := group[0], pool[0]
		aw := get(k)
		aw.Amount, aw.Prizes, aw.Label = al.cash[i], []int{i}, al.f.Prizes[i].Label
		al.a.Prizes[i].TeamWinners = []int{k}
		return
	}
	fundOrder := slices.Clone(pool)
	slices.Sort(fundOrder)
	pi := len(al.a.TeamPools)
	p := TeamPool{Score: tr.Rows[lo].Score, Place: lo + 1, PlaceTo: hi, Teams: group, Prizes: fundOrder,
		Total: al.sum(pool), Method: al.f.Teams.Split}
	if p.Method == SplitTiebreak {
		p.Shares = make([]Money, len(group))
		for k, i := range pool { // pool is in priority order: the best prize to the first team
			t := group[k]
			p.Shares[k] = al.cash[i]
			aw := get(t)
			aw.Amount, aw.Prizes, aw.Pool, aw.Label = al.cash[i], []int{i}, pi, al.f.Prizes[i].Label
			al.a.Prizes[i].TeamWinners = []int{t}
			al.a.Prizes[i].TeamPool = pi
		}
	} else {
		p.Method = SplitEqual
		p.Shares, _, _, p.Remainder, p.RemainderTo = al.splitEqual(p.Total, group, nil)
		label := fmt.Sprintf("%s, shared by %d", al.joinLabels(fundOrder), len(group))
		for k, t := range group {
			aw := get(t)
			aw.Amount, aw.Prizes, aw.Pool, aw.Label = p.Shares[k], fundOrder, pi, label
		}
		for _, i := range pool {
			al.a.Prizes[i].TeamWinners = group
			al.a.Prizes[i].TeamPool = pi
		}
	}
	p.Reason = al.teamReason(tr, &p)
	al.a.TeamPools = append(al.a.TeamPools, p)
}

// teamReason explains a team pool in one or more sentences.
func (al *allocator) teamReason(tr *TeamRanking, p *TeamPool) string {
	money := func(m Money) string { return m.Format(al.f.Currency) }
	names := make([]string, len(p.Teams))
	for k, t := range p.Teams {
		names[k] = tr.Rows[t].Name
	}
	score := p.Score.String() + " " + tr.ScoreName
	if tr.ScoreName == "" {
		score = p.Score.PointsText()
	}
	tied := fmt.Sprintf("%d teams tied at %s (places %d-%d), %s,", len(p.Teams), score, p.Place, p.PlaceTo, joinNames(names))
	var b strings.Builder
	prizes := al.joinLabels(p.Prizes)
	if p.Method == SplitTiebreak {
		fmt.Fprintf(&b, "Team prizes, no split (teams: split: tiebreak): %s take %s in team standings order.", tied, prizes)
		return b.String()
	}
	verb := "pool"
	if len(p.Prizes) == 1 {
		verb = "share"
	}
	fmt.Fprintf(&b, "Team prizes (32B2 by analogy; US Chess rules do not regulate team prizes): %s %s %s, one prize per team, %s in all (%s each",
		tied, verb, prizes, money(p.Total), money(p.Shares[len(p.Shares)-1]))
	if len(p.RemainderTo) > 0 {
		rem := make([]string, len(p.RemainderTo))
		for k, t := range p.RemainderTo {
			rem[k] = tr.Rows[t].Name
		}
		fmt.Fprintf(&b, "; the %s that does not divide goes %s each to %s, first in team standings order",
			money(p.Remainder), al.unitName(), joinNames(rem))
	} else if p.Remainder > 0 {
		fmt.Fprintf(&b, "; the %s that does not divide is not paid", money(p.Remainder))
	}
	b.WriteString(").")
	if al.a.Reduction != nil {
		r := al.a.Reduction
		fmt.Fprintf(&b, " Prizes are paid at %s (based on %d entries, %d received).", percent(r.Percent), r.BasedOn, r.Actual)
	}
	return b.String()
}

// joinNames lists names: "A", "A and B", "A; B and C".
func joinNames(ns []string) string {
	switch len(ns) {
	case 0:
		return ""
	case 1:
		return ns[0]
	}
	return strings.Join(ns[:len(ns)-1], "; ") + " and " + ns[len(ns)-1]
}

// teamUnawarded records why team prize i, or its trophy, went to no team.
func (al *allocator) teamUnawarded(i int) {
	p := &al.f.Prizes[i]
	res := &al.a.Prizes[i]
	tr := al.a.Teams
	n := 0
	if tr != nil {
		n = len(tr.Rows)
	}
	why := ""
	switch {
	case tr == nil:
		why = "no team standings were given for the team prizes"
	case n == 0:
		why = "the event has no teams"
	}
	teams := fmt.Sprintf("%d teams", n)
	if n == 1 {
		teams = "1 team"
	}
	switch {
	case p.Cash > 0 && al.cash[i] == 0:
		res.Unawarded, res.Reason = true, "reduced to nothing by the based-on reduction"
	case p.Cash > 0 && !al.taken[i]:
		if why == "" {
			why = fmt.Sprintf("every team (%s) won another cash team prize (one cash team prize per team)", teams)
		}
		res.Unawarded, res.Reason = true, why
	case p.Trophy != "" && res.TeamTrophyTo < 0:
		if why == "" {
			why = fmt.Sprintf("every team (%s) already took a trophy", teams)
			if al.f.Trophies.NotWithCash && p.Cash == 0 {
				why = fmt.Sprintf("every team (%s) already took a trophy or cash", teams)
			}
		}
		if p.Cash == 0 {
			res.Unawarded, res.Reason = true, why
		} else {
			res.Reason = "trophy not given: " + why
		}
	}
}

// TeamPrizeFate says in words what became of team prize i: "to Alpha", "pooled, shared
// by 2 teams (places 1-2)", "trophy "1st Place Team" to Alpha", "not awarded: ...".
func (a *Allocation) TeamPrizeFate(i int) string {
	pz, r := &a.Fund.Prizes[i], &a.Prizes[i]
	name := func(k int) string { return a.Teams.Rows[k].Name }
	var what []string
	switch {
	case pz.Cash > 0 && r.Unawarded:
		what = append(what, "not awarded: "+r.Reason)
	case pz.Cash > 0 && len(r.TeamWinners) > 1:
		p := &a.TeamPools[r.TeamPool]
		what = append(what, fmt.Sprintf("pooled, shared by %d teams (places %d-%d)", len(r.TeamWinners), p.Place, p.PlaceTo))
	case pz.Cash > 0 && len(r.TeamWinners) == 1:
		what = append(what, "to "+name(r.TeamWinners[0]))
	}
	if pz.Trophy != "" {
		switch {
		case r.TeamTrophyTo >= 0:
			what = append(what, fmt.Sprintf("trophy %q to %s", pz.Trophy, name(r.TeamTrophyTo)))
		case pz.Cash == 0:
			what = append(what, fmt.Sprintf("trophy %q not awarded: %s", pz.Trophy, r.Reason))
		default:
			what = append(what, fmt.Sprintf("trophy %q: %s", pz.Trophy, strings.TrimPrefix(r.Reason, "trophy not given: ")))
		}
	}
	return strings.Join(what, "; ")
}

// verifyTeams checks the team awards and pools and returns the cash they pay: one
// award per team, shares of an equal pool within one rounding unit and adding up to the
// pool, at most one pooled prize per team, one trophy per team unless the fund allows
// more, and no unpaid team cash prize while a team has no cash.
func (a *Allocation) verifyTeams(errorf func(string, ...any)) Money {
	var paid Money
	if len(a.TeamAwards) > 0 && a.Teams == nil {
		errorf("team awards without team standings")
		return 0
	}
	unit := Money(1)
	if a.Fund.Rounding == RoundDollar {
		unit = 100
	}
	seen := map[int]bool{}
	withCash := 0
	for _, aw := range a.TeamAwards {
		if seen[aw.Team] {
			errorf("team %d has two awards", aw.Team)
		}
		seen[aw.Team] = true
		paid += aw.Amount
		if aw.Amount > 0 {
			withCash++
		}
		if aw.Pool < 0 && len(aw.Prizes) > 1 {
			errorf("team %d: %d cash team prizes without a pool", aw.Team, len(aw.Prizes))
		}
		if !a.Fund.Trophies.Multiple && len(aw.Trophies) > 1 {
			errorf("team %d takes %d trophies", aw.Team, len(aw.Trophies))
		}
	}
	for pi, p := range a.TeamPools {
		var sum, lo, hi Money = 0, -1, 0
		for _, s := range p.Shares {
			sum += s
			if lo < 0 || s < lo {
				lo = s
			}
			hi = max(hi, s)
		}
		if len(p.Prizes) > len(p.Teams) {
			errorf("team pool %d: %d prizes for %d teams", pi, len(p.Prizes), len(p.Teams))
		}
		if p.Method == SplitEqual {
			if hi-lo > unit {
				errorf("team pool %d: shares from %s to %s are not equal", pi, lo, hi)
			}
			if sum+p.Remainder*boolMoney(len(p.RemainderTo) == 0) != p.Total {
				errorf("team pool %d: shares add up to %s, pool %s", pi, sum, p.Total)
			}
		}
	}
	if a.Teams != nil {
		for i, r := range a.Prizes {
			if a.Fund.Prizes[i].Team && r.Unawarded && r.Cash > 0 && withCash < len(a.Teams.Rows) {
				errorf("%s is unpaid but %d teams have no cash", a.Fund.Prizes[i].Label, len(a.Teams.Rows)-withCash)
			}
		}
	}
	return paid
}
