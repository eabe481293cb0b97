package fide

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// This file implements the rating calculation of the FIDE Rating Regulations (Handbook
// B.02) for one event: the expected score of each game from table 8.1.2 with the
// 400-point rule, the K factor of 8.3.3, the rating change K × (W − We), the new rating,
// the performance rating Ra + dp of table 8.1.1 and the initial rating of an unrated
// player (8.2). Every value is an integer: expected scores in hundredths of a point,
// changes in hundredths of a rating point, so nothing is lost to floating point.

// RatingRegulations names one version of the FIDE Rating Regulations whose numbers differ.
type RatingRegulations string

const (
	// Regulations2024 is the text in force since 1 March 2024: rating floor 1400, the
	// initial rating counts two hypothetical draws against opponents rated 1800 and is
	// capped at 2200, and the 400-point rule applies to every game; since its amendment
	// of 1 October 2025, only to players rated under 2650 (see topExemptionFrom).
	Regulations2024 RatingRegulations = "2024"
	// Regulations2017 is the text in force from 1 July 2017 to 29 February 2024: rating
	// floor 1000, and an unrated player scoring over 50% gets Ra + 20 per half point above
	// 50% instead of Ra + dp. (From 1 October 2022 it also limited the 400-point rule for
	// players rated 2650 or more to one game per event; that limit is not modelled.)
	Regulations2017 RatingRegulations = "2017"
)

// RegulationsFor returns the version in force on the event's start date (TRF 042): 2017
// before 1 March 2024, else 2024. An event without a readable date gets 2024.
func RegulationsFor(t *engine.Tournament) RatingRegulations {
	d := engine.ParseDate(t.StartDate)
	if !d.IsZero() && d.Before(engine.Date{Year: 2024, Month: 3, Day: 1}) {
		return Regulations2017
	}
	return Regulations2024
}

// Title returns the regulations' name and effective date as printed on outputs.
func (r RatingRegulations) Title() string {
	if r == Regulations2017 {
		return "FIDE Rating Regulations (B.02) effective 1 July 2017 to 29 February 2024"
	}
	return "FIDE Rating Regulations (B.02) effective 1 March 2024"
}

// TitleFor returns the regulations' name as printed on the outputs of event t: with the
// amendment of 1 October 2025 (8.3.1: no 400-point cap for players rated 2650 or more)
// named when it applies to the event.
func (r RatingRegulations) TitleFor(t *engine.Tournament) string {
	if r == Regulations2024 && topExempt(t, r, 2650) {
		return r.Title() + ", as amended 1 October 2025"
	}
	return r.Title()
}

// earliestEdition is the first day of the earliest edition of the Rating Regulations
// this package has, [Regulations2017].
var earliestEdition = engine.Date{Year: 2017, Month: 7, Day: 1}

// EditionNote returns, for an event t that began before the earliest edition this
// package has, the sentence that says so and which edition r was used instead; "" for
// other events.
func (r RatingRegulations) EditionNote(t *engine.Tournament) string {
	d := engine.ParseDate(t.StartDate)
	if d.IsZero() || !d.Before(earliestEdition) {
		return ""
	}
	when := "on " + d.Words()
	if d.Day == 0 {
		when = "in " + d.Words()
	}
	return fmt.Sprintf("The event started %s, before the earliest edition supported (1 July 2017): the %s edition was used instead.",
		when, string(r))
}

// FourHundredRule returns how the outputs of event t name the 400-point rule of 8.3.1:
// since the amendment of 1 October 2025 it holds only for players rated under 2650.
func (r RatingRegulations) FourHundredRule(t *engine.Tournament) string {
	if r == Regulations2024 && topExempt(t, r, 2650) {
		return "the 400-point rule (for players rated under 2650)"
	}
	return "the 400-point rule"
}

// Floor returns the lowest rating the regulations publish.
func (r RatingRegulations) Floor() int {
	if r == Regulations2017 {
		return 1000
	}
	return 1400
}

// RatingOptions are what the calculation needs beyond the event file.
type RatingOptions struct {
	Regulations RatingRegulations // "" picks [RegulationsFor] the event
	// K holds K factors the director gives, by player index; they win over the rules.
	K map[int]int
	// RapidBlitz rates the event as a rapid or blitz event: K = 20 for everyone (8.3.3).
	RapidBlitz bool
}

// KSource says where a player's K factor came from.
type KSource string

// The K factor sources, as printed.
const (
	KGiven  KSource = "given"
	KFile   KSource = "K column of the file"
	KRapid  KSource = "rapid/blitz"
	KTop    KSource = "rating 2400 or more"
	KJunior KSource = "under 18, rating under 2300"
	KAdult  KSource = "rating under 2400"
	KCapped KSource = "K × games capped at 700"
)

