package batch

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestLog feeds a run's updates to a Log as each caller of it sets it: every event
// listed, only the failures (under a progress bar), and quiet; the events' lines, their
// logs and the season's files are printed as a director reads them.
func TestLog(t *testing.T) {
	a := &Event{Index: 0, Path: "in/a.trf", Folder: "a"}
	b := &Event{Index: 1, Path: "in/b.json", Folder: "b"}
	c := &Event{Index: 2, Path: "in/c.trf", Folder: "c"}
	updates := []Update{
		{Kind: FileSkipped, Skipped: Skipped{Path: "in/notes.txt", Why: "not an event"}},
		{Kind: Started, Total: 3},
		{Kind: EventDone, Event: a, Total: 3, Rows: []exporters.SummaryRow{
			{Event: "a", Status: "ok", Players: 12, Rounds: 5, Warnings: 1}}},
		{Kind: EventDone, Event: b, Total: 3, Failed: 1, Rows: []exporters.SummaryRow{
			{Event: "b/open", Status: "ok", Players: 1, Rounds: 1},
			{Event: "b/blitz", Status: "failed"}}},
		{Kind: EventDone, Event: c, Total: 3, Failed: 2, Rows: []exporters.SummaryRow{{Event: "c", Status: "failed"}}},
		{Kind: SummaryWritten, Total: 4, Failed: 2, SkippedFiles: 1},
		{Kind: LeaderboardWritten, Total: 1},
		{Kind: LedgerWritten, Total: 7},
		{Kind: SiteWritten, Total: 41},
	}
	const files = "wrote out/summary.csv and out/summary.xlsx: 4 events, 2 ok, 2 failed; 1 file skipped (listed in the summary)\n" +
		"wrote out/season.csv, out/season.xlsx and out/season.pdf: 1 event\n" +
		"wrote out/payees.csv and out/payees.pdf: 7 people paid cash\n" +
		"wrote out/site/index.html: the site, 41 files\n"
	const failures = "x: [2/3] in/b.json [blitz]: failed\n  note: b's fund\n  in/b.json [blitz]: bad result\n" +
		"x: [3/3] in/c.trf: failed\n  in/c.trf:1:1: not a TRF\n  line 2\n"
	tests := []struct {
		name                  string
		failedOnly, noSkipped bool
		events                string
	}{
		{"every event", false, false, "x: skipped in/notes.txt: not an event\n" +
			"x: [1/3] in/a.trf: ok -> out/a (12 players, 5 rounds, 1 warning)\n  note: a's fund\n" +
			"x: [2/3] in/b.json [open]: ok -> out/b/open (1 player, 1 round)\n" + failures},
		{"failures only", true, false, "x: skipped in/notes.txt: not an event\n" + failures},
		{"quiet", true, true, failures},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var events, season strings.Builder
			l := &Log{Events: &events, Files: &season, Prefix: "x: ", Output: "out", FailedOnly: tc.failedOnly, NoSkipped: tc.noSkipped}
			for _, u := range updates {
				switch {
				case u.Kind == EventDone && u.Event == a:
					fmt.Fprintln(l.Event(a), "note: a's fund")
				case u.Kind == EventDone && u.Event == b:
					fmt.Fprintln(l.Event(b), "note: b's fund")
					l.Failed(b, errors.New("in/b.json [blitz]: bad result"))
				case u.Kind == EventDone && u.Event == c:
					l.Failed(c, errors.New("in/c.trf:1:1: not a TRF\nline 2\n"))
				}
				l.Update(u)
			}
			if events.String() != tc.events {
				t.Errorf("events:\n%s\nwant\n%s", events.String(), tc.events)
			}
			if season.String() != files {
				t.Errorf("season's files:\n%s\nwant\n%s", season.String(), files)
			}
		})
	}
	// A Log without writers drops its lines.
	var quiet Log
	for _, u := range updates {
		quiet.Update(u)
	}
}

// TestLogFailedLines checks that a failure of many lines keeps its first 20 in the log,
// and says how many more there are.
func TestLogFailedLines(t *testing.T) {
	var lines []string
	for i := 1; i <= 25; i++ {
		lines = append(lines, fmt.Sprint("error ", i))
	}
	var out strings.Builder
	l := &Log{Events: &out}
	ev := &Event{Path: "a.trf"}
	l.Failed(ev, errors.New(strings.Join(lines, "\n")))
	l.Update(Update{Kind: EventDone, Event: ev, Total: 1, Rows: []exporters.SummaryRow{{Event: "a", Status: "failed"}}})
	want := "[1/1] a.trf: failed\n  " + strings.Join(lines[:20], "\n  ") + "\n  ... and 5 more lines\n"
	if out.String() != want {
		t.Errorf("log:\n%s\nwant\n%s", out.String(), want)
	}
}

// TestResultErr checks the error of a run's result: the season files not made, each
// named and worded, before the events that failed.
func TestResultErr(t *testing.T) {
	word := func(err error) error { return fmt.Errorf("worded: %w", err) }
	tests := []struct {
		name string
		res  Result
		word func(error) error
		want string // "" for nil
	}{
		{"all made", Result{Events: 3}, word, ""},
		{"events failed", Result{Events: 3, Failed: 2, summary: "out/summary.csv"}, word, "2 of 3 events failed; see out/summary.csv"},
		{"leaderboard", Result{Events: 3, Failed: 2, Leaderboard: errors.New("disk full")}, nil, "the season leaderboard: disk full"},
		{"site and ledger", Result{Site: errors.New("a"), Ledger: errors.New("b")}, word,
			"the site: worded: a\nthe season's prize ledger: worded: b"},
	}
	for _, tc := range tests {
		err := tc.res.Err(tc.word)
		if got := fmt.Sprint(err); (err == nil) != (tc.want == "") || err != nil && got != tc.want {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
		if _, ok := errors.AsType[*FailedError](err); ok != (tc.name == "events failed") {
			t.Errorf("%s: %v is a *FailedError: %v", tc.name, err, ok)
		}
	}
	stop := &StoppedError{Done: 1, Total: 3, Cause: errors.New("interrupted"), Manifest: errors.New("cannot write out/.tiebreak-files")}
	if want := "interrupted; 1 of 3 events were done; the outputs written so far are kept, no summary was written; cannot write out/.tiebreak-files"; stop.Error() != want {
		t.Errorf("%q, want %q", stop.Error(), want)
	}
}

// TestLimitMemory checks that LimitMemory sets the season's soft memory limit and puts
// back the one before, and that GOMEMLIMIT wins.
func TestLimitMemory(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	t.Setenv("GOMEMLIMIT", "")
	restore := LimitMemory()
	if got := debug.SetMemoryLimit(-1); got != MemoryLimit {
		t.Errorf("limit %d, want %d", got, MemoryLimit)
	}
	restore()
	if got := debug.SetMemoryLimit(-1); got != before {
		t.Errorf("limit %d after restore, want %d", got, before)
	}
	t.Setenv("GOMEMLIMIT", "1GiB")
	restore = LimitMemory()
	if got := debug.SetMemoryLimit(-1); got != before {
		t.Errorf("limit %d under GOMEMLIMIT, want %d", got, before)
	}
	restore()
}
