package main

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
	"unicode"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/watch"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newWatchCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "watch",
		Usage:     "rewrite the outputs whenever the pairing program saves the event",
		ArgsUsage: "FILE|FOLDER...",
		Description: `Watches the files the pairing program keeps saving (a FILE, or the event
files of a FOLDER) and, whenever one changed and stopped changing, runs
'report' (--report, the default) and 'publish' (--publish) on it, exactly as
those commands run by hand, into the folder -o DIR:

   one event, --report     DIR, as 'report -o DIR FILE'
   several, --report       DIR/NAME/ per event, NAME from the file name
   --publish --report      the site in DIR/site/ ('publish -o DIR/site')
   --publish alone         the site in DIR ('publish -o DIR')

--ratings fide|uscf goes to both: rating columns in the files and pages.

The site gets a TV view, tv.html: a full-screen page for a venue screen
that refreshes itself and cycles through each section's standings and its
latest round's results.

A file caught half-written or refused (what 'check' refuses) keeps the last
good outputs in place; the terminal, DIR/watch-status.txt (--report) and
the site's pages say so: "last updated after round 4, 21:14; event.trf
saved 21:20 is unreadable: line 37". The next save is tried again. Each
output is replaced atomically. Ctrl-C stops the watch (exit status 130)
with nothing half-written.

Changes are seen through file-system notifications; --poll checks the
files on a clock instead (network shares), as the watch does by itself
when notifications fail. A US Chess DBF rating report (three files) is an
after-event format and cannot be watched.

Examples:
   tiebreak watch -o out event.trf
   tiebreak watch --publish --fund fund.yaml -o out event.trf
   tiebreak watch --publish --exec "rsync -a site/ host:www/" -o site e.trf
   tiebreak watch --poll 5s --report -o out //club-pc/SwissSys/
   tiebreak watch --once --publish --report -o out event.trf

Flags may come before or after FILE.`,
		Flags: append(append(append(rankingFlags(), inputFlags()...), pdfFlags()...),
			&cli.StringFlag{Name: "fund", Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write into the folder `DIR` (created if needed)"},
			&cli.BoolFlag{Name: "report", Usage: "write what 'report' writes (the default without --publish)"},
			&cli.BoolFlag{Name: "publish", Usage: "write the results site with its TV view"},
			&cli.StringFlag{Name: "base-url", Usage: "with --publish: the web address `URL` of the site, for QR codes"},
			&cli.StringFlag{Name: "title", Usage: "with --publish: the index page's `TITLE`"},
			ratingsFlag(),
			&cli.StringFlag{Name: "exec", Usage: "run the shell `CMD` after each update (its failure is reported, the watch goes on)"},
			&cli.DurationFlag{Name: "poll", Usage: "check the files every `DURATION` (5s) instead of using notifications"},
			&cli.DurationFlag{Name: "settle", Usage: "read a save once unchanged this `DURATION` (network shares); without it, as soon as it stops changing and parses, at most 1s", Value: watch.DefaultSettle},
			&cli.BoolFlag{Name: "once", Usage: "update once from the files as they are, then exit (for cron)"},
		),
		Action: func(c *cli.Context) error {
			return e.runWatch(c.Context, watchOptionsFrom(c), c.Args().Slice())
		},
	}
}

// watchOptions are the flags of watch.
type watchOptions struct {
	// settings are the ranking and input flags with which each save is checked.
	*settings
	// Report are the flags report runs with on each save (--report), as 'report -o
	// DIR' would read them; the folder is set per event.
	Report reportOptions
	// Publish are the flags publish runs with (--publish), as 'publish --tv -o SITE'
	// would read them; the folder and the notice are set per update.
	Publish publishOptions
	// WriteReport says whether the report is written: --report, or no --publish.
	WriteReport bool
	// WritePublish says whether the site is written (--publish).
	WritePublish bool
	// BaseURLSet and TitleSet say whether --base-url and --title were given, which are
	// refused without --publish.
	BaseURLSet, TitleSet bool
	// FundRef is the prize fund --fund names, checked before the watch starts.
	FundRef string
	// Output is the folder --output names.
	Output string
	// Exec is the shell command --exec runs after each update.
	Exec string
	// Poll is the clock of --poll; 0 watches through notifications.
	Poll time.Duration
	// Settle is how long a file must keep its size and time before it is read.
	Settle time.Duration
	// FixedSettle says --settle was given: every save waits for it (a network share),
	// instead of being read as soon as it stops changing and parses.
	FixedSettle bool
	// Once says whether --once updates once and exits.
	Once bool
}

