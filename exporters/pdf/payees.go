package pdfout

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WritePayees writes the season's ledger of cash prizes for the treasurer: per person
// (in name order, matched across events as the leaderboard matches players), each event
// they were paid in with the award and amount, their total and, when the total reaches
// taxFormAt, lines to fill in with their address and taxpayer ID for the tax form. The
// people joined to a payment by name only are listed last, to check before any form is
// filed. currency is the funds' currency ("" for USD).
func WritePayees(w io.Writer, lb *season.Leaderboard, payees []season.Payee, taxFormAt prizes.Money, currency string, opts exporters.Options) error {
	if lb == nil {
		return errors.New("the payees PDF needs the season leaderboard")
	}
	fonts, err := fontsFor(opts)
	if err != nil {
		return err
	}
	r, err := newPageRenderer(opts, fonts, "Prize payments", false)
	if err != nil {
		return err
	}
	var total prizes.Money
	forms := 0
	for _, p := range payees {
		total += p.Total
		if p.TaxForm {
			forms++
		}
	}
	taxLine := "no fund of the season sets tax_form_at: no tax form is flagged"
	if taxFormAt > 0 {
		taxLine = fmt.Sprintf("tax form from %s in the season (tax_form_at): %s", taxFormAt.Format(currency), exporters.Count(forms, "form"))
	}
	people := fmt.Sprintf("%d people", len(payees))
	if len(payees) == 1 {
		people = "1 person"
	}
	r.heading = &heading{title: "Prize payments",
		line:  fmt.Sprintf("%s \u00b7 %s paid \u00b7 %s in all", exporters.Count(len(lb.Events), "event"), people, total.Format(currency)),
		rules: taxLine}
	r.kind = "Payees"
	r.newPage()
	tab := &table{title: "Cash prizes by person", size: bodySize}
	tab.cols = []column{{title: "Person / event", align: 'L', flex: true, min: 200}, {title: "Award", align: 'L', flex: true, min: 100, max: 180}, {title: "Amount", align: 'R'}}
	for g, p := range payees {
		who := p.Name
		var ids []string
		if p.USChessID != "" {
			ids = append(ids, "US Chess "+p.USChessID)
		}
		if p.FIDEID != "" {
			ids = append(ids, "FIDE "+p.FIDEID)
		}
		if len(ids) > 0 {
			who += " (" + strings.Join(ids, ", ") + ")"
		}
		if p.ByName {
			who += " \u2014 matched by name: check"
		}
		tab.rows = append(tab.rows, row{cells: []string{who, "", ""}, bold: true, group: g + 1, ruled: g > 0})
		for _, pm := range p.Payments {
			event := lb.Events[pm.Event].Name // the event's own name reads better than its folder
			if event == "" {
				event = lb.Events[pm.Event].Label
			}
			tab.rows = append(tab.rows, row{cells: []string{"    " + event, pm.Award, pm.Amount.Format(currency)}, group: g + 1})
		}
		tab.rows = append(tab.rows, row{cells: []string{"    Total", "", p.Total.Format(currency)}, bold: true, group: g + 1})
		if p.TaxForm {
			// Room to write by hand what the form needs.
			tab.rows = append(tab.rows,
				row{cells: []string{"    Tax form due. Address: ____________________", "Taxpayer ID: __________________", ""}, group: g + 1},
				row{cells: []string{"    _____________________________________", "Form sent on: _________________", ""}, group: g + 1})
		}
	}
	r.draw(tab)
	var review []string
	for _, p := range payees {
		if p.ByName {
			review = append(review, p.Name)
		}
	}
	if len(review) > 0 {
		r.sectionBreak()
		r.paragraph("Matched by name only (no US Chess or FIDE ID joins the payments): check that each is one person before a form is filed: "+
			strings.Join(review, "; ")+".", false, bodySize, black)
	}
	return r.output(w)
}
