package pipeline

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
)

// The limits of the per-player values a director gives for a rating report: a value
// outside them is a typing slip (400 for 40), refused rather than clamped or used.
const (
	// MaxFIDEK is the largest FIDE K factor (8.3.3: 40, 20 or 10, less when capped).
	MaxFIDEK = 40
	// MaxFIDEKGames is the cap of 8.3.3: K times the player's rated games at most 700.
	MaxFIDEKGames = 700
	// MinUSChessFloor and MaxUSChessFloor bound a US Chess rating floor: whole hundreds
	// from the absolute floor of 100 to 2200 (an Original Life Master's).
	MinUSChessFloor, MaxUSChessFloor = 100, 2200
)

// RatingOptionError is a K factor or a rating floor given for one player outside the
// limits above. Option is "K" or "floor"; Limit says the limit in a sentence.
type RatingOptionError struct {
	Option string
	Player engine.PlayerID
	Value  int
	Limit  string
}

func (e *RatingOptionError) Error() string {
	return fmt.Sprintf("%s %d for player %d: %s", e.Option, e.Value, e.Player, e.Limit)
}

// CheckFIDEK checks the K factors of o.K (by player index): each from 1 to [MaxFIDEK],
// and K times the player's rated games in the event at most [MaxFIDEKGames]. It returns
// every [RatingOptionError], joined, in start-number order.
func CheckFIDEK(t *engine.Tournament, o fide.RatingOptions) error {
	var errs []error
	var rated []fide.PlayerRating
	for _, i := range sortedIndexes(o.K) {
		k, p := o.K[i], t.Players[i].ID
		if k < 1 || k > MaxFIDEK {
			errs = append(errs, &RatingOptionError{"K", p, k, fmt.Sprintf("a FIDE K factor is at most %d (8.3.3: 40, 20 or 10)", MaxFIDEK)})
			continue
		}
		if rated == nil {
			rated = fide.Ratings(t, o)
		}
		if n := len(rated[i].Games); k*n > MaxFIDEKGames {
			errs = append(errs, &RatingOptionError{"K", p, k, fmt.Sprintf("K x games is at most %d (8.3.3), and the player has %d rated games: at most %d", MaxFIDEKGames, n, MaxFIDEKGames/n)})
		}
	}
	return errors.Join(errs...)
}

// CheckUSChessFloors checks the rating floors (by player index): each a whole hundred
// from [MinUSChessFloor] to [MaxUSChessFloor]. It returns every [RatingOptionError],
// joined, in start-number order.
func CheckUSChessFloors(t *engine.Tournament, floors map[int]int) error {
	var errs []error
	for _, i := range sortedIndexes(floors) {
		if f := floors[i]; f < MinUSChessFloor || f > MaxUSChessFloor || f%100 != 0 {
			errs = append(errs, &RatingOptionError{"floor", t.Players[i].ID, f,
				fmt.Sprintf("a US Chess rating floor is a whole hundred from %d to %d", MinUSChessFloor, MaxUSChessFloor)})
		}
	}
	return errors.Join(errs...)
}

// sortedIndexes returns the keys of m in order.
func sortedIndexes(m map[int]int) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
