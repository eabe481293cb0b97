package exporters

import (
	"strconv"

	"tiebreak/engine"
)

// RatingReport is one event's rating calculation as the ratings outputs print it: the
// FIDE rating changes or the US Chess estimates, already formatted the way the rating
// system rounds them, so every writer prints the same numbers.
type RatingReport struct {
	T *engine.Tournament
	// System is "FIDE" or "US Chess"; Estimate marks values that are not the official
	// calculation (US Chess estimates), which every output then says.
	System   string
	Estimate bool
	// Basis names the rules and what was assumed, one line each, as printed under the
	// title.
	Basis []string
	// Legend is the same in one sentence for posted outputs (standings --ratings):
	// rules and assumptions, without command-line advice.
	Legend string
	Rows   []RatingRow // one per player, in start-number order
	// Norms are the title-norm screens to print (ratings --norms); NormsBasis says what
	// they rest on and NormsScreened how many screens were made in all.
	Norms         []NormRow
	NormsBasis    []string
	NormsScreened int
}

// RatingRow is one player's rating result. Text fields are empty where a value does not
// apply (no rating, no K, no rated game).
type RatingRow struct {
	Player      int // index in T.Players
	Rating      int // pre-event rating; 0 unrated
	K           string
	KNote       string // where K came from
	Games       []RatingGame
	Points      engine.Score
	Expected    string // sum of expected scores, two decimals
	Change      string // as the system rounds it, no sign for gains
	NewRating   int    // 0: none
	Performance int    // 0: none
	Note        string // why a value is missing, or how it was found
}

// RatingGame is one rated game of a player.
type RatingGame struct {
	Round          int
	Opponent       int // index in T.Players
	OpponentRating int
	Points         engine.Score
	Expected       string // two decimals, or ""
	Change         string // "" where the system does not rate game by game
}

// RatingsStatus says where the event stands, as rating outputs print it: "after 5
// rounds", or "after round 3 of 5 (in progress)" when later rounds have no results.
func RatingsStatus(t *engine.Tournament) string {
	played := t.RoundsPlayed()
	if played < t.Rounds {
		return "after round " + strconv.Itoa(played) + " of " + strconv.Itoa(t.Rounds) + " (in progress)"
	}
	return "after " + Count(t.Rounds, "round")
}

// NormRow is one player's title-norm screen for one title (ratings --norms).
type NormRow struct {
	Player   int    // index in T.Players
	Title    string // "GM", "IM", "WGM", "WIM"
	Achieved bool
	Numbers  []string // the numbers behind the answer, one phrase each
	Missing  []string // the requirements not met
}
