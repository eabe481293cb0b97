package batch

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/importers"
	seasonin "github.com/tiebreak-chess/tiebreak/importers/season"
	"github.com/tiebreak-chess/tiebreak/internal/eventfiles"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// Plan says what [Run] does: which files, into which folder, with which settings.
type Plan struct {
	// Formats are the registries to read, rank and write with; nil for
	// [pipeline.NewFormats].
	Formats *pipeline.Formats
	// Inputs are the folders and event files of the season, in order.
	Inputs []string
	// Output is the folder everything is written into (created when needed).
	Output string
	// Workers is the number of events worked on at once; 0 for the number of cores.
	// The files written do not depend on it.
	Workers int
	// Defaults are the settings under every event's settings files, Given the level over
	// them (see the package documentation).
	Defaults pipeline.Settings
	Given    pipeline.Layer
	// Site, when not nil, also writes the results site of every event ranked, with the
	// season leaderboard, into the folder "site" of Output.
	Site *site.Options
	// Generator names the program in the files' properties ("tiebreak v1.2").
	Generator string
	// SeasonPDF returns the options of the season's PDFs (the leaderboard's and the
	// ledger's), asked as each is made, and once before anything else so that options
	// that cannot be used stop the run before it writes anything; nil for the
	// exporters' defaults.
	SeasonPDF func() (exporters.Options, error)
	// Reads returns the input of the run that a path names, or "": such a file is never
	// written over (see [outdir.Options]); nil for none.
	Reads func(path string) string
	// Walk walks a folder; nil for filepath.WalkDir.
	Walk func(root string, fn fs.WalkDirFunc) error
	// Hooks returns how the caller takes part in the event ev, once its settings are
	// known; nil for none. It is called by the workers, at once for different events.
	Hooks func(ev *Event) Hooks
	// Progress hears what happens, in order (see [Update]); nil drops it. It is never
	// called twice at once.
	Progress func(Update)
}

// Event is one input file of a season.
type Event struct {
	// Index is its place among the events, from 0, in path order.
	Index int
	// Path is the file as found (the input joined with its path below it), Rel its
	// slash-separated path below the input (the base name for a file given).
	Path, Rel string
	// Folder is its folder in the output folder ([pipeline.EventFolders]); an event with
	// several sections has a folder per section below it.
	Folder string
	// Settings are its settings, layered (see the package documentation).
	Settings pipeline.Settings
	layers   []*seasonin.Settings
	err      error // a sidecar or folder that could not be read
}

// Stage is the step of an event that an error comes from, for [Hooks.Word].
type Stage int

const (
	// StageLoad is reading the event ([pipeline.Import]).
	StageLoad Stage = iota
	// StageFund is matching its fund to its sections ([pipeline.Event.MatchFund]).
	StageFund
	// StageBuild is ranking, paying and making its files ([pipeline.Build]).
	StageBuild
	// StageWrite is writing its files into the output folder.
	StageWrite
)

// Hooks are how the caller takes part in one event: how it is read and planned, and
// what the director is told of it. Every field may be nil. They are called by the
// worker working on the event, in order, and never after its [EventDone].
type Hooks struct {
	// Read reads the event file; nil reads it from disk.
	Read func(ctx context.Context, path string) (importers.Source, error)
	// Plan returns the plan of the event's build under its settings s (the ranking,
	// the exporters' options); nil for [DefaultPlan]. Run sets what a season decides:
	// the fund, the report files, judging, the site.
	Plan func(s pipeline.Settings) (pipeline.Plan, error)
	// Say hears the notes of the event's build ([pipeline.Plan.Say]).
	Say func(n pipeline.Note)
	// Word returns an error of the event at stage as the director should read it, in
	// the summary and in Failed; nil keeps the error as it is.
	Word func(stage Stage, err error) error
	// Failed hears each failure of the event, or of one of its sections written into
	// folder, as worded, when it happens.
	Failed func(folder string, err error)
}

// DefaultPlan returns the plan of an event's build under s when [Hooks.Plan] is nil: its
// ranking ([pipeline.Settings.Ranking]), rating columns and report files, with the
// exporters' default options.
func DefaultPlan(f *pipeline.Formats, s pipeline.Settings) (pipeline.Plan, error) {
	rk, err := s.Ranking()
	if err != nil {
		return pipeline.Plan{}, err
	}
	return pipeline.Plan{Formats: f, Ranking: rk, Ratings: s.Ratings, Outputs: s.Outputs}, nil
}

// Skipped is a file below a folder given that is not an event, and why.
type Skipped struct{ Path, Why string }

// Kind is what an [Update] says.
type Kind int

