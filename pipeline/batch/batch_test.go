package batch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/importers"
	seasonin "github.com/tiebreak-chess/tiebreak/importers/season"
	"github.com/tiebreak-chess/tiebreak/internal/eventfiles"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// copyInto copies the repository's files (path relative to its root) into dir under
// the names given.
func copyInto(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for dst, src := range files {
		data, err := os.ReadFile(filepath.Join("../..", src))
		if err != nil {
			t.Fatal(err)
		}
		testtool.WriteFile(t, filepath.Join(dir, dst), data)
	}
}

// seasonFolder makes a season folder: two events paid from a fund, one with its own
// sidecar, a broken file, a file with a result code no importer knows, and two files
// that are skipped.
func seasonFolder(t *testing.T) string {
	in := filepath.Join(t.TempDir(), "in")
	copyInto(t, in, map[string]string{
		"spring/open.trf": "testdata/open.trf", "club.trf": "examples/season/club-open.trf",
		"fund.yaml": "testdata/open-fund.yaml",
	})
	testtool.WriteFile(t, filepath.Join(in, "season.yaml"), []byte("tiebreaks: uscf\n"))
	testtool.WriteFile(t, filepath.Join(in, "spring/open.yaml"), []byte("fund: ../fund.yaml\n"))
	testtool.WriteFile(t, filepath.Join(in, "broken.trf"), []byte("\x00\x01 this is not an event\n"))
	testtool.WriteFile(t, filepath.Join(in, "notes.txt"), []byte("Bring the clocks.\n"))
	testtool.WriteFile(t, filepath.Join(in, ".hidden.trf"), []byte("012 x\n"))
	return in
}

