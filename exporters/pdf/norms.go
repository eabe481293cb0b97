package pdfout

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WriteNormCertificates writes one page per title norm achieved in rep (ratings --norms
// --format pdf), laid out like FIDE's title norm certificate, form IT1: the event (name,
// dates, place, federation, chief arbiter), the player (name, FIDE ID, federation, title
// held, the title of the norm), each game that counts with the opponent's title,
// federation, FIDE ID, rating and the result, the average rating of the opponents, the
// score required and the score achieved, the articles of the FIDE Title Regulations
// (B.01 1.42-1.48) it satisfies with the numbers, and lines for the chief arbiter's
// signature. A norm of an event that is not complete is marked provisional on its
// page. Norm performances that missed get no page; without any norm the file is one page
// that says so. The same report and opts.GeneratedAt give byte-identical files.
func WriteNormCertificates(w io.Writer, rep *exporters.RatingReport, opts exporters.Options) error {
	if rep == nil || rep.T == nil {
		return errors.New("no norm screen to write")
	}
	var achieved []*exporters.NormRow
	for i := range rep.Norms {
		n := &rep.Norms[i]
		if !n.Achieved {
			continue
		}
		if n.Cert == nil {
			return fmt.Errorf("player #%d's %s norm: the games do not add up to the screen's numbers; no certificate was written", rep.T.Players[n.Player].ID, n.Title)
		}
		achieved = append(achieved, n)
	}
	fonts, err := fontsFor(opts)
	if err != nil {
		return err
	}
	doc := &exporters.Document{T: rep.T, Opts: opts}
	if opts.Warn != nil {
		for _, msg := range glyphWarnings(doc, fonts) {
			opts.Warn(msg)
		}
	}
	t := rep.T
	r, err := newPageRenderer(opts, fonts, title(t)+": title norm certificates", false)
	if err != nil {
		return err
	}
	status := normStatus(rep)
	r.heading = &heading{title: title(t), line: "FIDE title norm certificates (form IT1) \u00b7 " + status,
		rules: "FIDE Title Regulations (B.01), articles 1.42-1.48"}
	r.kind = "Norm certificate"
	if provisional(rep) {
		r.kind = "PROVISIONAL norm certificate"
	}
	if len(achieved) == 0 {
		r.kind = "Norm screen"
		r.newPage()
		r.title("No title norm achieved", false)
		r.paragraph(fmt.Sprintf("No player achieved a GM, IM, WGM or WIM norm in this event (%s; %s screened), so there is no certificate to print. The norm screen of tiebreak's FIDE rating estimates lists the norm performances that missed and why.",
			status, exporters.Count(rep.NormsScreened, "title check")), false, bodySize+0.5, black)
		return r.output(w)
	}
	for _, n := range achieved {
		r.newPage()
		r.normCertificate(rep, n)
	}
	return r.output(w)
}

// provisional reports whether the event of rep has rounds without results: its norms
// are provisional until the event is complete.
func provisional(rep *exporters.RatingReport) bool {
	return rep.T.RoundsPlayed() < rep.T.Rounds
}

// normStatus says where the event stands, as every rating output does: "final, after 9
// rounds" or "PROVISIONAL: after round 7 of 9 (in progress)", with the unverified mark
// of an event ranked with --force.
func normStatus(rep *exporters.RatingReport) string {
	s := "final, " + exporters.RatingsStatus(rep.T)
	if provisional(rep) {
		s = "PROVISIONAL: " + exporters.RatingsStatus(rep.T)
	}
	if u := exporters.Unverified(rep.T); u != "" {
		s += " \u00b7 " + strings.ToUpper(u)
	}
	return s
}

// normTitleNames are the titles as the certificate names them.
var normTitleNames = map[string]string{"GM": "Grandmaster (GM)", "IM": "International Master (IM)",
	"WGM": "Woman Grandmaster (WGM)", "WIM": "Woman International Master (WIM)"}

// normCertificate draws the certificate of norm n on the current page.
func (r *renderer) normCertificate(rep *exporters.RatingReport, n *exporters.NormRow) {
	t := rep.T
	p := &t.Players[n.Player]
	c := n.Cert
	w := r.right - r.left
	r.text(r.left, r.y, w, 18, fmt.Sprintf("%s norm: %s", n.Title, p.Name), 'L', true, 15)
	r.y += 24
	if provisional(rep) {
		r.paragraph(fmt.Sprintf("PROVISIONAL: the event is %s. This norm stands only if the event's final results still give it; print the certificate again when the event is complete.",
			exporters.RatingsStatus(t)), true, bodySize+0.5, black)
		r.y += 4
	}
	dash := func(s string) string {
		if s = strings.TrimSpace(s); s == "" {
			return "\u2014 (not in the file)"
		}
		return s
	}
	event := [][2]string{
		{"Event", dash(t.Name)},
		{"Dates", dash(exporters.DateRange(t.StartDate, t.EndDate))},
		{"Place", dash(t.City)},
		{"Federation", dash(t.Federation)},
		{"Chief arbiter", dash(t.ChiefArbiter)},
		{"Rounds", strconv.Itoa(t.Rounds)},
		{"Time control", dash(t.TimeControl)},
	}
	player := [][2]string{
		{"Player", dash(p.Name)},
		{"FIDE ID", dash(p.FIDEID)},
		{"Federation", dash(p.Federation)},
		{"Title held", orNone(exporters.TitleText(p.Title))},
		{"Birth date", dash(p.Birth)},
		{"Norm", normTitleNames[n.Title]},
	}
	top := r.y
	r.facts("Event", event, r.left, w/2-10)
	left := r.y
	r.y = top
	r.facts("Player", player, r.left+w/2+10, w/2-10)
	r.y = max(r.y, left) + 8

	withID := false
	for _, o := range c.Opponents {
		withID = withID || strings.TrimSpace(t.Players[o.Player].FIDEID) != ""
	}
	tab := &table{title: "Games counted for the norm", size: bodySize, shade: true}
	tab.cols = []column{{title: "Rd", align: 'R'}, {title: "Opponent", align: 'L', flex: true, min: 120}, {title: "Title", align: 'L'},
		{title: "Fed", align: 'L'}, {title: "FIDE ID", align: 'R'}, {title: "Rating", align: 'R'}, {title: "Result", align: 'C'}}
	var notes []string
	sum := 0
	for _, o := range c.Opponents {
		op := &t.Players[o.Player]
		rating := strconv.Itoa(o.Rating)
		switch {
		case op.Rating <= 0 && o.Rating != c.UnratedAt:
			rating += "*"
			notes = append(notes, fmt.Sprintf("%s is unrated, counted at %d and raised to the %d rating floor (1.46).", op.Name, c.UnratedAt, o.Rating))
		case op.Rating <= 0:
			rating += "*"
			notes = append(notes, fmt.Sprintf("%s is unrated and counts at %d (1.46).", op.Name, c.UnratedAt))
		case o.Rating != op.Rating:
			rating += "*"
			notes = append(notes, fmt.Sprintf("%s's %d is raised to the %d rating floor (1.46).", op.Name, op.Rating, o.Rating))
		}
		sum += o.Rating
		tab.rows = append(tab.rows, row{cells: []string{strconv.Itoa(o.Round), op.Name, exporters.TitleText(op.Title), op.Federation, op.FIDEID, rating, resultText(o.Points)}})
	}
	if !withID {
		tab.dropColumn(4)
	}
	r.draw(tab)
	for _, s := range notes {
		r.paragraph("* "+s, false, bodySize-1, grey)
	}
	r.y += 6

	totals := [][2]string{
		{"Number of games", strconv.Itoa(c.Games)},
		{"Sum of the opponents' ratings", strconv.Itoa(sum)},
		{"Average rating of the opponents (Ra)", fmt.Sprintf("%d (at least %d)", c.Ra, c.MinRa)},
		{"Score required", fmt.Sprintf("%s of %d (performance at least %d)", c.Required, c.Games, c.MinRp)},
		{"Score achieved", fmt.Sprintf("%s of %d (performance %d = Ra + dp)", c.Points, c.Games, c.Performance)},
	}
	r.facts("Result", totals, r.left, w)
	r.y += 6

	sought := map[string]string{"GM": "GM", "IM": "IM or GM", "WGM": "WGM, IM or GM", "WIM": "WIM, WGM, IM or GM"}[n.Title]
	unrated := fmt.Sprintf("%d of %d opponents unrated (at most a fifth), counted at %d", c.Unrated, c.Games, c.UnratedAt)
	if c.Raised != 0 {
		unrated += fmt.Sprintf("; no. %d's %d raised to the %d floor", c.Raised, c.RaisedFrom, c.Floor)
	} else {
		unrated += fmt.Sprintf("; no opponent below the %d floor", c.Floor)
	}
	articles := [][2]string{
		{"1.42", fmt.Sprintf("%d games played over the board (at least 9)", c.Games)},
		{"1.43", fmt.Sprintf("%d federations besides the player's (at least 2); %d of %d opponents from the player's (at most 3/5); %d of %d from one federation (at most 2/3)",
			c.Federations, c.OwnFed, c.Games, c.MostOneFed, c.Games)},
		{"1.44", fmt.Sprintf("%d of %d opponents hold GM, IM, FM, WGM, WIM or WFM (at least half)", c.TitleHolders, c.Games)},
		{"1.45", fmt.Sprintf("%d of %d opponents hold %s (at least a third, and at least 3)", c.Sought, c.Games, sought)},
		{"1.46", unrated},
		{"1.47", fmt.Sprintf("average rating of the opponents %d (at least %d)", c.Ra, c.MinRa)},
		{"1.48", fmt.Sprintf("performance %d (at least %d)", c.Performance, c.MinRp)},
	}
	r.facts("Requirements met (FIDE Title Regulations B.01)", articles, r.left, w)
	r.y += 6
	r.paragraph("Prepared by tiebreak from the event file. It cannot see the event's registration with FIDE, titles awarded since the start, the exemptions of 1.43 or the bye rules of 1.42: the norm is certified when the chief arbiter has checked it and signed FIDE's form IT1.",
		false, bodySize-1, grey)
	r.signatures()
}

// resultText prints a game's points as a certificate does: 1, ½, 0.
func resultText(points engine.Score) string {
	if points == engine.Half {
		return "\u00bd"
	}
	return points.String()
}

// facts draws a heading and label-value lines in the box [x, x+w], the values wrapped.
func (r *renderer) facts(head string, lines [][2]string, x, w float64) {
	size := bodySize
	lh := size * linePitch
	r.grey(black)
	r.text(x, r.y, w, 13, head, 'L', true, 10)
	r.y += 15
	r.hline(x, x+w, r.y-2, 0.4, rule)
	labelW := 0.0
	for _, l := range lines {
		labelW = max(labelW, r.width(l[0], false, size))
	}
	labelW = min(labelW+8, w*0.45)
	for _, l := range lines {
		values := r.wrapText(l[1], w-labelW, false, size)
		if r.y+lh*float64(len(values)) > r.bottom {
			r.newPage()
		}
		r.grey(grey)
		r.text(x, r.y, labelW, lh, r.fit(l[0], labelW-4, false, size), 'L', false, size)
		r.grey(black)
		for _, v := range values {
			r.text(x+labelW, r.y, w-labelW, lh, v, 'L', false, size)
			r.y += lh
		}
	}
}

// signatures draws the lines for the chief arbiter's name, signature and date.
func (r *renderer) signatures() {
	need := 40.0
	if r.y+need > r.bottom {
		r.newPage()
	}
	r.y += 22
	w := (r.right - r.left - 40) / 3
	for i, label := range []string{"Chief arbiter (name)", "Signature", "Date"} {
		x := r.left + float64(i)*(w+20)
		r.hline(x, x+w, r.y, 0.5, black)
		r.grey(grey)
		r.text(x, r.y+2, w, bodySize*linePitch, label, 'L', false, bodySize-1)
	}
	r.grey(black)
	r.y += 16
}

// orNone returns s, or "none" when it is empty: an empty title is no title.
func orNone(s string) string {
	if strings.TrimSpace(s) == "" {
		return "none"
	}
	return s
}
