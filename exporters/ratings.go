package exporters

import (
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine"
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
	Performance int    // meaningful only with Games (0 is a performance)
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
	// Cert holds what a norm certificate prints; set for every screen the command
	// keeps, used for the achieved ones (ratings --norms --format pdf).
	Cert *NormCertificate
}

// NormCertificate is what a title norm certificate (FIDE form IT1) prints for one
// player and title: the games that count, each opponent as the norm counts them, and
// the numbers of the Title Regulations.
type NormCertificate struct {
	Games       int          // games played over the board (1.42)
	Points      engine.Score // scored in them
	Opponents   []NormOpponent
	Federations int // opponents' federations other than the player's own (1.43)
	OwnFed      int // opponents from the player's federation
	MostOneFed  int // opponents from the federation most represented
	// TitleHolders hold GM, IM, FM, WGM, WIM or WFM (1.44); Sought the title sought or
	// a higher one (1.45); Unrated have no rating and count at UnratedAt (1.46).
	TitleHolders, Sought, Unrated, UnratedAt int
	// Raised is the start number of the opponent raised to the Floor (1.46), 0 for none;
	// RaisedFrom the rating raised.
	Raised, RaisedFrom, Floor int
	Ra                        int // average rating of the opponents, rounded (1.47)
	MinRa                     int // the lowest Ra the title allows
	Performance               int // Ra + dp (1.48)
	MinRp                     int // the performance the title asks
	Required                  engine.Score
}

// NormOpponent is one game that counts for a norm.
type NormOpponent struct {
	Round  int // 1-based
	Player int // index in T.Players
	Rating int // as counted: the player's rating, NormCertificate.UnratedAt when unrated, the floor when raised
	Points engine.Score
}