// files returns the files below dir, slash-separated, with their bytes.
func files(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && p == dir {
			return filepath.SkipDir
		}
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		data, err := os.ReadFile(p)
		out[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestRun runs a season with one and two workers: the broken file fails alone, the
// others are written with the summary, the leaderboard and the ledger; the updates come
// in path order, and both runs write the same bytes.
func TestRun(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	in := seasonFolder(t)
	var outs []map[string][]byte
	for _, workers := range []int{1, 2} {
		t.Run(fmt.Sprint(workers), func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			var got []string
			var failed []string
			res, err := Run(t.Context(), Plan{Inputs: []string{in}, Output: out, Workers: workers, Generator: "test",
				Hooks: func(ev *Event) Hooks {
					return Hooks{Failed: func(folder string, err error) { failed = append(failed, folder+": "+err.Error()) }}
				},
				Progress: func(u Update) {
					switch u.Kind {
					case FileSkipped:
						got = append(got, "skipped "+filepath.Base(u.Skipped.Path)+": "+u.Skipped.Why)
					case EventDone:
						got = append(got, fmt.Sprintf("done %d/%d %s %s (%d failed)", u.Done, u.Total, u.Event.Folder, u.Rows[0].Status, u.Failed))
					default:
						got = append(got, fmt.Sprintf("%d: %d", u.Kind, u.Total))
					}
				}})
			if err != nil {
				t.Fatal(err)
			}
			if want := (Result{Events: 3, Failed: 1, Skipped: 2, summary: filepath.Join(out, "summary.csv")}); *res != want {
				t.Errorf("result %+v, want %+v", *res, want)
			}
			if err, ok := errors.AsType[*FailedError](res.Err(nil)); !ok || err.Error() != "1 of 3 events failed; see "+filepath.Join(out, "summary.csv") {
				t.Errorf("Err() = %v", res.Err(nil))
			}
			want := []string{
				"skipped .hidden.trf: hidden",
				"skipped notes.txt: a .txt file whose content is not an event file tiebreak knows",
				fmt.Sprintf("%d: 3", Started),
				"done 1/3 broken failed (1 failed)",
				"done 2/3 club ok (1 failed)",
				"done 3/3 spring-open ok (1 failed)",
				fmt.Sprintf("%d: 3", SummaryWritten),
				fmt.Sprintf("%d: 2", LeaderboardWritten),
				fmt.Sprintf("%d: 11", LedgerWritten),
			}
			if !slices.Equal(got, want) {
				t.Errorf("updates:\n%q\nwant\n%q", got, want)
			}
			if len(failed) != 1 || !strings.HasPrefix(failed[0], "broken: "+filepath.Join(in, "broken.trf")+":1:1: a NUL character") {
				t.Errorf("failures %q", failed)
			}
			written := files(t, out)
			for _, name := range []string{"club/standings.csv", "spring-open/prizes.pdf", "summary.csv", "summary.xlsx",
				"season.csv", "season.pdf", "payees.csv", "payees.pdf", ".tiebreak-files"} {
				if written[name] == nil {
					t.Errorf("%s not written", name)
				}
			}
			if written["club/prizes.pdf"] != nil {
				t.Error("club has no fund but has prizes.pdf")
			}
			outs = append(outs, written)
		})
	}
	if len(outs) == 2 {
		for name, data := range outs[0] {
			if !bytes.Equal(data, outs[1][name]) {
				t.Errorf("%s differs between one and two workers", name)
			}
		}
	}
}

// TestRunErrors checks the errors of a run that cannot go on, and that it writes
// nothing then.
func TestRunErrors(t *testing.T) {
	cause := errors.New("stopped by the caller")
	stopped, cancel := context.WithCancelCause(context.Background())
	cancel(cause)
	notes := t.TempDir()
	testtool.WriteFile(t, filepath.Join(notes, "notes.txt"), []byte("Bring the clocks.\n"))
	events := seasonFolder(t)
	badSeason := t.TempDir()
	testtool.WriteFile(t, filepath.Join(badSeason, "season.yaml"), []byte("tiebrakes: uscf\n"))
	copyInto(t, badSeason, map[string]string{"a.trf": "testdata/sample.trf"})
	badPDF := func() (exporters.Options, error) { return exporters.Options{}, errors.New("no such paper") }
	tests := []struct {
		name string
		ctx  context.Context
		in   string
		site *site.Options
		pdf  func() (exporters.Options, error)
		want func(err error) bool
	}{
		{"no events", t.Context(), notes, nil, nil, func(err error) bool {
			var ne *NoEventsError
			return errors.As(err, &ne) && ne.Inputs[0] == notes &&
				err.Error() == "no event files in "+notes+" (formats: "+strings.Join(pipeline.NewFormats().Importers.Names(), ", ")+")"
		}},
		{"stopped", stopped, events, nil, nil, func(err error) bool {
			var se *StoppedError
			return errors.As(err, &se) && errors.Is(err, cause) && se.Done == 0 && se.Total == 3 &&
				err.Error() == "stopped by the caller; 0 of 3 events were done; the outputs written so far are kept, no summary was written"
		}},
		{"site options", t.Context(), events, &site.Options{BaseURL: "club.example"}, nil, func(err error) bool {
			var se *SiteError
			return errors.As(err, &se)
		}},
		{"season.yaml", t.Context(), badSeason, nil, nil, func(err error) bool {
			return strings.Contains(err.Error(), `season.yaml has no key "tiebrakes"`)
		}},
		{"season PDF options", t.Context(), events, nil, badPDF, func(err error) bool { return err.Error() == "no such paper" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(tc.ctx, Plan{Inputs: []string{tc.in}, Output: out, Site: tc.site, SeasonPDF: tc.pdf})
			if res != nil || err == nil || !tc.want(err) {
				t.Errorf("result %v, error %v", res, err)
			}
			for name := range files(t, out) {
				if name != outdir.LockName {
					t.Errorf("wrote %s", name)
				}
			}
		})
	}
}

// TestEventFails checks that what goes wrong with one event, a panic included, fails it
// alone, with its error worded by its hooks in the summary.
func TestEventFails(t *testing.T) {
	in := t.TempDir()
	copyInto(t, in, map[string]string{"a.trf": "testdata/sample.trf", "b.trf": "testdata/sample.trf"})
	a := filepath.Join(in, "a.trf")
	word := func(s Stage, err error) error { return fmt.Errorf("stage %d: %w", s, err) }
	tests := []struct {
		name  string
		hooks Hooks
		reads string // the output file that is an input of the run
		want  string // the start of the summary's error of a.trf
	}{
		{"panic", Hooks{Plan: func(pipeline.Settings) (pipeline.Plan, error) { panic("boom") }}, "",
			a + ": internal error while working on this file (please report it with the file): boom"},
		{"plan", Hooks{Plan: func(pipeline.Settings) (pipeline.Plan, error) { return pipeline.Plan{}, errors.New("no plan") }}, "",
			"no plan"},
		{"read", Hooks{Read: func(context.Context, string) (importers.Source, error) {
			return importers.Source{}, errors.New("unreadable")
		}, Word: word}, "",
			"stage 0: unreadable"},
		{"write", Hooks{Word: word}, "a/standings.csv", "stage 3: cannot write "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			var failed []string
			res, err := Run(t.Context(), Plan{Inputs: []string{in}, Output: out, Workers: 2,
				Reads: func(p string) string {
					if tc.reads != "" && p == filepath.Join(out, tc.reads) {
						return a
					}
					return ""
				},
				Hooks: func(ev *Event) Hooks {
					if ev.Rel != "a.trf" {
						return Hooks{}
					}
					h := tc.hooks
					h.Failed = func(_ string, err error) { failed = append(failed, err.Error()) }
					return h
				}})
			if err != nil || res.Events != 2 || res.Failed != 1 {
				t.Fatalf("result %+v, error %v", res, err)
			}
			summary := string(files(t, out)["summary.csv"])
			if !strings.Contains(summary, "\na,"+a+",failed,,,,0,") || !strings.Contains(summary, tc.want) || !strings.Contains(summary, "\nb,"+filepath.Join(in, "b.trf")+",ok,") {
				t.Errorf("summary.csv:\n%s", summary)
			}
			if len(failed) != 1 || !strings.HasPrefix(failed[0], tc.want) {
				t.Errorf("failures told %q", failed)
			}
		})
	}
}

