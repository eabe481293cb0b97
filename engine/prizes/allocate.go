package prizes

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// allocator holds the state of one allocation.
type allocator struct {
	st    *engine.Standings
	t     *engine.Tournament
	f     *Fund
	o     Options
	a     *Allocation
	ents  []entrant
	on    []engine.Date // per prize: the date ages are taken on
	cash  []Money       // per prize: value after any based-on reduction
	unit  Money         // rounding unit in cents
	taken []bool        // per prize: cash decided
	// rowOf maps a player index to its row in the standings.
	rowOf []int
	// pos is scratch space for groupState, one entry per player.
	pos []int32
	// award per player while allocating; nil when nothing yet.
	award []*Award
	// prio is the cash prizes (cash > 0) in 32B4 priority order.
	prio []int
	// noUnrated keeps unrated players out of every prize: the run that finds what rated
	// players would win without them, for the unrated limit.
	noUnrated bool
	// ceiling is, per player, what the run without unrated players paid them: the most
	// money held back by the unrated limit may raise them to. nil without a limit.
	ceiling []Money
	// carry is money held back by the unrated limit, waiting for the next score group.
	carry Money
}

// anyUnrated reports whether the event has a player without a rating.
func (al *allocator) anyUnrated() bool {
	for _, e := range al.ents {
		if e.rating <= 0 {
			return true
		}
	}
	return false
}

// Allocate pays fund f on standings st with options o and records why each amount was
// paid. It returns an error for a fund it cannot use (a negative amount, a place below 1,
// an empty rating band); prizes nobody can win are not errors but unawarded results.
//
// Team prizes (Prize.Team) are not paid by Allocate: they are left unawarded, with the
// reason, unless [AllocateWithTeams] is given the team standings.
func Allocate(st *engine.Standings, f *Fund, o Options) (*Allocation, error) {
	return AllocateWithTeams(st, nil, f, o)
}

// AllocateWithTeams is [Allocate] that also pays the fund's team prizes on the team
// standings tr, ranked by the caller (see [TeamRanking] and payTeams for how). tr may be
// nil when the fund has no team prizes.
func AllocateWithTeams(st *engine.Standings, tr *TeamRanking, f *Fund, o Options) (*Allocation, error) {
	if st == nil || st.Eval == nil || st.Eval.T == nil {
		return nil, errors.New("no standings")
	}
	if f == nil {
		return nil, errors.New("no fund")
	}
	if err := f.Validate(); err != nil {
		return nil, err
	}
	if len(f.Sections) > 0 {
		return nil, errors.New("the fund has prizes for several sections; pay each with its section's fund (Fund.ForSection)")
	}
	al := newAllocator(st, f, o)
	if f.UnratedMax > 0 && al.anyUnrated() {
		// What each rated player would win if the unrated players had not played: the
		// most the money an unrated limit holds back may raise them to.
		sub := newAllocator(st, f, o)
		sub.noUnrated = true
		sub.payCash()
		al.ceiling = make([]Money, len(sub.award))
		for x, aw := range sub.award {
			if aw != nil {
				al.ceiling[x] = aw.Amount
			}
		}
	}
	al.payCash()
	al.giveTrophies()
	al.payTeams(tr)
	al.finish()
	return al.a, nil
}

// newAllocator prepares an allocation of fund f (already validated) on standings st:
// the prizes after any based-on reduction, in 32B4 priority order.
func newAllocator(st *engine.Standings, f *Fund, o Options) *allocator {
	t := st.Eval.T
	al := &allocator{st: st, t: t, f: f, o: o, unit: 1,
		a:     &Allocation{Fund: f, Options: o, Standings: st},
		ents:  entrants(t, f.Ratings),
		on:    make([]engine.Date, len(f.Prizes)),
		cash:  make([]Money, len(f.Prizes)),
		taken: make([]bool, len(f.Prizes)),
		rowOf: make([]int, len(t.Players)),
		pos:   make([]int32, len(t.Players)),
		award: make([]*Award, len(t.Players)),
	}
	if f.Rounding == RoundDollar {
		al.unit = 100
	}
	for i := range al.rowOf {
		al.rowOf[i] = -1
	}
	for r, row := range st.Rows {
		al.rowOf[row.Player] = r
	}
	start := engine.ParseDate(t.StartDate)
	for i := range f.Prizes {
		al.on[i] = start
		if s := f.Prizes[i].Eligibility.AgeOn; s != "" {
			al.on[i] = engine.ParseDate(s)
		}
	}
	al.reduce()
	al.a.RatingSource = resolveRatings(t, f.Ratings)
	al.a.Ratings = make([]int, len(t.Players))
	for x := range al.ents {
		al.a.Ratings[x] = al.ents[x].rating
	}
	al.a.Prizes = make([]PrizeResult, len(f.Prizes))
	for i := range f.Prizes {
		al.a.Prizes[i] = PrizeResult{Prize: i, Cash: al.cash[i], Pool: -1, TrophyTo: -1, TeamPool: -1, TeamTrophyTo: -1}
		if al.cash[i] > 0 && !f.Prizes[i].Team {
			al.prio = append(al.prio, i)
		}
	}
	slices.SortStableFunc(al.prio, al.comparePriority)
	return al
}

