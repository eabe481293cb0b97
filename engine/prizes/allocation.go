package prizes

import (
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Options are the choices the rulebook leaves to the director or to the software. The
// zero value follows the rule text (US Chess 7th edition) as specs §1.17 reads it.
type Options struct {
	// NoException turns off the 32B3 exception (players who alone are eligible for some
	// prizes take those instead of an equal share when that pays them more).
	NoException bool
	// NoCap turns off the 7th-edition 32B3 cap (no player gets more from a pool than the
	// largest single prize they could have won without the split), as in the 6th edition.
	NoCap bool
	// Remainder says where the cents (or units) that do not divide equally go.
	Remainder RemainderPolicy
}

// RemainderPolicy says what happens to the part of a pool that does not divide equally
// at the fund's rounding.
type RemainderPolicy uint8

// Remainder policies.
const (
	// RemainderTiebreak gives one extra unit each to the tied players highest in the
	// tiebreak order, so that the shares add up to the pool exactly (default).
	RemainderTiebreak RemainderPolicy = iota
	// RemainderUnpaid rounds every share down and leaves the remainder unpaid (it stays
	// with the organiser and is counted in Allocation.Unpaid).
	RemainderUnpaid
)

// String returns "tiebreak" or "unpaid", the fund file's words.
func (r RemainderPolicy) String() string {
	if r == RemainderUnpaid {
		return "unpaid"
	}
	return "tiebreak"
}

// Allocation is the result of [Allocate]: who gets what, and why.
type Allocation struct {
	Fund      *Fund
	Options   Options
	Standings *engine.Standings
	// Reduction describes the based-on reduction; nil when the fund is paid in full.
	Reduction *Reduction
	// Prizes has one entry per fund prize, in fund order (index i is Fund.Prizes[i]).
	Prizes []PrizeResult
	// Awards has one entry per player who receives anything, in standings order.
	Awards []Award
	// Pools has one entry per group of tied players who shared prizes, in the order they
	// were decided (score groups from the top).
	Pools []Pool
	// Total is the fund after any based-on reduction; Announced before it. Paid is what
	// the awards add up to; Unpaid is Total minus Paid (unawarded prizes and remainders
	// kept under RemainderUnpaid).
	Announced, Total, Paid, Unpaid Money
	// Ratings holds, per player (index into Tournament.Players), the rating that decided
	// eligibility; 0 is unrated. RatingSource is where it came from: Fund.Ratings, with
	// RatingAuto resolved to RatingUSChess or RatingFIDE.
	Ratings      []int
	RatingSource RatingSource
	// Teams is the team standings team prizes were paid on; nil when none were given.
	// TeamAwards has one entry per team that receives anything, in team standings
	// order; TeamPools one per group of teams tied on the team score that shared cash.
	Teams      *TeamRanking
	TeamAwards []TeamAward
	TeamPools  []TeamPool
	// UnratedLimits lists every share the fund's unrated limit (Fund.UnratedMax) cut, in
	// the order paid. HeldBack is the money it held back that stayed unpaid (all of it
	// under ExcessUnpaid; otherwise what found nobody below to go to).
	UnratedLimits []UnratedLimit
	HeldBack      Money
	// Notes are remarks for the director (players without birth dates, an age prize nobody
	// could be checked for, ...), in the order found.
	Notes []string
}

// UnratedLimit records one unrated player's share cut by the fund's unrated limit.
type UnratedLimit struct {
	Player      int   // index into Tournament.Players
	Share, Paid Money // the share before the limit, and what was paid
}

// Reduction is a based-on reduction of the fund (specs §1.17, "Just the Rules").
type Reduction struct {
	BasedOn, Actual int // entries announced and received
	// Percent is the share of the fund paid, in hundredths of a percent (6000 = 60%).
	Percent int
	// Floor is true when the 50% floor applied (funds over $500 are never cut below half).
	Floor bool
	// Small is true when the fund is $500 or less and was paid strictly in proportion.
	Small bool
	// Guaranteed is true when the fund's announced guarantee (Fund.Guaranteed) set the
	// part paid, above the proportion and the rule's floor.
	Guaranteed bool
	// Full counts the prizes paid in full because the fund guarantees them
	// (Prize.Guaranteed).
	Full int
}

// PrizeResult is what one fund prize paid.
type PrizeResult struct {
	// Prize is the index in Fund.Prizes.
	Prize int
	// Cash is the prize's value after any based-on reduction.
	Cash Money
	// Winners are the players (indexes into Tournament.Players) whose award includes this
	// prize, in standings order. For a pooled prize that is everyone sharing the pool.
	Winners []int
	// Pool is the index in Allocation.Pools of the pool the prize went into; -1 when it
	// was paid to one player alone or not paid.
	Pool int
	// TrophyTo is the player (index into Tournament.Players) who takes the prize's trophy;
	// -1 when the prize has no trophy or nobody took it.
	TrophyTo int
	// TeamWinners, TeamPool and TeamTrophyTo are Winners, Pool and TrophyTo for a team
	// prize, as indexes into Teams.Rows and TeamPools; Winners is nil, Pool and TrophyTo
	// are -1 for a team prize, and TeamPool and TeamTrophyTo are -1 for other prizes.
	TeamWinners  []int
	TeamPool     int
	TeamTrophyTo int
	// Unawarded is true when the prize's cash (or its trophy, for a trophy-only prize) went
	// to nobody; Reason says why ("nobody rated under 1200 played", ...).
	Unawarded bool
	Reason    string
}

// Award is everything one player receives.
type Award struct {
	// Player is the index into Tournament.Players; Row the index into Standings.Rows.
	Player, Row int
	// Place and PlaceTo are the places of the player's score group (all players on the
	// same points), which is what cash ties are about: 1 and 5 for "1-5".
	Place, PlaceTo int
	// Amount is the cash the player receives (0 for a trophy only).
	Amount Money
	// Prizes are the fund prizes (indexes into Fund.Prizes) pooled into the player's cash,
	// in the order they are named in Label.
	Prizes []int
	// Pool is the index in Allocation.Pools, or -1 when the player won a prize alone.
	Pool int
	// Label names the cash award as the fund names its prizes: "1st", "2nd+U1600 1st,
	// shared by 2", "U1600 1st". Empty for a trophy only.
	Label string
	// Trophies are the trophy names the player takes, and TrophyPrizes the fund prizes
	// they come from.
	Trophies     []string
	TrophyPrizes []int
	// TaxForm is true when Amount reaches Fund.TaxFormAt.
	TaxForm bool
}

// Pool records one tie that shared prizes, and why it was split the way it was.
type Pool struct {
	// Points is the score of the tied group; Place and PlaceTo its shared places.
	Points         engine.Score
	Place, PlaceTo int
	// Group is every player of the score group (indexes into Tournament.Players) in
	// tiebreak order; Players those who share this pool, with Shares aligned. A group can
	// hold more than one pool when the exception applies.
	Group   []int
	Players []int
	Shares  []Money
	// Prizes are the pooled fund prizes (indexes into Fund.Prizes), at most one per
	// sharing player (32B3); Total is their sum after any reduction.
	Prizes []int
	Total  Money
	// Method is the split used.
	Method SplitMethod
	// Exception is true when this pool exists because of the 32B3 exception: its players
	// alone were eligible for its prizes and got more by dividing only those.
	Exception bool
	// Capped lists the players (indexes into Tournament.Players) whose share the
	// 7th-edition cap limited to the largest prize they could have won alone; CapAmount is
	// aligned with it. The excess goes to the other sharers.
	Capped    []int
	CapAmount []Money
	// Limited lists the unrated players whose share the fund's unrated limit cut, and
	// LimitedFrom their shares before it; HeldBack is what the limit held back in this
	// pool. CarriedIn is money held back in higher score groups added to this pool;
	// CarriedOut is what this pool could not pay and passed on. Extra, aligned with
	// Players (nil when nothing was added), is the held-back money in each share. The
	// shares add up to Total + CarriedIn - CarriedOut, less any remainder kept unpaid.
	Limited               []int
	LimitedFrom           []Money
	HeldBack              Money
	CarriedIn, CarriedOut Money
	Extra                 []Money
	// Reduced is true when the pooled prizes were cut by a based-on reduction.
	Reduced bool
	// Remainder is what did not divide equally at the fund's rounding; RemainderTo are
	// the players (in tiebreak order) who got one extra unit each, empty when the
	// remainder stayed unpaid.
	Remainder   Money
	RemainderTo []int
	// Reason is one sentence for the prize list, quoting rule numbers ("32B3: 4 players
	// tied at 4 pool 1st+2nd+Youth 1st, one prize per tied player").
	Reason string
}

// AwardName names what a player receives, for one-line listings such as the prize CSV's
// award column: the cash label ("2nd+U1600 1st, shared by 2"), else the prizes the
// trophies come from ("Top Junior").
func (a *Allocation) AwardName(aw *Award) string {
	if aw.Label != "" {
		return aw.Label
	}
	names := make([]string, len(aw.TrophyPrizes))
	for k, i := range aw.TrophyPrizes {
		names[k] = a.Fund.Prizes[i].Label
	}
	return strings.Join(names, "; ")
}

// TrophyNames returns the trophies a player takes, joined with "; ".
func (aw *Award) TrophyNames() string { return strings.Join(aw.Trophies, "; ") }

// PlaceLabel returns the score group's places: "3", or "1-5" when players tie on points.
func (aw *Award) PlaceLabel() string {
	if aw.PlaceTo > aw.Place {
		return strconv.Itoa(aw.Place) + "-" + strconv.Itoa(aw.PlaceTo)
	}
	return strconv.Itoa(aw.Place)
}

// Rating returns the rating that decided player x's eligibility (0 when unrated or not
// recorded, as in an allocation built by hand).
func (a *Allocation) Rating(x int) int {
	if x < 0 || x >= len(a.Ratings) {
		return 0
	}
	return a.Ratings[x]
}
