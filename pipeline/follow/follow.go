// Package follow follows the event files a pairing program keeps saving and rebuilds
// their outputs after each save: the report of each event and the results site of all
// of them, made by the one report builder ([pipeline.Build]) exactly as a report or a
// site made by hand from the same file.
//
// A [Follower] copies each save once (what is checked is what is used), reads and
// judges the copy ([pipeline.Open]), builds the report files of its event and, once
// they are written, keeps the copy as the event's last good one. The site is built
// from the last good copy of every event. A save that cannot be read, is refused, or
// whose outputs cannot be written leaves the last good outputs in place; the site's
// pages and the status file say so ([Follower.Notice]) until a later save is used.
// After each update that used a save, a shell command may run ([Options.Command]).
//
// The follower never prints and never names a command-line option: what happened
// reaches the caller's function as typed values ([Message]: [Watching], [Loaded],
// [Taken], [BuildNote], [SiteFailed], [StatusFailed], [CommandRun], [Status]), in
// order, and problems are typed errors ([SaveError], [WriteError], [LeftOutError]),
// so that a command words them in its flags and a program in its menus. Which files
// changed and stopped changing comes from a [Source]: by default the change detection
// of internal/watch (file notifications or polling, settled saves); tests and programs
// with their own trigger give their own, and a clock ([Options.Now]).
package follow

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/eventfiles"
	"github.com/tiebreak-chess/tiebreak/internal/watch"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// SiteFolder is the folder of the site in the output folder when the report is
// written too.
const SiteFolder = "site"

// Options say what a [Follower] makes of each save and how it follows the files.
type Options struct {
	// Out is the output folder: the report of one event in it, of several in a
	// folder per event named from its file; the site in Out/site beside a report,
	// else in Out.
	Out string
	// Load reads and judges each save ([pipeline.Open]); its Formats (nil for
	// [pipeline.NewFormats]) also tell which files of a watched folder are events.
	Load pipeline.LoadOptions
	// Report, when not nil, is the plan of each event's report ([pipeline.Build]):
	// its ranking, ratings, outputs and exporter options. The follower sets the fund,
	// the report and the sections left out.
	Report *pipeline.Plan
	// Site, when not nil, is the plan of the site's sections, SiteOptions the site's
	// ([site.Build]); its Notice is set at each update.
	Site        *pipeline.Plan
	SiteOptions site.Options
	// Fund names the prize fund ([pipeline.LoadFund]: a YAML file or a template name),
	// read again at each update, so that a fund corrected during the event is used;
	// "" pays the prizes a SwissSys file holds in the report, and none on the site.
	Fund string
	// Stamp, when not nil, is the time stamp of the PDFs and pages made at each
	// update; nil makes none.
	Stamp func() time.Time
	// StatusFile, when not "", is the name of the status file written in Out after
	// each update with the report: StatusHeader, then a line per event.
	StatusFile, StatusHeader string
	// Command, when not "", is a shell command run after each update that used a
	// save, with TIEBREAK_OUTPUT set to Out.
	Command string
	// Poll checks the files on this clock instead of notifications; Settle is how long
	// a save must keep its size and time before it is read; with FixedSettle every save
	// waits for it, else one is read as soon as it stops changing and parses.
	Poll, Settle time.Duration
	FixedSettle  bool
	// Once updates once from the files as they are, then returns.
	Once bool
	// Writer writes the outputs; nil for [Folders].
	Writer Writer
	// Source hands out the files that changed; nil for the change detection of
	// internal/watch over the paths.
	Source Source
	// Now is the clock of the times the updates report; nil for time.Now.
	Now func() time.Time
	// Word words a problem ([SaveError], [WriteError]) for the status file and the
	// site's notice; nil for its Error text.
	Word func(error) string
}

// Source hands out the watched files that changed and settled.
type Source interface {
	// Mode says how the files are watched ("file notifications").
	Mode() string
	// Run hands the files that changed to changed until ctx is done or changed
	// returns an error; with once, after the files present at the start.
	Run(ctx context.Context, once bool, changed func([]string) error) error
}