const (
	// FileSkipped says a file was skipped (Skipped), before any event is worked on.
	FileSkipped Kind = iota
	// Started says the events are about to be worked on (Total of them), the output
	// folder open.
	Started
	// EventDone says an event is done (Event, Rows: its summary rows, one per section),
	// with Done events of Total done and Failed rows failed so far.
	EventDone
	// SummaryWritten says summary.csv and summary.xlsx were written: Total rows of
	// events, Failed of them failed, SkippedFiles files skipped.
	SummaryWritten
	// LeaderboardWritten says season.csv, season.xlsx and season.pdf were written, of
	// Total events ranked.
	LeaderboardWritten
	// LedgerWritten says payees.csv and payees.pdf were written: Total people paid cash.
	LedgerWritten
	// SiteWritten says the site was written: Total files, its index at site/index.html.
	SiteWritten
)

// Update is one thing [Run] tells its caller; its Kind says which fields are set.
type Update struct {
	Kind Kind
	// Skipped is the file skipped (FileSkipped).
	Skipped Skipped
	// Event is the event done and Rows its summary rows, one per section (EventDone).
	Event *Event
	Rows  []exporters.SummaryRow
	// Done, Total, Failed and SkippedFiles count what Kind says.
	Done, Total, Failed, SkippedFiles int
}

// Result is what [Run] did when it ran to the end.
type Result struct {
	// Events counts the summary's rows of events (one per section), Failed those that
	// failed, Skipped the files skipped.
	Events, Failed, Skipped int
	// Leaderboard, Ledger and Site are why the season leaderboard, the ledger of cash
	// prizes or the site could not be made or written; nil when they were, or were not
	// due. The summary and every event's files were written all the same.
	Leaderboard, Ledger, Site error
	// summary is the path of summary.csv.
	summary string
}

// Err returns nil when every event and every season file due was made; otherwise the
// season files that could not be made, each named with its error as word words it
// (nil keeps it), or when they all were and some events failed, a [*FailedError].
func (r *Result) Err(word func(error) error) error {
	var errs []error
	for _, f := range []struct {
		what string
		err  error
	}{{"the season leaderboard", r.Leaderboard}, {"the site", r.Site}, {"the season's prize ledger", r.Ledger}} {
		if f.err != nil && word != nil {
			f.err = word(f.err)
		}
		if f.err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", f.what, f.err))
		}
	}
	if len(errs) == 0 && r.Failed > 0 {
		return &FailedError{Failed: r.Failed, Events: r.Events, Summary: r.summary}
	}
	return errors.Join(errs...)
}

// FailedError says that some events of a run failed; the summary Summary (the path of
// summary.csv) says why.
type FailedError struct {
	Failed, Events int
	Summary        string
}

func (e *FailedError) Error() string {
	return fmt.Sprintf("%d of %d events failed; see %s", e.Failed, e.Events, e.Summary)
}

// NoEventsError is the error of [Run] when the inputs hold no event file: none in any
// of the formats the importers read.
type NoEventsError struct{ Inputs, Formats []string }

func (e *NoEventsError) Error() string {
	return fmt.Sprintf("no event files in %s (formats: %s)", strings.Join(e.Inputs, ", "), strings.Join(e.Formats, ", "))
}

// StoppedError is the error of [Run] when its context was done before every event was:
// the files written so far are kept (and listed in the manifest), no summary is written.
type StoppedError struct {
	// Done events of Total were done.
	Done, Total int
	// Cause is why the context was done (context.Cause).
	Cause error
	// Manifest is why the manifest could not be written, or nil.
	Manifest error
}

func (e *StoppedError) Error() string {
	msg := fmt.Sprintf("%v; %d of %d events were done; the outputs written so far are kept, no summary was written", e.Cause, e.Done, e.Total)
	if e.Manifest != nil {
		msg += "; " + e.Manifest.Error()
	}
	return msg
}

func (e *StoppedError) Unwrap() error { return e.Cause }

// SiteError is why the site's options cannot be used, or its pages made.
type SiteError struct{ Err error }

func (e *SiteError) Error() string { return "the site: " + e.Err.Error() }
func (e *SiteError) Unwrap() error { return e.Err }

// PanicError is the failure of an event whose work panicked: a defect of tiebreak, not
// of the file.
type PanicError struct {
	Path  string
	Value any
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("%s: internal error while working on this file (please report it with the file): %v", e.Path, e.Value)
}

