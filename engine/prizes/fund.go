package prizes

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Money is an amount in cents (or the smallest unit of the fund's currency). Money is
// never a float: 746.75 dollars is Money(74675).
type Money int64

// Dollars returns n whole currency units as Money.
func Dollars(n int64) Money { return Money(n * 100) }

// String formats m with a decimal point and exactly two decimals, no currency sign and no
// thousands separator: "746.75", "0.05", "-12.00". This is the prize CSV's amount format.
func (m Money) String() string {
	var buf [24]byte
	return string(m.Append(buf[:0]))
}

// Append appends m to b as String formats it.
func (m Money) Append(b []byte) []byte {
	v := int64(m)
	if v < 0 {
		b = append(b, '-')
		v = -v
	}
	b = strconv.AppendInt(b, v/100, 10)
	b = append(b, '.', byte('0'+v%100/10), byte('0'+v%10))
	return b
}

// Format formats m for people: thousands separators and the currency, "$1,379.00",
// "€8,500.00", "1,379.00 CHF". Unknown currencies are written after the amount.
func (m Money) Format(currency string) string {
	s := m.String()
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	var grouped []byte
	for i := range len(whole) {
		if i > 0 && (len(whole)-i)%3 == 0 {
			grouped = append(grouped, ',')
		}
		grouped = append(grouped, whole[i])
	}
	num := string(grouped) + "." + frac
	sign := ""
	if neg {
		sign = "-"
	}
	switch strings.ToUpper(currency) {
	case "", "USD", "CAD", "AUD", "NZD":
		return sign + "$" + num
	case "EUR":
		return sign + "€" + num
	case "GBP":
		return sign + "£" + num
	}
	return sign + num + " " + currency
}

// ErrMoney is returned by [ParseMoney] for text that is not an amount.
var ErrMoney = errors.New("not an amount of money")

// maxMoney bounds amounts read from files: a billion currency units is more than any
// prize fund, and keeps every sum of up to 10,000 prizes far from overflow.
const maxMoney = Money(100_000_000_000)

// ParseMoney reads an amount written as in a prize fund: "500", "162.50", "1,379",
// "$1,379.00", "€8500". At most two decimals; commas are thousands separators only, in
// groups of three. Negative amounts are errors.
func ParseMoney(text string) (Money, error) {
	t := strings.TrimSpace(text)
	for _, sym := range []string{"$", "€", "£"} {
		t = strings.TrimPrefix(t, sym)
	}
	whole, frac, hasFrac := strings.Cut(t, ".")
	if strings.Contains(whole, ",") { // thousands separators: 1,379 and 12,500,000
		groups := strings.Split(whole, ",")
		for k, g := range groups {
			if k == 0 && (len(g) == 0 || len(g) > 3) || k > 0 && len(g) != 3 {
				return 0, fmt.Errorf("%w: %q", ErrMoney, text)
			}
		}
		whole = strings.Join(groups, "")
	}
	if whole == "" && (!hasFrac || frac == "") || len(frac) > 2 || hasFrac && frac == "" || len(whole) > 12 {
		return 0, fmt.Errorf("%w: %q", ErrMoney, text)
	}
	var m Money
	for _, c := range whole {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%w: %q", ErrMoney, text)
		}
		m = m*10 + Money(c-'0')
	}
	m *= 100
	for i, c := range frac {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%w: %q", ErrMoney, text)
		}
		if i == 0 {
			m += Money(c-'0') * 10
		} else {
			m += Money(c - '0')
		}
	}
	if m > maxMoney {
		return 0, fmt.Errorf("%w: %q is more than any prize fund", ErrMoney, text)
	}
	return m, nil
}

// Rounding says to what unit each share is rounded.
type Rounding uint8

// Roundings. RoundCent is the default.
const (
	RoundCent   Rounding = iota // shares to the cent
	RoundDollar                 // shares to whole currency units (SwissSys "dollar rounding")
)

// String returns "cent" or "dollar", the fund file's words.
func (r Rounding) String() string {
	if r == RoundDollar {
		return "dollar"
	}
	return "cent"
}

// UnratedPolicy says which prizes unrated players may win.
type UnratedPolicy uint8

// Unrated policies. UnratedPlace is the default (rule 28D).
const (
	// UnratedPlace: unrated players win only place prizes (open to all) and prizes for
	// unrated players (28D, 33F). Unrated is never treated as rating 0.
	UnratedPlace UnratedPolicy = iota
	// UnratedAll: unrated players may also win rating-restricted prizes whose band starts
	// at the bottom (under prizes and the lowest class), as if the fund said "U1800/Unrated".
	UnratedAll
)

