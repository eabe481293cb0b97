package follow

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// The tests drive a follower with a scripted source (the notifier: each step writes a
// save and hands it out, after the previous update has ended) and a fake clock, so that
// nothing waits on time: no sleeps, no settle intervals.

// script is a [Source] that hands out, in turn, the files each step returns.
type script []func() []string

func (s script) Mode() string { return "a test script" }

func (s script) Run(ctx context.Context, _ bool, changed func([]string) error) error {
	for _, step := range s {
		if err := ctx.Err(); err != nil {
			return err
		}
		if files := step(); len(files) > 0 {
			if err := changed(files); err != nil {
				return err
			}
		}
	}
	return nil
}

// clock is the fake clock of a follower: the time the test sets.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time { return c.now }

// at returns 21:mm on a day of the event, in the local zone (the follower's words use it).
func at(hour, minute int) time.Time { return time.Date(2026, 5, 8, hour, minute, 0, 0, time.Local) }

// save writes data to path as the pairing program saves it, modified at mod.
func save(t *testing.T, path string, data []byte, mod time.Time) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, mod, mod); err != nil {
		t.Fatal(err)
	}
}

// roundSaves returns the real event src of the given rounds as the pairing program
// saves it after each round: the event cut after round n, with the planned rounds,
// written as TRF.
func roundSaves(t *testing.T, src string, rounds int) [][]byte {
	t.Helper()
	x, ok := pipeline.NewFormats().Convert.Lookup("trf")
	if !ok {
		t.Fatal("no TRF exporter")
	}
	var out [][]byte
	for n := 1; n <= rounds; n++ {
		ev, err := pipeline.Open(context.Background(), []string{src},
			pipeline.LoadOptions{Judging: pipeline.Judging{Round: n, RoundChosen: true, PlannedRounds: rounds}})
		if err != nil || ev.Sections[0].Loaded == nil {
			t.Fatalf("round %d: %v %v", n, err, ev)
		}
		var b bytes.Buffer
		if err := x.Export(context.Background(), &b, &exporters.Document{T: ev.Sections[0].Loaded.T}); err != nil {
			t.Fatal(err)
		}
		out = append(out, b.Bytes())
	}
	return out
}

// breakResult returns data with the first player's result of round r replaced by a
// letter TRF does not know.
func breakResult(t *testing.T, data []byte, r int) []byte {
	t.Helper()
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		col := 98 + (r-1)*10 // TRF columns 99, 109, ...: the results of rounds 1, 2, ...
		if strings.HasPrefix(l, "001") && len(l) > col {
			lines[i] = l[:col] + "Q" + l[col+1:]
			return []byte(strings.Join(lines, "\n"))
		}
	}
	t.Fatal("no player line")
	return nil
}

// options returns the options of a follower writing the report, the site with its TV
// view and the status file into out, with the clock c.
func options(out string, c *clock) Options {
	plan := pipeline.Plan{Export: exporters.Options{Generator: "tiebreak test"}}
	return Options{Out: out, Report: &plan, Site: &plan, SiteOptions: site.Options{TV: true},
		StatusFile: "status.txt", StatusHeader: "# status\n", Now: c.Now,
		Load: pipeline.LoadOptions{Judging: pipeline.Judging{Ongoing: true}}}
}

// reference returns what the report and site of the save data of a file named name
// are, made by hand with the builder as the follower's options o say: the files by
// name, the site's below site/.
func reference(t *testing.T, name string, data []byte, o Options) map[string]string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	save(t, p, data, at(20, 0))
	ctx := context.Background()
	ev, err := pipeline.Open(ctx, []string{p}, o.Load)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	rep := *o.Report
	rep.Report, rep.LeftOut = true, true
	b, err := pipeline.Build(ctx, ev, rep)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range append(b.Files, b.EventFiles...) {
		files[f.Name] = string(f.Data)
	}
	sp := *o.Site
	sp.Site, sp.SiteFolder = true, pipeline.EventSlug(p)
	b, err = pipeline.Build(ctx, ev, sp)
	if err != nil {
		t.Fatal(err)
	}
	made, err := site.Build(b.Site, o.SiteOptions)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range made {
		files[SiteFolder+"/"+f.Name] = string(f.Data)
	}
	return files
}

// tree returns the files below dir by slash-separated path, without the status file,
// the site's marker and the report's manifest.
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), ".") || d.Name() == "status.txt" {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return files
}

// noticeLine is the follower's line on every page of the site.
var noticeLine = regexp.MustCompile(`\n<p class="notice" role="status">.*</p>`)

