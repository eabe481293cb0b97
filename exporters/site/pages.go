package site

import (
	"bytes"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"html/template"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
	textout "github.com/tiebreak-chess/tiebreak/exporters/text"
)

// indexData is the content of the index page.
type indexData struct {
	Events []indexEvent
	Season bool // a season leaderboard page exists
	QR     bool // a QR sheet exists
}

// indexEvent is one event of the index with its sections.
type indexEvent struct {
	Name     string
	Sections []indexSection
}

// indexSection is one section of the index.
type indexSection struct {
	Name, Href, Status, Winner string
	Players, Rounds            int
}

func (b *builder) index(sections []Section) *page {
	title := b.opts.Title
	if title == "" {
		title = "Results"
	}
	pg := b.newPage("index.html", title, "index")
	d := &indexData{Season: b.opts.Season != nil, QR: b.opts.BaseURL != ""}
	for i := range sections {
		s := &sections[i]
		ev := s.Event
		if ev == "" {
			ev = eventName(s.Doc.T)
		}
		if n := len(d.Events); n == 0 || d.Events[n-1].Name != ev {
			d.Events = append(d.Events, indexEvent{Name: ev})
		}
		name := s.Name
		if name == "" {
			name = "Standings"
		}
		e := &d.Events[len(d.Events)-1]
		e.Sections = append(e.Sections, indexSection{Name: name, Href: s.Folder + "/index.html",
			Status: Status(s.Doc), Winner: winner(s.Doc), Players: len(s.Doc.T.Players), Rounds: exporters.RoundsRanked(s.Doc)})
	}
	pg.Data = d
	return pg
}

// eventName returns the event's name, or "Tournament" when the file has none.
func eventName(t *engine.Tournament) string {
	if s := strings.TrimSpace(t.Name); s != "" {
		return s
	}
	return "Tournament"
}

// winner returns who placed first, as the standings print it: everyone in first place's
// score group where places are shared by score (US Chess), else everyone still tied
// for first after the tiebreaks; several names end "(shared)".
func winner(doc *exporters.Document) string {
	var names []string
	for _, r := range doc.Standings.Rows {
		first := r.Place == 1
		if r.ByScore {
			first = r.GroupPlace == 1
		}
		if !first {
			break
		}
		names = append(names, doc.T.Players[r.Player].Name)
	}
	if len(names) > 1 {
		return strings.Join(names, "; ") + " (shared)"
	}
	return strings.Join(names, "; ")
}

// standingsData is the content of a section's standings page.
type standingsData struct {
	Codes []codeInfo
	Rows  []standingsRow
	// RowsHTML is Rows as the table's rows, written once by standingsRows.
	RowsHTML template.HTML
	Ratings  bool
	// Rat holds the rating columns (publish --ratings); nil without them.
	Rat        *ratingsData
	Explain    string // how each tie was broken, as --explain writes it
	Unverified string
	Prizes     *prizeData
	Teams      *teamData
}

// codeInfo is a tiebreak column: its code and its definition under the rules.
type codeInfo struct{ Code, Meaning string }

// standingsRow is one player of the standings.
type standingsRow struct {
	Place, No, Name, Href, Rating, Points string
	Values                                []string
	RatingCells                           []string // pre-rating, change, post-rating with --ratings
	Shared                                bool
}

// prizeData is the award list of a section paid from a fund.
type prizeData struct {
	Rows                 []prizeRow
	Total, Paid, Unpaid  string
	Reduction, Announced string
	Notes                []string
	// Provisional is the banner of prizes before the event is final ("PROVISIONAL -
	// after round 3"), else "".
	Provisional string
}

// prizeRow is one player's award.
type prizeRow struct{ Place, Name, Href, Prize, Amount, Trophies string }

// teamData is the team standings of a team event.
type teamData struct {
	Codes  []string
	Rows   []teamRow
	School bool
}

// teamRow is one team's line.
type teamRow struct {
	Place, Name, MP, GP string
	Values              []string
	Members             []link
}

// crossData is the content of a section's crosstable page.
type crossData struct {
	Rounds []int
	Rows   []crossRow
}

// crossRow is one player's line of the crosstable.
type crossRow struct {
	Place, No, Name, Href, Rating, Points string
	Cells                                 []crossCell
}

// crossCell is one round of the crosstable: the US notation ("W12") with a link to the
// opponent's page, and its meaning in words for screen readers.
type crossCell struct{ Letter, Opp, Href, Color, Words string }

