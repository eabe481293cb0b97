package prizes

import (
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// SectionFund is the prize list of one section of a multi-section fund (fund key
// sections:), as US opens announce "one prize fund, based on N entries, over all
// sections" (the 32D-style event fund).
type SectionFund struct {
	// Name is the section's name as the fund writes it ("Open", "under-1800"); it is
	// matched to the event's sections by name or slug.
	Name string
	// Prizes in the order the fund lists them.
	Prizes []Prize
	// Line and Column locate the name in the fund file; 0 when built in code.
	Line, Column int
}

// EntryCount says how a multi-section fund counts entries for its based_on goal.
type EntryCount uint8

// Entry counts. CountEntries is the default.
const (
	// CountEntries counts every entry: a re-entry and a player in two sections count
	// once per section, as each paid an entry fee (fund key count: entries).
	CountEntries EntryCount = iota
	// CountPlayers counts each person once (fund key count: players), matched by US
	// Chess ID, else FIDE ID, else name.
	CountPlayers
)

// String returns "entries" or "players", the fund file's words.
func (c EntryCount) String() string {
	if c == CountPlayers {
		return "players"
	}
	return "entries"
}

// Entries counts the entries of an event's sections for a fund based on entries over
// every section, as c says.
func Entries(sections []*engine.Tournament, c EntryCount) int {
	n := 0
	seen := map[string]bool{}
	for _, t := range sections {
		if t == nil {
			continue
		}
		for i := range t.Players {
			if c == CountEntries {
				n++
				continue
			}
			key := PersonKey(&t.Players[i])
			if !seen[key] {
				seen[key] = true
				n++
			}
		}
	}
	return n
}

// PersonKey identifies a person across sections: "uscf:12345678" by US Chess ID, else
// "fide:1503014" by FIDE ID (leading zeros dropped), else "name:" and the name folded to
// lower case with its spacing normalised.
func PersonKey(p *engine.Player) string {
	for _, n := range p.National {
		switch strings.ToUpper(strings.TrimSpace(n.Federation)) {
		case "USA", "USCF", "US":
			if id := strings.TrimLeft(strings.TrimSpace(n.ID), "0"); id != "" {
				return "uscf:" + id
			}
		}
	}
	if id := strings.TrimLeft(strings.TrimSpace(p.FIDEID), "0"); id != "" {
		return "fide:" + id
	}
	return "name:" + strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(p.Name, ",", ", "))), " ")
}

// AnnouncedTotal returns the fund's announced cash: every prize, over every section.
func (f *Fund) AnnouncedTotal() Money {
	var sum Money
	for _, p := range f.Prizes {
		sum += p.Cash
	}
	for _, s := range f.Sections {
		for _, p := range s.Prizes {
			sum += p.Cash
		}
	}
	return sum
}

// ForSection returns the fund one section of a multi-section fund pays: section k's
// prizes, with every setting of f, and the entries counted over the whole event, so that
// a based_on goal is measured against the event and each section's prizes are cut in
// the same proportion. The $500 rule of based-on funds applies to the whole fund.
func (f *Fund) ForSection(k, entries int) *Fund {
	sf := *f
	sec := f.Sections[k]
	sf.Sections = nil
	sf.Prizes = sec.Prizes
	if f.Name != "" {
		sf.Name = f.Name + ", " + sec.Name
	} else {
		sf.Name = sec.Name
	}
	if f.Actual == 0 {
		sf.Actual = entries
	}
	if f.BasedOn > 0 && sf.Actual == 0 {
		sf.Actual = 1 // an event without entries: pay the floor, not the players of one section
	}
	sf.EventAnnounced = f.AnnouncedTotal()
	return &sf
}

// EventSummary adds up what a multi-section fund paid over every section.
type EventSummary struct {
	// Entries is the count the based_on goal was measured against; Count how it counted.
	Entries int
	Count   EntryCount
	// Reduction is the based-on reduction every section was cut by; nil when paid in full.
	Reduction *Reduction
	// Announced, Total, Paid and Unpaid as in Allocation, over every section paid.
	Announced, Total, Paid, Unpaid Money
	// Unmatched names the fund sections no section of the event was paid from, with
	// their announced cash (counted in Announced, not in Total).
	Unmatched []string
}

// Summarize adds up the allocations of the sections of a multi-section fund f paid
// with [Fund.ForSection]; paid[k] is section k's allocation or nil when it was not paid.
func Summarize(f *Fund, entries int, paid []*Allocation) EventSummary {
	s := EventSummary{Entries: entries, Count: f.Count, Announced: f.AnnouncedTotal()}
	for k, a := range paid {
		if a == nil {
			if k < len(f.Sections) {
				s.Unmatched = append(s.Unmatched, f.Sections[k].Name)
			}
			continue
		}
		s.Total += a.Total
		s.Paid += a.Paid
		s.Unpaid += a.Unpaid
		if a.Reduction != nil {
			s.Reduction = a.Reduction
		}
	}
	return s
}