// watchOptionsFrom reads the flags of watch from c, and from them the options of the
// report and publish it runs.
func watchOptionsFrom(c *cli.Context) watchOptions {
	s := settingsFrom(c)
	s.Ongoing = true // without stated planned rounds, a watched event is never final
	rep, pub := *s, *s
	rep.command, pub.command = "report", "publish"
	pub.Paper, pub.Font = "", "" // the site has no PDF
	return watchOptions{
		settings: s,
		Report: reportOptions{settings: &rep, FundRef: c.String("fund"), RatingsSet: c.IsSet("ratings"),
			OwnFolder: true},
		Publish: publishOptions{settings: &pub, Site: siteFlagsFrom(c), FundRef: c.String("fund"),
			RatingsSet: c.IsSet("ratings"), TV: true},
		WriteReport:  c.Bool("report") || !c.Bool("publish"),
		WritePublish: c.Bool("publish"),
		BaseURLSet:   c.IsSet("base-url"),
		TitleSet:     c.IsSet("title"),
		FundRef:      c.String("fund"),
		Output:       c.String("output"),
		Exec:         c.String("exec"),
		Poll:         c.Duration("poll"),
		Settle:       c.Duration("settle"),
		FixedSettle:  c.IsSet("settle"),
		Once:         c.Bool("once"),
	}
}

// watchedEvent is one event file the watch follows.
type watchedEvent struct {
	path    string          // the file as named or found
	folder  string          // the output folder below DIR with several events
	work    string          // the private folder of its candidate and last good copies
	good    string          // the last good copy; "" before the first
	loaded  *pipeline.Event // the last good copy as loaded; nil before the first
	round   int             // the rounds the last good copy had results for
	at      time.Time       // when the last good copy was taken
	problem string          // why the latest save was not used; "" when it was
}

// watchRun is the state of one watch command.
type watchRun struct {
	e                *env
	opts             watchOptions
	out              string
	report, publish  bool
	multi            bool
	work             string
	events           map[string]*watchedEvent
	order            []*watchedEvent
	folders          map[string]bool
	named            map[string]bool // the files named as arguments, cleaned
	updates, refused int
	mode             string
}

// runWatch follows the event files of args and writes their report and site into the
// folder opts names on each save, until ctx is done (or once, with --once).
func (e *env) runWatch(ctx context.Context, opts watchOptions, args []string) error {
	if len(args) == 0 {
		return usagef("watch: missing FILE or FOLDER (the file the pairing program saves)")
	}
	out := opts.Output
	if out == "" || out == "-" {
		return usagef("watch: say which folder to write into with -o DIR")
	}
	w := &watchRun{e: e, opts: opts, out: out, report: opts.WriteReport, publish: opts.WritePublish,
		events: map[string]*watchedEvent{}, folders: map[string]bool{}, named: map[string]bool{}}
	if !w.publish {
		for _, f := range []struct {
			name string
			set  bool
		}{{"base-url", opts.BaseURLSet}, {"title", opts.TitleSet}} {
			if f.set {
				return usagef("watch: --%s is for the site: add --publish", f.name)
			}
		}
	}
	for _, a := range args {
		if a == "-" {
			return usagef("watch: standard input cannot be watched; name the file the pairing program saves")
		}
		if strings.EqualFold(filepath.Ext(a), ".dbf") {
			return usagef("watch: %s: a US Chess DBF rating report cannot be watched; run 'tiebreak report' on it", a)
		}
		if fi, err := os.Stat(a); err == nil && fi.IsDir() {
			w.multi = true
		} else {
			w.named[filepath.Clean(a)] = true
		}
	}
	w.multi = w.multi || len(args) > 1
	if _, err := pipeline.LoadFund(opts.FundRef); err != nil {
		return err
	}
	var err error
	if w.work, err = os.MkdirTemp("", "watch-"); err != nil {
		return fmt.Errorf("cannot make a working folder: %w", err)
	}
	defer os.RemoveAll(w.work)
	settle := opts.Settle
	wopts := watch.Options{Poll: opts.Poll, Settle: settle,
		Debounce: min(settle, watch.DefaultDebounce), MaxDelay: max(settle*2, watch.DefaultMaxDelay),
		Match: w.isEventFile, Note: func(msg string) { w.say("%s", msg) }}
	if !opts.FixedSettle {
		wopts.Ready = w.parses
	}
	wt, err := watch.New(args, wopts)
	if err != nil {
		return err
	}
	w.mode = wt.Mode()
	w.say("watching %s (%s); writing into %s", strings.Join(args, ", "), w.mode, out)
	err = wt.Run(ctx, opts.Once, func(files []string) error {
		w.update(ctx, files)
		w.status()
		return stopped(ctx)
	})
	if stop := stopped(ctx); stop != nil {
		return stop
	}
	if err != nil {
		return err
	}
	if w.refused > 0 && w.updates == 0 {
		return &silentError{errors.New("watch: no file could be used")}
	}
	return nil
}

