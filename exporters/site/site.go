package site

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"net/url"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

//go:embed templates/*.html templates/style.css
var files embed.FS

var pages = template.Must(template.New("").Funcs(template.FuncMap{
	"rel": func(p *page, target string) string { return p.Root + target },
}).ParseFS(files, "templates/*.html"))

// Section is one ranked section (or a whole one-section event) of the site.
type Section struct {
	// Doc holds the event, its standings and, when they were made, the prize allocation
	// and the team standings.
	Doc *exporters.Document
	// Event names the event the section belongs to, for the index; Name the section
	// itself ("" when the event has one section).
	Event, Name string
	// Folder is the section's folder in the site, slash-separated and made of slugs
	// ("spring-open/under-1800"); it must be unique and not empty.
	Folder string
	// CutAt is the round the event was cut after on request (--round N), 0 when it was
	// not cut: the pages then say the standings are as they stood after that round.
	CutAt int
}

// Options are the site-wide settings.
type Options struct {
	// Title heads the index page; "Results" when empty.
	Title string
	// BaseURL is the address the site will be published at ("https://club.org/results/").
	// When set, the pages of the printable QR sheet (qr.html: the index, each section's
	// standings and crosstable, the season page) carry an SVG QR code of their own
	// address, and the sheet holds them; player pages, thousands in a large event, carry
	// none (a code costs 1.4 ms and 20 KB). Without it there is no QR code.
	BaseURL string
	// Generator and GeneratedAt make the stamp in every page footer; a zero time prints
	// none, which keeps tests deterministic.
	Generator   string
	GeneratedAt time.Time
	// Season is the season leaderboard of a batch run, written as season.html; nil for
	// none. It lists no prize payees.
	Season *season.Leaderboard
	// TV adds the TV view for a venue screen: tv.html and the pages it cycles through.
	TV bool
	// Notice, when set, is a line every page shows under its heading: watch says there
	// that the latest save of a file could not be used.
	Notice string
}

// MaxBaseURL bounds the base URL, in characters: with the longest page path it stays
// well within what a QR code holds (2,331 bytes at error correction level M) and what a
// phone reads from a printed sheet.
const MaxBaseURL = 500

// StyleSheet is the name of the site's one style sheet.
const StyleSheet = "style.css"

// Build returns the files of the site for the sections in order, or an error when two
// sections share a folder or a page cannot be made. File names are slash-separated paths
// relative to the site's folder.
func Build(sections []Section, opts Options) ([]exporters.File, error) {
	if opts.BaseURL != "" {
		u, err := url.Parse(opts.BaseURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("base URL %q: give the full address the site will be published at, such as https://club.example/results/", opts.BaseURL)
		}
		if n := utf8.RuneCountInString(opts.BaseURL); n > MaxBaseURL {
			return nil, fmt.Errorf("the base URL has %d characters; a QR code a phone scans at the venue holds an address of at most %d: give the site a shorter address", n, MaxBaseURL)
		}
		if !strings.HasSuffix(opts.BaseURL, "/") {
			opts.BaseURL += "/"
		}
	}
	seen := map[string]bool{}
	b := &builder{opts: opts, folders: seen}
	for i := range sections {
		s := &sections[i]
		if s.Doc == nil || s.Doc.Standings == nil {
			return nil, fmt.Errorf("section %q has no standings", s.Name)
		}
		f := strings.Trim(s.Folder, "/")
		if f == "" || seen[f] || f == "players" || strings.Contains(f, "..") {
			return nil, fmt.Errorf("section %q: folder %q is empty, reserved or used twice", s.Name, s.Folder)
		}
		seen[f] = true
		s.Folder = f
	}
	out := []exporters.File{}
	css, err := files.ReadFile("templates/style.css")
	if err != nil {
		return nil, err
	}
	out = append(out, exporters.File{Name: StyleSheet, Data: css})
	index := b.index(sections)
	if err := b.add(index); err != nil {
		return nil, err
	}
	for i := range sections {
		for _, p := range b.sectionPages(&sections[i]) {
			if err := b.add(p); err != nil {
				return nil, err
			}
		}
	}
	if opts.Season != nil {
		if err := b.add(b.seasonPage(opts.Season)); err != nil {
			return nil, err
		}
	}
	if opts.BaseURL != "" {
		if err := b.add(b.qrSheet()); err != nil {
			return nil, err
		}
	}
	if opts.TV {
		tv, err := renderTV(b.tvPages(sections))
		if err != nil {
			return nil, err
		}
		b.done = append(b.done, tv...)
	}
	for _, p := range b.done {
		out = append(out, exporters.File{Name: p.Path, Data: p.data})
	}
	return out, nil
}

