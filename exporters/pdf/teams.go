package pdfout

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WriteTeams writes the team standings of doc (doc.T and doc.Teams) as a PDF to print:
// the page header of the other reports (event, dates, place, the number of teams and
// rounds, the team rules and tiebreak order), then the team standings (Place, No.,
// Team, MP, GP and one column per team tiebreak; Score for school teams), the tiebreak
// order in words, and each team's board results: for every round its opponent (team
// number) and the match score, and for every player of the roster the game result on
// the board played ("1", "½", "0", "+" and "-" for forfeits; blank when not playing).
// A team's results are never split over two pages when they fit on one. School teams
// list the players whose scores count instead. doc.Standings is not needed.
func WriteTeams(w io.Writer, doc *exporters.Document) error {
	if doc == nil || doc.T == nil || doc.Teams == nil {
		return errors.New("the team PDF needs team standings")
	}
	fonts, err := fontsFor(doc.Opts)
	if err != nil {
		return err
	}
	t, st := doc.T, doc.Teams
	if doc.Opts.Warn != nil {
		for _, msg := range glyphWarnings(doc, fonts) {
			doc.Opts.Warn(msg)
		}
		for _, tm := range st.Teams {
			if miss := fonts.regular.missing(tm.Name); len(miss) > 0 {
				doc.Opts.Warn(fmt.Sprintf("team %s: %s %s no glyph for %s; they print as placeholder boxes. Choose a TrueType font (.ttf) that has them.",
					quote(tm.Name), fonts.name, fonts.verb(), describeRunes(miss)))
			}
		}
	}
	r, err := newPageRenderer(doc.Opts, fonts, title(t), false)
	if err != nil {
		return err
	}
	r.doc = doc
	r.kind = "Team standings"
	rounds := t.Rounds
	if st.Eval != nil {
		rounds = st.Eval.E.Rounds
	}
	r.heading = &heading{title: title(t), line: teamEventLine(t, doc.Opts.Section, len(st.Teams), rounds), rules: teamRulesLine(st)}
	r.newPage()
	r.teamStandings()
	if st.School {
		r.schoolPlayers()
	} else {
		r.teamResults()
	}
	return r.output(w)
}

// teamEventLine returns "May 24–26, 2025 · Heraklion · 15 teams, 7 rounds", as
// [eventLine] does for players.
func teamEventLine(t *engine.Tournament, section string, teamCount, rounds int) string {
	var parts []string
	if d := exporters.DateRange(t.StartDate, t.EndDate); d != "" {
		parts = append(parts, d)
	}
	if c := strings.TrimSpace(t.City); c != "" {
		parts = append(parts, c)
	}
	if s := strings.TrimSpace(section); s != "" && !strings.Contains(strings.ToLower(t.Name), strings.ToLower(s)) {
		parts = append(parts, "Section: "+s)
	}
	parts = append(parts, exporters.Count(teamCount, "team")+", "+exporters.Count(rounds, "round"))
	if u := exporters.Unverified(t); u != "" {
		parts = append(parts, strings.ToUpper(u))
	}
	return strings.Join(parts, " \u00b7 ")
}

// teamRulesLine returns "FIDE 2024 team rules, MP first · tiebreaks in order: EDE, BH:MP/C1".
func teamRulesLine(st *teams.Standings) string {
	rules := "School teams: the best individual scores count"
	if ev := st.Eval; ev != nil {
		rules = "FIDE " + ev.Rules.Edition + " team rules"
		if ev.Rules.System == "uscf" {
			rules = "US Chess team rules"
		}
		if p := ev.Rules.Primary; p != "" {
			rules += ", " + p + " first"
		}
	}
	if len(st.Codes) == 0 {
		return rules + " \u00b7 no tiebreaks"
	}
	return rules + " \u00b7 tiebreaks in order: " + strings.Join(st.Codes, ", ")
}

// teamStandings draws the team standings table and the tiebreak order under it.
func (r *renderer) teamStandings() {
	st := r.doc.Teams
	tab := &table{title: "Team standings", size: bodySize, shade: true}
	tab.cols = []column{
		{title: "Place", align: 'L'},
		{title: "No.", align: 'R'},
		{title: "Team", align: 'L', flex: true, min: 90, max: 230},
	}
	if st.School {
		tab.cols = append(tab.cols, column{title: "Score", align: 'R'})
	} else {
		tab.cols = append(tab.cols, column{title: "MP", align: 'R'}, column{title: "GP", align: 'R'})
	}
	for _, code := range st.Codes {
		tab.cols = append(tab.cols, column{title: code, align: 'R'})
	}
	for _, rw := range st.Rows {
		tm := st.Teams[rw.Team]
		cells := []string{rw.PlaceLabel(), strconv.Itoa(tm.ID), tm.Name}
		if !st.School {
			cells = append(cells, rw.MP.String())
		}
		cells = append(cells, rw.GP.String())
		for _, v := range rw.Values {
			cells = append(cells, v.String())
		}
		tab.rows = append(tab.rows, row{cells: cells})
	}
	r.draw(tab)
	r.y += 6
	primary := "match points (MP)"
	if st.School {
		primary = "score"
	} else if st.Eval != nil && st.Eval.Rules.Primary == "GP" {
		primary = "game points (GP)"
	}
	text := "Teams are ranked by " + primary
	if len(st.Codes) > 0 {
		text += ", then by " + strings.Join(st.Codes, ", then ") + ", each applied only among teams still tied"
	}
	r.paragraph(text+". Teams equal on everything share a place (3-5).", false, bodySize-1, grey)
	r.sectionBreak()
}

