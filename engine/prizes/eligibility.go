package prizes

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// entrant is what eligibility needs to know about one player.
type entrant struct {
	rating int // the eligibility rating; 0 = unrated
	birth  engine.Date
	sex    string // "m", "w" or ""
}

// resolveRatings returns the rating source src means for t: RatingAuto becomes
// RatingUSChess for a US event (federation USA, a US Chess rating record, or a type line
// naming US Chess), else RatingFIDE.
func resolveRatings(t *engine.Tournament, src RatingSource) RatingSource {
	if src != RatingAuto {
		return src
	}
	typ := strings.ToUpper(t.TypeText)
	if t.IsUSEvent() || strings.Contains(typ, "US CHESS") || strings.Contains(typ, "USCF") {
		return RatingUSChess
	}
	return RatingFIDE
}

// entrants returns, per player, the rating the fund's source selects, the birth date and
// the sex.
func entrants(t *engine.Tournament, src RatingSource) []entrant {
	us := resolveRatings(t, src) == RatingUSChess
	out := make([]entrant, len(t.Players))
	for i := range t.Players {
		p := &t.Players[i]
		e := entrant{rating: p.Rating, birth: engine.ParseDate(p.Birth)}
		if us {
			e.rating = p.USChessRating()
		}
		if e.rating < 0 {
			e.rating = 0
		}
		switch strings.ToLower(strings.TrimSpace(p.Sex)) {
		case "w", "f":
			e.sex = "w"
		case "m":
			e.sex = "m"
		}
		out[i] = e
	}
	return out
}

// ageOn returns the age in whole years on date d of someone born on b. A birth year
// alone counts as 1 January of that year.
func ageOn(b, d engine.Date) int {
	age := d.Year - b.Year
	if b.Month > 0 && d.Month > 0 && (d.Month < b.Month || d.Month == b.Month && b.Day > 0 && d.Day < b.Day) {
		age--
	}
	return age
}

// eligible reports whether player e may win prize p under the fund's unrated policy; on
// is the date ages are taken on.
func eligible(e *entrant, p *Prize, unrated UnratedPolicy, on engine.Date) bool {
	if p.Team {
		return false // team prizes go to teams, never to players
	}
	el := &p.Eligibility
	isUnrated := e.rating <= 0
	switch {
	case p.Kind == KindUnrated:
		if !isUnrated {
			return false
		}
	case el.HasRating:
		if isUnrated {
			if !el.Unrated && unrated != UnratedAll {
				return false
			}
		} else if e.rating < el.RatingMin || el.RatingMax > 0 && e.rating > el.RatingMax {
			return false
		}
	case isUnrated && p.Kind != KindPlace && !el.Unrated && unrated != UnratedAll:
		return false // 28D: unrated players win only place and unrated prizes
	}
	if el.AgeMin > 0 || el.AgeMax > 0 {
		if e.birth.IsZero() || on.IsZero() {
			return false
		}
		age := ageOn(e.birth, on)
		if el.AgeMin > 0 && age < el.AgeMin || el.AgeMax > 0 && age > el.AgeMax {
			return false
		}
	}
	if el.Sex != "" && !strings.EqualFold(el.Sex, e.sex) {
		return false
	}
	return true
}

// describe says who may win p, for reasons: "rated under 1400", "unrated", "aged 18 or
// under".
func describe(p *Prize) string {
	el := &p.Eligibility
	var parts []string
	switch {
	case p.Kind == KindUnrated:
		parts = append(parts, "unrated")
	case el.HasRating:
		var s string
		switch {
		case el.RatingMin == 0:
			s = fmt.Sprintf("rated under %d", el.RatingMax+1)
		case el.RatingMax == 0:
			s = fmt.Sprintf("rated %d or more", el.RatingMin)
		default:
			s = fmt.Sprintf("rated %d-%d", el.RatingMin, el.RatingMax)
		}
		if el.Unrated {
			s += " or unrated"
		}
		parts = append(parts, s)
	}
	switch {
	case el.AgeMin > 0 && el.AgeMax > 0:
		parts = append(parts, fmt.Sprintf("aged %d-%d", el.AgeMin, el.AgeMax))
	case el.AgeMax > 0:
		parts = append(parts, fmt.Sprintf("aged %d or under", el.AgeMax))
	case el.AgeMin > 0:
		parts = append(parts, fmt.Sprintf("aged %d or over", el.AgeMin))
	}
	switch strings.ToLower(el.Sex) {
	case "w":
		parts = append(parts, "women and girls")
	case "m":
		parts = append(parts, "men and boys")
	}
	if len(parts) == 0 {
		return "open to all"
	}
	return strings.Join(parts, ", ")
}
