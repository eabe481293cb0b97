package textout

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// PrizeList is the prize list a director reads out or posts: who gets what, why each
// tie was split the way it was (with rule numbers), every prize of the fund with its
// fate, and notes.
type PrizeList struct{}

// NewPrizeList returns the text prize-list writer.
func NewPrizeList() PrizeList { return PrizeList{} }

// Name returns "text".
func (PrizeList) Name() string { return "text" }

// Extensions returns ".txt".
func (PrizeList) Extensions() []string { return []string{".txt"} }

// Description describes the output.
func (PrizeList) Description() string {
	return "prize list for the terminal: awards, the reason for each split, every prize"
}

// Export writes doc.Prizes: the heading, the awards, why each tie was split, the team
// prizes, every prize of the fund with its fate and the notes.
func (PrizeList) Export(_ context.Context, w io.Writer, doc *exporters.Document) error {
	a := doc.Prizes
	if a == nil || a.Standings == nil {
		return errors.New("no prize allocation to write")
	}
	var b strings.Builder
	writePrizeTitle(&b, doc)
	writePrizeRules(&b, a)
	writeFundLines(&b, a)
	b.WriteString("\n")
	if err := writeAwards(&b, doc); err != nil {
		return err
	}
	var reasons []string
	for _, p := range a.Pools {
		reasons = append(reasons, p.Reason)
	}
	writeWrappedList(&b, "Why", reasons)
	if err := writeTeamPrizes(&b, a); err != nil {
		return err
	}
	b.WriteString("\nPrize by prize:\n")
	prows := [][]string{}
	for i := range a.Prizes {
		pz := &a.Fund.Prizes[i]
		cash := ""
		if pz.Cash > 0 {
			cash = a.Prizes[i].Cash.String()
		}
		prows = append(prows, []string{"  " + pz.Label, cash, prizeFate(doc, i)})
	}
	if err := writeTableTo(&b, prows, map[int]bool{0: true, 2: true}); err != nil {
		return err
	}
	writeWrappedList(&b, "Notes", a.Notes)
	_, err := io.WriteString(w, b.String())
	return err
}

// writePrizeTitle writes the title line and where the event stands. The event (for one
// section of several, "Event - Section") titles the list, as it titles the PDF; a fund
// named otherwise, such as a template, is named after it.
func writePrizeTitle(b *strings.Builder, doc *exporters.Document) {
	title := strings.TrimSpace(doc.T.Name)
	fundName := strings.TrimSpace(doc.Prizes.Fund.Name)
	switch {
	case title == "" && fundName == "":
		title = "Prizes"
	case title == "":
		title = fundName
	}
	fmt.Fprintf(b, "%s: prize list", title)
	if fundName != "" && fundName != title {
		fmt.Fprintf(b, " (fund: %s)", fundName)
	}
	fmt.Fprintf(b, "\n%s\n", exporters.Progress(doc))
	if banner := exporters.Provisional(exporters.Progress(doc)); banner != "" {
		fmt.Fprintf(b, "%s: the prizes may change until every round has been played.\n", banner)
	}
}

// writePrizeRules writes how ties are split (with the tiebreaks) and which ratings and
// players the class prizes use.
func writePrizeRules(b *strings.Builder, a *prizes.Allocation) {
	f := a.Fund
	var codes []string
	for _, tb := range a.Standings.Tiebreaks {
		codes = append(codes, tb.Code())
	}
	tbText := "points only"
	if len(codes) > 0 {
		tbText = strings.Join(codes, ", ")
	}
	onePer := "one per player"
	if f.Trophies.Multiple {
		onePer = "a player may take several"
	}
	switch {
	case a.Announced == 0:
		fmt.Fprintf(b, "Trophies only: by tiebreaks %s, %s\n", tbText, onePer)
	case f.Split == prizes.SplitHort:
		fmt.Fprintf(b, "Ties: Hort system (half equal, half by tiebreak order); tiebreaks %s\n", tbText)
	case f.Split == prizes.SplitTiebreak:
		fmt.Fprintf(b, "Ties: no split, prizes by tiebreak order (%s)\n", tbText)
	default:
		fmt.Fprintf(b, "Ties: cash shared (US Chess 32B2, 32B3); trophies by tiebreaks %s\n", tbText)
	}
	ratings := "US Chess"
	if a.RatingSource == prizes.RatingFIDE {
		ratings = "FIDE"
	}
	limit := ""
	if f.UnratedMax > 0 {
		limit = ", at most " + f.UnratedMax.Format(f.Currency) + " each (unrated_max)"
	}
	fmt.Fprintf(b, "Classes by %s ratings; unrated players win %s%s\n", ratings, map[prizes.UnratedPolicy]string{
		prizes.UnratedPlace: "place and unrated prizes only (28D)", prizes.UnratedAll: "any prize (unrated: all)"}[f.Unrated], limit)
}

// writeFundLines writes the fund (with its reduction when based on entries) and what is
// paid; a trophies-only fund has no such lines.
func writeFundLines(b *strings.Builder, a *prizes.Allocation) {
	cur := a.Fund.Currency
	if r := a.Reduction; r != nil {
		how := "in proportion"
		switch {
		case r.Guaranteed:
			how = "the announced guarantee"
		case r.Floor:
			how = "the 50% floor"
		case r.Small:
			how = "in proportion ($500 or less)"
		}
		if r.Full > 0 {
			how += "; " + exporters.CountOf(r.Full, "guaranteed prize") + " in full"
		}
		fmt.Fprintf(b, "Fund: %s based on %d entries, %d received: paid at %s (%s) = %s\n",
			a.Announced.Format(cur), r.BasedOn, r.Actual, pct(r.Percent), how, a.Total.Format(cur))
	} else if a.Announced > 0 {
		fmt.Fprintf(b, "Fund: %s\n", a.Total.Format(cur))
	}
	if a.Announced > 0 {
		fmt.Fprintf(b, "Paid: %s   Not paid: %s\n", a.Paid.Format(cur), a.Unpaid.Format(cur))
	}
}