// sameTree reports how got differs from want, the site's notice removed from got.
func sameTree(t *testing.T, step string, got, want map[string]string) {
	t.Helper()
	for name, w := range want {
		g, ok := got[name]
		switch {
		case !ok:
			t.Errorf("%s: %s is missing", step, name)
		case noticeLine.ReplaceAllString(g, "") != w:
			t.Errorf("%s: %s differs from what the builder makes", step, name)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: %s was written, but the builder does not make it", step, name)
		}
	}
}

// failing is a Writer whose report writes fail while fail is set.
type failing struct {
	Folders
	fail *bool
}

func (w failing) WriteReport(ctx context.Context, dir string, files []pipeline.File) error {
	if *w.fail {
		return errors.New("the disk is full")
	}
	return w.Folders.WriteReport(ctx, dir, files)
}

// TestFollowKeepsTheLastGoodOutputs saves a real event (Bunratty Masters 2011, 34
// players, six rounds) round by round: after each good save
// the report and the site are what the builder makes of it; a save caught half-written,
// a round with an invalid result and a save whose report cannot be written keep the
// previous round's outputs, and the site's notice, the status file and the messages
// say so; the command runs after each good save only.
func TestFollowKeepsTheLastGoodOutputs(t *testing.T) {
	rounds := roundSaves(t, "../../testdata/real/trf/icu-bunratty_masters_2011.trf", 6)
	dir := t.TempDir()
	file := filepath.Join(dir, "SwissSys", "open.trf")
	if err := os.Mkdir(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	c := &clock{}
	o := options(out, c)
	o.Command = `echo "$TIEBREAK_OUTPUT" >> ` + filepath.Join(dir, "command.log")
	failWrites := false
	o.Writer = failing{fail: &failWrites}
	refs := make([]map[string]string, len(rounds))
	for i, data := range rounds {
		refs[i] = reference(t, "open.trf", data, o)
	}
	if !strings.Contains(refs[1]["site/open/index.html"], "Standings after round 2") ||
		!strings.Contains(refs[5]["site/tv.html"], "Final standings") {
		t.Fatal("the reference site does not say where the event stands")
	}
	type step struct {
		name  string
		data  []byte
		fail  bool   // the report cannot be written
		want  int    // the round whose outputs must be in place after the step
		isBad error  // the type of the problem of a save not used; nil for a good save
		says  string // a regular expression of the problem's words
	}
	steps := []step{
		{name: "round 1", data: rounds[0], want: 1},
		{name: "round 2", data: rounds[1], want: 2},
		{name: "round 3 half-written", data: rounds[2][:len(rounds[2])/2], want: 2, isBad: &SaveError{}, says: `^open\.trf saved 20:02 is unreadable: line \d+: player \d+, round \d+: opponent \d+ is not in the player list \(and \d+ more\)$`},
		{name: "round 3", data: rounds[2], want: 3},
		{name: "round 4 with an invalid result", data: breakResult(t, rounds[3], 4), want: 3, isBad: &SaveError{}, says: `^open\.trf saved 20:04 is unreadable: line 13: round 4 result: unknown result code 'Q'$`},
		{name: "round 4, a full disk", data: rounds[3], fail: true, want: 3, isBad: &WriteError{}, says: `^the outputs of open\.trf saved 20:05 could not be written into \S+/out: the disk is full$`},
		{name: "round 4", data: rounds[3], want: 4},
		{name: "round 5", data: rounds[4], want: 5},
		{name: "round 6", data: rounds[5], want: 6},
	}
	var msgs []Message
	good := 0
	var lastGood time.Time
	// check checks the outcome of step i, once its update has ended.
	check := func(i int) {
		s := steps[i]
		if s.isBad == nil {
			good++
			lastGood = at(21, i)
		}
		var taken *Taken
		for _, m := range msgs {
			if tk, ok := m.(*Taken); ok {
				taken = tk
			}
		}
		if taken == nil || taken.Event == nil || taken.Event.Path != file {
			t.Fatalf("%s: no Taken message in %v", s.name, msgs)
		}
		ev := taken.Event
		if ev.Round != s.want || !ev.At.Equal(lastGood) {
			t.Errorf("%s: the event stands after round %d at %v, want round %d at %v", s.name, ev.Round, ev.At, s.want, lastGood)
		}
		got := tree(t, out)
		sameTree(t, s.name, got, refs[s.want-1])
		status, _ := os.ReadFile(filepath.Join(out, "status.txt"))
		page := got["site/index.html"]
		if s.isBad == nil {
			if ev.Problem != nil || strings.Contains(page, `class="notice"`) ||
				string(status) != fmt.Sprintf("# status\n%s: updated after round %d, %s\n", file, s.want, lastGood.Format("15:04")) {
				t.Errorf("%s: a good save: problem %v, status %q", s.name, ev.Problem, status)
			}
		} else {
			t.Logf("%s: %v", s.name, ev.Problem)
			if fmt.Sprintf("%T", ev.Problem) != fmt.Sprintf("%T", s.isBad) || !regexp.MustCompile(s.says).MatchString(ev.Problem.Error()) {
				t.Errorf("%s: problem %T %v, want %T saying %q", s.name, ev.Problem, ev.Problem, s.isBad, s.says)
			}
			words := fmt.Sprintf("last updated after round %d, %s; %s", s.want, lastGood.Format("15:04"), ev.Problem.Error())
			if want := fmt.Sprintf("# status\n%s: %s\n", file, words); string(status) != want {
				t.Errorf("%s: status file\n%s\nwant\n%s", s.name, status, want)
			}
			if !strings.Contains(page, `<p class="notice" role="status">`) || !strings.Contains(page, "open.trf saved "+at(20, i).Format("15:04")) {
				t.Errorf("%s: the site does not say the save was not used", s.name)
			}
		}
		if st, ok := msgs[len(msgs)-1].(*Status); !ok || st.Events != 1 || st.Good != 1 || !st.Last.Equal(lastGood) || st.Done {
			t.Errorf("%s: last message %#v, want the status", s.name, msgs[len(msgs)-1])
		}
		log, _ := os.ReadFile(filepath.Join(dir, "command.log"))
		if got := string(log); got != strings.Repeat(out+"\n", good) {
			t.Errorf("%s: the command ran %d times, want %d (once per good save)", s.name, strings.Count(got, "\n"), good)
		}
	}
	var src script
	for i, s := range steps {
		src = append(src, func() []string {
			if i > 0 {
				check(i - 1)
			}
			msgs = nil
			c.now, failWrites = at(21, i), s.fail
			save(t, file, s.data, at(20, i))
			return []string{file}
		})
	}
	src = append(src, func() []string { check(len(steps) - 1); return nil })
	o.Source = src
	if err := New([]string{file}, o).Run(context.Background(), func(m Message) { msgs = append(msgs, m) }); err != nil {
		t.Fatal(err)
	}
	for _, pattern := range []string{".*", "*/.*", "site/.*"} {
		leftovers, _ := filepath.Glob(filepath.Join(out, pattern))
		for _, l := range leftovers {
			if b := filepath.Base(l); b != ".tiebreak-files" && b != ".tiebreak-lock" && b != pipeline.SiteMarkerName {
				t.Errorf("left behind: %s", l)
			}
		}
	}
}

// TestFollowOnce updates once from the files as they are: a bad file alone is
// ErrNoneUsed with nothing written; a file named with an extension no importer knows
// is read by its content; the status says the follower is done.
func TestFollowOnce(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		data    []byte
		want    error
		problem string // the words of the save's problem
	}{
		{"open.sav", data, nil, ""},
		{"bad.trf", []byte("012 An event without players\n"), ErrNoneUsed, "bad.trf saved 20:00 is unreadable: the event has no players"},
	} {
		p := filepath.Join(dir, tc.name)
		save(t, p, tc.data, at(20, 0))
		out := filepath.Join(dir, "out-"+tc.name)
		o := options(out, &clock{now: at(21, 0)})
		o.Once, o.Source = true, script{func() []string { return []string{p} }}
		var last Message
		problem := ""
		err := New([]string{p}, o).Run(context.Background(), func(m Message) {
			if tk, ok := m.(*Taken); ok && tk.Event.Problem != nil {
				problem = tk.Event.Problem.Error()
			}
			last = m
		})
		if problem != tc.problem {
			t.Errorf("%s: problem %q, want %q", tc.name, problem, tc.problem)
		}
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: Run = %v, want %v", tc.name, err, tc.want)
		}
		if st, ok := last.(*Status); !ok || !st.Done {
			t.Errorf("%s: last message %#v, want a status that says done", tc.name, last)
		}
		files := tree(t, out)
		if written := len(files) > 0; written != (tc.want == nil) {
			t.Errorf("%s: wrote %d files", tc.name, len(files))
		}
	}
}