// Run runs the season p plans (see the package documentation). It returns an error, and
// writes nothing, when the options of the site or of the season's PDFs cannot be used,
// the inputs cannot be searched (a season.yaml that cannot be read), hold no event, or
// the output folder cannot be opened; a [*StoppedError] when ctx was done first;
// otherwise the [Result], also when some events failed (with the error of the manifest
// when it could not be written at the end).
func Run(ctx context.Context, p Plan) (*Result, error) {
	if p.Formats == nil {
		p.Formats = pipeline.NewFormats()
	}
	if p.Workers < 1 {
		p.Workers = runtime.GOMAXPROCS(0)
	}
	if p.Site != nil {
		if err := site.CheckOptions(*p.Site); err != nil {
			return nil, &SiteError{Err: err}
		}
	}
	if p.SeasonPDF != nil {
		if _, err := p.SeasonPDF(); err != nil {
			return nil, err
		}
	}
	found, err := eventfiles.Find(p.Inputs, p.Output, eventfiles.Options{Importers: p.Formats.Importers, Walk: p.Walk})
	if err != nil {
		return nil, err
	}
	r := &run{Plan: p, events: discovered(found, p), total: len(found.Jobs)}
	for _, s := range found.Skipped {
		r.skipped = append(r.skipped, Skipped{s.Path, s.Why})
		r.tell(Update{Kind: FileSkipped, Skipped: Skipped{s.Path, s.Why}})
	}
	if len(r.events) == 0 {
		return nil, &NoEventsError{Inputs: p.Inputs, Formats: p.Formats.Importers.Names()}
	}
	r.out, err = outdir.Open(ctx, p.Output, outdir.Options{Command: "batch", Reads: p.Reads})
	if err != nil {
		return nil, err
	}
	defer r.out.Close()
	r.tell(Update{Kind: Started, Total: r.total})
	r.runAll(ctx)
	if r.ended < r.total {
		err := &StoppedError{Done: r.ended, Total: r.total, Cause: context.Cause(ctx)}
		if ferr := r.out.Finish(ctx, false); ferr != nil && !errors.Is(ferr, err.Cause) {
			err.Manifest = ferr // else the manifest was not updated because the run was stopped
		}
		return nil, err
	}
	res, err := r.finish(ctx, found.Scoring)
	if err != nil {
		return nil, err
	}
	return res, r.out.Finish(ctx, true)
}

// discovered returns the events found, each with its folder and settings.
func discovered(found *eventfiles.Found, p Plan) []*Event {
	events := make([]*Event, len(found.Jobs))
	rels := make([]string, len(found.Jobs))
	for i, j := range found.Jobs {
		events[i] = &Event{Index: i, Path: j.Path, Rel: j.Rel, layers: j.Layers, err: j.Err}
		rels[i] = j.Rel
	}
	for i, name := range pipeline.EventFolders(rels) {
		ev := events[i]
		ev.Folder = name
		s := p.Defaults
		for _, l := range ev.layers {
			s = s.Apply(pipeline.SettingsLayer(l))
		}
		ev.Settings = s.Apply(p.Given)
	}
	return events
}

// run is one run of [Run].
type run struct {
	Plan
	out     *outdir.Dir
	events  []*Event
	skipped []Skipped
	total   int
	// mu guards what the workers record: results and the progress told so far.
	mu      sync.Mutex
	results []*result
	next    int // the next event to tell done
	done    int // events told done
	ended   int // events done, told or not
	failed  int
}

// result is what one event gave: its summary rows (one per section) and what the season
// keeps of each section ranked.
type result struct {
	rows   []exporters.SummaryRow
	events []seasonEvent
}

// seasonEvent is one section ranked, for the leaderboard, the ledger and the site: only
// what they need of it.
type seasonEvent struct {
	pipeline.SeasonEvent
	// site is its part of the site, its pages already written ([site.Part.Drop]); nil
	// without a site. siteFiles counts the pages; siteErr says why they could not be
	// made.
	site      *site.Part
	siteFiles int
	siteErr   error
}

// tell gives u to the caller; the caller of tell holds mu or runs alone.
func (r *run) tell(u Update) {
	if r.Progress != nil {
		r.Progress(u)
	}
}

// runAll works on the events with r.Workers workers; it starts no new event once ctx is
// done.
func (r *run) runAll(ctx context.Context) {
	r.results = make([]*result, len(r.events))
	var g errgroup.Group
	g.SetLimit(r.Workers)
	for _, ev := range r.events {
		if ctx.Err() != nil {
			break
		}
		g.Go(func() error {
			if ctx.Err() != nil {
				return nil
			}
			r.record(ev, r.process(ctx, ev))
			return nil
		})
	}
	_ = g.Wait() // the workers return nil: each records its outcome
}

// record keeps the result of ev and tells every event done in path order.
func (r *run) record(ev *Event, res *result) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.results[ev.Index] = res
	r.ended++
	for ; r.next < len(r.results) && r.results[r.next] != nil; r.next++ {
		done := r.results[r.next]
		for _, row := range done.rows {
			if row.Status != "ok" {
				r.failed++
			}
		}
		r.done++
		r.tell(Update{Kind: EventDone, Event: r.events[r.next], Rows: done.rows, Done: r.done, Total: r.total, Failed: r.failed})
	}
}
