package uscf

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// This file holds the parameters of the US Chess rating system that changed over time,
// by the end date of the events they apply to. Only the bonus threshold B of the
// standard formula's bonus has changed since the 2020 revision of Glickman and Doan's
// paper; US Chess announced each change and reran the ratings of
// the events it covered:
//
//   - B = 12 until the change of 2017.
//   - B = 14 for events ending on or after 1 May 2017: "US Chess Rating Bonus Formula
//     Change" (US Chess news, 2017, new.uschess.org/news/us-chess-rating-bonus-formula-change):
//     "we recommended changing the bonus point threshold in the ratings formula from B=12
//     to B=14 ... This change will be effective with tournaments ending on May 1 or later."
//   - B = 12 for events ending on or after 1 February 2023: "Change to US Chess Ratings:
//     Bonus Threshold Lowered" (US Chess news, October 2023,
//     new.uschess.org/news/change-us-chess-ratings-bonus-threshold-lowered): "lowering the
//     threshold from 14 to 12. This is the first change since 2017. ... This change will
//     be retroactive to all tournaments that ended after (or on) February 1, 2023".
//   - B = 10 for every event of 2025 and later: the US Chess announcement of mid-2025, as
//     its forum reports it ("2025 Rerate with Lowered Bonus Threshold",
//     forum.uschess.org/t/2025-rerate-with-lowered-bonus-threshold/58574): "lowering the
//     bonus threshold from 12 to 10, and ... applying this change retroactively to all
//     events in 2025"; the rerate ran in the week of 3 June 2025.

// Rules are the parameters of the US Chess rating system in force for events ending in
// one period.
type Rules struct {
	// Bonus is the bonus threshold B of the standard formula's bonus.
	Bonus int
	// From is the first end date the rules apply to; zero for the earliest rules.
	From engine.Date
	// Name says when the rules came in, as the outputs print it ("2025", "May 2017").
	Name string
	// Source is the US Chess announcement that set them.
	Source string
}

// history holds the rules in force over time, oldest first.
var history = []Rules{
	{Bonus: 12, Name: "before May 2017", Source: "the bonus threshold before the change of May 2017"},
	{Bonus: 14, From: engine.Date{Year: 2017, Month: 5, Day: 1}, Name: "May 2017",
		Source: "US Chess Rating Bonus Formula Change (2017): tournaments ending on May 1 or later"},
	{Bonus: 12, From: engine.Date{Year: 2023, Month: 2, Day: 1}, Name: "February 2023",
		Source: "Change to US Chess Ratings: Bonus Threshold Lowered (October 2023): tournaments that ended on or after February 1, 2023"},
	{Bonus: 10, From: engine.Date{Year: 2025, Month: 1, Day: 1}, Name: "2025",
		Source: "US Chess, mid-2025: the bonus threshold lowered from 12 to 10 for all events in 2025"},
}

// Latest returns the rules in force today, the ones an event without a date is rated by.
func Latest() Rules { return history[len(history)-1] }

// RulesOn returns the rules in force for an event ending on end. A date with only a year
// (or a year and a month) is taken as the last day it can mean, the day the event could
// have ended latest; the zero date gets [Latest].
func RulesOn(end engine.Date) Rules {
	if end.IsZero() {
		return Latest()
	}
	if end.Month == 0 {
		end.Month = 12
	}
	if end.Day == 0 {
		end.Day = 31
	}
	r := history[0]
	for _, h := range history[1:] {
		if !end.Before(h.From) {
			r = h
		}
	}
	return r
}

// EventEnd returns the date the rules of event t are chosen by: its end date, or, when
// the file gives none (one-day events often give only the start), its start date; the
// zero date when neither can be read.
func EventEnd(t *engine.Tournament) engine.Date {
	if d := engine.ParseDate(t.EndDate); !d.IsZero() {
		return d
	}
	return engine.ParseDate(t.StartDate)
}

// RulesFor returns the rules in force for event t, by [EventEnd].
func RulesFor(t *engine.Tournament) Rules { return RulesOn(EventEnd(t)) }

// String names the rules as the outputs print them: "US Chess rating system as of 2025:
// bonus threshold 10".
func (r Rules) String() string {
	if r.From.IsZero() {
		return fmt.Sprintf("US Chess rating system %s: bonus threshold %d", r.Name, r.Bonus)
	}
	return fmt.Sprintf("US Chess rating system as of %s: bonus threshold %d", r.Name, r.Bonus)
}
