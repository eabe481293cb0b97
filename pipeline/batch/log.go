package batch

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"sync"

	"github.com/tiebreak-chess/tiebreak/internal/words"
)

// Log prints a run as plain lines, whatever the number of workers in path order: on
// Events the files skipped and a line per event and section done, with the event's log
// indented below it,
//
//	skipped in/notes.txt: a .txt file whose content is not an event file tiebreak knows
//	[1/9] in/armstrong.trf: ok -> out/armstrong (160 players, 11 rounds, 2 warnings)
//	[2/9] in/broken/bad-result.trf: failed
//	  in/broken/bad-result.trf:8:129: round 4 result: unknown result code 'Q'
//
// and on Files a line per season file written:
//
//	wrote out/summary.csv and out/summary.xlsx: 9 events, 5 ok, 4 failed
//
// Its [Log.Update] is a Plan.Progress. An event's log is what the caller writes of it
// ([Log.Event], its notes) and its failures ([Log.Failed]), kept until it is done so
// that the lines of events worked on at once never interleave. Its fields are set
// before the run.
type Log struct {
	// Events hears the events' lines, each event's in one Write, Files the lines of the
	// season's files; nil drops them.
	Events, Files io.Writer
	// Prefix starts each line of Events: "tiebreak: " for a program's log.
	Prefix string
	// Output is the output folder (Plan.Output), as the lines name it.
	Output string
	// FailedOnly lists only the events that failed, each with its log: for a caller
	// that shows the others otherwise (a progress bar), or wants a quiet log.
	FailedOnly bool
	// NoSkipped leaves out the files skipped; the summary lists them all the same.
	NoSkipped bool

	mu   sync.Mutex
	logs map[int]*bytes.Buffer
}

// logLines is how many lines of a failure [Log.Failed] keeps: a file with hundreds of
// errors is listed in full by checking it, not in a season's log.
const logLines = 20

// Event returns the log of the event ev: what is written into it is printed indented
// below the event's lines when it is done (when it failed, or with every event
// listed). Each event's log is written by one goroutine at a time, as [Hooks] are
// called.
func (l *Log) Event(ev *Event) io.Writer {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.logs == nil {
		l.logs = map[int]*bytes.Buffer{}
	}
	if l.logs[ev.Index] == nil {
		l.logs[ev.Index] = &bytes.Buffer{}
	}
	return l.logs[ev.Index]
}

// Failed writes a failure of the event ev (a [Hooks.Failed]) into its log: its first
// lines, and how many more there are.
func (l *Log) Failed(ev *Event, err error) {
	lines := strings.Split(strings.TrimRight(err.Error(), "\n"), "\n")
	if n := len(lines) - logLines; n > 0 {
		lines = append(lines[:logLines], fmt.Sprintf("... and %d more lines", n))
	}
	fmt.Fprintln(l.Event(ev), strings.Join(lines, "\n"))
}

// Update prints what u says (see [Log]).
func (l *Log) Update(u Update) {
	switch u.Kind {
	case FileSkipped:
		if !l.NoSkipped {
			l.print(l.Events, "%sskipped %s: %s\n", l.Prefix, u.Skipped.Path, u.Skipped.Why)
		}
	case EventDone:
		l.eventDone(u)
	case SummaryWritten:
		also := ""
		if u.SkippedFiles > 0 {
			also = fmt.Sprintf("; %s skipped (listed in the summary)", words.Plural(u.SkippedFiles, "file"))
		}
		l.print(l.Files, "wrote %s and %s: %s, %d ok, %d failed%s\n", l.path("summary.csv"), l.path("summary.xlsx"),
			words.Plural(u.Total, "event"), u.Total-u.Failed, u.Failed, also)
	case LeaderboardWritten:
		l.print(l.Files, "wrote %s, %s and %s: %s\n", l.path("season.csv"), l.path("season.xlsx"), l.path("season.pdf"), words.Plural(u.Total, "event"))
	case LedgerWritten:
		l.print(l.Files, "wrote %s and %s: %d people paid cash\n", l.path("payees.csv"), l.path("payees.pdf"), u.Total)
	case SiteWritten:
		l.print(l.Files, "wrote %s: the site, %s\n", l.path(SiteFolder+"/index.html"), words.Plural(u.Total, "file"))
	}
}

// print prints a line on w, when there is one. A log is best effort: the summary and
// the [Result] report the outcome.
func (l *Log) print(w io.Writer, format string, args ...any) {
	if w != nil {
		_, _ = fmt.Fprintf(w, format, args...)
	}
}

// path returns the path of the output file rel as the lines name it: "out/summary.csv".
func (l *Log) path(rel string) string { return filepath.Join(l.Output, filepath.FromSlash(rel)) }

// eventDone prints the lines of an event done: a line per section, and its log when it
// failed or every event is listed.
func (l *Log) eventDone(u Update) {
	var b strings.Builder
	failed := false
	for _, row := range u.Rows {
		label := u.Event.Path
		if _, sec, ok := strings.Cut(row.Event, "/"); ok {
			label += " [" + sec + "]"
		}
		if row.Status != "ok" {
			failed = true
			fmt.Fprintf(&b, "%s[%d/%d] %s: failed\n", l.Prefix, u.Event.Index+1, u.Total, label)
			continue
		}
		if l.FailedOnly {
			continue
		}
		extra := ""
		if row.Warnings > 0 {
			extra = ", " + words.Plural(row.Warnings, "warning")
		}
		fmt.Fprintf(&b, "%s[%d/%d] %s: ok -> %s/%s (%s, %s%s)\n", l.Prefix, u.Event.Index+1, u.Total, label,
			l.Output, row.Event, words.Plural(row.Players, "player"), words.Plural(row.Rounds, "round"), extra)
	}
	l.mu.Lock()
	log := l.logs[u.Event.Index]
	delete(l.logs, u.Event.Index)
	l.mu.Unlock()
	if log != nil && log.Len() > 0 && (failed || !l.FailedOnly) {
		for _, line := range strings.Split(strings.TrimRight(log.String(), "\n"), "\n") {
			b.WriteString("  " + line + "\n")
		}
	}
	if b.Len() > 0 {
		l.print(l.Events, "%s", b.String())
	}
}