// TestEventFolders checks the events' folders and settings: folders are slugs of the
// path below the input, never out of the output folder, clashes resolved by a hash of
// the path whatever the other files; the settings are the defaults, then the settings
// files, then the level given.
func TestEventFolders(t *testing.T) {
	tests := []struct {
		rels, want []string
	}{
		{[]string{"Spring/Open A.trf", "Spring/open_a.csv", "x.trf"}, []string{"spring-open-a", "spring-open-a-e959d600", "x"}},
		{[]string{"a/x.trf", "a-x.trf", "a/x.csv"}, []string{"a-x", "a-x-843ce194", "a-x-5c400309"}},
		{[]string{"../../etc/passwd.trf", "..trf", "ÉTÉ/Ñandú.trf"}, []string{"etc-passwd", "event", "été-ñandú"}},
	}
	rules := "fide"
	for _, tc := range tests {
		found := &eventfiles.Found{}
		for _, r := range tc.rels {
			found.Jobs = append(found.Jobs, &eventfiles.Job{Path: r, Rel: r, Layers: []*seasonin.Settings{{Rules: "uscf", Type: "swiss"}}})
		}
		events := discovered(found, Plan{Defaults: pipeline.Settings{Ongoing: true, Places: "rank"}, Given: pipeline.Layer{Rules: &rules}})
		for i, ev := range events {
			s := ev.Settings
			if ev.Folder != tc.want[i] || ev.Index != i || s.Rules != rules || s.Type != "swiss" || s.Places != "rank" || !s.Ongoing {
				t.Errorf("%q: event %d: folder %q, settings %+v; want %q", tc.rels, i, ev.Folder, s, tc.want[i])
			}
		}
	}
}

// TestRunSections runs a season of one file of nine sections paid from a fund with
// sections: (its sidecar names it): a row and a folder per section, in the file's
// order, the prize files of the whole event in its folder, and the fund's notes told.
func TestRunSections(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	in := t.TempDir()
	copyInto(t, in, map[string]string{
		"gbo.json":  "testdata/real/uscf/swisssys-2025-10-90th-greater-boston-open/90th_Greater_Boston_Open.swisssys-nach.redacted.json",
		"fund.yaml": "pipeline/testdata/sections-fund.yaml",
	})
	testtool.WriteFile(t, filepath.Join(in, "gbo.yaml"), []byte("fund: fund.yaml\n"))
	out := filepath.Join(t.TempDir(), "out")
	var rows []string
	var notes []pipeline.NoteKind
	res, err := Run(t.Context(), Plan{Inputs: []string{in}, Output: out,
		Hooks: func(*Event) Hooks { return Hooks{Say: func(n pipeline.Note) { notes = append(notes, n.Kind) }} },
		Progress: func(u Update) {
			for _, r := range u.Rows {
				rows = append(rows, r.Event+" "+r.Status)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Events != 9 || res.Failed != 0 {
		t.Errorf("result %+v", res)
	}
	want := []string{"gbo/premier ok", "gbo/under-2200 ok", "gbo/under-2000 ok", "gbo/under-1800 ok", "gbo/under-1600 ok",
		"gbo/under-1400 ok", "gbo/under-1200 ok", "gbo/under-1000 ok", "gbo/extra-games ok"}
	if !slices.Equal(rows, want) {
		t.Errorf("rows %q, want %q", rows, want)
	}
	// The fund's match is told once, then each section as it is judged.
	if len(notes) != 10 || notes[0] != pipeline.NoteFund || slices.ContainsFunc(notes[1:], func(k pipeline.NoteKind) bool { return k != pipeline.NoteJudged }) {
		t.Errorf("notes %v", notes)
	}
	written := files(t, out)
	for _, name := range []string{"gbo/prizes.pdf", "gbo/prizes.csv", "gbo/premier/prizes.pdf", "gbo/extra-games/standings.csv", "payees.csv"} {
		if written[name] == nil {
			t.Errorf("%s not written", name)
		}
	}
}