// String returns "place" or "all", the fund file's words.
func (u UnratedPolicy) String() string {
	if u == UnratedAll {
		return "all"
	}
	return "place"
}

// ExcessPolicy says where money held back by the unrated limit goes.
type ExcessPolicy uint8

// Excess policies. ExcessNext is the default.
const (
	// ExcessNext gives it to the next players in line: the rated players of the same
	// pool, then the next score groups, each up to what they would have won had the
	// unrated players not played (TD forum procedure; CCA and National Open practice).
	ExcessNext ExcessPolicy = iota
	// ExcessUnpaid leaves it unpaid for the director to pay by hand, as SwissSys does
	// (its "pool credit" column).
	ExcessUnpaid
)

// String returns "next" or "unpaid", the fund file's words.
func (e ExcessPolicy) String() string {
	if e == ExcessUnpaid {
		return "unpaid"
	}
	return "next"
}

// SplitMethod says how tied players share cash.
type SplitMethod uint8

// Split methods. SplitEqual is the default (US Chess 32B2/32B3).
const (
	// SplitEqual pools the prizes of a tie (at most one per tied player) and divides the
	// pool equally (32B3), with the exception and the 7th-edition cap.
	SplitEqual SplitMethod = iota
	// SplitHort pays half of each pooled prize equally and the other half in tiebreak
	// order (the Hort system of Vega and Sharly; not US Chess).
	SplitHort
	// SplitTiebreak does not split: prizes go in tiebreak order, as trophies do (common in
	// FIDE events; not US Chess).
	SplitTiebreak
)

// String returns "equal", "hort" or "tiebreak", the fund file's words.
func (s SplitMethod) String() string {
	switch s {
	case SplitHort:
		return "hort"
	case SplitTiebreak:
		return "tiebreak"
	}
	return "equal"
}

// TrophyPolicy says how many trophies (and other indivisible awards) a player may take.
// The zero value is the common US rule: one trophy per player, and a cash winner may also
// take a trophy.
type TrophyPolicy struct {
	// Multiple lets a player take every trophy they win (fund key trophies: multiple);
	// by default a player takes one, the first in the order trophies are given out.
	Multiple bool
	// NotWithCash keeps cash winners out of trophy-only prizes (fund key
	// trophy_with_cash: false). A prize with both cash and a trophy still gives its trophy
	// by tiebreak order.
	NotWithCash bool
}

// RatingSource says which rating decides eligibility for class and under prizes.
type RatingSource uint8

// Rating sources. RatingAuto is the default.
const (
	// RatingAuto uses the US Chess rating for US events (the event's federation is USA or
	// any player has a US Chess rating), else the FIDE rating.
	RatingAuto RatingSource = iota
	// RatingUSChess uses the US Chess rating (a national rating with federation USA), and
	// the rating field when a player has none.
	RatingUSChess
	// RatingFIDE uses the FIDE rating field.
	RatingFIDE
)

// String returns "auto", "uscf" or "fide", the fund file's words.
func (r RatingSource) String() string {
	switch r {
	case RatingUSChess:
		return "uscf"
	case RatingFIDE:
		return "fide"
	}
	return "auto"
}

