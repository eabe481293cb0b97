package pdfout

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Heights of an award-sheet row, in points.
const (
	awardRowH = 34.0 // name, prize and amount, with room to sign
	taxLineH  = 20.0 // each of the address and taxpayer ID lines
)

// awardSheet draws the receipt the TD has each winner sign when paid: one row per winner
// with name, prize, amount, date and a signature line; winners at or above the fund's
// tax_form_at amount also get lines for their address and taxpayer ID. The total comes
// last.
func (r *renderer) awardSheet() {
	a := r.doc.Prizes
	if len(a.Awards) == 0 && len(a.TeamAwards) > 0 {
		r.teamAwardSheet()
		return
	}
	if len(a.Awards) == 0 {
		r.title("Award sheet", false)
		r.paragraph("No prize was awarded.", false, bodySize, black)
		return
	}
	cashFund := r.hasCash()
	intro := "Each winner signs when paid."
	if !cashFund {
		intro = "Each winner signs on receiving the award."
	}
	if a.Fund.TaxFormAt > 0 && cashFund {
		intro += fmt.Sprintf(" Winners of %s or more also write their address and taxpayer ID (SSN or EIN) for the organizer's tax reporting.", r.money(a.Fund.TaxFormAt))
	}
	if !r.signing() {
		intro = "Provisional (" + r.progress().String() + "): nothing is signed or paid before the last round is complete; the sheet then has a signature line for each winner."
	}
	date := paidDate(r.doc.T)
	tab := &table{title: "Award sheet", size: bodySize}
	tab.cols = []column{
		{title: "Name", align: 'L', flex: true, min: 90, max: 170},
		{title: "Prize", align: 'L', wrap: true, min: 90, max: 150},
		{title: "Amount", align: 'R'},
		{title: "Date", align: 'L', min: 64}, // room to write a date in
		{title: "Signature", align: 'L', flex: true, min: 130},
	}
	var total prizes.Money
	cash := 0
	for _, aw := range a.Awards {
		prize := prizeText(aw.Label, aw.Trophies)
		amount := ""
		if aw.Amount != 0 || aw.Label != "" {
			amount = r.money(aw.Amount)
			total += aw.Amount
			cash++
		}
		tab.rows = append(tab.rows, row{cells: []string{r.playerName(aw.Player), prize, amount, date, "          "}})
	}
	r.unsigned(tab)
	if !cashFund {
		tab.dropColumn(2)
	}
	r.layout(tab)

	r.title("Award sheet", false)
	r.paragraph(intro, false, bodySize, black)
	r.y += 6
	r.headerRow(tab)
	for i, rw := range tab.rows {
		aw := a.Awards[i]
		lines := r.cellLines(tab, rw)
		h := r.awardRowHeight(tab, lines, aw)
		if r.y+h > r.bottom {
			r.newPage()
			r.title("Award sheet", true)
			r.headerRow(tab)
		}
		r.awardRow(tab, lines, aw, h)
	}
	// The total, kept with the last row's page when it fits.
	if r.y+awardRowH > r.bottom {
		r.newPage()
		r.title("Award sheet", true)
	}
	r.hline(r.left, r.right, r.y+2, 0.8, black)
	label := "Total: " + exporters.Count(cash, "cash award")
	if n := len(a.Awards) - cash; n > 0 {
		label += fmt.Sprintf(", %d trophy only", n)
	}
	if !cashFund {
		label = "Total: " + exporters.Count(len(a.Awards), "winner")
	}
	x := r.left
	w0 := tab.cols[0].width + tab.cols[1].width
	r.text(x+cellPad, r.y+5, w0-2*cellPad, tab.lineH(), r.fit(label, w0-2*cellPad, true, tab.size), 'L', true, tab.size)
	if cashFund {
		r.text(x+w0+cellPad, r.y+5, tab.cols[2].width-2*cellPad, tab.lineH(), r.money(total), 'R', true, tab.size)
	}
	r.y += awardRowH
	r.teamAwardSheet()
}

// signing reports whether award sheets have winners sign: only once the event is final.
func (r *renderer) signing() bool { return r.progress().Final }

// unsigned drops the date and signature columns (the last two) of an award sheet while
// the event is not final, before any other column is dropped.
func (r *renderer) unsigned(t *table) {
	if !r.signing() {
		t.dropColumn(len(t.cols) - 1)
		t.dropColumn(len(t.cols) - 1)
	}
}

// awardRowHeight returns the height of an award-sheet row: room to sign and the tax
// lines when needed, or only the text while the event is not final.
func (r *renderer) awardRowHeight(t *table, lines [][]string, aw prizes.Award) float64 {
	if !r.signing() {
		n := 1
		for _, l := range lines {
			n = max(n, len(l))
		}
		return float64(n)*t.lineH() + 8
	}
	h := max(awardRowH, float64(len(lines[1]))*t.lineH()+14)
	if aw.TaxForm {
		h += 2 * taxLineH
	}
	return h
}

// awardRow draws one winner: name, prize, amount and date on the first line, signature
// and date lines at the bottom of the main part, then the tax lines when needed. While
// the event is not final the row holds only its text.
func (r *renderer) awardRow(t *table, lines [][]string, aw prizes.Award, h float64) {
	r.hline(r.left, r.right, r.y, 0.4, rule)
	x := r.left
	top := r.y + 3
	r.grey(black)
	if !r.signing() {
		for i, c := range t.cols {
			for k, s := range lines[i] {
				r.text(x+cellPad, top+float64(k)*t.lineH(), c.width-2*cellPad, t.lineH(), s, c.align, false, t.size)
			}
			x += c.width
		}
		r.y += h
		return
	}
	last := len(t.cols) - 1 // Signature; Date before it
	for i, c := range t.cols[:last] {
		for k, s := range lines[i] {
			r.text(x+cellPad, top+float64(k)*t.lineH(), c.width-2*cellPad, t.lineH(), s, c.align, false, t.size)
		}
		x += c.width
	}
	main := h
	if aw.TaxForm {
		main -= 2 * taxLineH
	}
	sig := t.cols[last]
	lineY := r.y + main - 5
	r.hline(x+cellPad, x+sig.width-cellPad, lineY, 0.5, black)
	if date := t.cols[last-1]; strings.TrimSpace(lines[last-1][0]) == "" {
		dx := x - date.width
		r.hline(dx+cellPad, dx+date.width-cellPad, lineY, 0.5, black)
	}
	if aw.TaxForm {
		y := r.y + main
		indent := r.left + cellPad + 10
		for _, label := range []string{"Address", "Taxpayer ID (SSN or EIN)"} {
			r.grey(grey)
			lw := r.width(label, false, t.size-0.5)
			r.text(indent, y+taxLineH-14, lw, t.lineH(), label, 'L', false, t.size-0.5)
			r.grey(black)
			r.hline(indent+lw+6, r.right-cellPad, y+taxLineH-5, 0.5, black)
			y += taxLineH
		}
	}
	r.y += h
}

// paidDate is the date printed on the award sheet: the last day of the event as
// "May 26, 2025" (see [exporters.DateRange]), or "" (a line to write on) when the file
// gives no full date.
func paidDate(t *engine.Tournament) string {
	day := t.EndDate
	if engine.ParseDate(day).Day == 0 {
		day = t.StartDate
	}
	if d := engine.ParseDate(day); d.Day == 0 || d.Month == 0 {
		return ""
	}
	return exporters.DateRange(day, "")
}
