package fide

import (
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// USChessRatings tells whether the ratings of t are US Chess ratings rather than FIDE
// ratings: the file of a US Chess program ([engine.Tournament.RatingsOf] "USA": SwissSys,
// the US Chess DBF rating report), or a file where some player has a rated US Chess
// record and every rated US Chess record repeats its player's rating (a TRF written from
// one). Such a file holds no FIDE rating the calculation can use: SwissSys's second
// rating (rating2) is whichever rating the director chose, and in the real SwissSys files
// of testdata/real/uscf it is no FIDE rating (values from 115 to 2640, most below the
// FIDE floor of 1400).
func USChessRatings(t *engine.Tournament) bool {
	if strings.EqualFold(t.RatingsOf, "USA") {
		return true
	}
	seen := false
	for i := range t.Players {
		p := &t.Players[i]
		for _, nr := range p.National {
			if !strings.EqualFold(nr.Federation, "USA") || nr.Rating <= 0 {
				continue
			}
			if nr.Rating != p.Rating {
				return false
			}
			seen = true
		}
	}
	return seen
}

// Rated counts the players of t with a rating.
func Rated(t *engine.Tournament) int {
	n := 0
	for i := range t.Players {
		if t.Players[i].Rating > 0 {
			n++
		}
	}
	return n
}
