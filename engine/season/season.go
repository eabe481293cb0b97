package season

import (
	"cmp"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unique"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Event is one ranked event (one section) of the season. Standings.Eval.T is the
// tournament ranked. Name is the event's column label; when empty the tournament's name,
// else the file's base name, is used.
type Event struct {
	Name, File string
	Standings  *engine.Standings
}

// Leaderboard is the season leaderboard: the events in the order given, the players in
// final order, and the name matches to review.
type Leaderboard struct {
	// Title heads every page: "Season leaderboard" unless the caller sets another.
	Title string
	// Scoring is the scoring applied, with its defaults filled in (By, Ties, Table).
	Scoring Scoring
	Events  []EventInfo
	Rows    []Row
	// Matches lists the appearances matched (or deliberately not matched) by name, for a
	// human to check; see the package doc.
	Matches []Match
	// RowOf maps each event's standings rows to the players of the leaderboard:
	// RowOf[e][k] is the index into Rows of the player of row k of event e's standings.
	RowOf [][]int
}

// EventInfo describes one event column.
type EventInfo struct {
	Label   string // the column label, unique within the leaderboard
	Name    string // the tournament's own name
	File    string // as given in Event.File
	Date    string // the tournament's start date as written, or ""
	Players int    // rows in its standings
	// Status is where the event stands ([engine.Progress]): "Final standings",
	// "Standings after round 3", ...; "" when its standings are not known.
	Status string
}

// Row is one player of the leaderboard.
type Row struct {
	Place, PlaceTo int // PlaceTo > Place for a shared place
	Name           string
	USChessID      string // "" when none
	FIDEID         string // "" when none
	Played         int    // events played
	Total          engine.Score
	// Cells are the player's results, one per event played, in event order; [Row.Cell]
	// finds the one of an event.
	Cells []Cell
}

// Cell returns the player's result in event e (an index into Leaderboard.Events), or a
// zero Cell (Played false) when they did not play it.
func (r *Row) Cell(e int) Cell {
	i, ok := slices.BinarySearchFunc(r.Cells, e, func(c Cell, e int) int { return cmp.Compare(c.Event, e) })
	if !ok {
		return Cell{}
	}
	return r.Cells[i]
}

// PlaceLabel returns "3" or, for a shared place, "3-5".
func (r Row) PlaceLabel() string {
	if r.PlaceTo > r.Place {
		return strconv.Itoa(r.Place) + "-" + strconv.Itoa(r.PlaceTo)
	}
	return strconv.Itoa(r.Place)
}

// Cell is a player's result in one event. Its fields are ordered so that the flags
// share one word: a long season holds hundreds of thousands of cells.
type Cell struct {
	Event  int          // index into Leaderboard.Events
	Points engine.Score // leaderboard points, the participation bonus included
	// Place and PlaceTo are the player's place in the event's standings ("3-5").
	Place, PlaceTo int
	Score          engine.Score // game points in the event
	Played         bool
	Counted        bool // counts in the total (false for a result dropped under best-N)
	ByName         bool // this appearance was joined to the player by name only
}

// PlaceLabel returns the event place, "3" or "3-5", or "" when not played.
func (c Cell) PlaceLabel() string {
	if !c.Played {
		return ""
	}
	return Row{Place: c.Place, PlaceTo: c.PlaceTo}.PlaceLabel()
}

// MatchKind says why a [Match] is listed.
type MatchKind string

// The kinds of match listed for review.
const (
	MatchName      MatchKind = "name"       // no ID anywhere; the same name in several events
	MatchNameToID  MatchKind = "name to ID" // appearances without an ID joined to an ID-holder
	MatchSameName  MatchKind = "same name"  // different IDs under one name: different players
	MatchNotJoined MatchKind = "not joined" // no ID; the name was ambiguous, so left alone
	MatchTwice     MatchKind = "twice"      // one ID on several players of one event; kept apart
)

// kindRank orders the kinds of match in the review list.
var kindRank = map[MatchKind]int{MatchName: 0, MatchNameToID: 1, MatchSameName: 2, MatchNotJoined: 3, MatchTwice: 4}

// Match is one group of appearances to review.
type Match struct {
	Kind MatchKind
	Name string // the name as the leaderboard prints it
	// Note says in a sentence what was done.
	Note        string
	Appearances []Appearance
}

// Appearance is one player's line in one event.
type Appearance struct {
	Event     int    // index into Leaderboard.Events
	Name      string // as written in the event
	USChessID string
	FIDEID    string
	Row       int  // index into Leaderboard.Rows of the player it counts for
	ByName    bool // joined by name only
}

// entry is one appearance while matching.
type entry struct {
	event, row int // event index, index into its standings' Rows
	name, key  string
	us, fide   string // as written (trimmed)
	usK, fideK string // compared forms
	points     engine.Score
	person     int // index into persons
	byName     bool
}

// person is one player while matching.
type person struct {
	entries []int // indexes into entries, in event order
}

// Summary is what the leaderboard keeps of one ranked event (one section): its names
// and, per standings row, the player's name, IDs, place and points. It holds no
// tournament and no standings, so that a long season keeps a few bytes per player of
// each event instead of its whole ranking ([Summarize]).
type Summary struct {
	// Name and File are as given in [Event].
	Name, File string
	// Ranked says whether the event had standings; without them it is a column nobody
	// played.
	Ranked bool
	// Title is the tournament's own name, Date its start date as written, Status where
	// it stands ([engine.Progress]); all trimmed.
	Title, Date, Status string
	// Lines has one entry per standings row, in standings order.
	Lines []Line
}

// Line is one standings row of a [Summary]. Its names and IDs are interned: a player
// who plays many events of a season has one copy of their name.
type Line struct {
	// Place and PlaceTo are the row's place ("3-5"); Points its game points.
	Place, PlaceTo int
	Points         engine.Score
	// name, usID and fideID are the player's name and IDs as written; zero when empty.
	name, usID, fideID unique.Handle[string]
	// NoPlayer marks a row that names no player of the tournament: it is not on the
	// leaderboard, but still takes its position in the standings.
	NoPlayer bool
}

// Name returns the player's name as written.
func (l *Line) Name() string { return value(l.name) }

// USChessID returns the player's US Chess ID as written, "" when none.
func (l *Line) USChessID() string { return value(l.usID) }

// FIDEID returns the player's FIDE ID as written, "" when none.
func (l *Line) FIDEID() string { return value(l.fideID) }

// intern returns the handle of s, or the zero handle for "".
func intern(s string) unique.Handle[string] {
	if s == "" {
		return unique.Handle[string]{}
	}
	return unique.Make(s)
}

// value returns the string of h, "" for the zero handle.
func value(h unique.Handle[string]) string {
	if h == (unique.Handle[string]{}) {
		return ""
	}
	return h.Value()
}

// Summarize returns what the leaderboard needs of ev. Its strings are copied and the
// players' names and IDs interned, so the summary keeps nothing of the tournament alive.
func Summarize(ev Event) Summary {
	sum := Summary{Name: strings.Clone(ev.Name), File: strings.Clone(ev.File)}
	t := tournament(ev)
	if t == nil {
		return sum
	}
	sum.Ranked = true
	sum.Title = strings.Clone(strings.TrimSpace(t.Name))
	sum.Date = strings.Clone(strings.TrimSpace(t.StartDate))
	sum.Status = t.Progress().String()
	sum.Lines = make([]Line, len(ev.Standings.Rows))
	for k, r := range ev.Standings.Rows {
		l := Line{Place: r.Place, PlaceTo: r.PlaceTo, Points: r.Points}
		if r.Player < 0 || r.Player >= len(t.Players) {
			l.NoPlayer = true
		} else {
			p := &t.Players[r.Player]
			l.name, l.usID, l.fideID = intern(p.Name), intern(p.USChessID()), intern(p.FIDEID)
		}
		sum.Lines[k] = l
	}
	return sum
}

// Build scores every event under s and matches the players across events. s should have
// passed [Scoring.Validate]; unknown words are taken as their defaults. Events without
// standings are columns nobody played. It is [BuildSummaries] of the events' summaries.
func Build(events []Event, s Scoring) *Leaderboard {
	sums := make([]Summary, len(events))
	for i, ev := range events {
		sums[i] = Summarize(ev)
	}
	return BuildSummaries(sums, s)
}

// BuildSummaries is [Build] from the summaries of the events ([Summarize]), which is
// all a season needs to keep of each event once its files are written.
func BuildSummaries(events []Summary, s Scoring) *Leaderboard {
	s = s.resolved()
	lb := &Leaderboard{Title: "Season leaderboard", Scoring: s}
	n := 0
	for e := range events {
		n += len(events[e].Lines)
	}
	entries := make([]entry, 0, n)
	// A player of many events has one name (interned) and so one key: each name's key
	// is worked out once and shared by its entries.
	keys := map[string]string{}
	for e := range events {
		ev := &events[e]
		info := EventInfo{Name: ev.Name, File: ev.File}
		if ev.Ranked {
			info.Name, info.Date, info.Status = ev.Title, ev.Date, ev.Status
		}
		info.Label = strings.TrimSpace(ev.Name)
		if info.Label == "" {
			info.Label = info.Name
		}
		if info.Label == "" && ev.File != "" {
			info.Label = strings.TrimSuffix(filepath.Base(ev.File), filepath.Ext(ev.File))
		}
		if info.Label == "" {
			info.Label = "Event " + strconv.Itoa(e+1)
		}
		if ev.Ranked {
			pts := placePoints(ev.Lines, s)
			for k, l := range ev.Lines {
				if l.NoPlayer {
					continue
				}
				name := l.Name()
				key, ok := keys[name]
				if !ok {
					key = NameKey(name)
					keys[name] = key
				}
				en := entry{event: e, row: k, name: strings.TrimSpace(name), key: key,
					us: l.USChessID(), fide: strings.TrimSpace(l.FIDEID()), points: pts[k] + s.Participation}
				en.usK, en.fideK = idKey(en.us), idKey(en.fide)
				if en.usK == "" {
					en.us = ""
				}
				if en.fideK == "" {
					en.fide = ""
				}
				entries = append(entries, en)
				info.Players++
			}
		}
		lb.Events = append(lb.Events, info)
	}
	uniqueLabels(lb.Events)
	m := &matcher{entries: entries, events: len(events)}
	m.match()
	lb.Rows, lb.Matches = m.rows(events, lb.Events, s)
	lb.RowOf = make([][]int, len(events))
	for e := range events {
		if events[e].Ranked {
			lb.RowOf[e] = make([]int, len(events[e].Lines))
			for k := range lb.RowOf[e] {
				lb.RowOf[e][k] = -1
			}
		}
	}
	for _, en := range m.entries {
		lb.RowOf[en.event][en.row] = m.at[en.person]
	}
	return lb
}

// tournament returns the event's ranked tournament, or nil.
func tournament(ev Event) *engine.Tournament {
	if ev.Standings == nil || ev.Standings.Eval == nil {
		return nil
	}
	return ev.Standings.Eval.T
}

// idKey returns the form IDs are compared in: trimmed, and without leading zeros when
// all digits; "" for no ID ("", "0", "000").
func idKey(id string) string {
	id = strings.TrimSpace(id)
	if id != "" && strings.Trim(id, "0123456789") == "" {
		id = strings.TrimLeft(id, "0")
	}
	return strings.ToUpper(id)
}

// uniqueLabels makes event labels unique by adding " (2)", " (3)", ...
func uniqueLabels(events []EventInfo) {
	used := map[string]bool{}
	for i := range events {
		base := events[i].Label
		label := base
		for n := 2; used[strings.ToLower(label)]; n++ {
			label = base + " (" + strconv.Itoa(n) + ")"
		}
		used[strings.ToLower(label)] = true
		events[i].Label = label
	}
}

// matcher groups appearances into persons.
type matcher struct {
	// at maps a person to their final row, once rows has ordered them.
	at      []int
	entries []entry
	events  int
	persons []person
	reviews []review
}

// review is a match to list, before rows are known.
type review struct {
	kind    MatchKind
	note    string
	entries []int
}

// match assigns every entry to a person: by ID, then by name (see the package doc).
func (m *matcher) match() {
	m.sharedIDs()
	nameOnly := m.matchByID(m.fixedOrder())
	idPersons := len(m.persons)
	holders := m.holderNames(idPersons)
	toID := map[int]bool{} // persons with an ID joined by name to appearances without one
	byKey := map[string][]int{}
	for _, i := range nameOnly {
		byKey[m.entries[i].key] = append(byKey[m.entries[i].key], i)
	}
	for _, k := range sortedKeys(byKey) {
		if p, joined := m.matchByName(k, byKey[k], holders[k]); joined {
			toID[p] = true
		}
	}
	for p := range idPersons {
		if toID[p] {
			m.reviews = append(m.reviews, review{kind: MatchNameToID, entries: slices.Clone(m.persons[p].entries),
				note: "appearances without an ID joined by name to the only player with this name and an ID"})
		}
	}
}

// sharedIDs finds the IDs that several players of one event carry (a typing slip: one
// event is never one person twice) and lists each such group for review. Those players
// are not matched by that ID, in that event or across events: each is matched by their
// other ID, or by name, as a player without it.
func (m *matcher) sharedIDs() {
	type at struct {
		event int
		id    string
	}
	groups := map[at][]int{}
	for i, e := range m.entries {
		if e.usK != "" {
			groups[at{e.event, "u:" + e.usK}] = append(groups[at{e.event, "u:" + e.usK}], i)
		}
		if e.fideK != "" {
			groups[at{e.event, "f:" + e.fideK}] = append(groups[at{e.event, "f:" + e.fideK}], i)
		}
	}
	keys := make([]at, 0, len(groups))
	for k, list := range groups {
		if len(list) > 1 {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b at) int { return cmp.Or(cmp.Compare(a.event, b.event), cmp.Compare(a.id, b.id)) })
	for _, k := range keys {
		list := groups[k]
		kind := "US Chess ID"
		if k.id[0] == 'f' {
			kind = "FIDE ID"
		}
		m.reviews = append(m.reviews, review{kind: MatchTwice, entries: list,
			note: "one " + kind + " on " + strconv.Itoa(len(list)) + " players of one event; kept apart as different players: correct the ID in the event's file"})
	}
	for _, k := range keys {
		for _, i := range groups[k] {
			if k.id[0] == 'u' {
				m.entries[i].usK = ""
			} else {
				m.entries[i].fideK = ""
			}
		}
	}
}

// fixedOrder returns the entries' indexes in an order independent of the order of
// players within an event.
func (m *matcher) fixedOrder() []int {
	es := m.entries
	order := make([]int, len(es))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		x, y := &es[a], &es[b]
		return cmp.Or(cmp.Compare(x.event, y.event), cmp.Compare(x.usK, y.usK), cmp.Compare(x.fideK, y.fideK),
			cmp.Compare(x.key, y.key), cmp.Compare(x.name, y.name), cmp.Compare(x.row, y.row))
	})
	return order
}