// builder collects the pages of a site.
type builder struct {
	opts    Options
	done    []*page
	folders map[string]bool // the sections' folders
	buf     bytes.Buffer    // where each page is written, then copied to its own size
}

// page is one HTML page and what its layout shows.
type page struct {
	Path    string // slash-separated, relative to the site's folder
	Root    string // the relative path from the page to the site's folder: "", "../"
	Title   string // the <title>, most specific first
	Heading string // the <h1>
	Status  string // where the event stands: "Final standings", "Standings after round 3"
	Rules   string // the rules and tiebreak order used, with their source
	Crumbs  []link // the path from the index to the page; their Hrefs are relative to the site
	Nav     []link // the section's pages, when the page belongs to one
	Stamp   string
	Notice  string        // Options.Notice
	URL     string        // the page's absolute address, with a base URL
	QR      template.HTML // the SVG QR code of URL, made here
	Body    string        // the template of the page's content
	Data    any
	data    []byte
}

// link is a relative link with its text; Current marks the page itself in navigation.
type link struct {
	Href, Text string
	Current    bool
}

// newPage returns a page at p (slash-separated) with its root and stamp set.
func (b *builder) newPage(p, title, body string) *page {
	pg := &page{Path: p, Title: title, Heading: title, Body: body, Root: strings.Repeat("../", strings.Count(p, "/"))}
	pg.Stamp, pg.Notice = exporters.Stamp(b.opts.Generator, "", b.opts.GeneratedAt), b.opts.Notice
	return pg
}

// add renders pg with its layout and keeps it.
func (b *builder) add(pg *page) error {
	if b.opts.BaseURL != "" && pg.Body != "player" {
		pg.URL = b.opts.BaseURL + pageURL(pg.Path)
		svg, err := QRCodeSVG(pg.URL)
		if err != nil {
			return fmt.Errorf("%s: QR code: %w", pg.Path, err)
		}
		pg.QR = template.HTML(svg) // made by QRCodeSVG from numbers only
	}
	b.buf.Reset()
	if err := b.writePage(&b.buf, pg); err != nil {
		return fmt.Errorf("%s: %w", pg.Path, err)
	}
	pg.data = bytes.Clone(b.buf.Bytes())
	b.done = append(b.done, pg)
	return nil
}

// pageURL returns the address of p relative to the base URL: "open/" for
// "open/index.html", with every path segment escaped.
func pageURL(p string) string {
	segs := strings.Split(p, "/")
	if segs[len(segs)-1] == "index.html" {
		segs[len(segs)-1] = ""
	}
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}

// Status returns where the event of doc stands, in the words every output uses
// ([exporters.Progress]): "Final standings", "Standings after round 3", "Standings after
// round 3; round 4 in progress: 5 of 18 games entered".
func Status(doc *exporters.Document) string {
	return exporters.Progress(doc).String()
}

// rulesLine returns "US Chess rules; tiebreaks MM, SOLK, CUM, OCUM", the rules and
// tiebreak order the standings used.
func rulesLine(st *engine.Standings) string {
	var codes []string
	for _, tb := range st.Tiebreaks {
		codes = append(codes, tb.Code())
	}
	tb := "points only, no tiebreaks"
	if len(codes) > 0 {
		tb = "tiebreaks in order " + strings.Join(codes, ", ")
	}
	return exporters.RulesName(st.Eval.Rules) + " rules; " + tb
}

// joinPath joins slash-separated path parts.
func joinPath(parts ...string) string { return path.Join(parts...) }