// teamResults draws one table per team, in standings order: the opponent and match
// score of every round, then each roster player's game results.
func (r *renderer) teamResults() {
	st := r.doc.Teams
	t := r.doc.T
	ev := st.Eval.E
	r.paragraph("Board results. Opponent: the opposing team's number, w or b as the team had White or Black on board 1. "+
		"Match: game points for and against (+ and - a forfeited match). Players: 1 win, ½ draw, 0 loss, + and - forfeits, blank when not playing; Pts counts the games on the team's boards.", false, bodySize-1, grey)
	r.y += 6
	for n, rw := range st.Rows {
		ti := rw.Team
		tm := st.Teams[ti]
		tab := &table{title: rw.PlaceLabel() + ". " + tm.Name + " (No. " + strconv.Itoa(tm.ID) + "): MP " + rw.MP.String() + ", GP " + rw.GP.String(), size: bodySize}
		tab.cols = []column{
			{title: "Bd", align: 'R'},
			{title: "Player", align: 'L', flex: true, min: 80, max: 200},
			{title: "Rtg", align: 'R'},
		}
		for k := range ev.Rounds {
			tab.cols = append(tab.cols, column{title: "Rd " + strconv.Itoa(k+1), align: 'C'})
		}
		tab.cols = append(tab.cols, column{title: "Pts", align: 'R'})
		group := n + 1
		opp := []string{"", "Opponent", ""}
		score := []string{"", "Match", ""}
		for k := range ev.Rounds {
			o, s := matchCells(ev, st.Teams, ti, k)
			opp, score = append(opp, o), append(score, s)
		}
		opp, score = append(opp, ""), append(score, rw.GP.String())
		tab.rows = append(tab.rows, row{cells: opp, bold: true, group: group}, row{cells: score, bold: true, group: group})
		for bd, pi := range tm.Members {
			p := &t.Players[pi]
			rating := ""
			if v := exporters.DisplayRating(p); v != 0 {
				rating = strconv.Itoa(v)
			}
			cells := []string{strconv.Itoa(bd + 1), p.Name, rating}
			var pts engine.Score
			played := false
			for k := range ev.Rounds {
				cell := ""
				if k < len(ev.Slots[ti]) {
					for _, b := range ev.Slots[ti][k].Boards {
						if b.Player == pi {
							cell = gameSymbol(p, k)
							pts += t.Scoring.Points(roundOf(p, k))
							played = true
						}
					}
				}
				cells = append(cells, cell)
			}
			total := ""
			if played {
				total = pts.String()
			}
			cells = append(cells, total)
			tab.rows = append(tab.rows, row{cells: cells, group: group, ruled: bd == 0})
		}
		r.draw(tab)
		r.y += 8
	}
}

// matchCells returns a team's opponent in round k (0-based) as its team number ("bye",
// "-" unpaired) and the match score ("4-2", "+" for a forfeit win, "-" for a loss).
func matchCells(ev *teams.Event, all []teams.Team, ti, k int) (string, string) {
	if k >= len(ev.Slots[ti]) {
		return "", ""
	}
	s := ev.Slots[ti][k]
	switch s.Kind {
	case teams.Unpaired:
		return "", ""
	case teams.PairingBye:
		return "bye", s.GP.String()
	case teams.FullBye, teams.HalfBye, teams.ZeroBye:
		return "bye", s.MP.String() + " MP"
	}
	opp := ""
	if s.Opp >= 0 && s.Opp < len(all) {
		opp = strconv.Itoa(all[s.Opp].ID)
		if s.White {
			opp += "w"
		} else {
			opp += "b"
		}
	}
	switch s.Kind {
	case teams.ForfeitWin:
		return opp, "+"
	case teams.ForfeitLoss, teams.DoubleForfeit:
		return opp, "-"
	}
	theirs := engine.Score(0)
	if s.Opp >= 0 && k < len(ev.Slots[s.Opp]) {
		theirs = ev.Slots[s.Opp][k].GP
	}
	return opp, s.GP.String() + "-" + theirs.String()
}

// roundOf returns player p's round k (0-based), or an unpaired round.
func roundOf(p *engine.Player, k int) engine.Round {
	if k < len(p.Rounds) {
		return p.Rounds[k]
	}
	return engine.Round{}
}

// gameSymbol returns a board result: "1", "½", "0", "+" and "-" for forfeits, "" for
// anything else.
func gameSymbol(p *engine.Player, k int) string { return exporters.GameSymbol(roundOf(p, k).Result) }

// schoolPlayers lists, for each school in standings order, the players whose scores
// count.
func (r *renderer) schoolPlayers() {
	st := r.doc.Teams
	t := r.doc.T
	tab := &table{title: "Counting players", size: bodySize}
	tab.cols = []column{
		{title: "Place", align: 'L'},
		{title: "School", align: 'L', flex: true, min: 80, max: 200},
		{title: "No.", align: 'R'},
		{title: "Player", align: 'L', flex: true, min: 80, max: 200},
		{title: "Pts", align: 'R'},
	}
	for n, rw := range st.Rows {
		for k, pi := range st.Counting[rw.Team] {
			p := &t.Players[pi]
			place, school := "", ""
			if k == 0 {
				place, school = rw.PlaceLabel(), st.Teams[rw.Team].Name
			}
			tab.rows = append(tab.rows, row{cells: []string{place, school, strconv.Itoa(int(p.ID)), p.Name, t.Total(p).String()}, group: n + 1, ruled: k == 0})
		}
	}
	r.draw(tab)
}