// matchByID is step 1: it makes one person of the entries (in order) that IDs link, by
// union-find over "u:ID" and "f:ID", refusing a link that would give one player two US
// Chess IDs or two FIDE IDs. It returns the entries without an ID, in order.
func (m *matcher) matchByID(order []int) []int {
	es := m.entries
	uf := newIDSets()
	for _, i := range order {
		e := &es[i]
		switch {
		case e.usK != "" && e.fideK != "":
			uf.link("u:"+e.usK, "f:"+e.fideK)
		case e.usK != "":
			uf.add("u:" + e.usK)
		case e.fideK != "":
			uf.add("f:" + e.fideK)
		}
	}
	byRoot, byKey := map[string]int{}, map[string]int{}
	var nameOnly []int
	for _, i := range order {
		e := &es[i]
		var key string
		switch {
		case e.usK != "":
			key = "u:" + e.usK
		case e.fideK != "":
			key = "f:" + e.fideK
		default:
			nameOnly = append(nameOnly, i)
			continue
		}
		// The person of this very ID first, else of the IDs linked to it; never one who
		// already has a player of this event.
		free := func(p int, ok bool) bool { return ok && !m.playsIn(p, e.event) }
		root := uf.find(key)
		p, ok := byKey[key]
		if !free(p, ok) {
			p, ok = byRoot[root]
		}
		if !free(p, ok) {
			if ok {
				// IDs linked in other events lead to a second player of this event.
				list := m.persons[p].entries
				m.reviews = append(m.reviews, review{kind: MatchTwice, entries: []int{list[len(list)-1], i},
					note: "the IDs of these players of one event are linked by another event; kept apart as different players"})
			}
			p = len(m.persons)
			m.persons = append(m.persons, person{})
		}
		if _, ok := byRoot[root]; !ok {
			byRoot[root] = p
		}
		if _, ok := byKey[key]; !ok {
			byKey[key] = p
		}
		m.add(p, i)
	}
	return nameOnly
}

