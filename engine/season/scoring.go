package season

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Scoring says what each event result is worth in the leaderboard. The zero value scores
// by place with the default table, no bonus, every event counting, ties split.
type Scoring struct {
	By            string         // "place" (points from Table by final place) or "points" (the event's game points); "" means "place"
	Table         []engine.Score // points for 1st, 2nd, ...; nil (or empty) means 10,8,6,5,4,3,2,1
	Participation engine.Score   // bonus for each event played
	BestN         int            // 0: every event counts; N: only the N best results count
	Ties          string         // "split" (default), "score" or "tiebreak"; see the package doc
}

// The values of Scoring.By and Scoring.Ties.
const (
	ByPlace      = "place"
	ByPoints     = "points"
	TiesSplit    = "split"
	TiesScore    = "score"
	TiesTiebreak = "tiebreak"
)

// Limits that keep a mistyped setting from asking for absurd work.
const (
	maxTableSize  = 10000
	maxBestEvents = 100000
)

// DefaultTable is the place table used when Scoring.Table is empty: 10, 8, 6, 5, 4, 3, 2, 1.
func DefaultTable() []engine.Score {
	return []engine.Score{engine.Points(10), engine.Points(8), engine.Points(6), engine.Points(5),
		engine.Points(4), engine.Points(3), engine.Points(2), engine.Points(1)}
}

// Validate reports every problem with s at once, in the words of the season settings
// (by, table, participation, best, ties), saying what is accepted.
func (s Scoring) Validate() error {
	var errs []error
	by := strings.ToLower(strings.TrimSpace(s.By))
	switch by {
	case "", ByPlace, ByPoints:
	default:
		errs = append(errs, fmt.Errorf("scoring by %q is unknown: use place (points by final place) or points (game points)", s.By))
	}
	switch strings.ToLower(strings.TrimSpace(s.Ties)) {
	case "", TiesSplit, TiesScore, TiesTiebreak:
	default:
		errs = append(errs, fmt.Errorf("ties %q is unknown: use split (shared places share their points), score (players equal on points share) or tiebreak (each gets the points of their own rank)", s.Ties))
	}
	if by == ByPoints && len(s.Table) > 0 {
		errs = append(errs, errors.New("a points table applies only when scoring by place; remove the table or score by place"))
	}
	if len(s.Table) > maxTableSize {
		errs = append(errs, fmt.Errorf("the points table has %d places; at most %d are allowed", len(s.Table), maxTableSize))
	}
	for i, v := range s.Table {
		if v < 0 {
			errs = append(errs, fmt.Errorf("points for %s place are %s: points cannot be negative", Ordinal(i+1), v))
		} else if i > 0 && v > s.Table[i-1] {
			errs = append(errs, fmt.Errorf("points for %s place (%s) exceed those for %s (%s): a lower place cannot be worth more", Ordinal(i+1), v, Ordinal(i), s.Table[i-1]))
		}
	}
	if s.Participation < 0 {
		errs = append(errs, fmt.Errorf("the participation bonus is %s: it cannot be negative", s.Participation))
	}
	if s.BestN < 0 {
		errs = append(errs, fmt.Errorf("best %d results: use a positive number, or 0 for every event", s.BestN))
	} else if s.BestN > maxBestEvents {
		errs = append(errs, fmt.Errorf("best %d results: at most %d", s.BestN, maxBestEvents))
	}
	return errors.Join(errs...)
}

// resolved returns s with its defaults filled in and its words lower-cased.
func (s Scoring) resolved() Scoring {
	s.By = strings.ToLower(strings.TrimSpace(s.By))
	if s.By != ByPoints {
		s.By = ByPlace
	}
	s.Ties = strings.ToLower(strings.TrimSpace(s.Ties))
	if s.Ties != TiesScore && s.Ties != TiesTiebreak {
		s.Ties = TiesSplit
	}
	if s.By == ByPlace && len(s.Table) == 0 {
		s.Table = DefaultTable()
	}
	if s.By == ByPoints {
		s.Table = nil
	}
	s.BestN = max(0, s.BestN)
	return s
}

// Describe says in one sentence how results are scored, for page headers: "Points by
// place: 10, 8, 6, 5, 4, 3, 2, 1; shared places share their points (rounded down to
// 0.01); +1 per event played; best 5 results count".
func (s Scoring) Describe() string {
	s = s.resolved()
	var parts []string
	if s.By == ByPoints {
		parts = append(parts, "Points: game points in each event")
	} else {
		vals := make([]string, len(s.Table))
		for i, v := range s.Table {
			vals[i] = v.String()
		}
		parts = append(parts, "Points by place: "+strings.Join(vals, ", "))
		switch s.Ties {
		case TiesSplit:
			parts = append(parts, "shared places share their points (rounded down to 0.01)")
		case TiesScore:
			parts = append(parts, "players equal on points share their places' points (rounded down to 0.01)")
		case TiesTiebreak:
			parts = append(parts, "places by tiebreak order")
		}
	}
	if s.Participation > 0 {
		parts = append(parts, "+"+s.Participation.String()+" per event played")
	}
	if s.BestN > 0 {
		word := "results count"
		if s.BestN == 1 {
			word = "result counts"
		}
		parts = append(parts, "best "+strconv.Itoa(s.BestN)+" "+word)
	} else {
		parts = append(parts, "every event counts")
	}
	return strings.Join(parts, "; ")
}

// Ordinal returns "1st", "2nd", "3rd", "4th", "11th", "21st", ...
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// placePoints returns the points of each standings row (by index into rows) under s,
// which must be resolved, without the participation bonus.
func placePoints(rows []Line, s Scoring) []engine.Score {
	out := make([]engine.Score, len(rows))
	if s.By == ByPoints {
		for i, r := range rows {
			out[i] = r.Points
		}
		return out
	}
	table := func(place int) engine.Score { // 1-based
		if place >= 1 && place <= len(s.Table) {
			return s.Table[place-1]
		}
		return 0
	}
	// share divides the points of places from..to equally, rounded down to 0.01.
	share := func(from, to int) engine.Score {
		var sum engine.Score
		for p := from; p <= to; p++ {
			sum += table(p)
		}
		v := sum / engine.Score(to-from+1)
		return v - v%(engine.Point/100)
	}
	switch s.Ties {
	case TiesTiebreak:
		for i := range rows {
			out[i] = table(i + 1)
		}
	case TiesScore:
		for i := 0; i < len(rows); {
			j := i + 1
			for j < len(rows) && rows[j].Points == rows[i].Points {
				j++
			}
			v := share(i+1, j)
			for k := i; k < j; k++ {
				out[k] = v
			}
			i = j
		}
	default:
		for i, r := range rows {
			from, to := r.Place, max(r.Place, r.PlaceTo)
			if from < 1 { // standings without places: the position
				from, to = i+1, i+1
			}
			out[i] = share(from, to)
		}
	}
	return out
}