// TestFollowPaysTheProgramFund follows a SwissSys event file with no fund named: its
// report is paid the prizes the TD entered (prizes.pdf, no standings.pdf), the note that
// says so comes first among the fund's notes with Fund set, and a fund named wins.
func TestFollowPaysTheProgramFund(t *testing.T) {
	data, err := os.ReadFile("../../testdata/real/swisssys11/PNWCC_G60_Online__Mar_16_SwissSys11.sjson")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		fund string
		note string // the first note of the report's fund or sections
		mark bool   // whether it is marked as the fund the file holds
	}{
		{"no fund named", "", "prizes: the 3 prizes entered in SwissSys in event.sjson (1 section) are paid", true},
		{"a fund named", "../../testdata/open-fund.yaml", "13 players have no birth date and cannot win age prizes such as Top Junior", false},
	} {
		dir := t.TempDir()
		p := filepath.Join(dir, "event.sjson")
		save(t, p, data, at(20, 0))
		o := options(filepath.Join(dir, "out"), &clock{now: at(21, 0)})
		o.Site, o.Fund = nil, tc.fund
		o.Once, o.Source = true, script{func() []string { return []string{p} }}
		var first *BuildNote
		if err := New([]string{p}, o).Run(context.Background(), func(m Message) {
			if bn, ok := m.(*BuildNote); ok && first == nil && (bn.Note.Kind == pipeline.NoteFund || bn.Note.Kind == pipeline.NoteSection) {
				first = bn
			}
		}); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if first == nil || first.Note.Text != tc.note || first.Fund != tc.mark {
			t.Errorf("%s: first note %+v, want %q (Fund %v)", tc.name, first, tc.note, tc.mark)
		}
		files := tree(t, filepath.Join(dir, "out"))
		if _, ok := files[pipeline.FilePrizesPDF]; !ok {
			t.Errorf("%s: no prizes.pdf among %d files", tc.name, len(files))
		}
	}
}