// playsIn reports whether person p already has an entry of event ev. matchByID adds
// the entries in event order, so that entry can only be p's last: a player of many
// events is checked in constant time, not by reading all of them.
func (m *matcher) playsIn(p, ev int) bool {
	list := m.persons[p].entries
	return len(list) > 0 && m.entries[list[len(list)-1]].event == ev
}

// holderNames is step 2: it maps each name key to the persons with an ID (the first
// idPersons) who appear under it, and lists for review a name that several of them
// share.
func (m *matcher) holderNames(idPersons int) map[string][]int {
	es := m.entries
	holders := map[string][]int{}
	for p := 0; p < idPersons; p++ {
		seen := map[string]bool{}
		for _, i := range m.persons[p].entries {
			if k := es[i].key; k != "" && !seen[k] {
				seen[k] = true
				holders[k] = append(holders[k], p)
			}
		}
	}
	for _, k := range sortedKeys(holders) {
		if ps := holders[k]; len(ps) > 1 {
			var list []int
			for _, p := range ps {
				for _, i := range m.persons[p].entries {
					if es[i].key == k {
						list = append(list, i)
					}
				}
			}
			m.reviews = append(m.reviews, review{kind: MatchSameName, entries: list,
				note: strconv.Itoa(len(ps)) + " players with different IDs share this name; kept apart"})
		}
	}
	return holders
}

