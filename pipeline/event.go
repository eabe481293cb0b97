package pipeline

import (
	"context"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/byes"
	"github.com/tiebreak-chess/tiebreak/importers/pgn"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// LoadOptions say how [Open] reads an event.
type LoadOptions struct {
	// Formats are the importers to read with; nil for [NewFormats].
	Formats *Formats
	// From names the importer; "" detects it from each file's name and start.
	From string
	// Sheet is the spreadsheet sheet to read (XLSX input).
	Sheet string
	// Section picks one section of a file of several (its name or slug); "" reads
	// every section. The other sections are still read, for a fund's based_on.
	Section string
	// One reads one event ([Import]): a file of several sections needs Section (else
	// an [importers.SectionError] lists them), and the others are not read.
	One bool
	// Judging is what [Open] does with each section once read (refusal, force,
	// planned rounds, round chosen).
	Judging Judging
	// Read reads a whole input; nil reads the file ([Formats.ReadInput] without
	// standard input).
	Read func(ctx context.Context, path string) (importers.Source, error)
	// Byes is the director's list of the byes the file does not hold (a PGN's rounds
	// without a game), filled in as the event is read ([byes.Apply]); nil for none. It
	// is for one event: a file of several sections needs Section.
	Byes *ByesList
}

// ByesList is a list of byes as read by [byes.Parse], with the name of the file it
// came from for messages.
type ByesList struct {
	Name    string
	Entries []byes.Entry
}

// ByesFileError is a list of byes that cannot be read: it does not exist, is not a
// regular file, or is larger than [byes.MaxSize].
type ByesFileError struct{ Err error }

func (e *ByesFileError) Error() string { return e.Err.Error() }
func (e *ByesFileError) Unwrap() error { return e.Err }

// LoadByes reads the list of byes in the file path ([byes.Parse]), for
// [LoadOptions.Byes]. A file that cannot be read is a [*ByesFileError]; a list with
// malformed lines returns every problem, as byes.Parse does.
func LoadByes(path string) (*ByesList, error) {
	data, err := importers.ReadSideFile(path, byes.MaxSize)
	if err != nil {
		return nil, &ByesFileError{Err: err}
	}
	entries, err := byes.Parse(path, data)
	if err != nil {
		return nil, err
	}
	return &ByesList{Name: path, Entries: entries}, nil
}

// ByesSectionsError refuses a list of byes for an input of several sections (Sections)
// or several files (Files): the list names players of one event.
type ByesSectionsError struct {
	Path     string
	Sections int
	Files    bool
}

func (e *ByesSectionsError) Error() string {
	if e.Files {
		return "a list of byes is for one event, and several files were given: give them one at a time"
	}
	return fmt.Sprintf("a list of byes is for one event, and %s has %d sections", e.Path, e.Sections)
}

// Setting is the list of byes.
func (e *ByesSectionsError) Setting() remedy.Setting { return remedy.Byes }

// Remedies are, for a file of several sections, to pick one.
func (e *ByesSectionsError) Remedies() []remedy.Remedy {
	if e.Files {
		return nil
	}
	return []remedy.Remedy{remedy.PickSection}
}

// Event is one event as loaded: every section of one file, or one section from each of
// several files given together, with every section of the file counted toward a
// fund's based_on when one section was picked.
type Event struct {
	Paths    []string
	Sections []Section
	// all are every section of the file one section was picked from (LoadOptions.Section);
	// nil when the sections are the whole event.
	all *wholeEvent
}

// Section is one section of an event: what was read, or why it could not be.
type Section struct {
	Name string // the section's name; "" for a file without sections
	Path string // the file it was read from
	// Loaded is the section as read and judged; nil when it could not be read or was
	// refused (Err says why).
	Loaded *Loaded
	// Err is why the section could not be read or was refused; with Forced it says what
	// was wrong with the part that was read.
	Err error
	// Partial is what the importer could read of a section in error (the rounds in
	// error left out), which Judging.Force uses marked unverified; after a refusal by
	// [Judge], the section as read.
	Partial *Loaded
	// Forced says Partial became Loaded under Judging.Force.
	Forced bool
	// Judged says [Judge] was applied (Err, when set, is its refusal).
	Judged bool
}

// Loaded is one tournament as imported and checked ([engine.Tournament.Validate]).
type Loaded struct {
	Path     string
	Importer string // the importer's name
	T        *engine.Tournament
	Warnings []*importers.ParseError
	// Problems are the findings of engine.Validate, positioned in the file where the
	// importer could say.
	Problems []Problem
	// Round is the round the event was cut after (Judging.Round); 0 for none.
	Round int
	// Positions is where each player sits in the file; nil when the importer does not
	// record them.
	Positions *importers.Positions
}

// Problem is one finding of engine.Validate, with its place in the file.
type Problem struct {
	engine.Problem
	Pos importers.Position
}

// Text formats the problem as "event.trf:14:102: error: player 3, round 2: ...".
func (p Problem) Text(path string) string {
	if s := p.Pos.String(); s != "" {
		return path + ":" + s + ": " + p.Problem.String()
	}
	return path + ": " + p.Problem.String()
}

// Errors returns the number of problems of severity error.
func (l *Loaded) Errors() int {
	n := 0
	for _, p := range l.Problems {
		if p.Severity == engine.Error {
			n++
		}
	}
	return n
}

// ErrorTexts returns the problems of severity error, each as [Problem.Text] words it
// for the file l was read from, in their order.
func (l *Loaded) ErrorTexts() []string {
	var out []string
	for _, p := range l.Problems {
		if p.Severity == engine.Error {
			out = append(out, p.Text(l.Path))
		}
	}
	return out
}

// WarningCount returns the number of import warnings and consistency warnings.
func (l *Loaded) WarningCount() int { return len(l.Warnings) + len(l.Problems) - l.Errors() }

// Label names a section in messages: "event.json [Under 1800]", or the path alone.
func (s *Section) Label(path string) string {
	if s.Name == "" {
		return path
	}
	return fmt.Sprintf("%s [%s]", path, s.Name)
}

// wholeEvent is every section of a file one section was picked from.
type wholeEvent struct {
	names []string             // every section's name
	ts    []*engine.Tournament // every section's tournament; nil for one that could not be read
	at    int                  // the section picked
}

// NoSectionsError is a section picked in a file whose format has no sections.
type NoSectionsError struct{ Path, Format string }

func (e *NoSectionsError) Error() string {
	return fmt.Sprintf("%s is a %s file, which has no sections", e.Path, e.Format)
}

// Setting is the section picked.
func (e *NoSectionsError) Setting() remedy.Setting { return remedy.Section }

// FilesSectionError is a section picked among several files of one event, each of
// which is a section.
type FilesSectionError struct{}

func (e *FilesSectionError) Error() string {
	return "a section is picked in one file, and with several files each file is a section"
}

// Setting is the section picked.
func (e *FilesSectionError) Setting() remedy.Setting { return remedy.Section }

// FileSectionsError is one of several files of one event holding more than one section.
type FileSectionsError struct {
	Path     string
	Sections int
}

func (e *FileSectionsError) Error() string {
	return fmt.Sprintf("%s has %d sections; give one file per section, or that file alone", e.Path, e.Sections)
}

// Open reads the event of paths (one file, or one file per section) and judges each
// section ([Judge], with opts.Judging): a section that cannot be read, or is refused,
// carries its error in the event; the error returned is for the input as a whole.
// Sections of several files are named by their section name, else by their file's base
// name up to its first dot (open.trf is "open").
func Open(ctx context.Context, paths []string, opts LoadOptions) (*Event, error) {
	if len(paths) > 1 && opts.Section != "" {
		return nil, &FilesSectionError{}
	}
	if len(paths) > 1 && opts.Byes != nil {
		return nil, &ByesSectionsError{Files: true}
	}
	if len(paths) == 1 {
		ev, err := Import(ctx, paths[0], opts)
		if err != nil {
			return nil, err
		}
		ev.judge(opts.Judging)
		return ev, nil
	}
	ev := &Event{Paths: paths}
	for _, p := range paths {
		one, err := Import(ctx, p, opts)
		if err != nil {
			return nil, err
		}
		one.judge(opts.Judging)
		if len(one.Sections) != 1 {
			return nil, &FileSectionsError{Path: p, Sections: len(one.Sections)}
		}
		sec := one.Sections[0]
		sec.Name = SectionName(sec.Name, sec.eventSection(), p)
		ev.Sections = append(ev.Sections, sec)
	}
	return ev, nil
}

// eventSection returns the section name the tournament of s gives; "" when it could
// not be read.
func (s *Section) eventSection() string {
	if s.Loaded == nil {
		return ""
	}
	return s.Loaded.T.Section
}

// judge judges every section ([Event.JudgeSection]).
func (ev *Event) judge(j Judging) {
	for i := range ev.Sections {
		ev.JudgeSection(i, j)
	}
}

// JudgeSection applies j to section i: a section in error is left as it is unless
// j.Force and part of it could be read, which is then used (Forced); a refusal by
// [Judge] becomes the section's error (Judged, with Partial the section as read).
func (ev *Event) JudgeSection(i int, j Judging) {
	sec := &ev.Sections[i]
	if sec.Err != nil {
		if !j.Force || sec.Partial == nil {
			return
		}
		sec.Loaded, sec.Forced = sec.Partial, true
	}
	l := sec.Loaded
	sec.Judged = true
	t, err := Judge(l.T, l.Errors(), l.WarningCount(), j)
	if err != nil {
		sec.Loaded, sec.Partial, sec.Err = nil, l, err
		return
	}
	if j.RoundChosen {
		l.T, l.Round = t, j.Round
	}
}

// Import reads every section of path, each checked but not judged. Formats without
// sections, any input when opts.Section names one, and any with opts.One give a single
// section.
func Import(ctx context.Context, path string, opts LoadOptions) (*Event, error) {
	f := opts.Formats
	if f == nil {
		f = NewFormats()
	}
	read := opts.Read
	if read == nil {
		read = func(ctx context.Context, path string) (importers.Source, error) { return f.ReadInput(ctx, path, nil) }
	}
	src, err := read(ctx, path)
	if err != nil {
		return nil, err
	}
	src.Opts = importers.Options{Sheet: opts.Sheet, Section: opts.Section}
	src.Positions = importers.NewPositions()
	im, err := f.Importer(opts.From, path, src.Data)
	if err != nil {
		return nil, err
	}
	si, hasSections := im.(importers.SectionImporter)
	ev := &Event{Paths: []string{path}}
	if opts.Section != "" && !hasSections {
		return nil, &NoSectionsError{Path: path, Format: im.Name()}
	}
	if !hasSections || opts.Section != "" || opts.One {
		t, warnings, err := im.Import(src)
		if err != nil {
			return nil, err
		}
		if ctx.Err() != nil {
			return nil, context.Cause(ctx)
		}
		if opts.Byes != nil {
			if err := byes.Apply(t, opts.Byes.Name, opts.Byes.Entries); err != nil {
				return nil, err
			}
			warnings = pgn.FilledWarnings(t, warnings)
		}
		l := newLoaded(path, im.Name(), t, warnings, src.Positions)
		ev.Sections = []Section{{Path: path, Loaded: l}}
		if opts.Section != "" && !opts.One {
			ev.Sections[0].Name = t.Section
			if ev.all, err = wholeOf(si, path, src, opts.Section); err != nil {
				return nil, err
			}
		}
		return ev, nil
	}
	src.Opts.Section = ""
	secs, err := si.ImportSections(src)
	if err != nil {
		return nil, err
	}
	importers.CleanSectionNames(path, secs)
	if opts.Byes != nil {
		if len(secs) != 1 {
			return nil, &ByesSectionsError{Path: path, Sections: len(secs)}
		}
		if secs[0].T != nil {
			if err := byes.Apply(secs[0].T, opts.Byes.Name, opts.Byes.Entries); err != nil {
				return nil, err
			}
			secs[0].Warnings = pgn.FilledWarnings(secs[0].T, secs[0].Warnings)
		}
	}
	for _, sec := range secs {
		s := Section{Name: sec.Name, Path: path, Err: sec.Err}
		switch {
		case sec.Err == nil:
			s.Loaded = newLoaded(path, im.Name(), sec.T, sec.Warnings, nil)
		case sec.T != nil:
			s.Partial = newLoaded(path, im.Name(), sec.T, sec.Warnings, nil)
		}
		ev.Sections = append(ev.Sections, s)
	}
	return ev, nil
}

// wholeOf reads every section of the multi-section input src (read from path), from
// which the section named want was picked, so that a fund's based_on counts the whole
// event whatever section is printed.
func wholeOf(si importers.SectionImporter, path string, src importers.Source, want string) (*wholeEvent, error) {
	src.Opts, src.Positions = importers.Options{Sheet: src.Opts.Sheet}, nil
	secs, err := si.ImportSections(src)
	if err != nil {
		return nil, err
	}
	importers.CleanSectionNames(path, secs)
	w := &wholeEvent{names: make([]string, len(secs)), ts: make([]*engine.Tournament, len(secs))}
	for i, sec := range secs {
		w.names[i], w.ts[i] = sec.Name, sec.T
	}
	if w.at, err = importers.FindSection(path, w.names, want); err != nil {
		return nil, err
	}
	return w, nil
}

// NewLoaded cleans the names of an imported tournament (a line break in a name is a
// positioned warning, [importers.CleanNames]), runs engine.Validate on it and positions
// each problem in the file where the importer recorded the player's round (positions
// may be nil).
func NewLoaded(path, importer string, t *engine.Tournament, warnings []*importers.ParseError, positions *importers.Positions) *Loaded {
	return newLoaded(path, importer, t, warnings, positions)
}

func newLoaded(path, importer string, t *engine.Tournament, warnings []*importers.ParseError, positions *importers.Positions) *Loaded {
	warnings = append(warnings, importers.CleanNames(t, path, positions)...)
	l := &Loaded{Path: path, Importer: importer, T: t, Warnings: warnings, Positions: positions}
	for _, p := range t.Validate() {
		var pos importers.Position
		if positions != nil && p.Player != 0 {
			pos, _ = positions.Of(p.Player, p.Round)
		}
		l.Problems = append(l.Problems, Problem{Problem: p, Pos: pos})
	}
	return l
}

// MatchFund matches fs to the sections of the event by the one rule every command pays
// by ([MatchFund]): based_on counts every section of the event, also when one section
// of a file of several was picked. nil, nil when fs is nil.
func (ev *Event) MatchFund(fs *Fund) (*EventPay, error) {
	if fs == nil {
		return nil, nil
	}
	es := EventSections{Complete: len(ev.Sections) > 1}
	at := make([]int, len(ev.Sections))
	for i := range ev.Sections {
		sec := &ev.Sections[i]
		p := ev.Paths[0]
		if len(ev.Paths) == len(ev.Sections) {
			p = ev.Paths[i]
		}
		at[i] = i
		es.Names = append(es.Names, SectionName(sec.Name, sec.eventSection(), p))
		var t *engine.Tournament
		if sec.Loaded != nil {
			t = sec.Loaded.T
		}
		es.Ts = append(es.Ts, t)
	}
	if w := ev.all; len(ev.Sections) == 1 && w != nil && len(w.names) > 1 {
		es = EventSections{Names: w.names, Ts: w.ts, Complete: true, Picked: []int{w.at}}
		at[0] = w.at
	}
	ef, err := MatchFund(fs, es)
	if err != nil {
		return nil, err
	}
	return &EventPay{EventFund: ef, at: at}, nil
}

// EventPay is a fund matched to an event, with the place in that event of each section
// loaded. A nil *EventPay is a run without a fund.
type EventPay struct {
	*EventFund
	at []int // per section loaded: its index among the event's sections
}

// Fund returns the fund section i is paid from; nil when none (or p is nil).
func (p *EventPay) Fund(i int) *Fund {
	if p == nil {
		return nil
	}
	return p.SectionFund(p.at[i])
}

// MatchNotes returns what the director should know about the match.
func (p *EventPay) MatchNotes() []string {
	if p == nil {
		return nil
	}
	return p.Notes
}

// EventFiles reports whether the event gets prize files of its own beside its
// sections' (a fund with sections: over several sections printed).
func (p *EventPay) EventFiles(printed int) bool {
	return p != nil && p.Sections() && printed > 1
}

// Folders returns the subfolder of each section ([SectionFolders]).
func (ev *Event) Folders() []string {
	names := make([]string, len(ev.Sections))
	for i, sec := range ev.Sections {
		names[i] = sec.Name
	}
	return SectionFolders(names)
}
