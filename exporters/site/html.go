package site

import (
	"bytes"
	"html/template"
	"strconv"
	"strings"
)

// The layout of every page, the player pages and the crosstable are written here
// directly, not through html/template: a 9,999-player site has 10,001 of them, and
// html/template calls reflect for every field of every row. They write what the
// templates they replaced wrote, byte for byte, with the same escaping: text through
// escapeText (html/template's table: & < > ' " + and NUL), links through
// escapeURL (html/template's filter of unsafe schemes and its URL normalizer, then
// the same escaping). The other page bodies (index, standings, season, QR sheet) are
// one per section and stay templates.

// htmlEscapes is html/template's replacement table for text and quoted attributes.
var htmlEscapes = [256]string{
	0:    "\uFFFD",
	'"':  "&#34;",
	'&':  "&amp;",
	'\'': "&#39;",
	'+':  "&#43;",
	'<':  "&lt;",
	'>':  "&gt;",
}

// escapeText writes s escaped as html/template escapes text and attribute values.
func escapeText(b *bytes.Buffer, s string) {
	last := 0
	for i := 0; i < len(s); i++ {
		if r := htmlEscapes[s[i]]; r != "" {
			b.WriteString(s[last:i])
			b.WriteString(r)
			last = i + 1
		}
	}
	b.WriteString(s[last:])
}

// escapeURL writes the link s as html/template writes a value in an href attribute: a
// scheme other than http, https and mailto becomes "#ZgotmplZ"; bytes a URL may not
// hold are percent-encoded; the result is escaped as an attribute value.
func escapeURL(b *bytes.Buffer, s string) {
	if i := strings.IndexByte(s, ':'); i >= 0 && !strings.Contains(s[:i], "/") {
		switch strings.ToLower(s[:i]) {
		case "http", "https", "mailto":
		default:
			b.WriteString("#ZgotmplZ")
			return
		}
	}
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
			b.WriteByte(c)
		case strings.IndexByte("-._~!#$*,/:;=?@[]%", c) >= 0:
			b.WriteByte(c)
		case c == '&':
			b.WriteString("&amp;")
		case c == '+':
			b.WriteString("&#43;")
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
}

// text writes parts alternately as markup and as escaped text: markup, text, markup...
func text(b *bytes.Buffer, parts ...string) {
	for i, p := range parts {
		if i%2 == 0 {
			b.WriteString(p)
		} else {
			escapeText(b, p)
		}
	}
}