// TestFollowFolder follows a folder: each event gets a folder of its own (named from its
// file, made unique), a file of the folder that is not an event is passed over without a
// word, and the site holds both events.
func TestFollowFolder(t *testing.T) {
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.Mkdir(in, 0o755); err != nil {
		t.Fatal(err)
	}
	files := []string{filepath.Join(in, "open.trf"), filepath.Join(in, "Open.TRF"), filepath.Join(in, "notes.txt")}
	save(t, files[0], data, at(20, 0))
	save(t, files[1], data, at(20, 0))
	save(t, files[2], []byte("not an event, whatever its name\n"), at(20, 0))
	out := filepath.Join(dir, "out")
	o := options(out, &clock{now: at(21, 0)})
	o.Source = script{func() []string { return files }}
	var taken []string
	f := New([]string{in}, o)
	if err := f.Run(context.Background(), func(m Message) {
		if tk, ok := m.(*Taken); ok {
			taken = append(taken, fmt.Sprintf("%s %s %v", filepath.Base(tk.Path), tk.Event.Folder, tk.Event.Problem))
		}
	}); err != nil {
		t.Fatal(err)
	}
	if want := "open.trf open <nil>|Open.TRF open-2 <nil>"; strings.Join(taken, "|") != want {
		t.Errorf("taken %q, want %q", strings.Join(taken, "|"), want)
	}
	got := tree(t, out)
	for _, name := range []string{"open/standings.csv", "open-2/standings.csv", "site/open/index.html", "site/open-2/index.html"} {
		if got[name] == "" {
			t.Errorf("%s was not written", name)
		}
	}
	if len(f.Events()) != 3 {
		t.Errorf("%d events followed, want 3 (the file that is no event among them, without outputs)", len(f.Events()))
	}
	for p, want := range map[string]bool{"a/x.trf": true, "a/x.TRF": true, "a/x.json": true, "a/x.dbf": false, "a/season.yaml": false, "a/notes.md": false} {
		if got := f.isEventFile(p); got != want {
			t.Errorf("isEventFile(%s) = %v", p, got)
		}
	}
	for p, want := range map[string]bool{files[0]: true, files[2]: false, filepath.Join(dir, "missing.trf"): false} {
		if got := f.parses(p); got != want {
			t.Errorf("parses(%s) = %v", filepath.Base(p), got)
		}
	}
}

// TestFollowStops stops the follower at every message of an update: Run returns the
// cause, and what is written is whole (the builder's) or absent, with nothing left
// behind.
func TestFollowStops(t *testing.T) {
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	data = append([]byte("XXR 5\n"), data...)
	dir := t.TempDir()
	p := filepath.Join(dir, "open.trf")
	save(t, p, data, at(20, 0))
	want := reference(t, "open.trf", data, options("", &clock{}))
	cause := errors.New("stopped by the director")
	for n := 0; ; n++ {
		out := filepath.Join(dir, fmt.Sprint("out", n))
		o := options(out, &clock{now: at(21, 0)})
		o.Source = script{func() []string { return []string{p} }, func() []string { return []string{p} }}
		ctx, cancel := context.WithCancelCause(context.Background())
		seen := 0
		err := New([]string{p}, o).Run(ctx, func(Message) {
			if seen == n {
				cancel(cause)
			}
			seen++
		})
		if seen <= n {
			break // every message was a moment to stop
		}
		if !errors.Is(err, cause) {
			t.Errorf("stopped at message %d: Run = %v, want the cause", n, err)
		}
		got := tree(t, out)
		for name, data := range got {
			if data != want[name] {
				t.Errorf("stopped at message %d: %s is not whole", n, name)
			}
		}
		leftovers, _ := filepath.Glob(filepath.Join(out, ".*", "*"))
		for _, l := range leftovers {
			if !strings.HasSuffix(l, pipeline.SiteMarkerName) {
				t.Errorf("stopped at message %d: left behind %s", n, l)
			}
		}
	}
}

