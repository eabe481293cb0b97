package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// event is one imported tournament with what the importer said about it.
type event struct {
	path     string
	importer string
	t        *engine.Tournament
	warnings []*importers.ParseError
	// problems are the consistency problems engine.Validate found, positioned in the file
	// where the importer could say.
	problems []problem
	noted    bool // the warnings summary was printed
	quiet    bool // --quiet: no warnings summary
	round    int  // --round N: the event was cut after round N
	// positions is where each player sits in the file, for findings made after import
	// (check --for); nil when the importer does not record them.
	positions *importers.Positions
}

// problem is one finding of engine.Validate, with its place in the file.
type problem struct {
	engine.Problem
	pos importers.Position
}

// text formats the problem as "event.trf:14:102: error: player 3, round 2: ...".
func (p problem) text(path string) string {
	if s := p.pos.String(); s != "" {
		return path + ":" + s + ": " + p.Problem.String()
	}
	return path + ": " + p.Problem.String()
}

// errorCount returns the number of problems of severity error.
func (ev *event) errorCount() int {
	n := 0
	for _, p := range ev.problems {
		if p.Severity == engine.Error {
			n++
		}
	}
	return n
}

// warningCount returns the number of import warnings and consistency warnings.
func (ev *event) warningCount() int { return len(ev.warnings) + len(ev.problems) - ev.errorCount() }

// inputFlags are the flags every command that reads an event accepts. Whatever they
// control happens in [env.load], so every such command behaves the same.
func inputFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "from", Usage: "input `FORMAT` ('tiebreak formats' lists them); default: from the extension and the content"},
		&cli.StringFlag{Name: "sheet", Usage: "spreadsheet `SHEET` to read (XLSX input)"},
		sectionFlag(),
		&cli.IntFlag{Name: "round", Usage: "use the event as it stood after round `N`", DefaultText: "every round with results"},
		&cli.IntFlag{Name: "rounds", Usage: "the event plans `N` rounds (when its file does not say): standings before the last say \"after round M\", never \"Final\"", DefaultText: "what the file says"},
		&cli.BoolFlag{Name: "force", Usage: "go on despite errors ('check' lists them): they go to standard error and the output is marked unverified"},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "do not print warnings, only errors"},
	}
}

// load reads, imports and checks one event; path "-" is standard input. An event with
// errors (what 'check' reports as errors) is refused with every problem listed, unless
// --force is set; warnings are summarised on standard error unless --quiet is set; with
// --round N the event is cut after round N.
func (e *env) load(ctx context.Context, s *settings, path string) (*event, error) {
	ev, err := e.importEvent(ctx, s, path)
	if err != nil {
		return nil, err
	}
	return e.judge(s, ev)
}

// judge applies to an imported event what load promises: refusal on errors unless
// --force, the warnings summary unless --quiet, and the cut after --round N.
func (e *env) judge(s *settings, ev *event) (*event, error) {
	n := ev.errorCount()
	var b strings.Builder
	if n > 0 {
		var list []string
		for _, p := range ev.problems {
			if p.Severity == engine.Error {
				list = append(list, p.text(ev.path))
			}
		}
		for _, line := range capLines(list, "errors", allHint) {
			b.WriteString("\n  " + line)
		}
		if s.Force {
			fmt.Fprintf(e.stderr, "tiebreak: %s: going on despite %s (--force); the output is marked unverified:%s\n", ev.path, plural(n, "error"), b.String())
		}
	}
	t, err := pipeline.Judge(ev.t, n, ev.warningCount(), pipeline.Judging{Force: s.Force, PlannedRounds: s.PlannedRounds, Ongoing: s.Ongoing,
		Round: s.Round, RoundChosen: s.RoundChosen})
	var refused *pipeline.RefusedError
	var round *pipeline.RoundError
	var planned *pipeline.PlannedError
	switch {
	case errors.As(err, &refused):
		also := ""
		if w := refused.Warnings; w > 0 {
			also = " and " + plural(w, "warning")
		}
		return nil, fmt.Errorf("%s: %s; nothing was written:%s\nFix the file (run 'tiebreak check %s' for these errors%s), or add --force to go on anyway",
			ev.path, plural(n, "error"), b.String(), ev.path, also)
	case errors.As(err, &planned):
		return nil, fmt.Errorf("%s: --rounds %d: %w", ev.path, planned.Planned, planned)
	case errors.As(err, &round) && round.Round < 1:
		return nil, usagef("--round %d: give a round from 1 to %d", round.Round, max(round.Played, 1))
	case errors.As(err, &round):
		return nil, fmt.Errorf("%s: --round %d: only %s have results", ev.path, round.Round, plural(round.Played, "round"))
	case err != nil:
		return nil, err
	}
	ev.quiet = s.Quiet
	if s.RoundChosen {
		ev.t, ev.round = t, s.Round
	}
	e.noteWarnings(ev)
	return ev, nil
}