// matchByName is step 3 for the appearances without an ID under name key k (list), ps
// being the persons with an ID under that name. With exactly one such person, the
// appearances in events that person did not play (and not twice in one event) join
// them: matchByName then returns that person and true. The others become one person
// when nothing is ambiguous, else one person each, listed for review.
func (m *matcher) matchByName(k string, list, ps []int) (int, bool) {
	es := m.entries
	perEvent := map[int]int{}
	for _, i := range list {
		perEvent[es[i].event]++
	}
	twice := func(i int) bool { return perEvent[es[i].event] > 1 }
	left, holder, joined := list, -1, false
	if len(ps) == 1 && k != "" {
		holder = ps[0]
		left, joined = m.joinHolder(holder, list, twice)
	}
	if len(left) == 0 {
		return holder, joined
	}
	ambiguous := len(ps) > 0 || k == "" || slices.ContainsFunc(left, twice)
	if !ambiguous {
		m.joinByName(left)
		return holder, joined
	}
	for _, i := range left {
		p := len(m.persons)
		m.persons = append(m.persons, person{})
		m.add(p, i)
	}
	if len(left) > 1 || len(ps) > 0 {
		m.reviews = append(m.reviews, review{kind: MatchNotJoined, entries: left, note: notJoinedNote(k, ps, left, twice)})
	}
	return holder, joined
}