// Writer writes what a follower makes. Each write replaces what was there as a whole.
type Writer interface {
	// WriteReport replaces the report in dir by files, all or nothing.
	WriteReport(ctx context.Context, dir string, files []pipeline.File) error
	// WriteSite replaces the site in dir by files, of the events ids.
	WriteSite(ctx context.Context, dir string, files []exporters.File, ids []pipeline.EventID) error
	// WriteFile replaces the file path by data.
	WriteFile(ctx context.Context, path string, data []byte) error
}

// ErrNoneUsed is the error of [Follower.Run] when saves were tried and none could be
// used.
var ErrNoneUsed = errors.New("no save could be used")

// Event is an event file the follower follows, as it stands.
type Event struct {
	Path   string // the file as named or found
	Folder string // its report's folder below Out with several events; "" for one
	// Good says a save was used: Round is the last round it had results for, At when
	// it was used.
	Good  bool
	Round int
	At    time.Time
	// Problem is why the latest save was not used ([SaveError], [WriteError]); nil
	// when it was.
	Problem error

	work   string          // the private folder of its candidate and last good copies
	good   string          // the last good copy
	loaded *pipeline.Event // the last good copy as loaded
}

// Progress says how far the last good save went: "after round 4, 21:14".
func (ev *Event) Progress() string {
	return fmt.Sprintf("after round %d, %s", ev.Round, ev.At.Format("15:04"))
}

// SaveError is a save that could not be read, or was refused.
type SaveError struct {
	Path  string    // the file followed
	Saved time.Time // its modification time
	// Copy is the copy that was read (errors name it); Section the section refused or
	// unreadable, nil for the file as a whole.
	Copy    string
	Section *pipeline.Section
	Err     error
}

func (e *SaveError) Error() string {
	what := strings.ReplaceAll(e.Err.Error(), e.Copy, e.Path)
	if list := e.Problems(); len(list) > 0 {
		what = list[0]
		if len(list) > 1 {
			what += fmt.Sprintf(" (and %d more)", len(list)-1)
		}
	}
	return fmt.Sprintf("%s saved %s is unreadable: %s", filepath.Base(e.Path), e.Saved.Format("15:04"), what)
}

// Problems returns the problems of the save, each on one line where the file says:
// "line 37: player 1, round 3: opponent 31 is not in the player list". They are the
// errors of a section refused ([pipeline.RefusedError]) and the parse errors of the
// copy read; none for another error.
func (e *SaveError) Problems() []string {
	var list []string
	at := func(pos importers.Position, text string) {
		switch {
		case pos.Cell != "":
			text = pos.Cell + ": " + text
		case pos.Line > 0:
			text = "line " + strconv.Itoa(pos.Line) + ": " + text
		}
		list = append(list, text)
	}
	if _, ok := errors.AsType[*pipeline.RefusedError](e.Err); ok && e.Section != nil && e.Section.Partial != nil {
		for _, p := range e.Section.Partial.Problems {
			if p.Severity == engine.Error {
				at(p.Pos, strings.TrimPrefix(p.Problem.String(), "error: "))
			}
		}
	}
	for _, leaf := range pipeline.ErrorLeaves(e.Err) {
		if pe, ok := errors.AsType[*importers.ParseError](leaf); ok && pe.File == e.Copy && (pe.Line > 0 || pe.Cell != "") {
			text := pe.Field
			if pe.Err != nil {
				text = strings.TrimPrefix(text+": "+pe.Err.Error(), ": ")
			}
			at(importers.Position{Line: pe.Line, Cell: pe.Cell}, text)
		}
	}
	return list
}

func (e *SaveError) Unwrap() error { return e.Err }

// WriteError is a save that was read, whose outputs could not be made or written into
// Dir.
type WriteError struct {
	Path  string
	Saved time.Time
	Copy  string
	Dir   string
	Err   error
}

func (e *WriteError) Error() string {
	return fmt.Sprintf("the outputs of %s saved %s could not be written into %s: %s", filepath.Base(e.Path),
		e.Saved.Format("15:04"), e.Dir, strings.ReplaceAll(e.Err.Error(), e.Copy, e.Path))
}

func (e *WriteError) Unwrap() error { return e.Err }

// LeftOutError says the sections of an event that could not be read were left out of
// its report (the others were written).
type LeftOutError struct{ Sections []string }

