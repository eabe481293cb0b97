package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/internal/words"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// event is one imported tournament with what the importer and engine.Validate said
// about it ([pipeline.Loaded]).
type event = pipeline.Loaded

// inputFlags are the flags every command that reads an event accepts, bound to s: how
// to read it ([readFlags]) and how to judge it. Whatever they control happens in
// [env.load], so every such command behaves the same.
func inputFlags(s *settings) []cli.Flag {
	return append(readFlags(s),
		&cli.IntFlag{Name: "round", Destination: &s.Round, Action: seen[int](&s.RoundChosen), Usage: "use the event as it stood after round `N`", DefaultText: "every round with results"},
		&cli.IntFlag{Name: "rounds", Destination: &s.PlannedRounds, Usage: "the event plans `N` rounds (when its file does not say): standings before the last say \"after round M\", never \"Final\"", DefaultText: "what the file says"},
		&cli.BoolFlag{Name: "force", Destination: &s.Force, Usage: "go on despite errors ('check' lists them): they go to standard error and the output is marked unverified"})
}

// readFlags are the flags that say how to read an event, bound to s: those check takes,
// which reports problems rather than going on despite them, and checks the whole file.
func readFlags(s *settings) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "from", Destination: &s.From, Usage: "input `FORMAT` ('tiebreak formats' lists them); default: from the extension and the content"},
		&cli.StringFlag{Name: "sheet", Destination: &s.Sheet, Usage: "spreadsheet `SHEET` to read (XLSX input)"},
		&cli.StringFlag{Name: "section", Aliases: []string{"event"}, Destination: &s.Section, Usage: "the section (or, in a PGN file, the event) to read from a file with several: its `NAME` or slug (under-1800)"},
		&cli.StringFlag{Name: "byes", Destination: &s.byes, Usage: "fill the rounds the file holds no game for (PGN) from the list in `FILE`: lines like \"12: 3 H, 5 Z\" (player: round code)"},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Destination: &s.Quiet, Usage: "do not print warnings, only errors"},
	}
}

// load reads, imports, checks and judges one event; path "-" is standard input. An
// event with errors (what 'check' reports as errors) is refused with every problem
// listed, unless --force is set; warnings are summarised on standard error unless
// --quiet is set; with --round N the event is cut after round N. A file of several
// sections needs --section.
func (e *env) load(ctx context.Context, s *settings, path string) (*event, error) {
	ev, err := e.open(ctx, s, []string{path}, true)
	if err != nil {
		return nil, err
	}
	return ev.Sections[0].Loaded, nil
}

// readEvent reads the whole of EVENT ([pipeline.Formats.ReadInput]), recording it as an
// input of the run: a folder, a file that does not exist and an unreadable file are
// refused with a message that says what to give instead ([env.loadError] words it).
func (e *env) readEvent(ctx context.Context, path string) (importers.Source, error) {
	e.inputs.Add(path)
	return e.formats.ReadInput(ctx, path, e.stdin)
}

// judged says what judging ev tells the director (the errors gone on despite under
// --force; the notes of the event once accepted) and words err, the refusal of
// [pipeline.Judge], in flags.
func (e *env) judged(s *settings, ev *event, err error) error {
	n := ev.Errors()
	var b strings.Builder
	for _, line := range capLines(ev.ErrorTexts(), "errors", allHint) {
		b.WriteString("\n  " + line)
	}
	if s.Force && n > 0 {
		fmt.Fprintf(e.stderr, "tiebreak: %s: going on despite %s (--force); the output is marked unverified:%s\n", ev.Path, words.Plural(n, "error"), b.String())
	}
	var refused *pipeline.RefusedError
	var round *pipeline.RoundError
	var planned *pipeline.PlannedError
	switch {
	case errors.As(err, &refused):
		also := ""
		if w := refused.Warnings; w > 0 {
			also = " and " + words.Plural(w, "warning")
		}
		return &wordedError{fmt.Sprintf("%s: %s; nothing was written:%s\nFix the file (run 'tiebreak check %s' for these errors%s), or %s",
			ev.Path, words.Plural(n, "error"), b.String(), ev.Path, also, remedyWords[remedy.GoOn]), err}
	case errors.As(err, &planned):
		return fmt.Errorf("%s: --rounds %d: %w", ev.Path, planned.Planned, planned)
	case errors.As(err, &round) && round.Round < 1:
		return usagef("--round %d: give a round from 1 to %d", round.Round, max(round.Played, 1))
	case errors.As(err, &round):
		return fmt.Errorf("%s: --round %d: only %s have results", ev.Path, round.Round, words.Plural(round.Played, "round"))
	case err != nil:
		return err
	}
	e.noteWarnings(s, ev)
	return nil
}

// noteWarnings says, unless --quiet is set, the notes of the loaded event
// ([pipeline.EventNotes]): a one-line summary of the warnings (import and consistency)
// and lines naming rounds paired without results. Judging an event ([env.judged]) calls
// it, once.
func (e *env) noteWarnings(s *settings, ev *event) {
	if s.Quiet {
		return
	}
	// One section of a file with several is named, as section.label names it, and so is
	// the check that lists its warnings.
	where, check := ev.Path, ev.Path
	if sec := ev.T.Section; sec != "" {
		where = fmt.Sprintf("%s [%s]", ev.Path, sec)
		check = fmt.Sprintf("--section %q %s", sec, ev.Path)
	}
	for _, n := range pipeline.EventNotes(ev.T, ev.WarningCount(), ev.Round > 0) {
		if n.Kind == pipeline.NoteWarnings {
			fmt.Fprintf(e.stderr, "tiebreak: %s: %s; run 'tiebreak check %s' to list them\n", where, n, check)
			continue
		}
		fmt.Fprintf(e.stderr, "tiebreak: %s: %s\n", where, loadNoteText(n))
	}
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
