package pdfout

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WriteEventPrizes writes the prize report of an event whose sections are paid from one
// fund (fund key sections:): a first page for the whole event (the entries counted, the
// based-on arithmetic, what each section was paid, the totals), then each section's
// prize list as the section's own prize report prints it, under that section's page
// header. names[k] names the section of docs[k]; every doc carries its allocation.
// Standings and award sheets stay in the sections' own reports.
func WriteEventPrizes(w io.Writer, sum prizes.EventSummary, names []string, docs []*exporters.Document, opts exporters.Options) error {
	lead := -1 // the first section paid: its fund's settings head the report
	for k, doc := range docs {
		if doc.Prizes != nil && lead < 0 {
			lead = k
		}
	}
	if lead < 0 {
		return errors.New("the event prize report needs the sections' prize allocations")
	}
	fonts, err := fontsFor(opts)
	if err != nil {
		return err
	}
	first := docs[0]
	eventTitle := title(first.T)
	for _, sep := range []string{" - ", " \u2013 ", ": ", ", "} {
		if s, ok := strings.CutSuffix(eventTitle, sep+names[0]); ok && strings.TrimSpace(s) != "" {
			eventTitle = s
			break
		}
	}
	r, err := newPageRenderer(opts, fonts, eventTitle, false)
	if err != nil {
		return err
	}
	f := docs[lead].Prizes.Fund
	fundName := strings.TrimSpace(f.Name)
	if i := strings.LastIndex(fundName, ", "+names[lead]); i >= 0 {
		fundName = fundName[:i]
	}
	line := []string{}
	if d := exporters.DateRange(first.T.StartDate, first.T.EndDate); d != "" {
		line = append(line, d)
	}
	paid := 0
	for _, doc := range docs {
		if doc.Prizes != nil {
			paid++
		}
	}
	if paid == len(docs) {
		line = append(line, exporters.Count(len(docs), "section")+" paid from one prize fund")
	} else {
		line = append(line, fmt.Sprintf("%s, %d paid from one prize fund", exporters.Count(len(docs), "section"), paid))
	}
	rules := "US Chess rule 32 in every section"
	if fundName != "" {
		rules = "Prize fund: " + fundName + " \u00b7 " + rules
	}
	event := &heading{title: eventTitle, line: strings.Join(line, " \u00b7 "), rules: rules}
	r.heading = event
	r.sections = docs
	r.kind = "Prize report"
	r.doc = docs[lead]
	r.newPage()
	r.eventSummary(sum, names, docs)
	for k, doc := range docs {
		if doc.Prizes == nil {
			continue
		}
		r.heading = nil
		r.doc = doc
		if doc.Opts.Section == "" {
			r.doc = &exporters.Document{T: doc.T, Standings: doc.Standings, Prizes: doc.Prizes, Opts: doc.Opts}
			r.doc.Opts.Section = names[k]
		}
		r.newPage()
		r.paragraph("Section: "+names[k], true, titleSize-2, black)
		r.y += 4
		r.prizeList()
	}
	r.heading = event // the footers name the event on every page
	return r.output(w)
}

// eventSummary draws the whole event's totals and one line per section.
func (r *renderer) eventSummary(sum prizes.EventSummary, names []string, docs []*exporters.Document) {
	count := "every entry counts, a re-entry or a player in two sections once per entry (count: entries)"
	if sum.Count == prizes.CountPlayers {
		count = "each player counts once, whatever their entries (count: players)"
	}
	tab := &table{title: "Whole event", size: bodySize}
	tab.cols = []column{{title: "", align: 'L', flex: true, max: 330}, {title: "Amount", align: 'R'}}
	tab.rows = append(tab.rows, row{cells: []string{"Prize fund as announced, all sections", r.money(sum.Announced)}})
	if red := sum.Reduction; red != nil {
		how := reductionText(red, fmt.Sprintf("Based on %d entries, %d received over all sections: %s paid", red.BasedOn, red.Actual, percent(red.Percent)))
		tab.rows = append(tab.rows, row{cells: []string{how, r.money(sum.Total)}})
	} else {
		tab.rows = append(tab.rows, row{cells: []string{fmt.Sprintf("Prize fund paid in full (%d entries over all sections)", sum.Entries), r.money(sum.Total)}})
	}
	tab.rows = append(tab.rows, row{cells: []string{"Paid", r.money(sum.Paid)}})
	tab.rows = append(tab.rows, row{cells: []string{"Not paid", r.money(sum.Unpaid)}, bold: true, ruled: true})
	r.draw(tab)
	r.paragraph("Entries: "+count+".", false, bodySize-1, grey)
	for _, name := range sum.Unmatched {
		r.paragraph("Note: the fund's section "+quote(name)+" matched no section of the event and was not paid.", false, bodySize-1, grey)
	}
	r.sectionBreak()
	sec := &table{title: "Sections", size: bodySize, shade: true}
	sec.cols = []column{{title: "Section", align: 'L', flex: true}, {title: "Players", align: 'R'},
		{title: "Announced", align: 'R'}, {title: "Prize fund", align: 'R'}, {title: "Paid", align: 'R'}, {title: "Not paid", align: 'R'}}
	for k, doc := range docs {
		a := doc.Prizes
		if a == nil {
			sec.rows = append(sec.rows, row{cells: []string{names[k], fmt.Sprint(len(doc.T.Players)), "", "", "", ""},
				note: "no prizes in the fund for this section"})
			continue
		}
		sec.rows = append(sec.rows, row{cells: []string{names[k], fmt.Sprint(len(doc.T.Players)), r.money(a.Announced),
			r.money(a.Total), r.money(a.Paid), r.money(a.Unpaid)}})
	}
	r.draw(sec)
}