func (e *LeftOutError) Error() string {
	return "sections not written: " + strings.Join(e.Sections, ", ")
}

// Message is what a follower reports: one of the types below, as a pointer.
type Message interface{ message() }

// Watching is the first message: the files followed and how.
type Watching struct {
	Paths []string
	Mode  string
	Out   string
}

// WatchNote is what the change detection says of its way of watching (notifications
// failed, polling instead).
type WatchNote struct{ Text string }

// Loaded is a save read and judged, before its sections are used.
type Loaded struct {
	Event *Event
	Read  *pipeline.Event
}

// Taken is a save used (Event.Problem nil) or not, or a file that could not be
// followed at all (Err, with Event nil).
type Taken struct {
	Event *Event
	Path  string
	Err   error
}

// BuildNote is a note of building an event's report ([pipeline.Plan.Say]) or a
// site section (Site). Without a fund named, the notes of reading the prizes the event
// file holds ([pipeline.ReadProgramFund]) come as [pipeline.NoteFund], Fund set on
// the one that says those prizes are paid.
type BuildNote struct {
	Path string
	Site bool
	Fund bool
	Note pipeline.Note
}

// SiteFailed says the site could not be made or written; the rest of the update is
// skipped.
type SiteFailed struct{ Err error }

// StatusFailed says the status file could not be written.
type StatusFailed struct{ Err error }

// CommandRun is the end of [Options.Command]: Err is its failure, Output what it
// printed.
type CommandRun struct {
	Err    error
	Output string
}

// Status ends each update: the events followed, how many have outputs, when the last
// save was used (zero before any), and whether the follower is done (once).
type Status struct {
	Events, Good int
	Last         time.Time
	Done         bool
}

func (*Watching) message()     {}
func (*WatchNote) message()    {}
func (*Loaded) message()       {}
func (*Taken) message()        {}
func (*BuildNote) message()    {}
func (*SiteFailed) message()   {}
func (*StatusFailed) message() {}
func (*CommandRun) message()   {}
func (*Status) message()       {}

// Follower follows event files and rebuilds their outputs. It is used by one
// goroutine.
type Follower struct {
	paths   []string
	o       Options
	say     func(Message)
	multi   bool
	named   map[string]bool // the files named, cleaned
	work    string
	events  map[string]*Event
	order   []*Event
	folders map[string]bool

	updates, refused int
}

// New returns a follower of paths, each an event file or a folder of event files
// (several, or a folder, give each event a folder of its own below Out).
func New(paths []string, o Options) *Follower {
	if o.Load.Formats == nil {
		o.Load.Formats = pipeline.NewFormats()
	}
	if o.Writer == nil {
		o.Writer = Folders{}
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Word == nil {
		o.Word = func(err error) string { return err.Error() }
	}
	f := &Follower{paths: paths, o: o, multi: len(paths) > 1, named: map[string]bool{},
		events: map[string]*Event{}, folders: map[string]bool{}}
	for _, p := range paths {
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			f.multi = true
		} else {
			f.named[filepath.Clean(p)] = true
		}
	}
	return f
}

// Events returns the events followed, in the order they were first seen.
func (f *Follower) Events() []*Event { return slices.Clone(f.order) }

// Run follows the files until ctx is done (returning its cause), or once with
// [Options.Once], telling say what happens. It returns [ErrNoneUsed] when saves were
// tried and none could be used.
func (f *Follower) Run(ctx context.Context, say func(Message)) error {
	f.say = say
	var err error
	if f.work, err = os.MkdirTemp("", "watch-"); err != nil {
		return fmt.Errorf("cannot make a working folder: %w", err)
	}
	defer os.RemoveAll(f.work)
	src := f.o.Source
	if src == nil {
		s := f.o.Settle
		if s <= 0 {
			s = watch.DefaultSettle
		}
		wo := watch.Options{Poll: f.o.Poll, Settle: s, Debounce: min(s, watch.DefaultDebounce),
			MaxDelay: max(s*2, watch.DefaultMaxDelay), Match: f.isEventFile,
			Note: func(msg string) { say(&WatchNote{Text: msg}) }}
		if !f.o.FixedSettle {
			wo.Ready = f.parses
		}
		w, err := watch.New(f.paths, wo)
		if err != nil {
			return err
		}
		src = w
	}
	say(&Watching{Paths: f.paths, Mode: src.Mode(), Out: f.o.Out})
	err = src.Run(ctx, f.o.Once, func(files []string) error {
		f.step(ctx, files)
		return stopped(ctx)
	})
	if stop := stopped(ctx); stop != nil {
		return stop
	}
	if err != nil {
		return err
	}
	if f.refused > 0 && f.updates == 0 {
		return ErrNoneUsed
	}
	return nil
}