// Validate reports the first prize that cannot be paid as written.
func (f *Fund) Validate() error {
	if f.BasedOn < 0 || f.Actual < 0 {
		return errors.New("based-on entries cannot be negative")
	}
	if f.TaxFormAt < 0 {
		return errors.New("tax_form_at cannot be negative")
	}
	if len(f.Sections) > 0 && len(f.Prizes) > 0 {
		return errors.New("the fund has both prizes and sections; put every prize in its section")
	}
	if f.AnnouncedTotal() > maxMoney {
		return errors.New("the fund adds up to more than any prize fund")
	}
	for k := range f.Sections {
		sf := *f
		sf.Sections, sf.Prizes = nil, f.Sections[k].Prizes
		if err := sf.Validate(); err != nil {
			return fmt.Errorf("section %s: %w", f.Sections[k].Name, err)
		}
	}
	var sum Money
	for i := range f.Prizes {
		p := &f.Prizes[i]
		where := p.Label
		if where == "" {
			where = fmt.Sprintf("prize %d", i+1)
		}
		switch {
		case p.Cash < 0:
			return fmt.Errorf("%s: negative cash", where)
		case p.Cash > maxMoney:
			return fmt.Errorf("%s: %s is more than any prize fund", where, p.Cash)
		case p.Place < 1:
			return fmt.Errorf("%s: place must be 1 or more", where)
		case p.Eligibility.HasRating && p.Eligibility.RatingMax > 0 && p.Eligibility.RatingMin > p.Eligibility.RatingMax:
			return fmt.Errorf("%s: rating band %d-%d is empty", where, p.Eligibility.RatingMin, p.Eligibility.RatingMax)
		case p.Eligibility.AgeMax > 0 && p.Eligibility.AgeMin > p.Eligibility.AgeMax:
			return fmt.Errorf("%s: age band %d-%d is empty", where, p.Eligibility.AgeMin, p.Eligibility.AgeMax)
		}
		sum += p.Cash
		if sum > maxMoney {
			return errors.New("the fund adds up to more than any prize fund")
		}
	}
	return nil
}

// reduce applies a based-on reduction (specs §1.17, "Just the Rules: A Prize Fund Quiz"):
// in proportion to actual entries, but never below 50% unless the whole fund is $500 or
// less, and never below the fund's announced guarantee (Fund.Guaranteed). Prizes the
// fund guarantees (Prize.Guaranteed) are paid in full. Each other prize is cut in the
// same proportion and rounded down to the rounding unit.
func (al *allocator) reduce() {
	f := al.f
	var announced Money
	for i, p := range f.Prizes {
		al.cash[i] = p.Cash
		announced += p.Cash
	}
	al.a.Announced = announced
	if f.BasedOn <= 0 {
		return
	}
	actual := f.Actual
	if actual == 0 {
		actual = len(al.t.Players)
	}
	if actual >= f.BasedOn {
		return
	}
	num, den := int64(actual), int64(f.BasedOn)
	red := &Reduction{BasedOn: f.BasedOn, Actual: actual}
	whole := announced
	if f.EventAnnounced > 0 {
		whole = f.EventAnnounced
	}
	if whole <= Dollars(500) {
		red.Small = true
	} else if 2*num < den {
		num, den = 1, 2
		red.Floor = true
	}
	if g := int64(f.Guaranteed); g > 0 && g*den > num*10000 {
		num, den = g, 10000
		red.Guaranteed, red.Floor, red.Small = true, false, false
	}
	red.Percent = int(num * 10000 / den)
	al.a.Reduction = red
	for i := range al.cash {
		if f.Prizes[i].Guaranteed {
			if f.Prizes[i].Cash > 0 {
				red.Full++
			}
			continue
		}
		c := Money(int64(al.cash[i]) * num / den)
		al.cash[i] = c / al.unit * al.unit
	}
}

// comparePriority orders prizes for building pools: larger cash first, then 32B4: a place
// prize before a rating-restricted one, a higher class before a lower one, a rating prize
// before an unrated or other prize; then the lower place, then fund order.
func (al *allocator) comparePriority(i, j int) int {
	if c := cmp.Compare(al.cash[j], al.cash[i]); c != 0 {
		return c
	}
	return al.compareRank(i, j)
}

// compareRank is the 32B4 order of prizes of equal value.
func (al *allocator) compareRank(i, j int) int { return compareRank(al.f.Prizes, i, j) }

