package pipeline

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// Plan says what [Build] makes of an event: which files, for which sections, with
// which fund. Every command that writes an event (report, publish, watch, batch,
// prizes) builds it with a Plan; so can a Go program.
type Plan struct {
	// Formats are the registries to rank and write with; nil for [NewFormats].
	Formats *Formats
	// Ranking ranks every section (and the teams of the fund's team prizes).
	Ranking Ranking
	// Ratings adds the rating columns of a system ("fide" or "uscf", see [Ratings]) to
	// the standings files and the site; "" for none.
	Ratings string
	// Outputs keeps, when not nil, the report files it names ([Formats.ReportFiles]).
	Outputs map[string]bool
	// NoTeams leaves out the teams the wall chart shows ([WallchartTeams]): the
	// standings and prize lists of one section print none.
	NoTeams bool
	// Pay is the fund matched to the event ([Event.MatchFund]); nil for none.
	Pay *EventPay
	// Report makes the report files of each section ([Formats.ReportFiles]), in its
	// section's folder when the event has several, and the prize files of the whole
	// event when a fund with sections: pays several.
	Report bool
	// Site makes the site sections of the event ([Built.Site]), below the folder
	// SiteFolder of the site (the event's folder in a site of several events).
	Site       bool
	SiteFolder string
	// SiteNamed names the event of every site section of a named section, also of a
	// file with one section (the events of a batch's site).
	SiteNamed bool
	// Export are the exporter options of every file (the generator), PDF those added
	// for the PDFs (paper, font, time stamp, warnings); WallchartPaper the wall chart's
	// paper.
	Export, PDF    exporters.Options
	WallchartPaper int
	// Judge, when not nil, judges each section ([Event.JudgeSection]) just before it
	// is ranked, for an event read by [Import]; nil for an event judged by [Open].
	Judge *Judging
	// LeftOut says a section that cannot be used (it could not be read, or was
	// refused) is left out, and Build goes on with the others; otherwise it is a
	// [*SectionError]. KeepGoing says the same of a section that cannot be ranked or
	// written.
	LeftOut, KeepGoing bool
	// Say hears what the director should know, in order, as the event is built; nil
	// drops it. The notes of ranking and paying ([Formats.Rank], [Formats.Pay]) come
	// as they are, what the fund's match says as [NoteFund], each section's notes as
	// [NoteSection] after it is made, each section left out as [NoteLeftOut], each
	// section judged ([Plan.Judge]) as [NoteJudged], each section that failed under
	// KeepGoing as [NoteFailed].
	Say func(Note)
}

// File is one file made by [Build]: its slash-separated path relative to the output
// folder, and its bytes.
type File struct {
	Name string
	Data []byte
}

// Ranked is one section ranked (and paid) by [Build].
type Ranked struct {
	Section   *Section
	Standings *engine.Standings
	Prizes    *prizes.Allocation      // nil without a fund for the section
	Teams     *teams.Standings        // nil when its teams played no team matches
	Ratings   *exporters.RatingReport // nil without rating columns
	Folder    string                  // its folder in the report; "" for the only section
	// Files are its report files ([Plan.Report]), in its folder; Site its site
	// section ([Plan.Site]).
	Files []File
	Site  *site.Section
}

// Built is what [Build] made of an event.
type Built struct {
	// Files are the report files of the sections ([Plan.Report]), in their folders.
	Files []File
	// Ranked holds, per section, the section ranked; nil for one left out.
	Ranked []*Ranked
	// Site holds the site sections ([Plan.Site]), for [site.Build].
	Site []site.Section
	// EventFiles are the prize files of the whole event ([Plan.Report] with a fund
	// with sections: paying several sections).
	EventFiles []File
	// LeftOut are the names of the sections left out.
	LeftOut []string
}

// SectionError is a section that cannot be used, or could not be ranked or written,
// which stops a build. Its message names the section.
type SectionError struct {
	Section *Section
	Err     error
}

func (e *SectionError) Error() string {
	return e.Section.Label(e.Section.Path) + ": " + e.Err.Error()
}

func (e *SectionError) Unwrap() error { return e.Err }

// Remedies are, for a section that cannot be used, to leave it out ([Plan.LeftOut]) or
// to pick another.
func (e *SectionError) Remedies() []remedy.Remedy {
	if e.Section.Loaded == nil {
		return []remedy.Remedy{remedy.LeaveOut, remedy.PickSection}
	}
	return nil
}