// stopped returns the cause of ctx once it is done, else nil.
func stopped(ctx context.Context) error {
	if ctx.Err() == nil {
		return nil
	}
	return context.Cause(ctx)
}

// parses says whether the file at p reads without error as the format it is detected
// as: a save that has stopped changing and parses is read at once.
func (f *Follower) parses(p string) bool {
	r, err := os.Open(p)
	if err != nil {
		return false
	}
	src, err := importers.Read(p, r)
	r.Close()
	if err != nil {
		return false
	}
	im, err := f.o.Load.Formats.Importers.Detect(p, src.Data)
	if err != nil {
		return false
	}
	if si, ok := im.(importers.SectionImporter); ok {
		_, err = si.ImportSections(src)
	} else {
		_, _, err = im.Import(src)
	}
	return err == nil
}

// isEventFile says whether a file of a watched folder is an event file by its name:
// one whose extension an importer reads, other than a DBF report or settings.
func (f *Follower) isEventFile(p string) bool {
	ext := strings.ToLower(filepath.Ext(p))
	if ext == ".dbf" || ext == ".yaml" || ext == ".yml" {
		return false
	}
	for _, im := range f.o.Load.Formats.Importers.All() {
		if slices.Contains(im.Extensions(), ext) {
			return true
		}
	}
	return false
}

// step takes the files that changed, once each: each is copied, read, judged and its
// report written; the good copies replace the last good ones; the site is made from
// the last good copy of every event; the status file is written; then the command
// runs. It ends with a [Status] message.
func (f *Follower) step(ctx context.Context, files []string) {
	f.update(ctx, files)
	good := 0
	var last time.Time
	for _, ev := range f.order {
		if ev.Good {
			good++
		}
		if ev.At.After(last) {
			last = ev.At
		}
	}
	f.say(&Status{Events: len(f.order), Good: good, Last: last, Done: f.o.Once})
}

func (f *Follower) update(ctx context.Context, files []string) {
	changed := false
	for _, p := range files {
		if stopped(ctx) != nil {
			return
		}
		ev, err := f.eventOf(p)
		if err != nil {
			f.say(&Taken{Path: p, Err: err})
			continue
		}
		if f.take(ctx, ev) {
			changed = true
		}
	}
	if stopped(ctx) != nil {
		return
	}
	if f.o.Site != nil && (changed || f.problems()) {
		if err := f.writeSite(ctx); err != nil {
			f.say(&SiteFailed{Err: err})
			return
		}
	}
	if f.o.Report != nil && f.o.StatusFile != "" {
		if err := f.writeStatus(ctx); err != nil {
			f.say(&StatusFailed{Err: err})
		}
	}
	if changed && f.o.Command != "" {
		f.runCommand(ctx)
	}
}

// eventOf returns the event of path, made on first sight.
func (f *Follower) eventOf(path string) (*Event, error) {
	if ev := f.events[path]; ev != nil {
		return ev, nil
	}
	dir := filepath.Join(f.work, strconv.Itoa(len(f.order)+1))
	for _, sub := range []string{"new", "good"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o700); err != nil {
			return nil, err
		}
	}
	ev := &Event{Path: path, work: dir}
	if f.multi {
		ev.Folder = pipeline.UniqueFolder(pipeline.EventSlug(path), f.folders)
	}
	f.events[path] = ev
	f.order = append(f.order, ev)
	return ev, nil
}

// problems reports whether some event's latest save was not used.
func (f *Follower) problems() bool {
	return slices.ContainsFunc(f.order, func(ev *Event) bool { return ev.Problem != nil })
}