// RatedGame is one game that counts for a player's rating.
type RatedGame struct {
	Round          int // 1-based
	Opponent       int // player index
	OpponentRating int
	Points         engine.Score // 1, ½ or 0 point scored
	Expected       int          // hundredths of a point (rated players only)
	Change         int          // hundredths of a rating point: K × (W − We)
}

// PlayerRating is one player's rating result for the event.
type PlayerRating struct {
	Rating      int // 0: unrated
	K           int // 0 for an unrated player
	KSource     KSource
	Games       []RatedGame // games against rated opponents, in round order
	Points      engine.Score
	Expected    int // hundredths of a point, the sum over Games
	Change      int // hundredths of a rating point
	NewRating   int // rated: Rating + Change rounded; unrated: the initial rating, or 0
	Performance int // Ra + dp over Games (8.1.1); 0 without games
	// Initial tells whether NewRating is an initial rating (8.2); Note says why an
	// unrated player gets none.
	Initial bool
	Note    string
}

// Ratings computes every player's rating result, in start-number order. A game counts
// when it was played over the board (not a forfeit, bye, or a W/D/L game of less than one
// move) against a rated opponent, in a round of the event: a rated player's game against
// an unrated opponent does not change the rated player's rating, and counts only toward
// the unrated player's initial rating.
func Ratings(t *engine.Tournament, o RatingOptions) []PlayerRating {
	regs := o.Regulations
	if regs == "" {
		regs = RegulationsFor(t)
	}
	year := engine.ParseDate(t.EndDate).Year
	if year == 0 {
		year = engine.ParseDate(t.StartDate).Year
	}
	idx := t.PlayerIndex()
	out := make([]PlayerRating, len(t.Players))
	for i := range t.Players {
		p := &t.Players[i]
		pr := &out[i]
		pr.Rating = max(p.Rating, 0)
		for r, rd := range p.Rounds {
			if r >= t.Rounds || !rd.Result.Played() || rd.Result >= engine.WinUnrated {
				continue
			}
			j, ok := idx[rd.Opponent]
			if !ok || t.Players[j].Rating <= 0 {
				continue
			}
			g := RatedGame{Round: r + 1, Opponent: j, OpponentRating: t.Players[j].Rating}
			switch rd.Result {
			case engine.Win:
				g.Points = engine.Point
			case engine.Draw:
				g.Points = engine.Half
			}
			pr.Games = append(pr.Games, g)
			pr.Points += g.Points
		}
		if len(pr.Games) > 0 {
			pr.Performance = performanceRating(pr.Games, pr.Points, 0, 0)
		}
		if pr.Rating == 0 {
			initialRating(pr, regs)
			continue
		}
		exempt := topExempt(t, regs, pr.Rating)
		pr.K, pr.KSource = kFactor(p, pr.Rating, len(pr.Games), year, o, i)
		for x := range pr.Games {
			g := &pr.Games[x]
			if exempt {
				g.Expected = ExpectedUncapped(pr.Rating, g.OpponentRating)
			} else {
				g.Expected = Expected(pr.Rating, g.OpponentRating)
			}
			g.Change = Change(pr.K, g.Points, g.Expected)
			pr.Expected += g.Expected
			pr.Change += g.Change
		}
		pr.NewRating = pr.Rating + roundAway(pr.Change, 100)
	}
	return out
}

// topExemptionFrom is the date from which B.02 8.3.1 no longer caps the rating
// difference at 400 points for a player rated 2650 or more. The text in force from 1
// March 2024 reads, since its amendment of 1 October 2025: "A difference in rating of
// more than 400 points shall be counted for rating purposes as though it were a
// difference of 400 points for players rated below 2650. For players rated 2650 and
// above, the difference between ratings shall be used in all cases." FIDE applies it to
// the player whose change is computed: a 2813 beating a 2400 expects .93 (413 points),
// the 2400 still counts the 2813 as 2800 (.08).
var topExemptionFrom = engine.Date{Year: 2025, Month: 10, Day: 1}

// topExempt tells whether the 2650 exemption of 8.3.1 applies to a player rated `rating`
// in event t: under the 2024 text, for events starting on or after
// [topExemptionFrom], or without a readable start date (the text in force today).
func topExempt(t *engine.Tournament, regs RatingRegulations, rating int) bool {
	if regs != Regulations2024 || rating < 2650 {
		return false
	}
	d := engine.ParseDate(t.StartDate)
	return d.IsZero() || !d.Before(topExemptionFrom)
}

// ExpectedUncapped returns the expected score, in hundredths, from the full rating
// difference (table 8.1.2 without the 400-point rule), as 8.3.1 has it since 1 October
// 2025 for a player rated 2650 or more.
func ExpectedUncapped(rating, opponent int) int {
	return pd(rating - opponent)
}