// joinHolder joins to person p, the only one with an ID under the name, the appearances
// of list in events p did not play that are not twice in one event. It returns the
// appearances left, and whether any joined.
func (m *matcher) joinHolder(p int, list []int, twice func(int) bool) ([]int, bool) {
	es := m.entries
	played := map[int]bool{}
	for _, i := range m.persons[p].entries {
		played[es[i].event] = true
	}
	var left []int
	joined := false
	for _, i := range list {
		if twice(i) || played[es[i].event] {
			left = append(left, i)
			continue
		}
		es[i].byName = true
		m.add(p, i)
		joined = true
	}
	return left, joined
}

// joinByName makes one new person of appearances that share a name and no ID; when
// there are several, the match is listed for review.
func (m *matcher) joinByName(left []int) {
	p := len(m.persons)
	m.persons = append(m.persons, person{})
	for _, i := range left {
		m.add(p, i)
		if len(left) > 1 {
			m.entries[i].byName = true
		}
	}
	if len(left) > 1 {
		m.reviews = append(m.reviews, review{kind: MatchName, entries: left,
			note: "no ID in any event; joined by name"})
	}
}

// notJoinedNote says why the appearances left under name key k were not joined, ps being
// the persons with an ID under that name.
func notJoinedNote(k string, ps, left []int, twice func(int) bool) string {
	switch {
	case k == "":
		return "no name and no ID; not joined"
	case len(ps) > 1:
		return "no ID, and the name matches " + strconv.Itoa(len(ps)) + " players with different IDs; not joined"
	case len(ps) == 1 && !slices.ContainsFunc(left, twice):
		return "no ID, and the only player with this name and an ID played in the same event; not joined"
	default:
		return "no ID, and the name appears twice in one event; not joined"
	}
}

