package xlsxout

import (
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// usChess returns the player's US Chess record (a national rating record of federation
// USA, as TRF NRS lines and US crosstables give it), or nil.
func usChess(p *engine.Player) *engine.NationalRating {
	for i := range p.National {
		switch strings.ToUpper(strings.TrimSpace(p.National[i].Federation)) {
		case "USA", "USCF", "US":
			return &p.National[i]
		}
	}
	return nil
}

// usChessID returns the player's US Chess ID, or nil (a blank cell).
func usChessID(p *engine.Player) any {
	if n := usChess(p); n != nil && n.ID != "" && n.ID != "0" {
		return n.ID
	}
	return nil
}

// usChessRating returns the player's US Chess rating, or nil (a blank cell).
func usChessRating(p *engine.Player) any {
	if n := usChess(p); n != nil && n.Rating > 0 {
		return n.Rating
	}
	return nil
}