// parses says whether the file at p reads without error as the format it is detected
// as: a save that has stopped changing and parses is read at once.
func (w *watchRun) parses(p string) bool {
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	src, err := importers.Read(p, f)
	f.Close()
	if err != nil {
		return false
	}
	im, err := w.e.formats.Importers.Detect(p, src.Data)
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
func (w *watchRun) isEventFile(p string) bool {
	ext := strings.ToLower(filepath.Ext(p))
	if ext == ".dbf" || ext == ".yaml" || ext == ".yml" {
		return false
	}
	for _, im := range w.e.formats.Importers.All() {
		if slices.Contains(im.Extensions(), ext) {
			return true
		}
	}
	return false
}

// say prints a time-stamped line for the TD. The message is one line: a control
// character in it (a line break in a file name) is printed escaped, so that no file name
// can forge a status line.
func (w *watchRun) say(format string, args ...any) {
	fmt.Fprintf(w.e.stdout, "%s %s\n", time.Now().Format("15:04:05"), escapeControls(fmt.Sprintf(format, args...)))
}

// escapeControls returns s with each control character written as a Go escape ("\n", "\x1b").
func escapeControls(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// status prints the status line: the events watched, the last update, the next action.
func (w *watchRun) status() {
	good := 0
	var last time.Time
	for _, ev := range w.order {
		if ev.good != "" {
			good++
		}
		if ev.at.After(last) {
			last = ev.at
		}
	}
	next := "waiting for the next save"
	if w.opts.Once {
		next = "done"
	}
	when := "no update yet"
	if !last.IsZero() {
		when = "last update " + last.Format("15:04")
	}
	w.say("status: %s watched (%d with outputs); %s; %s", plural(len(w.order), "event"), good, when, next)
}

// eventOf returns the watched event of path, made on first sight.
func (w *watchRun) eventOf(path string) (*watchedEvent, error) {
	if ev := w.events[path]; ev != nil {
		return ev, nil
	}
	dir := filepath.Join(w.work, strconv.Itoa(len(w.order)+1))
	if err := os.MkdirAll(filepath.Join(dir, "new"), 0o700); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(dir, "good"), 0o700); err != nil {
		return nil, err
	}
	ev := &watchedEvent{path: path, work: dir}
	if w.multi {
		ev.folder = pipeline.UniqueFolder(pipeline.EventSlug(path), w.folders)
	}
	w.events[path] = ev
	w.order = append(w.order, ev)
	return ev, nil
}

// update runs the pipeline on the files that changed: each is copied once (so that what
// is checked is what is used), checked, reported; the good copies replace the last good
// ones; the site is made from the last good copy of every event; then --exec runs.
func (w *watchRun) update(ctx context.Context, files []string) {
	changed := false
	for _, f := range files {
		if stopped(ctx) != nil {
			return
		}
		ev, err := w.eventOf(f)
		if err != nil {
			w.say("%s: %v", f, err)
			continue
		}
		if w.take(ctx, ev) {
			changed = true
		}
	}
	if stopped(ctx) != nil {
		return
	}
	if w.publish && (changed || w.problems()) {
		if err := w.runSite(ctx); err != nil {
			w.say("the site was not updated: %s", err)
			return
		}
	}
	if w.report {
		w.writeStatus(ctx)
	}
	if changed && w.opts.Exec != "" {
		w.runExec(ctx)
	}
}

// problems reports whether some event's latest save was not used.
func (w *watchRun) problems() bool {
	return slices.ContainsFunc(w.order, func(ev *watchedEvent) bool { return ev.problem != "" })
}

// take copies ev's file, checks it and with --report writes its outputs; it returns
// whether the copy became the event's last good one.
func (w *watchRun) take(ctx context.Context, ev *watchedEvent) bool {
	saved := time.Now()
	if fi, err := os.Stat(ev.path); err == nil {
		saved = fi.ModTime()
	}
	cand := filepath.Join(ev.work, "new", filepath.Base(ev.path))
	fail := func(err error) bool {
		ev.problem = fmt.Sprintf("%s saved %s is unreadable: %s", filepath.Base(ev.path), saved.Format("15:04"),
			shortProblem(err, cand, ev.path))
		w.refused++
		if ev.good != "" {
			w.say("%s: kept the outputs: last updated %s; %s", ev.path, ev.progress(), ev.problem)
		} else {
			w.say("%s: no outputs yet; %s", ev.path, ev.problem)
		}
		return false
	}
	if err := copyInput(ev.path, cand); err != nil {
		return fail(err)
	}
	if ok, _, _ := w.e.claims(cand); !ok && !w.named[filepath.Clean(ev.path)] {
		return false // a file of the folder that is not an event
	}
	s := *w.opts.settings
	loaded, err := w.e.open(ctx, &s, []string{cand})
	if err != nil {
		return fail(err)
	}
	secs := loaded.Sections
	round := 0
	for _, sec := range secs {
		if sec.Err != nil && !s.Force {
			return fail(fmt.Errorf("%s: %w", sec.Label(cand), sec.Err))
		}
		if sec.Loaded != nil {
			r := sec.Loaded.T.RoundsPlayed()
			if sec.Loaded.Round > 0 {
				r = sec.Loaded.Round
			}
			round = max(round, r)
		}
	}
	if w.report {
		dir := w.out
		if ev.folder != "" {
			dir = filepath.Join(w.out, ev.folder)
		}
		opts := w.opts.Report
		rs := *opts.settings // report loads its fund into its settings
		opts.settings, opts.Output = &rs, dir
		if err := w.run(ctx, func(e *env) error {
			if err := checkRatingsLoadFund(opts.settings, opts.RatingsSet, opts.FundRef); err != nil {
				return err
			}
			return e.writeReport(ctx, opts, loaded)
		}); err != nil {
			// The file was read and checked above: what fails here is writing.
			ev.problem = fmt.Sprintf("the outputs of %s saved %s could not be written into %s: %s", filepath.Base(ev.path), saved.Format("15:04"), dir,
				strings.ReplaceAll(errorText(err), cand, ev.path))
			w.refused++
			w.say("%s: %s", ev.path, ev.problem)
			return false
		}
	}
	good := filepath.Join(ev.work, "good", filepath.Base(ev.path))
	if err := os.Rename(cand, good); err != nil {
		return fail(err)
	}
	ev.good, ev.loaded, ev.round, ev.at, ev.problem = good, loaded, round, time.Now(), ""
	w.updates++
	w.say("%s: updated: %s", ev.path, ev.progress())
	return true
}

// shortProblem returns the first problem err holds, for a status line: "line 37:
// player 1, round 3: opponent 31 is not in the player list (and 18 more: run 'tiebreak
// check event.trf')". The problems are the errors of an event refused ([refusal]) and
// the parse errors of the copy cand; an error without them is kept whole, on one line,
// with cand named path.
func shortProblem(err error, cand, path string) string {
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
	if rf, ok := errors.AsType[*refusal](err); ok {
		for _, p := range rf.Problems {
			if p.Severity == engine.Error {
				at(p.Pos, strings.TrimPrefix(p.Problem.String(), "error: "))
			}
		}
	}
	for _, leaf := range pipeline.ErrorLeaves(err) {
		if pe, ok := errors.AsType[*importers.ParseError](leaf); ok && pe.File == cand && (pe.Line > 0 || pe.Cell != "") {
			text := pe.Field
			if pe.Err != nil {
				text = strings.TrimPrefix(text+": "+pe.Err.Error(), ": ")
			}
			at(importers.Position{Line: pe.Line, Cell: pe.Cell}, text)
		}
	}
	if len(list) == 0 {
		return strings.Join(strings.Fields(strings.ReplaceAll(errorText(err), cand, path)), " ")
	}
	if len(list) > 1 {
		return fmt.Sprintf("%s (and %d more: run 'tiebreak check %s')", list[0], len(list)-1, path)
	}
	return list[0]
}

// progress says how far the last good copy went: "after round 4, 21:14".
func (ev *watchedEvent) progress() string {
	return fmt.Sprintf("after round %d, %s", ev.round, ev.at.Format("15:04"))
}

// notice returns the status line of the outputs: empty when every event's latest save
// was used, else "last updated after round 4, 21:14; event.trf saved 21:20 is
// unreadable: line 37: ..." for each event that was not.
func (w *watchRun) notice() string {
	var parts []string
	for _, ev := range w.order {
		if ev.problem == "" {
			continue
		}
		last := "no outputs yet"
		if ev.good != "" {
			last = "last updated " + ev.progress()
		}
		parts = append(parts, last+"; "+ev.problem)
	}
	return strings.Join(parts, " | ")
}

// runSite builds and writes the site of the last good copy of every event.
func (w *watchRun) runSite(ctx context.Context) error {
	var inputs []string
	loaded := map[string]*pipeline.Event{}
	for _, ev := range w.order {
		if ev.good != "" {
			inputs = append(inputs, ev.good)
			loaded[ev.good] = ev.loaded
		}
	}
	if len(inputs) == 0 {
		return nil
	}
	dir := w.out
	if w.report {
		dir = filepath.Join(w.out, siteFolder)
	}
	opts := w.opts.Publish
	ps := *opts.settings // publish loads its fund into its settings
	opts.settings, opts.Output, opts.WatchNotice, opts.OwnFolder = &ps, dir, w.notice(), true
	return w.run(ctx, func(e *env) error {
		if err := checkRatingsLoadFund(opts.settings, opts.RatingsSet, opts.FundRef); err != nil {
			return err
		}
		return e.writeSite(ctx, opts, inputs, func(path string) (*pipeline.Event, error) { return loaded[path], nil })
	})
}

// writeStatus writes DIR/watch-status.txt: the notice, or the last update.
func (w *watchRun) writeStatus(ctx context.Context) {
	var b strings.Builder
	b.WriteString("# Written by 'tiebreak watch' after each update.\n")
	for _, ev := range w.order {
		switch {
		case ev.problem != "" && ev.good != "":
			fmt.Fprintf(&b, "%s: last updated %s; %s\n", ev.path, ev.progress(), ev.problem)
		case ev.problem != "":
			fmt.Fprintf(&b, "%s: no outputs yet; %s\n", ev.path, ev.problem)
		case ev.good != "":
			fmt.Fprintf(&b, "%s: updated %s\n", ev.path, ev.progress())
		}
	}
	if err := os.MkdirAll(w.out, 0o755); err != nil {
		w.say("cannot write the status: %v", err)
		return
	}
	if err := w.e.writeOutput(ctx, filepath.Join(w.out, "watch-status.txt"), func(wr io.Writer) error {
		_, err := io.WriteString(wr, b.String())
		return err
	}); err != nil {
		w.say("cannot write the status: %v", err)
	}
}

// run builds and writes the report or the site (command) in this process with an env
// of its own: its standard output is dropped, its messages go to the watch's standard
// error.
func (w *watchRun) run(ctx context.Context, command func(e *env) error) error {
	sub := newEnv(ctx, nil, io.Discard, w.e.stderr)
	err := command(sub)
	for _, esc := range sub.escapers {
		esc.Flush()
	}
	return err
}

// runExec runs --exec through the shell; a failure is reported, not fatal.
func (w *watchRun) runExec(ctx context.Context) {
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", w.opts.Exec)
	cmd.Env = append(os.Environ(), "TIEBREAK_OUTPUT="+w.out)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	err := cmd.Run()
	if stopped(ctx) != nil {
		return
	}
	if err != nil {
		text := strings.TrimSpace(buf.String())
		if len(text) > 500 {
			text = text[len(text)-500:]
		}
		w.say("--exec failed (%v); the watch goes on: %s", err, text)
		return
	}
	w.say("--exec done")
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