// take copies ev's file, reads and judges it and writes its report; it returns whether
// the copy became the event's last good one.
func (f *Follower) take(ctx context.Context, ev *Event) bool {
	saved := f.o.Now()
	if fi, err := os.Stat(ev.Path); err == nil {
		saved = fi.ModTime()
	}
	cand := filepath.Join(ev.work, "new", filepath.Base(ev.Path))
	fail := func(problem error) bool {
		ev.Problem = problem
		f.refused++
		f.say(&Taken{Event: ev, Path: ev.Path})
		return false
	}
	unreadable := func(sec *pipeline.Section, err error) bool {
		return fail(&SaveError{Path: ev.Path, Saved: saved, Copy: cand, Section: sec, Err: err})
	}
	if err := copyInput(ev.Path, cand); err != nil {
		return unreadable(nil, err)
	}
	if ok, _, _ := eventfiles.Claims(f.o.Load.Formats.Importers, cand); !ok && !f.named[filepath.Clean(ev.Path)] {
		return false // a file of the folder that is not an event
	}
	read, err := pipeline.Open(ctx, []string{cand}, f.o.Load)
	if err != nil {
		return unreadable(nil, err)
	}
	f.say(&Loaded{Event: ev, Read: read})
	round := 0
	for i := range read.Sections {
		sec := &read.Sections[i]
		if sec.Err != nil && !f.o.Load.Judging.Force {
			return unreadable(sec, sec.Err)
		}
		if sec.Loaded != nil {
			r := sec.Loaded.T.RoundsPlayed()
			if sec.Loaded.Round > 0 {
				r = sec.Loaded.Round
			}
			round = max(round, r)
		}
	}
	if f.o.Report != nil {
		dir := f.o.Out
		if ev.Folder != "" {
			dir = filepath.Join(f.o.Out, ev.Folder)
		}
		if err := f.writeReport(ctx, ev, cand, read, dir); err != nil {
			// The file was read and judged above: what fails here is making or writing.
			return fail(&WriteError{Path: ev.Path, Saved: saved, Copy: cand, Dir: dir, Err: err})
		}
	}
	good := filepath.Join(ev.work, "good", filepath.Base(ev.Path))
	if err := os.Rename(cand, good); err != nil {
		return unreadable(nil, err)
	}
	ev.good, ev.loaded, ev.Good, ev.Round, ev.At, ev.Problem = good, read, true, round, f.o.Now(), nil
	f.updates++
	f.say(&Taken{Event: ev, Path: ev.Path})
	return true
}

// stamp returns the time stamp of the files made now.
func (f *Follower) stamp() time.Time {
	if f.o.Stamp == nil {
		return time.Time{}
	}
	return f.o.Stamp()
}

// writeReport builds the report of the copy cand, read as read, and writes it into dir.
func (f *Follower) writeReport(ctx context.Context, ev *Event, cand string, read *pipeline.Event, dir string) error {
	fund, err := pipeline.LoadFund(f.o.Fund)
	if err != nil {
		return err
	}
	if fund == nil {
		// No fund named: the prizes the TD entered in the pairing program, if any.
		var notes []string
		fund, notes = pipeline.ReadProgramFund(cand)
		for i, n := range notes {
			f.say(&BuildNote{Path: ev.Path, Fund: i == 0 && fund != nil, Note: pipeline.Note{Kind: pipeline.NoteFund, Text: n}})
		}
	}
	pay, err := read.MatchFund(fund)
	if err != nil {
		return err
	}
	plan := *f.o.Report
	plan.Pay, plan.Report, plan.LeftOut, plan.Site = pay, true, true, false
	plan.PDF.GeneratedAt = f.stamp()
	plan.Say = func(n pipeline.Note) { f.say(&BuildNote{Path: ev.Path, Note: n}) }
	b, err := pipeline.Build(ctx, read, plan)
	if err != nil {
		return err
	}
	if err := f.o.Writer.WriteReport(ctx, dir, append(b.Files, b.EventFiles...)); err != nil {
		return err
	}
	if len(b.LeftOut) > 0 {
		return &LeftOutError{Sections: b.LeftOut}
	}
	return nil
}