// playerData is the content of a player's page.
type playerData struct {
	No, Name, Rating, Place, Points, Federation, Title, Club string
	Games                                                    []gameRow
	// Rat and RatingFacts are the player's rating change (publish --ratings); nil
	// without it.
	Rat         *ratingsData
	RatingFacts []playerRatingFact
}

// gameRow is one round of a player's page.
type gameRow struct {
	Round                            int
	Color, Opponent, Href, OppRating string
	Result, Running                  string
}

// sectionPages returns the standings page, the crosstable and the player pages of s.
func (b *builder) sectionPages(s *Section) []*page {
	doc := s.Doc
	t, st := doc.T, doc.Standings
	heading := eventName(t)
	if s.Name != "" && !strings.Contains(heading, s.Name) {
		heading += " - " + s.Name
	}
	status := Status(doc)
	rules := rulesLine(st)
	ratings := false
	for i := range t.Players {
		if exporters.DisplayRating(&t.Players[i]) != 0 {
			ratings = true
		}
	}
	place := make([]*engine.Row, len(t.Players))
	for i := range st.Rows {
		place[st.Rows[i].Player] = &st.Rows[i]
	}
	playerHref := func(id engine.PlayerID) string { return "players/" + strconv.Itoa(int(id)) + ".html" }
	crumbs := []link{{Href: "index.html", Text: "All events"}}
	nav := []link{{Href: "index.html", Text: "Standings"}, {Href: "crosstable.html", Text: "Crosstable"}}

	sp := b.newPage(joinPath(s.Folder, "index.html"), heading, "standings")
	sp.Title = "Standings - " + heading
	sp.Crumbs, sp.Nav = crumbs, markCurrent(nav, 0)
	sp.Status, sp.Rules = status, rules
	rat := ratingsFor(doc.Ratings)
	sd := &standingsData{Ratings: ratings, Rat: rat, Unverified: exporters.Unverified(t)}
	for _, tb := range st.Tiebreaks {
		sd.Codes = append(sd.Codes, codeInfo{Code: tb.Code(), Meaning: doc.Opts.Definitions[tb.Code()]})
	}
	for _, r := range st.Rows {
		p := &t.Players[r.Player]
		row := standingsRow{Place: r.PlaceLabel(), No: strconv.Itoa(int(p.ID)), Name: p.Name, Href: playerHref(p.ID),
			Rating: ratingText(exporters.DisplayRating(p)), Points: r.Points.String(), Shared: r.PlaceTo > r.Place}
		for k, tb := range st.Tiebreaks {
			v := ""
			if !r.IsBlank(k) {
				v = exporters.FormatValue(tb, r.Values[k])
			}
			row.Values = append(row.Values, v)
		}
		if rat != nil {
			row.RatingCells = rat.cells(r.Player)
		}
		sd.Rows = append(sd.Rows, row)
	}
	sd.RowsHTML = standingsRows(sd.Rows, ratings)
	var ex bytes.Buffer
	if err := textout.WriteExplanation(&ex, st); err == nil {
		// The text's first line is its heading, which the page has as an <h2>.
		text := strings.TrimSpace(ex.String())
		if _, rest, ok := strings.Cut(text, "\n"); ok && strings.HasPrefix(text, "How ties") {
			text = strings.TrimSpace(rest)
		}
		sd.Explain = text
	}
	if a := doc.Prizes; a != nil {
		sd.Prizes = prizesData(t, a, playerHref)
		sd.Prizes.Provisional = exporters.Provisional(exporters.Progress(doc))
	}
	if ts := doc.Teams; ts != nil {
		sd.Teams = teamsData(t, ts, playerHref)
	}
	sp.Data = sd

	cp := b.newPage(joinPath(s.Folder, "crosstable.html"), heading, "crosstable")
	cp.Title = "Crosstable - " + heading
	cp.Crumbs, cp.Nav = crumbs, markCurrent(nav, 1)
	cp.Status, cp.Rules = status, rules
	rounds := exporters.RoundsRanked(doc)
	cd := &crossData{}
	for r := 1; r <= rounds; r++ {
		cd.Rounds = append(cd.Rounds, r)
	}
	for _, r := range st.Rows {
		p := &t.Players[r.Player]
		row := crossRow{Place: r.PlaceLabel(), No: strconv.Itoa(int(p.ID)), Name: p.Name, Href: playerHref(p.ID),
			Rating: ratingText(exporters.DisplayRating(p)), Points: r.Points.String()}
		for k := 0; k < rounds && k < len(p.Rounds); k++ {
			row.Cells = append(row.Cells, cell(t, p.Rounds[k], playerHref))
		}
		cd.Rows = append(cd.Rows, row)
	}
	cp.Data = cd

	out := []*page{sp, cp}
	for i := range t.Players {
		p := &t.Players[i]
		pp := b.newPage(joinPath(s.Folder, playerHref(p.ID)), p.Name, "player")
		pp.Title = p.Name + " - " + heading
		pp.Crumbs = append(append([]link(nil), crumbs...), link{Href: s.Folder + "/index.html", Text: heading})
		pp.Nav = []link{{Href: "../index.html", Text: "Standings"}, {Href: "../crosstable.html", Text: "Crosstable"}}
		pp.Status, pp.Rules = status, rules
		pd := &playerData{No: strconv.Itoa(int(p.ID)), Name: p.Name, Rating: ratingText(exporters.DisplayRating(p)),
			Federation: p.Federation, Title: p.Title, Club: p.Club}
		if rat != nil {
			pd.Rat, pd.RatingFacts = rat, rat.facts(i)
		}
		if r := place[i]; r != nil {
			pd.Place, pd.Points = r.PlaceLabel(), r.Points.String()
		}
		var running engine.Score
		for k := 0; k < rounds && k < len(p.Rounds); k++ {
			rd := p.Rounds[k]
			running += t.Scoring.Points(rd)
			g := gameRow{Round: k + 1, Result: resultWords(rd.Result), Running: running.String()}
			if rd.Color != engine.NoColor {
				g.Color = map[engine.Color]string{engine.White: "White", engine.Black: "Black"}[rd.Color]
			}
			if o := t.Player(rd.Opponent); o != nil && rd.Opponent != 0 {
				g.Opponent = o.Name + " (" + strconv.Itoa(int(o.ID)) + ")"
				g.Href = strconv.Itoa(int(o.ID)) + ".html"
				g.OppRating = ratingText(exporters.DisplayRating(o))
			}
			pd.Games = append(pd.Games, g)
		}
		pp.Data = pd
		out = append(out, pp)
	}
	return out
}