// Build ranks and pays every section of ev as p says and makes its files in memory,
// writing none: the caller writes them where it wants (all or nothing). Cancelling ctx
// stops a long export (the wall chart of a large section) with its cause.
func Build(ctx context.Context, ev *Event, p Plan) (*Built, error) {
	if p.Formats == nil {
		p.Formats = NewFormats()
	}
	say := func(n Note) {
		if p.Say != nil {
			p.Say(n)
		}
	}
	for _, n := range p.Pay.MatchNotes() {
		say(Note{Kind: NoteFund, Text: n})
	}
	b := &Built{Ranked: make([]*Ranked, len(ev.Sections))}
	folders := ev.Folders()
	for i := range ev.Sections {
		sec := &ev.Sections[i]
		if p.Judge != nil && !sec.Judged {
			ev.JudgeSection(i, *p.Judge)
			say(Note{Kind: NoteJudged, Section: sec})
		}
		if sec.Loaded == nil {
			if !p.LeftOut {
				return nil, &SectionError{Section: sec, Err: sec.Err}
			}
			say(Note{Kind: NoteLeftOut, Section: sec, Err: sec.Err})
			b.LeftOut = append(b.LeftOut, sec.Name)
			continue
		}
		r, files, notes, err := p.section(ctx, sec, p.Pay.Fund(i), folders[i], say)
		if err != nil {
			if !p.KeepGoing {
				return nil, err
			}
			say(Note{Kind: NoteFailed, Section: sec, Err: err})
			continue
		}
		b.Ranked[i], r.Files = r, files
		b.Files = append(b.Files, files...)
		if p.Site {
			ss := p.siteSection(r, sec)
			r.Site = &ss
			b.Site = append(b.Site, ss)
		}
		for _, n := range notes {
			say(Note{Kind: NoteSection, Section: sec, Text: n})
		}
	}
	if p.Report && p.Pay.EventFiles(len(ev.Sections)) {
		files, err := Render(p.EventPrizeFiles(b))
		if err != nil {
			return nil, err
		}
		b.EventFiles = files
	}
	return b, nil
}

// section ranks, pays and renders one section, in folder; the notes are the prize
// allocation's and what event.trf writes differently.
func (p *Plan) section(ctx context.Context, sec *Section, fund *Fund, folder string, say func(Note)) (*Ranked, []File, []string, error) {
	r, notes, err := p.Rank(sec, fund, say)
	if err != nil {
		return nil, nil, nil, err
	}
	r.Folder = folder
	if !p.Report {
		return r, nil, notes, nil
	}
	fs, trf := p.Formats.ReportFiles(ctx, p.Report1(r), p.Outputs)
	notes = append(notes, trf...)
	files, err := Render(fs)
	if err != nil {
		return nil, nil, nil, &SectionError{Section: sec, Err: err}
	}
	if folder != "" {
		for i := range files {
			files[i].Name = folder + "/" + files[i].Name
		}
	}
	return r, files, notes, nil
}

// RankError is an error of [Formats.Rank] (the rules, the tiebreaks, a rule option),
// as opposed to one of paying.
type RankError struct{ Err error }

func (e *RankError) Error() string { return e.Err.Error() }
func (e *RankError) Unwrap() error { return e.Err }

// Rank ranks the section sec under p.Ranking, pays fund (nil for none), ranks the
// teams the wall chart shows (unless p.NoTeams) and adds the rating columns; say hears
// the notes of ranking and paying as they come, the notes returned are the prize
// allocation's. It is the step of [Build] for one section, which a command that writes
// one file of one section (standings, wallchart, prizes) takes alone.
func (p *Plan) Rank(sec *Section, fund *Fund, say func(Note)) (*Ranked, []string, error) {
	f := p.Formats
	if f == nil {
		f = NewFormats()
	}
	l := sec.Loaded
	st, notes, err := f.Rank(l.T, p.Ranking)
	for _, n := range notes {
		say(n)
	}
	if err != nil {
		return nil, nil, &RankError{Err: err}
	}
	r := &Ranked{Section: sec, Standings: st}
	var out []string
	if fund != nil {
		a, notes, err := f.Pay(p.Ranking, l.Path, l.T, st, fund)
		for _, n := range notes {
			say(n)
		}
		if err != nil {
			return nil, nil, err
		}
		r.Prizes, out = a, a.Notes
	}
	if !p.NoTeams {
		tm, notes := WallchartTeams(l.Path, l.T, p.Ranking.Rules)
		for _, n := range notes {
			say(n)
		}
		r.Teams = tm
	}
	if p.Ratings != "" {
		if r.Ratings, err = Ratings(p.Ratings, l.T); err != nil {
			return nil, nil, err
		}
	}
	return r, out, nil
}

// Report1 returns the [Report] of one section ranked, with the options of p.
func (p *Plan) Report1(r *Ranked) Report {
	return Report{T: r.Section.Loaded.T, Standings: r.Standings, Prizes: r.Prizes, Teams: r.Teams, Ratings: r.Ratings,
		Opts: p.Options(r.Standings, false), PDF: p.Options(r.Standings, true), WallchartPaper: p.WallchartPaper}
}