// writePage writes pg with the site's layout: head, header with breadcrumbs, heading,
// status, notice and section tabs, the body, and the footer.
func (b *builder) writePage(w *bytes.Buffer, pg *page) error {
	text(w, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="tiebreak">
<title>`, pg.Title, `</title>
<link rel="stylesheet" href="`)
	escapeURL(w, pg.Root+StyleSheet)
	w.WriteString(`">
</head>
<body>
<a class="skip" href="#content">Skip to content</a>
<header class="site">`)
	if len(pg.Crumbs) > 0 {
		w.WriteString("\n" + `<nav aria-label="Breadcrumb"><ol class="crumbs">`)
		for _, c := range pg.Crumbs {
			w.WriteString(`<li><a href="`)
			escapeURL(w, pg.Root+c.Href)
			text(w, `">`, c.Text, `</a></li>`)
		}
		w.WriteString(`</ol></nav>`)
	}
	text(w, "\n<h1>", pg.Heading, "</h1>")
	if pg.Status != "" {
		text(w, "\n"+`<p class="status"><strong>`, pg.Status, `</strong>`)
		if pg.Rules != "" {
			text(w, `<span class="rules"> · `, pg.Rules, `</span>`)
		}
		w.WriteString(`</p>`)
	}
	if pg.Notice != "" {
		text(w, "\n"+`<p class="notice" role="status"><strong>`, pg.Notice, `</strong></p>`)
	}
	if len(pg.Nav) > 0 {
		w.WriteString("\n" + `<nav aria-label="Section pages"><ul class="tabs">`)
		for _, l := range pg.Nav {
			w.WriteString(`<li><a href="`)
			escapeURL(w, l.Href)
			w.WriteString(`"`)
			if l.Current {
				w.WriteString(` aria-current="page"`)
			}
			text(w, `>`, l.Text, `</a></li>`)
		}
		w.WriteString(`</ul></nav>`)
	}
	w.WriteString("\n</header>\n<main id=\"content\">\n")
	switch pg.Body {
	case "player":
		writePlayer(w, pg.Data.(*playerData))
	case "crosstable":
		writeCrosstable(w, pg.Data.(*crossData))
	case "index", "standings", "season", "qr":
		if err := pages.ExecuteTemplate(w, pg.Body, pg); err != nil {
			return err
		}
	}
	w.WriteString("\n</main>\n<footer class=\"site\">")
	if pg.QR != "" {
		w.WriteString("\n" + `<figure class="qr"><div class="qr-code">`)
		w.WriteString(string(pg.QR))
		text(w, `</div><figcaption>Scan for this page: <span class="url">`, pg.URL, `</span></figcaption></figure>`)
	}
	if pg.Stamp != "" {
		text(w, `<p class="stamp">`, pg.Stamp, `</p>`)
	}
	w.WriteString("\n</footer>\n</body>\n</html>\n")
	return nil
}

// writePlayer writes the body of a player's page: the facts, the rating change and the
// games round by round.
func writePlayer(w *bytes.Buffer, d *playerData) {
	if d == nil {
		return
	}
	text(w, "\n"+`<dl class="facts">`+"\n"+`<dt>Start number</dt><dd>`, d.No, `</dd>`)
	if d.Place != "" {
		text(w, `<dt>Place</dt><dd>`, d.Place, `</dd><dt>Points</dt><dd>`, d.Points, `</dd>`)
	}
	text(w, "\n<dt>Rating</dt><dd>", d.Rating, "</dd>")
	if d.Title != "" {
		text(w, `<dt>Title</dt><dd>`, d.Title, `</dd>`)
	}
	if d.Federation != "" {
		text(w, `<dt>Federation</dt><dd>`, d.Federation, `</dd>`)
	}
	if d.Club != "" {
		text(w, `<dt>Club</dt><dd>`, d.Club, `</dd>`)
	}
	w.WriteString("\n</dl>")
	if r := d.Rat; r != nil {
		text(w, "\n"+`<h2 id="ratings">`, r.Heading, "</h2>\n"+`<dl class="facts">`)
		for _, f := range d.RatingFacts {
			text(w, `<dt>`, f.Term, `</dt><dd>`, f.Value, `</dd>`)
		}
		text(w, "\n</dl>\n"+`<p class="note">Ratings: `, r.Legend, `</p>`)
	}
	w.WriteString("\n" + `<div class="scroll" role="region" aria-labelledby="games-caption" tabindex="0">
<table class="games">
<caption id="games-caption">Games round by round</caption>
<thead><tr><th scope="col" class="num">Round</th><th scope="col">Result</th><th scope="col" class="name">Opponent</th><th scope="col">Colour</th><th scope="col" class="num">Rating</th><th scope="col" class="num">Score</th></tr></thead>
<tbody>`)
	for _, g := range d.Games {
		text(w, "\n"+`<tr><th scope="row" class="num">`, strconv.Itoa(g.Round), `</th><td>`, g.Result, `</td><td class="name">`)
		if g.Href != "" {
			w.WriteString(`<a href="`)
			escapeURL(w, g.Href)
			text(w, `">`, g.Opponent, `</a>`)
		}
		text(w, `</td><td>`, g.Color, `</td><td class="num">`, g.OppRating, `</td><td class="num">`, g.Running, `</td></tr>`)
	}
	w.WriteString("\n</tbody>\n</table>\n</div>\n")
}

// writeCrosstable writes the body of the crosstable page.
func writeCrosstable(w *bytes.Buffer, d *crossData) {
	if d == nil {
		return
	}
	w.WriteString("\n" + `<p class="legend">W won, L lost, D drew, X won by forfeit, F lost by forfeit, B full-point bye, H half-point bye, U not paired; the number is the opponent&#39;s start number, w or b the colour.</p>
<div class="scroll" role="region" aria-labelledby="cross-caption" tabindex="0">
<table class="crosstable">
<caption id="cross-caption">Crosstable</caption>
<thead><tr><th scope="col" class="num">Place</th><th scope="col" class="num">No.</th><th scope="col" class="name">Name</th><th scope="col" class="num">Rating</th>`)
	for _, r := range d.Rounds {
		w.WriteString(`<th scope="col" class="rd">Rd `)
		w.WriteString(strconv.Itoa(r))
		w.WriteString(`</th>`)
	}
	w.WriteString(`<th scope="col" class="num">Total</th></tr></thead>` + "\n<tbody>")
	for i := range d.Rows {
		row := &d.Rows[i]
		text(w, "\n"+`<tr><td class="num">`, row.Place, `</td><td class="num">`, row.No, `</td><th scope="row" class="name"><a href="`)
		escapeURL(w, row.Href)
		text(w, `">`, row.Name, `</a></th><td class="num">`, row.Rating, `</td>`)
		for k := range row.Cells {
			c := &row.Cells[k]
			w.WriteString(`<td class="rd">`)
			if c.Href != "" {
				w.WriteString(`<a href="`)
				escapeURL(w, c.Href)
				text(w, `">`, c.Letter, ``, c.Opp, `<span class="sr"> `, c.Words, `</span></a>`)
			} else {
				text(w, ``, c.Letter, ``, c.Opp, `<span class="sr"> `, c.Words, `</span>`)
			}
			if c.Color != "" {
				text(w, `<span class="col" aria-hidden="true">`, c.Color, `</span>`)
			}
			w.WriteString(`</td>`)
		}
		text(w, `<td class="num pts">`, row.Points, `</td></tr>`)
	}
	w.WriteString("\n</tbody>\n</table>\n</div>\n")
}

// standingsRows writes the rows of the standings table, each on its own line.
func standingsRows(rows []standingsRow, ratings bool) template.HTML {
	var w bytes.Buffer
	for i := range rows {
		r := &rows[i]
		text(&w, "\n"+`<tr><td class="num">`, r.Place, `</td><td class="num">`, r.No, `</td><th scope="row" class="name"><a href="`)
		escapeURL(&w, r.Href)
		text(&w, `">`, r.Name, `</a></th><td class="num pts">`, r.Points, `</td>`)
		if ratings {
			text(&w, `<td class="num">`, r.Rating, `</td>`)
		}
		for _, v := range r.Values {
			text(&w, `<td class="num">`, v, `</td>`)
		}
		for _, v := range r.RatingCells {
			text(&w, `<td class="num">`, v, `</td>`)
		}
		w.WriteString(`</tr>`)
	}
	return template.HTML(w.String()) // every value escaped above
}
