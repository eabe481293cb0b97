package pdfout

import (
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// handOut draws, when Options.HandOut asks for it, the hand-out list of the section's awards in ceremony order (lowest
// award first, the champion last; see prizes.Allocation.Ceremony): what is handed out,
// to whom, with the player's team or school when the event has one (the team lines of
// the file, else the club or school column), and the place.
func (r *renderer) handOut() {
	a := r.doc.Prizes
	if !r.doc.Opts.HandOut || len(a.Awards) == 0 {
		return
	}
	t := r.doc.T
	teamOf := map[engine.PlayerID]string{}
	for _, tm := range t.Teams {
		for _, id := range tm.Members {
			teamOf[id] = tm.Name
		}
	}
	withTeam := false
	for i := range t.Players {
		p := &t.Players[i]
		if teamOf[p.ID] == "" && strings.TrimSpace(p.Club) != "" {
			teamOf[p.ID] = strings.TrimSpace(p.Club)
		}
		withTeam = withTeam || teamOf[p.ID] != ""
	}
	tab := &table{title: "Hand-out list (ceremony order: lowest award first)", size: bodySize, shade: true}
	tab.cols = []column{{title: "#", align: 'R'}, {title: "Award", align: 'L', flex: true, max: 220}, {title: "Name", align: 'L', flex: true, min: 90}}
	if withTeam {
		tab.cols = append(tab.cols, column{title: "School / team", align: 'L', flex: true, max: 160})
	}
	cash := r.hasCash()
	tab.cols = append(tab.cols, column{title: "Place", align: 'L'})
	if cash {
		tab.cols = append(tab.cols, column{title: "Amount", align: 'R'})
	}
	tab.cols = append(tab.cols, column{title: "Given", align: 'L'})
	for n, k := range a.Ceremony() {
		aw := &a.Awards[k]
		what := a.AwardName(aw)
		if tr := aw.TrophyNames(); tr != "" && aw.Label != "" {
			what += "; trophy " + quote(tr)
		} else if tr != "" {
			what = "Trophy " + quote(tr)
		}
		p := &t.Players[aw.Player]
		cells := []string{strconv.Itoa(n + 1), what, p.Name}
		if withTeam {
			cells = append(cells, teamOf[p.ID])
		}
		cells = append(cells, aw.PlaceLabel())
		if cash {
			amount := ""
			if aw.Amount > 0 {
				amount = r.money(aw.Amount)
			}
			cells = append(cells, amount)
		}
		cells = append(cells, "[  ]")
		tab.rows = append(tab.rows, row{cells: cells})
	}
	r.sectionBreak()
	r.draw(tab)
}