// Options returns the exporter options of the files of standings st: p.Export with
// the tiebreaks' definitions, and p.PDF's paper, font, time stamp and warnings for a
// PDF (with the hand-out list the prize PDF ends with).
func (p *Plan) Options(st *engine.Standings, pdf bool) exporters.Options {
	o := p.Export
	o.Definitions = p.Formats.Definitions(st.Eval.Rules)
	if pdf {
		o.HandOut = true
		o.Paper, o.Font, o.FontName = p.PDF.Paper, p.PDF.Font, p.PDF.FontName
		o.GeneratedAt, o.Warn = p.PDF.GeneratedAt, p.PDF.Warn
	}
	return o
}

// Document returns the exporter document of r.
func (p *Plan) Document(r *Ranked, pdf bool) *exporters.Document {
	return &exporters.Document{T: r.Section.Loaded.T, Standings: r.Standings, Prizes: r.Prizes,
		Opts: p.Options(r.Standings, pdf)}
}

// SectionDocument returns the document of the section r with all it was ranked with
// (prizes, teams, rating columns) and the options of the files other than PDFs: what
// its site section shows, and what a command that writes one file of one section
// (standings, wallchart) writes.
func (p *Plan) SectionDocument(r *Ranked) *exporters.Document {
	return &exporters.Document{T: r.Section.Loaded.T, Standings: r.Standings, Prizes: r.Prizes, Teams: r.Teams,
		Ratings: r.Ratings, Opts: p.Options(r.Standings, false)}
}

// EventPrizeFiles returns the prize files of the whole event built as b
// ([EventFund.EventPrizeFiles]): prizes.csv and prizes.pdf.
func (p *Plan) EventPrizeFiles(b *Built) []ReportFile {
	return p.Pay.EventPrizeFiles(p.Docs(b, false), p.Docs(b, true))
}

// Docs returns the document of each section of b ranked, for a PDF with pdf; nil for a
// section not ranked.
func (p *Plan) Docs(b *Built, pdf bool) []*exporters.Document {
	return p.docs(b.Ranked, pdf)
}

// docs returns the document of each section ranked; nil for one not ranked.
func (p *Plan) docs(rs []*Ranked, pdf bool) []*exporters.Document {
	docs := make([]*exporters.Document, len(rs))
	for i, r := range rs {
		if r != nil {
			docs[i] = p.Document(r, pdf)
		}
	}
	return docs
}

// siteSection returns the site section of r, below p.SiteFolder (and the section's
// folder when the event has several).
func (p *Plan) siteSection(r *Ranked, sec *Section) site.Section {
	out := site.Section{Doc: p.SectionDocument(r), Name: sec.Name, Folder: p.SiteFolder, CutAt: sec.Loaded.Round}
	if r.Folder != "" {
		out.Folder = p.SiteFolder + "/" + r.Folder
	}
	if r.Folder != "" || p.SiteNamed && sec.Name != "" {
		out.Event = EventTitle(sec.Loaded.T.Name, sec.Name)
	}
	return out
}

// EventTitle returns the event's name without the section's: "Spring Open" for
// "Spring Open - Under 1800".
func EventTitle(name, section string) string {
	if t, ok := strings.CutSuffix(name, " - "+section); ok && t != "" {
		return t
	}
	return name
}

// EventSlug returns the folder name of an input: the slug of its file name without
// the extension, "event" for standard input or a name without letters or digits.
func EventSlug(path string) string {
	base := filepath.Base(path)
	slug := importers.Slug(strings.TrimSuffix(base, filepath.Ext(base)))
	if path == "-" || slug == "" {
		return "event"
	}
	return slug
}

// UniqueFolder returns name, or name-2, name-3 when it is taken, and marks it taken.
// "players" is kept free for the pages of a section.
func UniqueFolder(name string, taken map[string]bool) string {
	out := name
	for n := 2; taken[out] || out == "players"; n++ {
		out = name + "-" + strconv.Itoa(n)
	}
	taken[out] = true
	return out
}

// Render writes every file into memory, in parallel, so that a report is written only
// when all of its files could be made.
func Render(files []ReportFile) ([]File, error) {
	out := make([]File, len(files))
	errs := make([]error, len(files))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, f := range files {
		g.Go(func() error {
			var b bytes.Buffer
			if err := f.Write(&b); err != nil {
				errs[i] = fmt.Errorf("cannot make %s: %w", f.Name, err)
				return nil
			}
			out[i] = File{Name: f.Name, Data: b.Bytes()}
			return nil
		})
	}
	_ = g.Wait() // each file records its own error
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}
