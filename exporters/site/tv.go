package site

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// tvRows is how many rows a TV page shows: what a room can read from the back on a
// 1080-line screen.
const tvRows = 12

// tvSeconds is how long a TV page stays on screen before the next one.
const tvSeconds = 15

// tvPage is one screen of the TV view: a slice of a section's standings or of its
// latest round's games.
type tvPage struct {
	Path, Next     string
	Seconds        int
	Title, Heading string
	Status, Notice string
	What           string // "Standings 1-12 of 40", "Round 5 results 1-12 of 20", "Round 6 pairings and results 1-12 of 20"
	Standings      []standingsRow
	Points         bool
	Games          []tvGame
	Screen         string // "2 / 7"
	Stamp          string
}

// tvGame is one game (or bye) of the latest round.
type tvGame struct {
	No                   int
	White, Result, Black string
}

// tvPages returns the TV view: tv.html, tv-2.html, ... each showing the next after
// tvSeconds and the last going back to tv.html, so that a browser left on tv.html cycles
// through every section's standings and latest round's results, reloading the files,
// with no script.
func (b *builder) tvPages(sections []Section) []*tvPage {
	var out []*tvPage
	for i := range sections {
		s := &sections[i]
		doc := s.Doc
		t, st := doc.T, doc.Standings
		heading := eventName(t)
		if s.Name != "" && !strings.Contains(heading, s.Name) {
			heading += " - " + s.Name
		}
		status := Status(doc)
		var rows []standingsRow
		for _, r := range st.Rows {
			p := &t.Players[r.Player]
			rows = append(rows, standingsRow{Place: r.PlaceLabel(), No: strconv.Itoa(int(p.ID)), Name: p.Name, Points: r.Points.String()})
		}
		for from := 0; from < len(rows); from += tvRows {
			to := min(from+tvRows, len(rows))
			out = append(out, &tvPage{Heading: heading, Status: status, Standings: rows[from:to],
				What: fmt.Sprintf("Standings %d-%d of %d", from+1, to, len(rows))})
		}
		round, games := latestRound(t, st)
		what := "results"
		for _, g := range games {
			if g.Result == "-" {
				what = "pairings and results" // games of the round are still being played
			}
		}
		for from := 0; from < len(games); from += tvRows {
			to := min(from+tvRows, len(games))
			out = append(out, &tvPage{Heading: heading, Status: status, Games: games[from:to],
				What: fmt.Sprintf("Round %d %s %d-%d of %d", round, what, from+1, to, len(games))})
		}
	}
	for i, p := range out {
		p.Path = "tv.html"
		if i > 0 {
			p.Path = "tv-" + strconv.Itoa(i+1) + ".html"
		}
		p.Next = "tv.html"
		if i+1 < len(out) {
			p.Next = "tv-" + strconv.Itoa(i+2) + ".html"
		}
		p.Seconds, p.Notice, p.Stamp = tvSeconds, b.opts.Notice, exporters.Stamp(b.opts.Generator, "", b.opts.GeneratedAt)
		p.Title = p.Heading + " - " + p.What
		p.Screen = strconv.Itoa(i+1) + " / " + strconv.Itoa(len(out))
	}
	return out
}

// latestRound returns the last round with a pairing and its games, numbered in the order
// of the better-placed player of each (the file has no board numbers), byes and
// absences last; a game without a result yet shows "-".
func latestRound(t *engine.Tournament, st *engine.Standings) (int, []tvGame) {
	round := 0
	for r := t.Rounds; r > 0 && round == 0; r-- {
		for i := range t.Players {
			if rs := t.Players[i].Rounds; r <= len(rs) && (rs[r-1].Opponent != 0 || rs[r-1].Result != engine.NoResult) {
				round = r
				break
			}
		}
	}
	if round == 0 {
		return 0, nil
	}
	rank := map[engine.PlayerID]int{}
	for k, r := range st.Rows {
		p := &t.Players[r.Player]
		rank[p.ID] = k
	}
	type entry struct {
		key  int
		game tvGame
	}
	var list []entry
	for i := range t.Players {
		p := &t.Players[i]
		if round > len(p.Rounds) {
			continue
		}
		rd := p.Rounds[round-1]
		name := p.Name
		opp := t.Player(rd.Opponent)
		switch {
		case opp != nil && (rd.Color == engine.White || (rd.Color == engine.NoColor && p.ID < opp.ID)):
			g := tvGame{White: name, Black: opp.Name, Result: gameResult(rd.Result)}
			list = append(list, entry{min(rank[p.ID], rank[opp.ID]), g})
		case opp != nil:
			// listed with the white player
		case rd.Result != engine.NoResult:
			letter, _ := exporters.USLetter(rd.Result)
			list = append(list, entry{len(st.Rows) + rank[p.ID], tvGame{White: name, Result: resultWords(rd.Result) + " (" + letter + ")"}})
		}
	}
	sort.SliceStable(list, func(a, b int) bool { return list[a].key < list[b].key })
	games := make([]tvGame, len(list))
	for k, e := range list {
		games[k] = e.game
		games[k].No = k + 1
	}
	return round, games
}

// gameResult says a game's result from the white player's side: "1-0", "½-½", "0-1",
// "1F-0F" for a forfeit, "-" when it has none yet.
func gameResult(r engine.Result) string {
	switch r {
	case engine.Win, engine.WinUnrated:
		return "1-0"
	case engine.Loss, engine.LossUnrated:
		return "0-1"
	case engine.Draw, engine.DrawUnrated:
		return "½-½"
	case engine.ForfeitWin:
		return "1F-0F"
	case engine.ForfeitLoss:
		return "0F-1F"
	}
	return "-"
}

// renderTV renders the TV pages.
func renderTV(ps []*tvPage) ([]*page, error) {
	var out []*page
	for _, p := range ps {
		var buf bytes.Buffer
		if err := pages.ExecuteTemplate(&buf, "tv.html", p); err != nil {
			return nil, fmt.Errorf("%s: %w", p.Path, err)
		}
		out = append(out, &page{Path: p.Path, data: buf.Bytes()})
	}
	return out, nil
}