// writeAwards writes the table of awards, player by player (without the amount column
// when the fund has trophies only), and the tax-form note.
func writeAwards(b *strings.Builder, doc *exporters.Document) error {
	a, f := doc.Prizes, doc.Prizes.Fund
	rows := [][]string{{"Place", "No.", "Name", "Rtg", "Pts", "Amount", "Award", "Trophy"}}
	taxForms := 0
	for k := range a.Awards {
		aw := &a.Awards[k]
		p := &doc.T.Players[aw.Player]
		amount := ""
		if aw.Amount > 0 {
			amount = aw.Amount.String()
			if aw.TaxForm {
				amount += "*"
				taxForms++
			} else if f.TaxFormAt > 0 {
				amount += " "
			}
		}
		rows = append(rows, []string{aw.PlaceLabel(), strconv.Itoa(int(p.ID)), p.Name, ratingText(a.Rating(aw.Player)),
			a.Standings.Rows[aw.Row].Points.String(), amount, a.AwardName(aw), aw.TrophyNames()})
	}
	if len(a.Awards) == 0 {
		b.WriteString("Nobody receives a prize.\n")
	} else {
		left := map[int]bool{0: true, 2: true, 6: true, 7: true}
		if a.Announced == 0 { // trophies only: no Amount column
			for k := range rows {
				rows[k] = append(rows[k][:5:5], rows[k][6:]...)
			}
			left = map[int]bool{0: true, 2: true, 5: true, 6: true}
		}
		if err := writeTableTo(b, rows, left); err != nil {
			return err
		}
	}
	if taxForms > 0 {
		fmt.Fprintf(b, "* %s or more: the winner fills in a tax form (tax_form_at)\n", f.TaxFormAt.Format(f.Currency))
	}
	return nil
}

// prizeFate says what became of prize i of the fund: its cash (to whom, pooled, or not
// awarded and why) and its trophy.
func prizeFate(doc *exporters.Document, i int) string {
	a := doc.Prizes
	r, pz := &a.Prizes[i], &a.Fund.Prizes[i]
	var what []string
	switch {
	case pz.Team:
		what = append(what, a.TeamPrizeFate(i))
	case pz.Cash > 0 && r.Unawarded:
		what = append(what, "not awarded: "+r.Reason)
	case pz.Cash > 0 && r.Pool >= 0 && len(r.Winners) != 1:
		p := &a.Pools[r.Pool]
		places := strconv.Itoa(p.Place)
		if p.PlaceTo > p.Place {
			places += "-" + strconv.Itoa(p.PlaceTo)
		}
		what = append(what, fmt.Sprintf("pooled, shared by %d (places %s)", len(r.Winners), places))
	case pz.Cash > 0:
		what = append(what, "to "+nameNo(doc, r.Winners[0]))
	}
	if pz.Trophy != "" && !pz.Team {
		switch {
		case r.TrophyTo >= 0:
			what = append(what, fmt.Sprintf("trophy %q to %s", pz.Trophy, nameNo(doc, r.TrophyTo)))
		case pz.Cash == 0:
			what = append(what, fmt.Sprintf("trophy %q not awarded: %s", pz.Trophy, r.Reason))
		default:
			what = append(what, fmt.Sprintf("trophy %q: %s", pz.Trophy, strings.TrimPrefix(r.Reason, "trophy not given: ")))
		}
	}
	return strings.Join(what, "; ")
}

// writeWrappedList writes a heading and each item wrapped to 80 columns, or nothing when
// there are no items.
func writeWrappedList(b *strings.Builder, heading string, items []string) {
	if len(items) == 0 {
		return
	}
	fmt.Fprintf(b, "\n%s:\n", heading)
	for _, item := range items {
		wrap(b, item, "  ", "    ")
	}
}

func nameNo(doc *exporters.Document, x int) string {
	p := &doc.T.Players[x]
	return fmt.Sprintf("%s (%d)", p.Name, p.ID)
}

func pct(p int) string {
	if p%100 == 0 {
		return fmt.Sprintf("%d%%", p/100)
	}
	return fmt.Sprintf("%d.%02d%%", p/100, p%100)
}

// writeTableTo is writeTable into a builder, without trailing spaces.
func writeTableTo(b *strings.Builder, rows [][]string, left map[int]bool) error {
	var tb strings.Builder
	if err := writeTable(&tb, rows, left); err != nil {
		return err
	}
	for _, line := range strings.SplitAfter(tb.String(), "\n") {
		if line != "" {
			b.WriteString(strings.TrimRight(line, " \n") + "\n")
		}
	}
	return nil
}

// wrap writes text in lines of at most 80 columns: the first line indented by first,
// the others by rest.
func wrap(b *strings.Builder, text, first, rest string) {
	line := first
	n := len([]rune(line))
	fresh := true
	for _, word := range strings.Fields(text) {
		wl := len([]rune(word))
		if !fresh && n+1+wl > 80 {
			b.WriteString(line + "\n")
			line, n, fresh = rest, len([]rune(rest)), true
		}
		if !fresh {
			line += " "
			n++
		}
		line += word
		n += wl
		fresh = false
	}
	b.WriteString(line + "\n")
}