// add appends entry i to person p.
func (m *matcher) add(p, i int) {
	m.entries[i].person = p
	m.persons[p].entries = append(m.persons[p].entries, i)
}

// rows scores every person and orders them; it returns the rows and the matches.
func (m *matcher) rows(events []Summary, infos []EventInfo, s Scoring) ([]Row, []Match) {
	es := m.entries
	rows := make([]Row, len(m.persons))
	cells := make([]Cell, 0, len(es))
	for p := range m.persons {
		list := m.persons[p].entries // at most one per event (see matchByID)
		slices.SortStableFunc(list, func(a, b int) int { return cmp.Compare(es[a].event, es[b].event) })
		var r Row
		start := len(cells)
		for _, i := range list {
			e := &es[i]
			sr := &events[e.event].Lines[e.row]
			cells = append(cells, Cell{Event: e.event, Played: true, Points: e.points, Place: sr.Place, PlaceTo: max(sr.Place, sr.PlaceTo), Score: sr.Points, ByName: e.byName})
			r.Played++
			r.Name = e.name
			if e.us != "" {
				r.USChessID = e.us
			}
			if e.fide != "" {
				r.FIDEID = e.fide
			}
		}
		r.Cells = cells[start:len(cells):len(cells)]
		countBest(&r, s.BestN)
		rows[p] = r
	}
	keys := make([]string, len(rows)) // each row's shown name, folded
	for p := range rows {
		keys[p] = sortKey(rows[p].Name)
	}
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		x, y := &rows[a], &rows[b]
		return cmp.Or(cmp.Compare(y.Total, x.Total), cmp.Compare(keys[a], keys[b]), cmp.Compare(x.Name, y.Name),
			cmp.Compare(x.USChessID, y.USChessID), cmp.Compare(x.FIDEID, y.FIDEID), compareCells(x.Cells, y.Cells))
	})
	at := make([]int, len(rows)) // person -> final row
	m.at = at
	out := make([]Row, len(rows))
	for k, p := range order {
		out[k] = rows[p]
		at[p] = k
	}
	for i := 0; i < len(out); {
		j := i + 1
		for j < len(out) && out[j].Total == out[i].Total {
			j++
		}
		for k := i; k < j; k++ {
			out[k].Place, out[k].PlaceTo = i+1, j
		}
		i = j
	}
	var matches []Match
	for _, rv := range m.reviews {
		mt := Match{Kind: rv.kind, Note: rv.note}
		for _, i := range rv.entries {
			e := &es[i]
			mt.Appearances = append(mt.Appearances, Appearance{Event: e.event, Name: e.name, USChessID: e.us, FIDEID: e.fide, Row: at[e.person], ByName: e.byName})
		}
		slices.SortFunc(mt.Appearances, func(a, b Appearance) int {
			return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Event, b.Event), cmp.Compare(a.Name, b.Name))
		})
		mt.Name = out[mt.Appearances[0].Row].Name
		matches = append(matches, mt)
	}
	// Matches by kind, then by name, then by row.
	mkeys := make([]string, len(matches))
	for i := range matches {
		mkeys[i] = keys[order[matches[i].Appearances[0].Row]]
	}
	idx := make([]int, len(matches))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int {
		x, y := &matches[a], &matches[b]
		return cmp.Or(cmp.Compare(kindRank[x.Kind], kindRank[y.Kind]), cmp.Compare(mkeys[a], mkeys[b]),
			cmp.Compare(x.Appearances[0].Row, y.Appearances[0].Row), cmp.Compare(a, b))
	})
	sorted := make([]Match, len(matches))
	for k, i := range idx {
		sorted[k] = matches[i]
	}
	return out, sorted
}