// TestFollowSoak takes 149 saves cycling through two good events and a refused one,
// with a command that always fails: the follower goes on, ends with the last save's
// outputs, keeps one event and two copies of it, and its heap and open files stay
// flat.
func TestFollowSoak(t *testing.T) {
	var contents [][]byte
	for _, name := range []string{"good.trf", "inprogress.trf", "bad.trf"} {
		data, err := os.ReadFile(filepath.Join("../../cmd/tiebreak/testdata/events", name))
		if err != nil {
			t.Fatal(err)
		}
		contents = append(contents, data)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "event.trf")
	out := filepath.Join(dir, "out")
	o := options(out, &clock{now: at(21, 0)})
	o.Command = "exit 3"
	o.Report.Outputs = map[string]bool{"standings.csv": true} // the loop is soaked, not the exporters
	const saves = 149                                         // the last one good
	var heap0, fds0 int
	var src script
	for i := range saves {
		src = append(src, func() []string {
			if i == 30 {
				heap0, fds0 = sample(t)
			}
			save(t, p, contents[i%len(contents)], at(20, i%60))
			return []string{p}
		})
	}
	var f *Follower
	var work []string
	src = append(src, func() []string {
		work, _ = filepath.Glob(filepath.Join(f.work, "*", "*", "*"))
		return nil
	})
	o.Source = src
	updates, refused, failed := 0, 0, 0
	f = New([]string{p}, o)
	if err := f.Run(context.Background(), func(m Message) {
		switch m := m.(type) {
		case *Taken:
			if m.Event.Problem == nil {
				updates++
			} else {
				refused++
			}
		case *CommandRun:
			if m.Err != nil {
				failed++
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	heap1, fds1 := sample(t)
	t.Logf("%d saves: %d updates, %d refused, %d command failures; heap %d -> %d KiB, open files %d -> %d",
		saves, updates, refused, failed, heap0>>10, heap1>>10, fds0, fds1)
	if updates != 100 || refused != 49 || failed != updates {
		t.Errorf("want 100 updates, 49 refused and a failure of the command after every update")
	}
	sameTree(t, "after the soak", tree(t, out), reference(t, "event.trf", contents[(saves-1)%len(contents)], o))
	if len(f.Events()) != 1 || len(work) != 1 {
		t.Errorf("%d events and the copies %v, want one event with its good copy", len(f.Events()), work)
	}
	if heap1-heap0 > 8<<20 {
		t.Errorf("the heap grew from %d KiB to %d KiB", heap0>>10, heap1>>10)
	}
	if fds0 > 0 && fds1 > fds0+2 {
		t.Errorf("open files grew from %d to %d", fds0, fds1)
	}
}

// sample returns the live heap after a collection and the open file descriptors (0
// where /proc cannot tell).
func sample(t *testing.T) (heap, fds int) {
	t.Helper()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	entries, _ := os.ReadDir("/proc/self/fd")
	return int(ms.HeapAlloc), len(entries)
}

// TestCheckPaths: standard input and a US Chess DBF rating report cannot be followed;
// event files and folders can.
func TestCheckPaths(t *testing.T) {
	for _, tc := range []struct {
		paths []string
		bad   string
	}{
		{[]string{"event.trf", "club/"}, ""},
		{[]string{"event.trf", "-"}, "-"},
		{[]string{"SwissSys/THEXPORT.DBF"}, "SwissSys/THEXPORT.DBF"},
	} {
		err := CheckPaths(tc.paths)
		var ue *UnwatchableError
		if got := ""; errors.As(err, &ue) {
			got = ue.Path
			if got != tc.bad {
				t.Errorf("%v: refused %q, want %q", tc.paths, got, tc.bad)
			}
		} else if tc.bad != "" || err != nil {
			t.Errorf("%v: err %v, want %q refused", tc.paths, err, tc.bad)
		}
	}
}
