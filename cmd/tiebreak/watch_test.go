package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// The loop of watch (what each save does to the outputs, kept outputs, the notice, the
// status file, --exec, a soak) is tested in pipeline/follow with a scripted source and a
// fake clock. These tests run the command itself for its flags, words and exit codes;
// none sleeps: a running watch is followed through the lines it prints.

// lockedBuffer is a bytes.Buffer a running watch writes to while the test reads it;
// each write is also sent to lines, and handed to onWrite (when set) as it is made.
type lockedBuffer struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	lines   chan string
	onWrite func(string)
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.onWrite != nil {
		b.onWrite(string(p))
	}
	if b.lines != nil {
		select {
		case b.lines <- string(p):
		default: // nobody waits for this line
		}
	}
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startWatch runs 'tiebreak watch args...' in the background, its output written to
// out (one buffer for both streams); stop cancels it as Ctrl-C does and returns its
// exit status.
func startWatch(t *testing.T, out *lockedBuffer, args ...string) (stop func() int) {
	t.Helper()
	ctx, cancel := context.WithCancelCause(context.Background())
	interrupt := func() { cancel(&interrupt.Error{Signal: os.Interrupt}) }
	done := make(chan int, 1)
	go func() { done <- run(ctx, append([]string{"tiebreak", "watch"}, args...), nil, out, out) }()
	stopped := false
	code := 0
	stop = func() int {
		if !stopped {
			stopped = true
			interrupt()
			code = <-done
		}
		return code
	}
	t.Cleanup(func() { stop() })
	return stop
}

// waitForLine waits until the watch prints a line holding want, then (unless it is
// the first line) for the status line that ends that update; it returns the text
// printed meanwhile. A watch that prints nothing for a minute fails the test.
func waitForLine(t *testing.T, out *lockedBuffer, want string) string {
	t.Helper()
	var seen strings.Builder
	found := false
	for {
		select {
		case text := <-out.lines:
			seen.WriteString(text)
			found = found || strings.Contains(text, want)
			if found && (strings.Contains(text, " status: ") || strings.Contains(want, "watching ")) {
				return seen.String()
			}
		case <-time.After(time.Minute):
			t.Fatalf("waited for %q; the watch printed:\n%s", want, out.String())
		}
	}
}