// Notice returns the line the site's pages show: "" when every event's latest save
// was used, else "last updated after round 4, 21:14; event.trf saved 21:20 is
// unreadable: line 37: ..." for each event whose latest save was not.
func (f *Follower) Notice() string {
	var parts []string
	for _, ev := range f.order {
		if ev.Problem == nil {
			continue
		}
		last := "no outputs yet"
		if ev.Good {
			last = "last updated " + ev.Progress()
		}
		parts = append(parts, last+"; "+f.o.Word(ev.Problem))
	}
	return strings.Join(parts, " | ")
}

// writeSite builds and writes the site of the last good copy of every event.
func (f *Follower) writeSite(ctx context.Context) error {
	fund, err := pipeline.LoadFund(f.o.Fund)
	if err != nil {
		return err
	}
	if !slices.ContainsFunc(f.order, func(ev *Event) bool { return ev.Good }) {
		return nil
	}
	var secs []site.Section
	folders := map[string]bool{}
	for _, ev := range f.order {
		if !ev.Good {
			continue
		}
		pay, err := ev.loaded.MatchFund(fund)
		if err != nil {
			return err
		}
		plan := *f.o.Site
		plan.Pay, plan.Site, plan.LeftOut = pay, true, f.o.Load.Judging.Force
		plan.SiteFolder = pipeline.UniqueFolder(pipeline.EventSlug(ev.good), folders)
		plan.Say = func(n pipeline.Note) { f.say(&BuildNote{Path: ev.Path, Site: true, Note: n}) }
		b, err := pipeline.Build(ctx, ev.loaded, plan)
		if err != nil {
			return err
		}
		secs = append(secs, b.Site...)
	}
	opts := f.o.SiteOptions
	opts.Notice, opts.GeneratedAt = f.Notice(), f.stamp()
	files, err := site.Build(secs, opts)
	if err != nil {
		return err
	}
	var ids []pipeline.EventID
	for _, sec := range secs {
		t := sec.Doc.T
		id := pipeline.EventID{Name: strings.TrimSpace(pipeline.EventTitle(t.Name, t.Section)), Date: strings.TrimSpace(t.StartDate)}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	dir := f.o.Out
	if f.o.Report != nil {
		dir = filepath.Join(f.o.Out, SiteFolder)
	}
	return f.o.Writer.WriteSite(ctx, dir, files, ids)
}

// StatusText returns the status file: the header, then per event its last update and
// why its latest save was not used.
func (f *Follower) StatusText() string {
	var b strings.Builder
	b.WriteString(f.o.StatusHeader)
	for _, ev := range f.order {
		switch {
		case ev.Problem != nil && ev.Good:
			fmt.Fprintf(&b, "%s: last updated %s; %s\n", ev.Path, ev.Progress(), f.o.Word(ev.Problem))
		case ev.Problem != nil:
			fmt.Fprintf(&b, "%s: no outputs yet; %s\n", ev.Path, f.o.Word(ev.Problem))
		case ev.Good:
			fmt.Fprintf(&b, "%s: updated %s\n", ev.Path, ev.Progress())
		}
	}
	return b.String()
}

// writeStatus writes the status file.
func (f *Follower) writeStatus(ctx context.Context) error {
	if err := os.MkdirAll(f.o.Out, 0o755); err != nil {
		return err
	}
	return f.o.Writer.WriteFile(ctx, filepath.Join(f.o.Out, f.o.StatusFile), []byte(f.StatusText()))
}

// runCommand runs the command through the shell; its failure is reported, not fatal.
func (f *Follower) runCommand(ctx context.Context) {
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", f.o.Command)
	cmd.Env = append(os.Environ(), "TIEBREAK_OUTPUT="+f.o.Out)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	err := cmd.Run()
	if stopped(ctx) != nil {
		return
	}
	f.say(&CommandRun{Err: err, Output: buf.String()})
}

// copyInput copies from to to, refusing a file larger than the importers read.
func copyInput(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return fmt.Errorf("cannot read %s: %w", from, errors.Unwrap(err))
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	n, err := io.Copy(out, io.LimitReader(in, importers.MaxInputSize+1))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err == nil && n > importers.MaxInputSize {
		err = fmt.Errorf("%s: larger than %d MiB", from, importers.MaxInputSize>>20)
	}
	return err
}