// importEvent reads and imports one event and runs engine.Validate on it, without
// judging the result (check reports it; load refuses on errors).
func (e *env) importEvent(ctx context.Context, s *settings, path string) (*event, error) {
	ev, _, err := e.importEventSource(ctx, s, path)
	return ev, err
}

// importEventSource is importEvent, with the source it read.
func (e *env) importEventSource(ctx context.Context, s *settings, path string) (*event, importers.Source, error) {
	src, err := e.readEvent(ctx, path)
	if err != nil {
		return nil, src, err
	}
	src.Opts = importers.Options{Sheet: s.Sheet, Section: s.Section}
	src.Positions = importers.NewPositions()
	im, err := e.pickImporter(s.From, path, src.Data)
	if err == nil {
		err = sectionApplies(s, path, im)
	}
	if err != nil {
		return nil, src, err
	}
	t, warnings, err := im.Import(src)
	if err != nil {
		return nil, src, sectionUsage(err)
	}
	if err := stopped(ctx); err != nil {
		return nil, src, err
	}
	return newEvent(path, im.Name(), t, warnings, src.Positions), src, nil
}

// newEvent cleans the names of an imported tournament (a line break in a name is a
// positioned warning, [importers.CleanNames]), runs engine.Validate on it and positions
// each problem in the file where the importer recorded the player's round (positions
// may be nil).
func newEvent(path, importer string, t *engine.Tournament, warnings []*importers.ParseError, positions *importers.Positions) *event {
	warnings = append(warnings, importers.CleanNames(t, path, positions)...)
	ev := &event{path: path, importer: importer, t: t, warnings: warnings, positions: positions}
	for _, p := range t.Validate() {
		var pos importers.Position
		if positions != nil && p.Player != 0 {
			pos, _ = positions.Of(p.Player, p.Round)
		}
		ev.problems = append(ev.problems, problem{Problem: p, pos: pos})
	}
	return ev
}

// plural returns "1 error", "3 errors".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// pickImporter returns the importer of [pipeline.Formats.Importer], with the choices
// and a hint for an unknown --from.
func (e *env) pickImporter(from, path string, data []byte) (importers.Importer, error) {
	im, err := e.formats.Importer(from, path, data)
	var uf *pipeline.UnknownFormatError
	var de *importers.DetectError
	switch {
	case errors.As(err, &uf):
		return nil, choiceError(uf.Error(), uf.Format, uf.Known, "formats")
	case errors.As(err, &de) && len(de.Candidates) > 1:
		return nil, &wordedError{fmt.Sprintf("%s: format is ambiguous (could be %s); choose one with --from", de.Path, strings.Join(de.Candidates, ", ")), err}
	case errors.As(err, &de):
		return nil, &wordedError{fmt.Sprintf("%s: unknown format; choose one with --from (%s)", de.Path, strings.Join(de.Known, ", ")), err}
	}
	return im, err
}

// noteWarnings says, once per event and unless --quiet is set, the notes of the loaded
// event ([pipeline.EventNotes]): a one-line summary of the warnings (import and
// consistency) and lines naming rounds paired without results. [env.load] calls it;
// calling it again does nothing.
func (e *env) noteWarnings(ev *event) {
	if ev.noted {
		return
	}
	ev.noted = true
	if ev.quiet {
		return
	}
	// One section of a file with several is named, as section.label names it, and so is
	// the check that lists its warnings.
	where, check := ev.path, ev.path
	if sec := ev.t.Section; sec != "" {
		where = fmt.Sprintf("%s [%s]", ev.path, sec)
		check = fmt.Sprintf("--section %q %s", sec, ev.path)
	}
	for _, n := range pipeline.EventNotes(ev.t, ev.warningCount(), ev.round > 0) {
		if n.Kind == pipeline.NoteWarnings {
			fmt.Fprintf(e.stderr, "tiebreak: %s: %s; run 'tiebreak check %s' to list them\n", where, n, check)
			continue
		}
		fmt.Fprintf(e.stderr, "tiebreak: %s: %s\n", where, loadNoteText(n))
	}
}

// progressNotes words the notes of an event in progress ([pipeline.ProgressNotes]).
func progressNotes(t *engine.Tournament) []string {
	var out []string
	for _, n := range pipeline.ProgressNotes(t) {
		out = append(out, loadNoteText(n))
	}
	return out
}

// loadNoteText words a note of a loaded event in the flags' words.
func loadNoteText(n pipeline.Note) string {
	return n.Worded(func(round int) string { return fmt.Sprintf("--round %d", round) })
}

// eventArg returns the single EVENT among args, the positional arguments of command.
func eventArg(command string, args []string) (string, error) {
	switch len(args) {
	case 0:
		return "", usagef("%s: missing EVENT (a file, or - for standard input)", command)
	case 1:
		return args[0], nil
	}
	return "", usagef("%s: one EVENT at a time (got %d: %s)", command, len(args), strings.Join(args, " "))
}