// Fund is a prize fund for one section or event, as the TD announced it.
type Fund struct {
	// Name is a title for reports ("Weekend Swiss, Open section"); may be empty.
	Name string
	// Source is the file the fund was read from, for messages; empty when built in code.
	Source string
	// Currency is an ISO code ("USD", "EUR"); empty means USD.
	Currency string
	// Rounding rounds each share to the cent (default) or to whole units.
	Rounding Rounding
	// BasedOn is the number of entries a based-on fund assumes (fund key
	// based_on: {entries: N}); 0 means the fund is guaranteed and paid in full.
	BasedOn int
	// Guaranteed is the part of a based-on fund paid whatever the entries, in hundredths
	// of a percent (fund key based_on: {guaranteed: 60%} is 6000); 0 means the rule's
	// floor only (50% for funds over $500, none for smaller ones). A guarantee below the
	// rule's floor changes nothing.
	Guaranteed int
	// Actual is the number of paid entries (based_on: {actual: N}); 0 means the number of
	// players in the event.
	Actual int
	// Unrated says which prizes unrated players may win (28D).
	Unrated UnratedPolicy
	// UnratedMax is the most cash an unrated player may receive (fund key unrated_max;
	// flyers: "unrated may not win more than $300"); 0 means no limit. It is an absolute
	// amount, not cut by a based-on reduction.
	UnratedMax Money
	// UnratedExcess says where the money the limit holds back goes (fund key
	// unrated_excess).
	UnratedExcess ExcessPolicy
	// Split is how tied players share cash.
	Split SplitMethod
	// Ratings is which rating decides eligibility (fund key ratings: auto|uscf|fide).
	Ratings RatingSource
	// TaxFormAt is the amount from which a winner must fill in a tax form (fund key
	// tax_form_at; US: 600). Awards at or above it are flagged; 0 flags none.
	TaxFormAt Money
	// Trophies limits trophies per player (and per team, for team prizes).
	Trophies TrophyPolicy
	// Teams says how teams are ranked for team prizes (fund key teams:).
	Teams TeamSettings
	// Prizes in the order the fund lists them; empty when Sections are given.
	Prizes []Prize
	// Sections are the prize lists of a fund over several sections of one event (fund
	// key sections:), paid with [Fund.ForSection]; Count says how entries are counted
	// over them for BasedOn (fund key based_on: {count: entries|players}).
	Sections []SectionFund
	// EverySection says a fund without Sections pays its Prizes in every section of an
	// event of several (fund key every_section: true), each section from its own copy of
	// the list and BasedOn counted over them all, as if the list were written under
	// sections: once per section. Without it such a fund pays one section only.
	EverySection bool
	Count        EntryCount
	// EventAnnounced is the announced cash of the whole event's fund when this fund is
	// one section of it ([Fund.ForSection]); the $500 rule of based-on funds applies to
	// it. 0 for a fund of one section.
	EventAnnounced Money
}

// Kind is what restricts a prize, which also decides 32B4 priority between prizes of the
// same amount: place before rating-restricted before anything else.
type Kind uint8

// Prize kinds, in 32B4 priority order.
const (
	KindPlace   Kind = iota // open to everyone in the section (33B)
	KindRating              // a class, band or under prize, possibly also open to unrated players
	KindUnrated             // only for unrated players
	KindOther               // age, sex or other restriction (with or without a rating band)
)

// Eligibility says who may win a prize. Conditions that are set must all hold. A player
// without a rating never meets a rating condition unless Unrated says so: unrated is not
// rating 0.
type Eligibility struct {
	// RatingMin and RatingMax bound the rating, both inclusive; RatingMax 0 means no upper
	// bound. "U1800" is 0..1799 (33C: the limit itself is not eligible); "Class B" is
	// 1600..1799; "1600-1799" is the same band. HasRating says a band applies.
	HasRating            bool
	RatingMin, RatingMax int
	// Unrated admits unrated players, whom rule 28D otherwise keeps out of every prize
	// but place prizes and unrated prizes: besides a band ("U1800/Unrated") or besides an
	// age or sex condition (fund key unrated: true on the prize). Prizes of KindUnrated
	// are for unrated players only, whatever this says.
	Unrated bool
	// AgeMin and AgeMax bound the age on AgeOn, both inclusive; 0 means no bound. A player
	// without a birth date is not eligible for an age prize.
	AgeMin, AgeMax int
	// AgeOn is the date ages are taken on, as written ("2026/03/14"); empty means the
	// event's start date. A birth year alone counts as 1 January of that year.
	AgeOn string
	// Sex restricts to "w" or "m" when not empty.
	Sex string
}

// Prize is one prize of a fund.
type Prize struct {
	// Label names the prize as the fund names it: "1st", "U1600 1st", "Top Junior". The
	// fund parser fills it from group and place when the file gives no name.
	Label string
	// Group is the class or group the prize belongs to ("U1600", "B", "1600-1799",
	// "Unrated", "Junior"); empty for place prizes open to all.
	Group string
	// Place is the place within the group, from 1.
	Place int
	// Cash is the amount as announced, before any based-on reduction; 0 for a trophy only.
	Cash Money
	// Trophy names an indivisible award ("Champion", "Top Junior"); empty for cash only.
	Trophy string
	// Kind and Eligibility say who may win it.
	Kind        Kind
	Eligibility Eligibility
	// Team marks a team prize (fund key team: true): paid from the team standings to a
	// team, never to a player. A team prize has no eligibility conditions.
	Team bool
	// Guaranteed pays the prize in full whatever the entries of a based-on fund (fund key
	// guaranteed: true on the prize; flyers: "1st prize guaranteed").
	Guaranteed bool
	// Line and Column locate the prize in the fund file (1-based); 0 when built in code.
	Line, Column int
}