// saveAtomically writes data to path as a program saving by replacing the file does.
func saveAtomically(t *testing.T, path string, data []byte) {
	t.Helper()
	tmp := path + ".new"
	testtool.WriteFile(t, tmp, data)
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// watchReference writes into ref what watch -o ref --report --publish should write for
// the event in: report's files and publish --tv's site, and returns them ([treeFiles]).
func watchReference(t *testing.T, ref, in string) map[string]string {
	t.Helper()
	if code, _, errOut := runCLI(t, "report", "--quiet", "-o", ref, in); code != 0 {
		t.Fatal(errOut)
	}
	if code, _, errOut := runCLI(t, "publish", "--quiet", "--tv", "-o", filepath.Join(ref, "site"), in); code != 0 {
		t.Fatal(errOut)
	}
	return treeFiles(t, ref)
}

// treeFiles returns the files below dir by slash-separated path, without the watch's
// status file.
func treeFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // a temporary folder of a site being swapped in
		}
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != dir && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir // a site being made or swapped in
			}
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if rel == "watch-status.txt" {
			return nil
		}
		data, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		files[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// noticeLine is the watch's line on every page of the site.
var noticeLine = regexp.MustCompile(`\n<p class="notice" role="status">.*</p>`)

// sameTree reports the differences between got and want, the site's notice removed
// from got when stripNotice.
func sameTree(t *testing.T, step string, got, want map[string]string, stripNotice bool) {
	t.Helper()
	for name, w := range want {
		g, ok := got[name]
		if stripNotice {
			g = noticeLine.ReplaceAllString(g, "")
		}
		switch {
		case !ok:
			t.Errorf("%s: %s is missing", step, name)
		case g != w:
			t.Errorf("%s: %s differs from what report/publish write (%d bytes, want %d)", step, name, len(g), len(w))
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: %s was written, but report/publish do not write it", step, name)
		}
	}
}

// TestWatchLive runs watch on a file saved twice, with file notifications and with
// --poll: after a good save the outputs are byte for byte what 'report' and 'publish
// --tv' write, and the terminal says "updated"; a refused save keeps them, and the
// terminal, the status file and the site's pages say why in the same words; --exec
// runs after the good save only and says so; Ctrl-C ends the watch with 130.
func TestWatchLive(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	good, err := os.ReadFile(filepath.Join("testdata", "events", "inprogress.trf"))
	if err != nil {
		t.Fatal(err)
	}
	bad, err := os.ReadFile(filepath.Join("testdata", "events", "bad.trf"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "in", "event.trf")
	testtool.WriteFile(t, in, good)
	want := watchReference(t, filepath.Join(dir, "ref"), in)
	for _, mode := range [][]string{nil, {"--poll", "20ms"}} {
		t.Run(fmt.Sprint("mode", mode), func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "SwissSys", "event.trf")
			if err := os.Mkdir(filepath.Dir(file), 0o755); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "out")
			execLog := filepath.Join(dir, "exec.log")
			term := &lockedBuffer{lines: make(chan string, 100)}
			stop := startWatch(t, term, append([]string{"--report", "--publish", "--quiet", "--settle", "50ms",
				"--exec", "echo \"$TIEBREAK_OUTPUT\" >> " + execLog, "-o", out, file}, mode...)...)
			waitForLine(t, term, "watching "+file)
			saveAtomically(t, file, good)
			said := waitForLine(t, term, file+": updated after round ")
			if !regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d --exec done$`).MatchString(said) ||
				!regexp.MustCompile(`(?m)^\d\d:\d\d:\d\d status: 1 event watched \(1 with outputs\); last update \d\d:\d\d; waiting for the next save$`).MatchString(said) {
				t.Errorf("a good save: the watch printed:\n%s", said)
			}
			sameTree(t, "a good save", treeFiles(t, out), want, false)
			saveAtomically(t, file, bad)
			said = waitForLine(t, term, "kept the outputs: last updated after round ")
			got := treeFiles(t, out)
			sameTree(t, "a refused save", got, want, true)
			words := regexp.MustCompile(`kept the outputs: (last updated after round \d, \d\d:\d\d; event\.trf saved \d\d:\d\d is unreadable: .+ \(and \d+ more: run 'tiebreak check ` + regexp.QuoteMeta(file) + `'\))`).FindStringSubmatch(said)
			if words == nil {
				t.Fatalf("a refused save: the watch printed:\n%s", said)
			}
			status, _ := os.ReadFile(filepath.Join(out, "watch-status.txt"))
			if want := "# Written by 'tiebreak watch' after each update.\n" + file + ": " + words[1] + "\n"; string(status) != want {
				t.Errorf("watch-status.txt:\n%s\nwant\n%s", status, want)
			}
			for _, page := range []string{"site/index.html", "site/tv.html"} {
				if !strings.Contains(got[page], `class="notice"`) || !strings.Contains(got[page], strings.ReplaceAll(words[1], "'", "&#39;")) {
					t.Errorf("%s does not say the save was not used:\n%s", page, got[page])
				}
			}
			if code := stop(); code != 130 {
				t.Errorf("Ctrl-C: exit %d, want 130", code)
			}
			log, _ := os.ReadFile(execLog)
			if string(log) != out+"\n" {
				t.Errorf("--exec ran %d times, want once (after the good save):\n%s", strings.Count(string(log), "\n"), log)
			}
			if strings.Contains(term.String(), "(file notifications)") != (mode == nil) {
				t.Errorf("the terminal does not name the way of watching:\n%s", term.String())
			}
		})
	}
}

// TestWatchOnce runs --once as cron would: it writes the outputs of the file as it is
// and exits 0; a file it cannot use is exit status 1 with nothing written.
func TestWatchOnce(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	// open.trf does not state its rounds: watched, it would never be final.
	code, stdout, errOut := runCLI(t, "watch", "--once", "--settle", "1ms", "--publish", "--rounds", "5", "-o", out, "../../testdata/open.trf")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	ref := filepath.Join(dir, "ref")
	if code, _, errOut := runCLI(t, "publish", "--tv", "--rounds", "5", "-o", ref, "../../testdata/open.trf"); code != 0 {
		t.Fatal(errOut)
	}
	sameTree(t, "--once --publish", treeFiles(t, out), treeFiles(t, ref), false)
	if !strings.Contains(stdout, "open.trf: updated after round 5, ") || !strings.Contains(stdout, "; done") {
		t.Errorf("stdout:\n%s", stdout)
	}
	// A file named as an argument is watched whatever its extension: the importer
	// recognises its content.
	odd := filepath.Join(dir, "open.sav")
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	testtool.WriteFile(t, odd, data)
	if code, stdout, errOut := runCLI(t, "watch", "--once", "--settle", "1ms", "-o", filepath.Join(dir, "odd"), odd); code != 0 ||
		!strings.Contains(stdout, "open.sav: updated after round 5, ") {
		t.Errorf("a named file with an odd extension: exit %d: %s%s", code, stdout, errOut)
	}
	bad := filepath.Join(dir, "bad.trf")
	testtool.WriteFile(t, bad, []byte("012 An event without players\n"))
	code, stdout, _ = runCLI(t, "watch", "--once", "--settle", "1ms", "-o", filepath.Join(dir, "out2"), bad)
	if code != 1 || !strings.Contains(stdout, "bad.trf: no outputs yet; bad.trf saved ") || !strings.Contains(stdout, "the event has no players") {
		t.Errorf("a bad file: exit %d, stdout:\n%s", code, stdout)
	}
	if files := treeFiles(t, filepath.Join(dir, "out2")); len(files) != 0 {
		t.Errorf("a bad file wrote %v", files)
	}
}

// TestWatchPassesItsFlags checks that watch runs report and publish with every ranking
// flag it was given, --places among them: its outputs are those the two commands write
// by hand with the same flags (and differ from those without the flags).
func TestWatchPassesItsFlags(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	flags := []string{"--places", "rank", "-t", "MM,SOLK", "-O", "own-unplayed=ignore", "--rounds", "5"}
	args := append(append([]string{"watch", "--once", "--settle", "1ms", "--report", "--publish", "--title", "Club"}, flags...),
		"-o", out, "../../testdata/open.trf")
	if code, _, errOut := runCLI(t, args...); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	ref, site := filepath.Join(dir, "ref"), filepath.Join(dir, "site")
	if code, _, errOut := runCLI(t, append(append([]string{"report"}, flags...), "-o", ref, "../../testdata/open.trf")...); code != 0 {
		t.Fatal(errOut)
	}
	if code, _, errOut := runCLI(t, append(append([]string{"publish", "--tv", "--title", "Club"}, flags...), "-o", site, "../../testdata/open.trf")...); code != 0 {
		t.Fatal(errOut)
	}
	got := treeFiles(t, out)
	for name := range got {
		if strings.HasPrefix(name, pipeline.ReportSiteFolder+"/") || name == "watch-status.txt" {
			delete(got, name) // the site is compared below; the status is the watch's own
		}
	}
	sameTree(t, "report", got, treeFiles(t, ref), false)
	sameTree(t, "publish", treeFiles(t, filepath.Join(out, pipeline.ReportSiteFolder)), treeFiles(t, site), false)
	plain := filepath.Join(dir, "plain")
	if code, _, errOut := runCLI(t, "report", "-o", plain, "../../testdata/open.trf"); code != 0 {
		t.Fatal(errOut)
	}
	if got["standings.csv"] == treeFiles(t, plain)["standings.csv"] {
		t.Error("the flags do not change standings.csv: the test cannot tell whether watch passes them")
	}
}

// TestWatchUsage checks the refusals before any watching.
func TestWatchUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"watch", "../../testdata/open.trf"}, "say which folder to write into with -o DIR"},
		{[]string{"watch", "-o", "x"}, "missing FILE or FOLDER"},
		{[]string{"watch", "-o", "x", "-"}, "standard input cannot be watched"},
		{[]string{"watch", "-o", "x", "TDEXPORT.DBF"}, "DBF rating report cannot be watched"},
		{[]string{"watch", "--base-url", "https://x.example/", "-o", "x", "../../testdata/open.trf"}, "--base-url is for the site: add --publish"},
		{[]string{"watch", "-o", "x", "no-such-folder/event.trf"}, "its folder no-such-folder does not exist"},
	} {
		code, _, errOut := runCLI(t, tc.args...)
		if code == 0 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestWatchCtrlCLeavesNothingHalfWritten stops the watch at each line it prints of an
// update (before it, as the report is written, after it, at its end): it exits 130, no
// temporary file or folder is left, and every output present is whole (what report and
// publish write).
func TestWatchCtrlCLeavesNothingHalfWritten(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	// The planned rounds stated, so that the watched event is final, as report says.
	data = append([]byte("XXR 5\n"), data...)
	dir := t.TempDir()
	in := filepath.Join(dir, "in", "open.trf")
	testtool.WriteFile(t, in, data)
	want := watchReference(t, filepath.Join(dir, "ref"), in)
	for n := 1; ; n++ {
		out := filepath.Join(dir, fmt.Sprint("out", n))
		writes := 0
		term := &lockedBuffer{}
		var stopNow func()
		term.onWrite = func(string) {
			if writes++; writes == n {
				stopNow()
			}
		}
		ctx, cancel := context.WithCancelCause(context.Background())
		stopNow = func() { cancel(&interrupt.Error{Signal: os.Interrupt}) }
		code := run(ctx, []string{"tiebreak", "watch", "--publish", "--report", "--once", "--settle", "1ms", "-o", out, in}, nil, term, term)
		cancel(nil)
		if writes < n {
			break // stopped at every line
		}
		if code != 130 {
			t.Errorf("stopped at line %d: exit %d, want 130", n, code)
		}
		got := treeFiles(t, out)
		for name, data := range got {
			if name != ".tiebreak-files" && data != want[name] {
				t.Errorf("stopped at line %d: %s is not whole", n, name)
			}
		}
		err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
			if err == nil && p != out && strings.HasPrefix(d.Name(), ".") && d.Name() != outdir.ManifestName && d.Name() != outdir.LockName && d.Name() != ".tiebreak-site" {
				t.Errorf("stopped at line %d: left behind %s", n, p)
			}
			return err
		})
		if err != nil && !errors.Is(err, fs.ErrNotExist) { // stopped before the folder was made
			t.Errorf("stopped at line %d: %v", n, err)
		}
		t.Logf("stopped at line %d: %d of %d files written", n, len(got), len(want))
	}
}

// TestWatchEscapesFileNames runs watch on a file whose name holds a line break followed
// by what looks like a status line (issue 39: it forged one on the terminal): every line
// watch prints is one line, the line break written as \n.
func TestWatchEscapesFileNames(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "club\n12:00:00 status: forged.trf")
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, errOut := runCLI(t, "watch", "--once", "--settle", "1ms", "--publish", "-o", filepath.Join(dir, "out"), name)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
		if strings.HasPrefix(line, "12:00:00 status: forged") {
			t.Errorf("a file name forged a line:\n%s", stdout)
		}
	}
	if !strings.Contains(stdout, `club\n12:00:00 status: forged.trf`) {
		t.Errorf("the file name is not printed escaped:\n%s", stdout)
	}
}

// TestWatchUnwritableOutput: an output folder that cannot be written is said to be one,
// not reported as an unreadable input (issue 39).
func TestWatchUnwritableOutput(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(file, "out")
	code, stdout, _ := runCLI(t, "watch", "--once", "--settle", "1ms", "--report", "-o", out, "../../testdata/open.trf")
	if code != 1 || strings.Contains(stdout, "unreadable") || !strings.Contains(stdout, "the outputs of open.trf saved ") ||
		!strings.Contains(stdout, " could not be written into "+out+": cannot create the output folder") {
		t.Errorf("exit %d:\n%s", code, stdout)
	}
}
