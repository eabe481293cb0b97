package engine

import "strings"

// USChessRating returns the player's US Chess rating: the national rating with federation
// "USA" when it is known, else the rating field (which US files fill with the US Chess
// rating when they carry no separate national record). 0 means unrated.
func (p *Player) USChessRating() int {
	for _, nr := range p.National {
		if strings.EqualFold(nr.Federation, "USA") && nr.Rating > 0 {
			return nr.Rating
		}
	}
	return p.Rating
}

// USChessID returns the player's US Chess ID as written (trimmed): the ID of a national
// record of federation "USA" (also "USCF", "US"), or "" when there is none.
func (p *Player) USChessID() string {
	for _, n := range p.National {
		switch strings.ToUpper(strings.TrimSpace(n.Federation)) {
		case "USA", "USCF", "US":
			if id := strings.TrimSpace(n.ID); id != "" {
				return id
			}
		}
	}
	return ""
}

// IsUSEvent reports whether t is a US Chess event for rating purposes: its federation is
// USA, or some player has a US Chess (national, federation USA) rating record.
func (t *Tournament) IsUSEvent() bool {
	if strings.EqualFold(strings.TrimSpace(t.Federation), "USA") {
		return true
	}
	for i := range t.Players {
		for _, nr := range t.Players[i].National {
			if strings.EqualFold(nr.Federation, "USA") {
				return true
			}
		}
	}
	return false
}
