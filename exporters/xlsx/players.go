package xlsxout

import (
	"strings"

	"tiebreak/engine"
)

// trfTitles maps the one- and two-letter title codes that TRF files from Swiss-Manager
// and chess-results use (specs §TRF, Sharly PR#62) to the titles TDs write.
var trfTitles = map[string]string{
	"g": "GM", "m": "IM", "f": "FM", "c": "CM",
	"wg": "WGM", "wm": "WIM", "wf": "WFM", "wc": "WCM",
}

// titleText returns a FIDE title as TDs write it: "GM", "IM", "WFM" for the TRF letters
// "g", "m", "wf"; titles already written out are upper-cased ("gm" -> "GM"), and anything
// else is kept as written.
func titleText(title string) string {
	t := strings.TrimSpace(title)
	if full, ok := trfTitles[strings.ToLower(t)]; ok {
		return full
	}
	switch u := strings.ToUpper(t); u {
	case "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", "AGM", "AIM", "AFM", "ACM":
		return u
	}
	return t
}

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
