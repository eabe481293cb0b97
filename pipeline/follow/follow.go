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
// reaches the caller's function as typed values ([Message]: [Watching], [WatchNote],
// [Loaded], [Taken], [BuildNote], [SiteFailed], [StatusFailed], [CommandRun], [Status]), in
// order, and problems are typed errors ([SaveError], [WriteError], [LeftOutError]),
// so that a command words them in its flags and a program in its menus. The messages
// whose words need no option's name say themselves (String); a problem is said in one
// line ([Event.Why]) with the caller's words of its error ([Options.Explain]). Which files
// changed and stopped changing comes from a [Source]: by default the change detection
// of internal/watch (file notifications or polling, settled saves); tests and programs
// with their own trigger give their own, and a clock ([Options.Now]). The outputs are
// written by a [Writer]: [Folders] for a program; the tiebreak command gives its own,
// with the checks and words of its report and publish commands.
package follow

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/eventfiles"
	"github.com/tiebreak-chess/tiebreak/internal/watch"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// SiteFolder is the folder of the site in the output folder when the report is
// written too.
const SiteFolder = pipeline.ReportSiteFolder

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
	// Stamp, when not nil, gives the time stamp of the PDFs and pages made at each
	// update; nil keeps those of the plans and SiteOptions.
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
	// Explain, when not nil, words the error of a save not used (the problem, a
	// [SaveError] or a [WriteError], is given whole) in the caller's words, with the
	// remedies its options give; nil keeps the error's text. More, when not nil, says
	// how to see every problem of the file path when a save has several ("run
	// 'tiebreak check event.trf'"). The follower words each problem in one line with
	// them ([Event.Why]) for its messages, the status file and the site's notice.
	Explain func(problem error) string
	More    func(path string) string
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
	// when it was. Why says it in one line in the words of [Options.Explain]:
	// "event.trf saved 21:20 is unreadable: line 37: ...".
	Problem error
	Why     string

	work   string          // the private folder of its candidate and last good copies
	good   string          // the last good copy
	loaded *pipeline.Event // the last good copy as loaded
}

// Progress says how far the last good save went: "after round 4, 21:14".
func (ev *Event) Progress() string {
	return fmt.Sprintf("after round %d, %s", ev.Round, ev.At.Format("15:04"))
}

// State says where the event stands, in one line: "updated after round 4, 21:14";
// when its latest save was not used, "last updated after round 4, 21:14; " or "no
// outputs yet; " followed by why ([Event.Why]).
func (ev *Event) State() string {
	switch {
	case ev.Problem == nil:
		return "updated " + ev.Progress()
	case ev.Good:
		return "last updated " + ev.Progress() + "; " + ev.Why
	}
	return "no outputs yet; " + ev.Why
}

// why words problem, why a save was not used, in one line in the words of
// [Options.Explain] and [Options.More].
func (f *Follower) why(problem error) string {
	reason := func(err error) func() string {
		if f.o.Explain == nil {
			return err.Error
		}
		return func() string { return f.o.Explain(problem) }
	}
	if se, ok := errors.AsType[*SaveError](problem); ok {
		return se.words(reason(se.Err), f.o.More)
	}
	if we, ok := errors.AsType[*WriteError](problem); ok {
		return we.words(reason(we.Err)())
	}
	return problem.Error()
}

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

// CheckPaths refuses the paths that cannot be followed, an [UnwatchableError]: standard
// input ("-"), which is read once, and a US Chess DBF rating report, an after-event
// format of three files.
func CheckPaths(paths []string) error {
	for _, p := range paths {
		if p == "-" || strings.EqualFold(filepath.Ext(p), ".dbf") {
			return &UnwatchableError{Path: p}
		}
	}
	return nil
}

// UnwatchableError is a path that cannot be followed ([CheckPaths]).
type UnwatchableError struct{ Path string }

func (e *UnwatchableError) Error() string {
	if e.Path == "-" {
		return "standard input cannot be watched; name the file the pairing program saves"
	}
	return e.Path + ": a US Chess DBF rating report cannot be watched; run 'tiebreak report' on it"
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
// [Options.Once], telling say (nil for nobody) what happens. It returns [ErrNoneUsed] when saves were
// tried and none could be used.
func (f *Follower) Run(ctx context.Context, say func(Message)) error {
	if say == nil {
		say = func(Message) {}
	}
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
		ev.Problem, ev.Why = problem, f.why(problem)
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
		if err := f.writeReport(ctx, ev, read, dir); err != nil {
			// The file was read and judged above: what fails here is making or writing.
			return fail(&WriteError{Path: ev.Path, Saved: saved, Copy: cand, Dir: dir, Err: err})
		}
	}
	good := filepath.Join(ev.work, "good", filepath.Base(ev.Path))
	if err := os.Rename(cand, good); err != nil {
		return unreadable(nil, err)
	}
	ev.good, ev.loaded, ev.Good, ev.Round, ev.At, ev.Problem, ev.Why = good, read, true, round, f.o.Now(), nil, ""
	f.updates++
	f.say(&Taken{Event: ev, Path: ev.Path})
	return true
}