// prizesData is the prize table of a section's standings page.
func prizesData(t *engine.Tournament, a *prizes.Allocation, playerHref func(engine.PlayerID) string) *prizeData {
	cur := ""
	if a.Fund != nil {
		cur = a.Fund.Currency
	}
	pd := &prizeData{Total: a.Total.Format(cur), Paid: a.Paid.Format(cur), Unpaid: a.Unpaid.Format(cur), Notes: a.Notes}
	if a.Reduction != nil {
		pd.Announced = a.Announced.Format(cur)
		pd.Reduction = "based on " + strconv.Itoa(a.Reduction.BasedOn) + " entries, " + strconv.Itoa(a.Reduction.Actual) + " received"
	}
	for _, aw := range a.Awards {
		p := &t.Players[aw.Player]
		amount := ""
		if aw.Amount != 0 {
			amount = aw.Amount.Format(cur)
		}
		label := aw.Label
		pd.Rows = append(pd.Rows, prizeRow{Place: engine.Row{Place: aw.Place, PlaceTo: aw.PlaceTo}.PlaceLabel(), Name: p.Name,
			Href: playerHref(p.ID), Prize: label, Amount: amount, Trophies: strings.Join(aw.Trophies, ", ")})
	}
	return pd
}

// teamsData is the team table of a section's standings page.
func teamsData(t *engine.Tournament, ts *teams.Standings, playerHref func(engine.PlayerID) string) *teamData {
	td := &teamData{Codes: ts.Codes, School: ts.School}
	for _, r := range ts.Rows {
		tm := ts.Teams[r.Team]
		row := teamRow{Place: r.PlaceLabel(), Name: tm.Name, MP: r.MP.String(), GP: r.GP.String()}
		for _, v := range r.Values {
			row.Values = append(row.Values, v.String())
		}
		for _, m := range tm.Members {
			p := &t.Players[m]
			row.Members = append(row.Members, link{Href: playerHref(p.ID), Text: p.Name})
		}
		td.Rows = append(td.Rows, row)
	}
	return td
}