// countBest marks the results that count (the best n, earlier events first among equal
// results; every result when n is 0) and sets the total.
func countBest(r *Row, n int) {
	r.Total = 0
	if n == 0 || len(r.Cells) <= n {
		for i := range r.Cells {
			r.Cells[i].Counted = true
			r.Total += r.Cells[i].Points
		}
		return
	}
	order := make([]int, len(r.Cells))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(r.Cells[b].Points, r.Cells[a].Points) })
	for _, i := range order[:n] {
		r.Cells[i].Counted = true
		r.Total += r.Cells[i].Points
	}
}

// compareCells orders two rows' results, for a stable order of otherwise equal rows.
func compareCells(a, b []Cell) int {
	for i := range min(len(a), len(b)) {
		if c := cmp.Or(cmp.Compare(a[i].Event, b[i].Event), cmp.Compare(b[i].Points, a[i].Points), cmp.Compare(a[i].Place, b[i].Place)); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(b), len(a))
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// idSets is a union-find over ID keys ("u:12345678", "f:2012345") that refuses a union
// giving one set two US Chess IDs or two FIDE IDs.
type idSets struct {
	parent map[string]string
	us     map[string]string // root -> its US Chess ID key, if any
	fide   map[string]string // root -> its FIDE ID key, if any
}

func newIDSets() *idSets {
	return &idSets{parent: map[string]string{}, us: map[string]string{}, fide: map[string]string{}}
}

// add makes a set of key if it has none.
func (s *idSets) add(key string) {
	if _, ok := s.parent[key]; ok {
		return
	}
	s.parent[key] = key
	if strings.HasPrefix(key, "u:") {
		s.us[key] = key
	} else {
		s.fide[key] = key
	}
}

func (s *idSets) find(key string) string {
	for s.parent[key] != key {
		s.parent[key] = s.parent[s.parent[key]]
		key = s.parent[key]
	}
	return key
}

// link joins the sets of a US Chess ID key and a FIDE ID key, unless that gives a set two
// different IDs of one kind.
func (s *idSets) link(us, fide string) {
	s.add(us)
	s.add(fide)
	a, b := s.find(us), s.find(fide)
	if a == b {
		return
	}
	if ua, ub := s.us[a], s.us[b]; ua != "" && ub != "" {
		return
	}
	if fa, fb := s.fide[a], s.fide[b]; fa != "" && fb != "" {
		return
	}
	s.parent[b] = a
	s.us[a] = cmp.Or(s.us[a], s.us[b])
	s.fide[a] = cmp.Or(s.fide[a], s.fide[b])
}