// compareRank orders prizes i and j of ps as 32B4 ranks prizes of equal value: a place
// prize before a rating-restricted one, a higher class before a lower one, a rating
// prize before an unrated or other prize; then the lower place, then list order.
func compareRank(ps []Prize, i, j int) int {
	p, q := &ps[i], &ps[j]
	if c := cmp.Compare(p.Kind, q.Kind); c != 0 {
		return c
	}
	if p.Kind == KindRating {
		top := func(e Eligibility) int {
			if e.RatingMax == 0 {
				return 1 << 30
			}
			return e.RatingMax
		}
		if c := cmp.Compare(top(q.Eligibility), top(p.Eligibility)); c != 0 {
			return c
		}
		if c := cmp.Compare(q.Eligibility.RatingMin, p.Eligibility.RatingMin); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(p.Place, q.Place); c != 0 {
		return c
	}
	return cmp.Compare(i, j)
}

// eligible reports whether player x may win prize i.
func (al *allocator) eligible(x, i int) bool {
	if al.noUnrated && al.ents[x].rating <= 0 {
		return false
	}
	return eligible(&al.ents[x], &al.f.Prizes[i], al.f.Unrated, al.on[i])
}

// payCash walks the score groups from the top and pays the cash prizes still open.
func (al *allocator) payCash() {
	rows := al.st.Rows
	for lo := 0; lo < len(rows); {
		hi := lo + 1
		for hi < len(rows) && rows[hi].Points == rows[lo].Points {
			hi++
		}
		var open []int
		for _, i := range al.prio {
			if !al.taken[i] {
				open = append(open, i)
			}
		}
		if len(open) == 0 && al.carry == 0 {
			return
		}
		group := make([]int, 0, hi-lo)
		for _, r := range rows[lo:hi] {
			group = append(group, r.Player)
		}
		al.payGroup(group, open, rows[lo].Points, rows[lo].Place, rows[hi-1].PlaceTo)
		lo = hi
	}
}

// groupState holds, for a group of players, the eligibility of each against each prize,
// as a dense table: pos maps a player index to its row (valid for the group's players
// only), and each row has one entry per fund prize.
type groupState struct {
	pos  []int32
	np   int
	elig []bool
}

// newGroupState returns an empty table for players; pos must have one entry per player
// of the event and is overwritten for these players.
func newGroupState(pos []int32, players []int, prizes int) *groupState {
	for k, x := range players {
		pos[x] = int32(k)
	}
	return &groupState{pos: pos, np: prizes, elig: make([]bool, len(players)*prizes)}
}

// set records that player x may win prize i.
func (g *groupState) set(x, i int) { g.elig[int(g.pos[x])*g.np+i] = true }

// ok reports whether player x (one of the group's) may win prize i.
func (g *groupState) ok(x, i int) bool { return g.elig[int(g.pos[x])*g.np+i] }

// payGroup pays one score group: it pools at most one open prize per tied player
// (32B3), applies the exception and the cap, and splits.
func (al *allocator) payGroup(group, open []int, points engine.Score, place, placeTo int) {
	g := newGroupState(al.pos, group, len(al.f.Prizes))
	var sharers []int
	for _, x := range group {
		found := false
		for _, i := range open {
			if al.eligible(x, i) {
				g.set(x, i)
				found = true
			}
		}
		if found {
			sharers = append(sharers, x)
		}
	}
	if len(sharers) == 0 {
		al.payCarried(group)
		return
	}
	tie := len(sharers) > 1
	ctx := poolContext{points: points, place: place, placeTo: placeTo, group: group}
	remaining := open
	exceptionTaken := false
	for len(sharers) > 0 {
		pool := bestPool(g, sharers, remaining)
		if len(pool) == 0 {
			al.payCarried(group)
			return
		}
		if al.f.Split == SplitEqual && !al.o.NoException && len(sharers) > 1 {
			if t, tp, ok := al.exception(g, sharers, remaining, pool); ok {
				ec := ctx
				ec.left, ec.poolTotal = len(sharers), al.sum(pool)
				al.payPool(ec, t, tp, remaining, true, true, "")
				exceptionTaken = true
				remaining = without(remaining, tp)
				var rest []int
				for _, x := range without(sharers, t) {
					for _, i := range remaining {
						if g.ok(x, i) {
							rest = append(rest, x)
							break
						}
					}
				}
				sharers = rest
				continue
			}
		}
		note := ""
		if exceptionTaken {
			note = "after the 32B3 exception, "
		}
		al.payPool(ctx, sharers, pool, remaining, tie, false, note)
		return
	}
}

// poolContext describes the score group a pool comes from.
type poolContext struct {
	points         engine.Score
	place, placeTo int
	group          []int
	// For an exception pool: how many players were still sharing, and the value of the
	// pool they would otherwise have divided equally.
	left      int
	poolTotal Money
}

// bestPool returns the most valuable set of prizes among open (in priority order) that
// can go to distinct players of sharers, each eligible for the prize they are matched to
// (32B3: no more than one prize per tied player). Open prizes form a transversal matroid,
// so taking them greedily by priority, keeping each that still leaves a matching, finds
// the most valuable set, and among equal values the one 32B4 prefers.
func bestPool(g *groupState, sharers, open []int) []int {
	m := newMatcher(g, sharers)
	var pool []int
	for _, i := range open {
		if len(pool) == len(sharers) {
			break
		}
		if m.add(i) {
			pool = append(pool, i)
		}
	}
	return pool
}

// matcher is an augmenting-path bipartite matching between prizes and players.
type matcher struct {
	g       *groupState
	players []int
	owner   map[int]int // player -> prize
	seen    map[int]int // player -> stamp
	stamp   int
}

func newMatcher(g *groupState, players []int) *matcher {
	return &matcher{g: g, players: players, owner: map[int]int{}, seen: map[int]int{}}
}

// add tries to match prize i, re-routing earlier prizes if needed.
func (m *matcher) add(i int) bool {
	for _, x := range m.players { // fast path: a free eligible player
		if _, busy := m.owner[x]; !busy && m.g.ok(x, i) {
			m.owner[x] = i
			return true
		}
	}
	m.stamp++
	return m.augment(i)
}

func (m *matcher) augment(i int) bool {
	for _, x := range m.players {
		if !m.g.ok(x, i) || m.seen[x] == m.stamp {
			continue
		}
		m.seen[x] = m.stamp
		j, busy := m.owner[x]
		if !busy || m.augment(j) {
			m.owner[x] = i
			return true
		}
	}
	return false
}

// exception looks for the 32B3 exception: a set of tied players who alone are eligible
// for some prizes and get more by dividing only those among themselves than by sharing
// the whole pool equally. The best such set (highest share, then the prize first in
// priority) is returned with its prizes.
func (al *allocator) exception(g *groupState, sharers, open, pool []int) ([]int, []int, bool) {
	total := al.sum(pool)
	n := int64(len(sharers))
	// Group the open prizes by the set of sharers eligible for them (a bitset over the
	// sharers): each such set is a candidate, and the prizes it alone can win are those
	// of every set inside it.
	type elig struct {
		bits   []uint64
		size   int
		prizes []int
	}
	words := (len(sharers) + 63) / 64
	var sets []*elig
	byKey := map[string]*elig{}
	key := make([]byte, 0, 8*words)
	for _, q := range open {
		bits := make([]uint64, words)
		size := 0
		for k, x := range sharers {
			if g.ok(x, q) {
				bits[k/64] |= 1 << (k % 64)
				size++
			}
		}
		if size == 0 {
			continue
		}
		key = key[:0]
		for _, w := range bits {
			key = binary.LittleEndian.AppendUint64(key, w)
		}
		e := byKey[string(key)]
		if e == nil {
			e = &elig{bits: bits, size: size}
			byKey[string(key)] = e
			sets = append(sets, e)
		}
		e.prizes = append(e.prizes, q)
	}
	inside := func(s, t *elig) bool {
		for w := range s.bits {
			if s.bits[w]&^t.bits[w] != 0 {
				return false
			}
		}
		return true
	}
	var bestT, bestP []int
	var bestTotal Money
	for _, t := range sets {
		if t.size == len(sharers) {
			continue
		}
		var only []int // prizes nobody outside t can win, in priority order
		for _, s := range sets {
			if s.size <= t.size && inside(s, t) {
				only = append(only, s.prizes...)
			}
		}
		slices.SortFunc(only, al.comparePriority)
		players := make([]int, 0, t.size)
		for k, x := range sharers {
			if t.bits[k/64]&(1<<(k%64)) != 0 {
				players = append(players, x)
			}
		}
		tp := bestPool(g, players, only)
		tt := al.sum(tp)
		// The share for t is tt/len(t); it must beat total/n, and the best so far.
		if int64(tt)*n <= int64(total)*int64(t.size) {
			continue
		}
		if bestT == nil || int64(tt)*int64(len(bestT)) > int64(bestTotal)*int64(t.size) {
			bestT, bestP, bestTotal = players, tp, tt
		}
	}
	return bestT, bestP, bestT != nil
}

func (al *allocator) sum(prizes []int) Money {
	var s Money
	for _, i := range prizes {
		s += al.cash[i]
	}
	return s
}

// without returns the elements of a not in b, in a's order.
func without(a, b []int) []int {
	drop := map[int]bool{}
	for _, x := range b {
		drop[x] = true
	}
	var out []int
	for _, x := range a {
		if !drop[x] {
			out = append(out, x)
		}
	}
	return out
}

// payPool pays prizes pool to players sharers (tiebreak order) by the fund's split
// method. open are the prizes still open when the group started, for the cap. tie says
// whether to record a Pool; exception marks a pool formed by the 32B3 exception. When the
// fund limits unrated players (unrated_max), the shares are limited after the split and
// what is held back goes on as described at [allocator.limitUnrated].
func (al *allocator) payPool(ctx poolContext, sharers, pool, open []int, tie, exception bool, note string) {
	for _, i := range pool {
		al.taken[i] = true
	}
	total := al.sum(pool)
	fundOrder := slices.Clone(pool)
	slices.Sort(fundOrder)
	if !tie {
		// One player, one prize: no pool.
		x, i := sharers[0], pool[0]
		shares := []Money{al.cash[i]}
		lim := al.limitUnrated(sharers, shares, !exception)
		al.credit(x, shares[0], []int{i}, -1, lim.label(0, al.f.Prizes[i].Label))
		al.a.Prizes[i].Winners = []int{x}
		return
	}
	pi := len(al.a.Pools)
	p := Pool{Points: ctx.points, Place: ctx.place, PlaceTo: ctx.placeTo, Group: ctx.group,
		Players: sharers, Prizes: fundOrder, Total: total, Method: al.f.Split, Exception: exception,
		Reduced: al.a.Reduction != nil}
	names := al.joinLabels(fundOrder)
	labels := make([]string, len(sharers))
	prizesOf := make([][]int, len(sharers))
	switch al.f.Split {
	case SplitEqual:
		caps := make([]Money, len(sharers))
		for k, x := range sharers {
			caps[k] = -1
			if !al.o.NoCap {
				for _, i := range open {
					if al.eligible(x, i) && al.cash[i] > caps[k] {
						caps[k] = al.cash[i]
					}
				}
			}
		}
		p.Shares, p.Capped, p.CapAmount, p.Remainder, p.RemainderTo = al.splitEqual(total, sharers, caps)
		label := names
		if len(sharers) > 1 {
			label = fmt.Sprintf("%s, shared by %d", names, len(sharers))
		}
		for k := range sharers {
			labels[k], prizesOf[k] = label, fundOrder
		}
		for _, i := range pool {
			al.a.Prizes[i].Winners = sharers
			al.a.Prizes[i].Pool = pi
		}
	case SplitHort, SplitTiebreak:
		assign := al.tiebreakOrder(sharers, pool)
		p.Shares = make([]Money, len(sharers))
		if al.f.Split == SplitTiebreak {
			for k, x := range sharers {
				if i, ok := assign[x]; ok {
					p.Shares[k] = al.cash[i]
					labels[k], prizesOf[k] = al.f.Prizes[i].Label, []int{i}
					al.a.Prizes[i].Winners = []int{x}
					al.a.Prizes[i].Pool = pi
				}
			}
		} else {
			var half Money
			for k, x := range sharers {
				if i, ok := assign[x]; ok {
					p.Shares[k] = al.cash[i] / 2 / al.unit * al.unit
					half += p.Shares[k]
				}
			}
			eq, _, _, rem, remTo := al.splitEqual(total-half, sharers, nil)
			p.Remainder, p.RemainderTo = rem, remTo
			label := fmt.Sprintf("%s, shared by %d (Hort)", names, len(sharers))
			for k := range sharers {
				p.Shares[k] += eq[k]
				labels[k], prizesOf[k] = label, fundOrder
			}
			for _, i := range pool {
				al.a.Prizes[i].Winners = sharers
				al.a.Prizes[i].Pool = pi
			}
		}
	}
	p.Reason = al.reason(&p, ctx, note) // the split as rule 32 makes it, before any limit
	lim := al.limitUnrated(sharers, p.Shares, !exception)
	p.Limited, p.LimitedFrom, p.HeldBack, p.CarriedIn, p.CarriedOut, p.Extra = lim.players, lim.from, lim.held, lim.in, lim.out, lim.extra
	for k, x := range sharers {
		if labels[k] != "" || p.Shares[k] > 0 {
			al.credit(x, p.Shares[k], prizesOf[k], pi, lim.label(k, labels[k]))
		}
	}
	p.Reason += al.limitReason(&p)
	al.a.Pools = append(al.a.Pools, p)
}

// limitResult is what [allocator.limitUnrated] did to the shares of one pool.
type limitResult struct {
	players []int   // unrated players whose share was limited
	from    []Money // their shares before the limit, aligned with players
	held    Money   // what the limit held back in this pool
	in, out Money   // money carried in from higher score groups, and carried on
	extra   []Money // per sharer: held-back money added to the share
}

// label names a share that held-back money raised: "2nd + 700.00 held back by the
// unrated limit".
func (l limitResult) label(k int, label string) string {
	if l.extra == nil || l.extra[k] == 0 {
		return label
	}
	if label == "" {
		return l.extra[k].String() + " held back by the unrated limit"
	}
	return label + " + " + l.extra[k].String() + " held back by the unrated limit"
}

// limitUnrated applies the fund's unrated limit (unrated_max) to the shares of players
// (aligned) after their split. US Chess rule 28D keeps unrated players to place and
// unrated prizes and the rulebook gives no procedure for a cash limit; this follows the
// TD forum procedure ("Extra prize money after limit on unrated player's winnings",
// "Limits to Prizes for Unrateds -- where does the money go?"): an unrated share above
// the limit is cut to it; what is held back, plus any money carried from a higher score
// group when takeCarry is set, is divided equally among the rated players of the pool, each up to
// what they would have won had the unrated players not played (al.ceiling), and what is
// still left goes on to the next score group. Under unrated_excess: unpaid what is held
// back stays unpaid, as SwissSys leaves it for the director.
func (al *allocator) limitUnrated(players []int, shares []Money, takeCarry bool) limitResult {
	var res limitResult
	if al.f.UnratedMax <= 0 || al.noUnrated {
		return res
	}
	for k, x := range players {
		if al.ents[x].rating <= 0 && shares[k] > al.f.UnratedMax {
			res.players = append(res.players, x)
			res.from = append(res.from, shares[k])
			res.held += shares[k] - al.f.UnratedMax
			shares[k] = al.f.UnratedMax
			al.a.UnratedLimits = append(al.a.UnratedLimits, UnratedLimit{Player: x, Share: res.from[len(res.from)-1], Paid: al.f.UnratedMax})
		}
	}
	if al.f.UnratedExcess == ExcessUnpaid {
		al.a.HeldBack += res.held
		return res
	}
	m := res.held
	if takeCarry {
		res.in = al.carry
		m += al.carry
		al.carry = 0
	}
	res.extra = al.spread(players, shares, m)
	for _, e := range res.extra {
		m -= e
	}
	res.out = m
	al.carry += m
	return res
}

// spread divides amount equally among the rated players (aligned with shares) whose
// share is below what they would have won without the unrated players, each up to that
// amount, at the fund's rounding; units that do not divide go one each to the first in
// tiebreak order. It adds to shares and returns what each received.
func (al *allocator) spread(players []int, shares []Money, amount Money) []Money {
	extra := make([]Money, len(players))
	room := func(k int) Money {
		x := players[k]
		if al.ents[x].rating <= 0 || al.ceiling == nil {
			return 0
		}
		return max(0, al.ceiling[x]-shares[k])
	}
	for amount > 0 {
		n := int64(0)
		for k := range players {
			if room(k) > 0 {
				n++
			}
		}
		if n == 0 {
			break
		}
		each := Money(int64(amount)/n) / al.unit * al.unit
		if each == 0 {
			each = min(al.unit, amount)
		}
		for k := range players {
			give := min(each, room(k), amount)
			if give <= 0 {
				continue
			}
			shares[k] += give
			extra[k] += give
			amount -= give
		}
	}
	return extra
}

// payCarried divides money held back by the unrated limit in higher score groups among
// the players of a score group that pooled no prize, as [allocator.spread] does.
func (al *allocator) payCarried(group []int) {
	if al.carry == 0 {
		return
	}
	var players []int
	for _, x := range group {
		if al.award[x] == nil || al.award[x].Amount == 0 {
			players = append(players, x)
		}
	}
	shares := make([]Money, len(players))
	extra := al.spread(players, shares, al.carry)
	for k, x := range players {
		if extra[k] > 0 {
			al.carry -= extra[k]
			al.credit(x, extra[k], nil, -1, extra[k].String()+" held back by the unrated limit")
		}
	}
}

// splitEqual divides total among sharers (tiebreak order) in equal shares at the fund's
// rounding. caps (aligned with sharers, -1 = none) are the 7th-edition 32B3 limits:
// whoever's equal share would exceed their cap gets the cap, and the others share the
// rest, repeated until nobody exceeds. The part that does not divide goes one unit each
// to the first players in tiebreak order (or stays unpaid under RemainderUnpaid).
func (al *allocator) splitEqual(total Money, sharers []int, caps []Money) (shares []Money, capped []int, capAmt []Money, rem Money, remTo []int) {
	shares = make([]Money, len(sharers))
	fixed := make([]bool, len(sharers))
	rest, n := total, int64(len(sharers))
	for changed := caps != nil; changed && n > 0; {
		changed = false
		for k := range sharers {
			if fixed[k] || caps[k] < 0 {
				continue
			}
			if int64(caps[k])*n < int64(rest) { // share rest/n exceeds the cap
				fixed[k] = true
				shares[k] = caps[k]
				rest -= caps[k]
				n--
				changed = true
				capped = append(capped, sharers[k])
				capAmt = append(capAmt, caps[k])
			}
		}
	}
	if n == 0 {
		return shares, capped, capAmt, rest, nil
	}
	base := Money(int64(rest)/n) / al.unit * al.unit
	rem = rest - base*Money(n)
	for k := range sharers {
		if !fixed[k] {
			shares[k] = base
		}
	}
	if al.o.Remainder == RemainderUnpaid || rem == 0 {
		return shares, capped, capAmt, rem, nil
	}
	left := rem
	for k, x := range sharers {
		if fixed[k] || left == 0 {
			continue
		}
		give := min(al.unit, left)
		shares[k] += give
		left -= give
		remTo = append(remTo, x)
	}
	if left > 0 { // only when the pool has cents under dollar rounding
		for k := range sharers {
			if !fixed[k] {
				shares[k] += left
				break
			}
		}
	}
	return shares, capped, capAmt, rem, remTo
}

// tiebreakOrder gives each pooled prize to one sharer: the sharers in tiebreak order each
// take the most valuable prize still unassigned that they may win, provided the prizes
// left can still go to the sharers after them.
func (al *allocator) tiebreakOrder(sharers, pool []int) map[int]int {
	g := newGroupState(make([]int32, len(al.t.Players)), sharers, len(al.f.Prizes))
	for _, x := range sharers {
		for _, i := range pool {
			if al.eligible(x, i) {
				g.set(x, i)
			}
		}
	}
	assign := map[int]int{}
	left := slices.Clone(pool)
	for k, x := range sharers {
		if len(left) == 0 {
			break
		}
		for _, i := range left {
			if !g.ok(x, i) {
				continue
			}
			rest := without(left, []int{i})
			if len(bestPool(g, sharers[k+1:], rest)) == len(rest) {
				assign[x] = i
				left = rest
				break
			}
		}
	}
	return assign
}

// credit records cash for player x.
func (al *allocator) credit(x int, amount Money, prizes []int, pool int, label string) {
	aw := al.awardFor(x)
	aw.Amount += amount
	aw.Prizes = append(aw.Prizes, prizes...)
	aw.Pool = pool
	aw.Label = label
}

func (al *allocator) awardFor(x int) *Award {
	if al.award[x] == nil {
		al.award[x] = &Award{Player: x, Row: al.rowOf[x], Pool: -1}
	}
	return al.award[x]
}

// joinLabels names pooled prizes as the fund names them: "2nd+U1600 1st".
func (al *allocator) joinLabels(prizes []int) string {
	names := make([]string, len(prizes))
	for k, i := range prizes {
		names[k] = al.f.Prizes[i].Label
	}
	return strings.Join(names, "+")
}

// giveTrophies hands out trophies in tiebreak order: place trophies by place, then the
// others in 32B4 order (the highest class first, rating before other prizes); each goes
// to the highest-ranked eligible player who may still take one.
func (al *allocator) giveTrophies() {
	var order []int
	for i, p := range al.f.Prizes {
		if p.Trophy != "" && !p.Team {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, al.compareRank)
	has := make([]bool, len(al.t.Players))
	for _, i := range order {
		p := &al.f.Prizes[i]
		res := &al.a.Prizes[i]
		for _, row := range al.st.Rows {
			x := row.Player
			if has[x] && !al.f.Trophies.Multiple {
				continue
			}
			if al.f.Trophies.NotWithCash && p.Cash == 0 && al.award[x] != nil && al.award[x].Amount > 0 {
				continue
			}
			if !al.eligible(x, i) {
				continue
			}
			has[x] = true
			res.TrophyTo = x
			aw := al.awardFor(x)
			aw.Trophies = append(aw.Trophies, p.Trophy)
			aw.TrophyPrizes = append(aw.TrophyPrizes, i)
			break
		}
	}
}

// finish builds the awards list, the unawarded reasons and the totals.
func (al *allocator) finish() {
	a := al.a
	for _, r := range al.cash {
		a.Total += r
	}
	rows := al.st.Rows
	for lo := 0; lo < len(rows); {
		hi := lo + 1
		for hi < len(rows) && rows[hi].Points == rows[lo].Points {
			hi++
		}
		for _, row := range rows[lo:hi] {
			if aw := al.award[row.Player]; aw != nil {
				aw.Place, aw.PlaceTo = lo+1, hi
			}
		}
		lo = hi
	}
	for _, row := range al.st.Rows {
		if aw := al.award[row.Player]; aw != nil {
			aw.TaxForm = al.f.TaxFormAt > 0 && aw.Amount >= al.f.TaxFormAt
			a.Paid += aw.Amount
			a.Awards = append(a.Awards, *aw)
		}
	}
	for _, tw := range a.TeamAwards {
		a.Paid += tw.Amount
	}
	a.Unpaid = a.Total - a.Paid
	al.limitNotes()
	for i := range al.f.Prizes {
		p := &al.f.Prizes[i]
		res := &a.Prizes[i]
		switch {
		case p.Team:
			al.teamUnawarded(i)
		case p.Cash > 0 && al.cash[i] == 0:
			res.Unawarded, res.Reason = true, "reduced to nothing by the based-on reduction"
		case p.Cash > 0 && !al.taken[i]:
			res.Unawarded, res.Reason = true, al.whyNobody(i, false)
		case p.Trophy != "" && res.TrophyTo < 0 && p.Cash == 0:
			res.Unawarded, res.Reason = true, al.whyNobody(i, true)
		case p.Trophy != "" && res.TrophyTo < 0:
			res.Reason = "trophy not given: " + al.whyNobody(i, true)
		}
	}
	al.notes()
}

// whyNobody says why nobody took prize i (its cash, or its trophy when trophy is true).
func (al *allocator) whyNobody(i int, trophy bool) string {
	p := &al.f.Prizes[i]
	n := 0
	for x := range al.t.Players {
		if al.eligible(x, i) {
			n++
		}
	}
	if n == 0 && len(al.t.Players) == 0 {
		return "the event has no players"
	}
	if n == 0 {
		if p.Eligibility.AgeMin > 0 || p.Eligibility.AgeMax > 0 {
			missing := 0
			for _, e := range al.ents {
				if e.birth.IsZero() {
					missing++
				}
			}
			if missing > 0 {
				return fmt.Sprintf("no player is eligible (%s; %d without a birth date)", describe(p), missing)
			}
		}
		return "no player is eligible (" + describe(p) + ")"
	}
	if trophy && al.f.Trophies.NotWithCash && p.Cash == 0 {
		return fmt.Sprintf("every eligible player (%d) already took a trophy or cash", n)
	}
	if trophy {
		return fmt.Sprintf("every eligible player (%d) already took a trophy", n)
	}
	if n == 1 {
		return "the only eligible player won another cash prize (32B1: one cash prize per player)"
	}
	return fmt.Sprintf("all %d eligible players won other cash prizes (32B1: one cash prize per player)", n)
}

// notes adds remarks for the director about data the fund needs.
func (al *allocator) notes() {
	for i := range al.f.Prizes {
		p := &al.f.Prizes[i]
		if p.Eligibility.AgeMin == 0 && p.Eligibility.AgeMax == 0 {
			continue
		}
		missing := 0
		for _, e := range al.ents {
			if e.birth.IsZero() {
				missing++
			}
		}
		if al.on[i].IsZero() {
			al.a.Notes = append(al.a.Notes, fmt.Sprintf("%s: the event has no start date to take ages on; set age_on in the fund", p.Label))
		} else if missing > 0 {
			who := fmt.Sprintf("%d players have", missing)
			if missing == 1 {
				who = "1 player has"
			}
			al.a.Notes = append(al.a.Notes, fmt.Sprintf("%s no birth date and cannot win age prizes such as %s", who, p.Label))
		}
		break
	}
}

// limitReason explains in sentences what the unrated limit did to pool p: "" when
// nothing.
func (al *allocator) limitReason(p *Pool) string {
	if len(p.Limited) == 0 && p.CarriedIn == 0 && p.CarriedOut == 0 {
		return ""
	}
	cur := al.f.Currency
	var b strings.Builder
	for k, x := range p.Limited {
		fmt.Fprintf(&b, " Unrated limit (unrated_max %s): %s's share of %s is cut to %s.", al.f.UnratedMax.Format(cur),
			al.t.Players[x].Name, p.LimitedFrom[k].Format(cur), al.f.UnratedMax.Format(cur))
	}
	if p.CarriedIn > 0 {
		fmt.Fprintf(&b, " %s held back by the unrated limit above is added.", p.CarriedIn.Format(cur))
	}
	var got []string
	for k, x := range p.Players {
		if p.Extra != nil && p.Extra[k] > 0 {
			got = append(got, fmt.Sprintf("%s +%s", al.t.Players[x].Name, p.Extra[k].Format(cur)))
		}
	}
	if len(got) > 0 {
		fmt.Fprintf(&b, " Held-back money raises %s, each at most to what they would have won without the unrated players.", strings.Join(got, ", "))
	}
	switch {
	case p.CarriedOut > 0:
		fmt.Fprintf(&b, " %s goes on to the next score group.", p.CarriedOut.Format(cur))
	case p.HeldBack > 0 && al.f.UnratedExcess == ExcessUnpaid:
		fmt.Fprintf(&b, " The %s held back is not paid (unrated_excess: unpaid).", p.HeldBack.Format(cur))
	}
	return b.String()
}

// limitNotes says what the unrated limit did, for the director.
func (al *allocator) limitNotes() {
	a := al.a
	for _, l := range a.UnratedLimits {
		a.Notes = append(a.Notes, fmt.Sprintf("unrated limit %s (unrated_max): %s's share of %s was cut to %s",
			al.f.UnratedMax.Format(al.f.Currency), al.t.Players[l.Player].Name, l.Share.Format(al.f.Currency), l.Paid.Format(al.f.Currency)))
	}
	switch {
	case a.HeldBack > 0:
		a.Notes = append(a.Notes, fmt.Sprintf("the %s the unrated limit held back is unpaid (unrated_excess: unpaid); pay it as the flyer says",
			a.HeldBack.Format(al.f.Currency)))
	case al.carry > 0:
		a.HeldBack = al.carry
		a.Notes = append(a.Notes, fmt.Sprintf("%s held back by the unrated limit found nobody below who would have won it without the unrated players; it is unpaid",
			al.carry.Format(al.f.Currency)))
	}
}
