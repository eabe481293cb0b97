package follow

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// TestMessageWords checks the line each message that says itself gives the TD, and
// how a problem is worded in it, in the status file and in the site's notice: in one
// line, the copy read named as the file followed, with the caller's words
// ([Options.Explain], [Options.More]) where it gives them.
func TestMessageWords(t *testing.T) {
	const path, read = "club/event.trf", "/tmp/watch-1/1/new/event.trf"
	saved := time.Date(2026, 5, 8, 21, 20, 0, 0, time.Local)
	last := time.Date(2026, 5, 8, 21, 14, 0, 0, time.Local)
	parse := func(line int) error {
		return &importers.ParseError{File: read, Line: line, Field: "round 3 result", Err: errors.New("unknown result code 'Q'")}
	}
	several := &SaveError{Path: path, Saved: saved, Copy: read, Err: errors.Join(parse(37), parse(40), parse(41))}
	whole := &SaveError{Path: path, Saved: saved, Copy: read, Err: errors.New(read + ": the event\n  has no players")}
	section := &SaveError{Path: path, Saved: saved, Copy: read, Section: &pipeline.Section{Name: "U1200"}, Err: errors.New("no players")}
	full := &WriteError{Path: path, Saved: saved, Copy: read, Dir: "out", Err: errors.New("the disk is full")}
	explain := func(problem error) string { return "worded: " + errors.Unwrap(problem).Error() }
	more := func(p string) string { return "run 'check " + p + "'" }
	for _, tc := range []struct {
		name            string
		problem         error
		good            bool
		explain         bool   // with Explain and More
		why, taken, doc string // Event.Why, Taken's line, the status line
	}{
		{name: "several problems", problem: several, good: true,
			why:   "event.trf saved 21:20 is unreadable: line 37: round 3 result: unknown result code 'Q' (and 2 more)",
			taken: "club/event.trf: kept the outputs: last updated after round 4, 21:14; event.trf saved 21:20 is unreadable: line 37: round 3 result: unknown result code 'Q' (and 2 more)"},
		{name: "several problems, worded", problem: several, good: true, explain: true,
			why: "event.trf saved 21:20 is unreadable: line 37: round 3 result: unknown result code 'Q' (and 2 more: run 'check club/event.trf')"},
		{name: "no problem in the lines", problem: whole,
			why:   "event.trf saved 21:20 is unreadable: club/event.trf: the event has no players",
			taken: "club/event.trf: no outputs yet; event.trf saved 21:20 is unreadable: club/event.trf: the event has no players"},
		{name: "no problem in the lines, worded", problem: whole, explain: true,
			why: "event.trf saved 21:20 is unreadable: worded: club/event.trf: the event has no players"},
		{name: "a section", problem: section,
			why: "event.trf saved 21:20 is unreadable: club/event.trf [U1200]: no players"},
		{name: "outputs not written", problem: full, good: true,
			why:   "the outputs of event.trf saved 21:20 could not be written into out: the disk is full",
			taken: "club/event.trf: last updated after round 4, 21:14; the outputs of event.trf saved 21:20 could not be written into out: the disk is full"},
		{name: "outputs not written, worded", problem: full, explain: true,
			why: "the outputs of event.trf saved 21:20 could not be written into out: worded: the disk is full"},
		{name: "a save used", good: true, taken: "club/event.trf: updated after round 4, 21:14"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var o Options
			if tc.explain {
				o.Explain, o.More = explain, more
			}
			f := New(nil, o)
			ev := &Event{Path: path, Good: tc.good, Round: 4, At: last, Problem: tc.problem}
			if tc.problem != nil {
				ev.Why = f.why(tc.problem)
				if ev.Why != tc.why {
					t.Errorf("why:\n%s\nwant\n%s", ev.Why, tc.why)
				}
				if !tc.explain && tc.problem.Error() != tc.why {
					t.Errorf("Error():\n%s\nwant\n%s", tc.problem.Error(), tc.why)
				}
			}
			if got := (&Taken{Event: ev, Path: path}).String(); tc.taken != "" && got != tc.taken {
				t.Errorf("Taken:\n%s\nwant\n%s", got, tc.taken)
			}
			f.order = []*Event{ev}
			f.o.StatusHeader = "# status\n"
			if got, want := f.StatusText(), "# status\n"+path+": "+ev.State()+"\n"; got != want {
				t.Errorf("status file:\n%s\nwant\n%s", got, want)
			}
			if tc.problem != nil && !strings.HasSuffix(f.Notice(), "; "+tc.why) {
				t.Errorf("notice %q does not end with %q", f.Notice(), tc.why)
			}
		})
	}
	for _, tc := range []struct {
		m    fmt.Stringer
		want string
	}{
		{&Watching{Paths: []string{"a.trf", "b.trf"}, Mode: "file notifications", Out: "out"}, "watching a.trf, b.trf (file notifications); writing into out"},
		{&WatchNote{Text: "checking the files every 5s instead"}, "checking the files every 5s instead"},
		{&Taken{Path: "a.trf", Err: errors.New("cannot read a.trf")}, "a.trf: cannot read a.trf"},
		{&StatusFailed{Err: errors.New("the disk is full")}, "cannot write the status: the disk is full"},
		{&Status{Events: 1}, "status: 1 event watched (0 with outputs); no update yet; waiting for the next save"},
		{&Status{Events: 2, Good: 1, Last: last, Done: true}, "status: 2 events watched (1 with outputs); last update 21:14; done"},
	} {
		if got := tc.m.String(); got != tc.want {
			t.Errorf("%T: %q, want %q", tc.m, got, tc.want)
		}
	}
}

// TestTail checks the end of a command's output a CommandRun keeps: at most n bytes,
// starting at a whole character.
func TestTail(t *testing.T) {
	for _, tc := range []struct {
		text string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"0123456789", 4, "6789"},
		{"abc€", 2, ""},
		{"abc€", 3, "€"},
		{"a€b", 3, "b"},
	} {
		if got := tail(tc.text, tc.n); got != tc.want {
			t.Errorf("tail(%q, %d) = %q, want %q", tc.text, tc.n, got, tc.want)
		}
	}
}

// TestTailWriter checks that the writer of a command's output keeps its end in bounded
// memory, whatever the command prints.
func TestTailWriter(t *testing.T) {
	w := &tailWriter{n: 10}
	var all strings.Builder
	for i := range 1000 {
		line := fmt.Sprintf("line %d\n", i)
		if _, err := w.Write([]byte(line)); err != nil {
			t.Fatal(err)
		}
		all.WriteString(line)
		if len(w.buf) > 20 || !strings.HasSuffix(all.String(), string(w.buf)) || len(w.buf) < min(10, all.Len()) {
			t.Fatalf("after %d lines the writer holds %q", i+1, w.buf)
		}
	}
}