// markCurrent returns a copy of nav with entry i marked as the current page.
func markCurrent(nav []link, i int) []link {
	out := append([]link(nil), nav...)
	out[i].Current = true
	return out
}

func ratingText(r int) string {
	if r == 0 {
		return "unr."
	}
	return strconv.Itoa(r)
}

// cell returns a crosstable cell in US wall-chart notation: "W12" with a link to player
// 12, "H" for a half-point bye.
func cell(t *engine.Tournament, rd engine.Round, href func(engine.PlayerID) string) crossCell {
	letter, withOpp := exporters.USLetter(rd.Result)
	c := crossCell{Letter: letter, Words: resultWords(rd.Result)}
	if withOpp && rd.Opponent != 0 {
		c.Opp = strconv.Itoa(int(rd.Opponent))
		if t.Player(rd.Opponent) != nil {
			c.Href = href(rd.Opponent)
		}
		c.Words += " against number " + c.Opp
		if rd.Color != engine.NoColor {
			c.Color = rd.Color.String()
			c.Words += map[engine.Color]string{engine.White: " with white", engine.Black: " with black"}[rd.Color]
		}
	} else if letter == "" {
		c.Letter = "U"
	}
	return c
}

// resultWords says a result in words, so that no result is told by colour or letter
// alone.
func resultWords(r engine.Result) string {
	switch r {
	case engine.Win, engine.WinUnrated:
		return "won"
	case engine.Loss, engine.LossUnrated:
		return "lost"
	case engine.Draw, engine.DrawUnrated:
		return "drew"
	case engine.ForfeitWin:
		return "won by forfeit"
	case engine.ForfeitLoss:
		return "lost by forfeit"
	case engine.FullBye:
		return "full-point bye"
	case engine.PairingBye:
		return "pairing bye"
	case engine.HalfBye:
		return "half-point bye"
	case engine.Pending:
		return "no result yet"
	case engine.ZeroBye:
		return "zero-point bye"
	}
	return "not paired"
}

// seasonData is the content of the season page.
type seasonData struct {
	Events []seasonEvent
	Rows   []seasonRow
}

// seasonEvent is one event column of the leaderboard, linked to its standings when
// the site has them.
type seasonEvent struct {
	Label, Name, Date, Href string
	Players                 int
}

// seasonRow is one player of the leaderboard.
type seasonRow struct {
	Place, Name, Total string
	Played             int
	Cells              []string
}

func (b *builder) seasonPage(lb *season.Leaderboard) *page {
	title := lb.Title
	if title == "" {
		title = "Season leaderboard"
	}
	pg := b.newPage("season.html", title, "season")
	pg.Crumbs = []link{{Href: "index.html", Text: "All events"}}
	pg.Status = "Season standings after " + exporters.Count(len(lb.Events), "event")
	pg.Rules = lb.Scoring.Describe()
	d := &seasonData{}
	for _, e := range lb.Events {
		col := seasonEvent{Label: e.Label, Name: e.Name, Date: e.Date, Players: e.Players}
		if b.folders[e.Label] {
			col.Href = e.Label + "/index.html" // batch labels its events by their folders
		}
		d.Events = append(d.Events, col)
	}
	for _, r := range lb.Rows {
		row := seasonRow{Place: r.PlaceLabel(), Name: r.Name, Total: r.Total.String(), Played: r.Played}
		for e := range lb.Events {
			c := r.Cell(e)
			v := ""
			if c.Played {
				v = c.Points.String() + " (" + c.PlaceLabel() + ")"
				if !c.Counted {
					v += " not counted"
				}
			}
			row.Cells = append(row.Cells, v)
		}
		d.Rows = append(d.Rows, row)
	}
	pg.Data = d
	return pg
}

// qrData is the content of the QR sheet: one card per page worth sharing at the venue.
type qrData struct{ Cards []qrCard }

// qrCard is one page's QR code with its title and address.
type qrCard struct {
	Title, URL string
	SVG        template.HTML
}

func (b *builder) qrSheet() *page {
	pg := b.newPage("qr.html", "QR codes for the venue", "qr")
	pg.Crumbs = []link{{Href: "index.html", Text: "All events"}}
	d := &qrData{}
	for _, p := range b.done {
		if p.Body == "player" {
			continue
		}
		d.Cards = append(d.Cards, qrCard{Title: p.Title, URL: p.URL, SVG: p.QR})
	}
	pg.Data = d
	return pg
}