// roundAway divides and rounds to the nearest whole number, a half away from zero, as
// B.02 8.3.4 rounds a rating change: "The Rating Change for a Rating Period is rounded
// to the nearest whole number. 0.5 is rounded away from zero." (-2.50 is published as
// -3.)
func roundAway(sum, n int) int {
	if sum < 0 {
		return -roundDiv(-sum, n)
	}
	return roundDiv(sum, n)
}

// Expected returns the expected score, in hundredths, of a player rated `rating` against
// an opponent rated `opponent`: table 8.1.2, a difference over 400 counted as 400 (8.3.1).
func Expected(rating, opponent int) int {
	return pd(max(-400, min(400, rating-opponent)))
}

// Change returns K × (W − We) in hundredths of a rating point, for W points scored (over
// one game or several) against an expected score We in hundredths.
func Change(k int, w engine.Score, we int) int {
	return k * (int(w)*100/int(engine.Point) - we)
}

// kFactor returns the K the director gave (RatingOptions.K), else the one of a "K" column
// of the file (a CSV or XLSX crosstable keeps it as a player attribute), else applies 8.3.3: K = 40 for players under 18 (by birth year: until the end of the
// year of their 18th birthday) rated under 2300, 20 under 2400, 10 from 2400; 20 for
// everyone in rapid and blitz; and when K × games exceeds 700, the largest whole K that
// keeps it within 700 (FIDE counts the rating period's games; this counts the event's). K = 40 for new players (fewer than 30 rated games) needs the
// player's history, which event files do not carry: give it with RatingOptions.K.
func kFactor(p *engine.Player, rating, games, year int, o RatingOptions, i int) (int, KSource) {
	if k, ok := o.K[i]; ok && k > 0 {
		return k, KGiven
	}
	for _, a := range p.Attrs {
		if strings.EqualFold(strings.TrimSpace(a.Key), "k") {
			if k, err := strconv.Atoi(strings.TrimSpace(a.Value)); err == nil && k > 0 && k <= 40 {
				return k, KFile
			}
		}
	}
	k, src := 20, KAdult
	born := engine.ParseDate(p.Birth).Year
	switch {
	case o.RapidBlitz:
		k, src = 20, KRapid
	case rating >= 2400:
		k, src = 10, KTop
	case rating < 2300 && born > 0 && year > 0 && year-born <= 18:
		k, src = 40, KJunior
	}
	if games > 0 && k*games > 700 {
		k, src = 700/games, KCapped
	}
	return k, src
}

// initialRating applies 8.2 to an unrated player: at least 5 games against rated
// opponents and at least half a point scored against them, else no rating.
//
// 2024: Ru = Ra + dp, where Ra and p count two hypothetical draws against opponents rated
// 1800; at most 2200; published only from 1400.
//
// 2017: Ru = Ra + dp below 50%, Ra at 50%, and Ra + 20 per half point above 50%;
// published only from 1000.
func initialRating(pr *PlayerRating, regs RatingRegulations) {
	n := len(pr.Games)
	switch {
	case n < 5:
		pr.Note = fmt.Sprintf("unrated: %d of the 5 games against rated opponents an initial rating needs", n)
		return
	case pr.Points == 0:
		pr.Note = "unrated: a zero score against rated opponents is disregarded"
		return
	}
	halves := int(pr.Points * 2 / engine.Point) // half points scored
	var ru int
	if regs == Regulations2024 {
		ru = min(performanceRating(pr.Games, pr.Points, 2, 1800), 2200)
	} else if halves > n {
		sum := 0
		for _, g := range pr.Games {
			sum += g.OpponentRating
		}
		// Ra + 20 × (half points above n/2) = (sum + 20 × (halves − n) × n) / n
		ru = roundDiv(sum+20*(halves-n)*n, n)
	} else {
		ru = pr.Performance
	}
	if ru < regs.Floor() {
		pr.Note = fmt.Sprintf("unrated: initial rating %d is below the floor of %d", ru, regs.Floor())
		return
	}
	pr.NewRating, pr.Initial = ru, true
}

// performanceRating returns Ra + dp (8.1.1), rounded to a whole number: Ra the average
// rating of the opponents met plus `extra` hypothetical opponents rated `extraRating`
// against whom the player drew, and p the fraction scored, rounded to hundredths for the
// table.
func performanceRating(games []RatedGame, points engine.Score, extra, extraRating int) int {
	n := len(games) + extra
	sum := extra * extraRating
	for _, g := range games {
		sum += g.OpponentRating
	}
	// p in hundredths: (points + extra/2) / n
	p100 := roundDiv((int(points)*2+extra*int(engine.Point))*100, 2*n*int(engine.Point))
	// Ra + dp = (sum + n × dp) / n, rounded once.
	return roundDiv(sum+n*dp(p100), n)
}
