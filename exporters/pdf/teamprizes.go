package pdfout

import (
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// teamPrizes lists the team awards in team standings order (place of the team's score
// group, team, score, prize with its trophy, amount), each split among tied teams
// explained under its teams.
func (r *renderer) teamPrizes() {
	a := r.doc.Prizes
	if a.Teams == nil || len(a.TeamAwards) == 0 {
		return
	}
	tr := a.Teams
	title := "Team prizes (ranked by " + tr.ScoreName
	if tr.Tiebreaks != "" {
		title += ", then " + tr.Tiebreaks
	}
	title += ")"
	tab := &table{title: title, size: bodySize}
	tab.cols = []column{
		{title: "Place", align: 'L'},
		{title: "Team", align: 'L', flex: true, min: 80, max: 200},
		{title: "Score", align: 'R'},
		{title: "Prize", align: 'L', wrap: true, min: 150},
		{title: "Amount", align: 'R'},
	}
	lastPool := -1
	for k, aw := range a.TeamAwards {
		amount := ""
		if aw.Label != "" {
			amount = r.money(aw.Amount)
		}
		x := row{cells: []string{aw.PlaceLabel(), tr.Rows[aw.Team].Name, tr.Rows[aw.Team].Score.String(), teamPrizeText(a, &aw), amount}}
		x.ruled = aw.Pool < 0 || aw.Pool != lastPool
		if aw.Pool >= 0 {
			x.group = aw.Pool + 1
			if k+1 == len(a.TeamAwards) || a.TeamAwards[k+1].Pool != aw.Pool {
				x.note = a.TeamPools[aw.Pool].Reason
			}
		}
		lastPool = aw.Pool
		tab.rows = append(tab.rows, x)
	}
	if !r.hasCash() {
		tab.dropColumn(len(tab.cols) - 1)
	}
	r.y += sectionGap
	r.draw(tab)
}

// teamPrizeText names a team's award with its trophies: "Team 1st+Team 2nd, shared by
// 2; 1st Place Team trophy".
func teamPrizeText(a *prizes.Allocation, aw *prizes.TeamAward) string {
	return prizeText(aw.Label, aw.Trophies)
}

// prizeText names an award with its trophies: "1st Place, $200.00; Top Junior trophy".
func prizeText(label string, trophies []string) string {
	if len(trophies) == 0 {
		return label
	}
	t := strings.Join(trophies, ", ") + " trophy"
	if label == "" {
		return t
	}
	return label + "; " + t
}

// teamAwardSheet draws the receipt for team awards: one row per team, signed by the
// team's captain or coach, as the players' award sheet is.
func (r *renderer) teamAwardSheet() {
	a := r.doc.Prizes
	if a.Teams == nil || len(a.TeamAwards) == 0 {
		return
	}
	cashFund := r.hasCash()
	date := paidDate(r.doc.T)
	tab := &table{title: "Team award sheet", size: bodySize}
	tab.cols = []column{
		{title: "Team", align: 'L', flex: true, min: 90, max: 170},
		{title: "Prize", align: 'L', wrap: true, min: 90, max: 150},
		{title: "Amount", align: 'R'},
		{title: "Date", align: 'L', min: 64},
		{title: "Captain / coach signature", align: 'L', flex: true, min: 130},
	}
	for _, aw := range a.TeamAwards {
		amount := ""
		if aw.Label != "" {
			amount = r.money(aw.Amount)
		}
		tab.rows = append(tab.rows, row{cells: []string{a.Teams.Rows[aw.Team].Name, teamPrizeText(a, &aw), amount, date, "          "}})
	}
	r.unsigned(tab)
	if !cashFund {
		tab.dropColumn(2)
	}
	r.layout(tab)
	if r.y+3*awardRowH > r.bottom {
		r.newPage()
	} else {
		r.y += sectionGap
	}
	r.title("Team award sheet", false)
	intro := "The team's captain or coach signs for the team."
	if !r.signing() {
		intro = "Provisional: nothing is signed or paid before the last round is complete."
	}
	r.paragraph(intro, false, bodySize, black)
	r.y += 6
	r.headerRow(tab)
	for i, rw := range tab.rows {
		aw := prizes.Award{TaxForm: a.TeamAwards[i].TaxForm}
		lines := r.cellLines(tab, rw)
		h := r.awardRowHeight(tab, lines, aw)
		if r.y+h > r.bottom {
			r.newPage()
			r.title("Team award sheet", true)
			r.headerRow(tab)
		}
		r.awardRow(tab, lines, aw, h)
	}
}
