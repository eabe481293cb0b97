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
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// lockedBuffer is a bytes.Buffer a running watch writes to while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// startWatch runs 'tiebreak watch args...' in the background; stop cancels it as Ctrl-C
// does and returns its exit status.
func startWatch(t *testing.T, args ...string) (out *lockedBuffer, stop func() int) {
	t.Helper()
	out = &lockedBuffer{}
	ctx, cancel := context.WithCancelCause(context.Background())
	done := make(chan int, 1)
	go func() { done <- run(ctx, append([]string{"tiebreak", "watch"}, args...), nil, out, out) }()
	stopped := false
	code := 0
	stop = func() int {
		if !stopped {
			stopped = true
			cancel(&interrupted{os.Interrupt})
			code = <-done
		}
		return code
	}
	t.Cleanup(func() { stop() })
	return out, stop
}

// waitForOutcome waits until the watch printed a line with want after offset from of
// its output, and the status line after it; it returns the offset after that status
// line. A save may be handed out more than once when the test's writer is stalled
// mid-write longer than --settle (the machine is shared): the half-written read fails,
// as it should, and the whole file follows; so the test waits for the outcome of the
// whole file, not for a number of updates.
func waitForOutcome(t *testing.T, out *lockedBuffer, from int, want string) int {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		text := out.String()
		if i := strings.Index(text[from:], want); i >= 0 {
			if j := strings.Index(text[from+i:], " status: "); j >= 0 {
				if k := strings.Index(text[from+i+j:], "\n"); k >= 0 {
					return from + i + j + k + 1
				}
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("waited for %q; the watch printed:\n%s", want, out.String()[from:])
	return 0
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

// roundFiles returns the real event written as a pairing program saves it after each
// round: 'convert --round N' of the final file, which writes the rounds planned (XXR).
func roundFiles(t *testing.T, src string, rounds int) [][]byte {
	t.Helper()
	dir := t.TempDir()
	var out [][]byte
	for n := 1; n <= rounds; n++ {
		p := filepath.Join(dir, fmt.Sprintf("r%d.trf", n))
		if code, _, errOut := runCLI(t, "convert", "--quiet", "--round", fmt.Sprint(n), "-o", p, src); code != 0 {
			t.Fatalf("convert --round %d: %s", n, errOut)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if want := fmt.Sprintf("\nXXR %d\r\n", rounds); !bytes.Contains(data, []byte(want)) {
			t.Fatalf("convert --round %d does not state the %d planned rounds (%q)", n, rounds, want)
		}
		out = append(out, data)
	}
	return out
}

// breakResult returns data with the result of the first player's round r replaced by
// a letter TRF does not know.
func breakResult(t *testing.T, data []byte, r int) []byte {
	t.Helper()
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		col := 98 + (r-1)*10 // TRF columns 99, 109, ...: the result of rounds 1, 2, ...
		if strings.HasPrefix(l, "001") && len(l) > col {
			lines[i] = l[:col] + "Q" + l[col+1:]
			return []byte(strings.Join(lines, "\n"))
		}
	}
	t.Fatal("no player line")
	return nil
}

// TestWatchFollowsARealEventRoundByRound saves a real event round by round where watch
// follows it, with file notifications and with --poll: after each good save the outputs
// are byte for byte what 'report' and 'publish --tv' write for that round; a save caught
// half-written and a round with an invalid result keep the previous round's outputs,
// and the site, the status file and the terminal say so; --exec runs after each good
// update only; Ctrl-C ends the watch with 130.
func TestWatchFollowsARealEventRoundByRound(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	src := filepath.Join(trftest.RealData(t), "trf", "icu-bunratty_masters_2011.trf")
	rounds := roundFiles(t, src, 6)
	// The reference outputs of each round, by the commands a TD runs by hand.
	refs := make([]map[string]string, len(rounds))
	for i, data := range rounds {
		dir := t.TempDir()
		in := filepath.Join(dir, "in", "bunratty.trf")
		writeFile(t, in, data)
		out := filepath.Join(dir, "out")
		if code, _, errOut := runCLI(t, "report", "--quiet", "-o", out, in); code != 0 {
			t.Fatalf("report round %d: %s", i+1, errOut)
		}
		if code, _, errOut := runCLI(t, "publish", "--quiet", "--tv", "-o", filepath.Join(out, "site"), in); code != 0 {
			t.Fatalf("publish round %d: %s", i+1, errOut)
		}
		refs[i] = treeFiles(t, out)
	}
	if !strings.Contains(refs[1]["site/bunratty/index.html"], "Standings after round 2") ||
		!strings.Contains(refs[5]["site/tv.html"], "Final standings") {
		t.Fatal("the reference site does not say where the event stands")
	}

	type step struct {
		name string
		data []byte
		want int    // the round whose outputs must be in place after the step
		bad  bool   // the save is not used
		says string // what the terminal says of the save
	}
	steps := []step{
		{"round 1", rounds[0], 1, false, "updated: after round 1, "},
		{"round 2", rounds[1], 2, false, "updated: after round 2, "},
		{"round 3 half-written", rounds[2][:len(rounds[2])/2], 2, true, "is not in the player list (and "},
		{"round 3", rounds[2], 3, false, "updated: after round 3, "},
		{"round 4 with an invalid result", breakResult(t, rounds[3], 4), 3, true, "is unreadable: line 13: round 4 result: unknown result code 'Q'"},
		{"round 4", rounds[3], 4, false, "updated: after round 4, "},
		{"round 5", rounds[4], 5, false, "updated: after round 5, "},
		{"round 6", rounds[5], 6, false, "updated: after round 6, "},
	}
	for _, mode := range [][]string{nil, {"--poll", "20ms"}} {
		t.Run(fmt.Sprint("mode", mode), func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "SwissSys", "bunratty.trf")
			if err := os.Mkdir(filepath.Dir(file), 0o755); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, "out")
			execLog := filepath.Join(dir, "exec.log")
			args := append([]string{"--report", "--publish", "--quiet", "--settle", "50ms",
				"--exec", "echo \"$TIEBREAK_OUTPUT\" >> " + execLog, "-o", out, file}, mode...)
			term, stop := startWatch(t, args...)
			seen := 0
			for _, s := range steps {
				// Written in place, as pairing programs save.
				if err := os.WriteFile(file, s.data, 0o644); err != nil {
					t.Fatal(err)
				}
				seen = waitForOutcome(t, term, seen, s.says)
				got := treeFiles(t, out)
				sameTree(t, s.name, got, refs[s.want-1], s.bad)
				status, _ := os.ReadFile(filepath.Join(out, "watch-status.txt"))
				page := got["site/index.html"]
				if s.bad {
					wantNotice := fmt.Sprintf("last updated after round %d, ", s.want)
					for what, text := range map[string]string{"watch-status.txt": string(status), "site/index.html": page,
						"site/tv.html": got["site/tv.html"], "the terminal": term.String()} {
						if !strings.Contains(text, wantNotice) || !strings.Contains(text, "bunratty.trf saved ") ||
							!regexp.MustCompile(`is unreadable: line \d+: `).MatchString(text) {
							t.Errorf("%s: %s does not say the save was not used:\n%s", s.name, what, text)
						}
					}
				} else if strings.Contains(page, `class="notice"`) || strings.Contains(string(status), "unreadable") {
					t.Errorf("%s: a good save still shows the notice:\n%s", s.name, status)
				}
			}
			if t.Failed() {
				t.Log(term.String())
			}
			if code := stop(); code != 130 {
				t.Errorf("Ctrl-C: exit %d, want 130", code)
			}
			for _, pattern := range []string{".*.new*", ".*.tmp*", "*/.*.tmp*"} {
				if leftovers, _ := filepath.Glob(filepath.Join(out, pattern)); len(leftovers) > 0 {
					t.Errorf("left behind: %v", leftovers)
				}
			}
			log, _ := os.ReadFile(execLog)
			if got, want := string(log), strings.Repeat(out+"\n", 6); got != want {
				t.Errorf("--exec ran %d times, want 6 (once per good save):\n%s", strings.Count(got, "\n"), got)
			}
			if strings.Contains(term.String(), "file notifications") != (mode == nil) {
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
	if !strings.Contains(stdout, "open.trf: updated: after round 5, ") || !strings.Contains(stdout, "; done") {
		t.Errorf("stdout:\n%s", stdout)
	}
	// A file named as an argument is watched whatever its extension: the importer
	// recognises its content.
	odd := filepath.Join(dir, "open.sav")
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, odd, data)
	if code, stdout, errOut := runCLI(t, "watch", "--once", "--settle", "1ms", "-o", filepath.Join(dir, "odd"), odd); code != 0 ||
		!strings.Contains(stdout, "open.sav: updated: after round 5, ") {
		t.Errorf("a named file with an odd extension: exit %d: %s%s", code, stdout, errOut)
	}
	bad := filepath.Join(dir, "bad.trf")
	writeFile(t, bad, []byte("012 An event without players\n"))
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
		if strings.HasPrefix(name, siteFolder+"/") || name == "watch-status.txt" {
			delete(got, name) // the site is compared below; the status is the watch's own
		}
	}
	sameTree(t, "report", got, treeFiles(t, ref), false)
	sameTree(t, "publish", treeFiles(t, filepath.Join(out, siteFolder)), treeFiles(t, site), false)
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

// procSample returns the resident memory (KiB) and the open file descriptors of the
// process, from /proc.
func procSample(t *testing.T) (rssKiB, fds int) {
	t.Helper()
	runtime.GC()
	debug.FreeOSMemory()
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			if _, err := fmt.Sscan(rest, &rssKiB); err != nil {
				t.Fatalf("reading VmRSS %q: %v", rest, err)
			}
		}
	}
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Fatal(err)
	}
	return rssKiB, len(entries)
}

// TestWatchSoak rewrites the watched file 2,000 times in place, in bursts of ten saves
// 1 ms apart with a pause of 15 ms after each burst (--settle is 5 ms), cycling through
// two good events and a refused one, with an --exec that always fails: the
// watch goes on, ends with the last save's outputs, and its memory and open files stay
// flat (sampled after the first 200 rewrites and at the end).
func TestWatchSoak(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("samples memory and file descriptors from /proc")
	}
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	var contents [][]byte
	for _, name := range []string{"good.trf", "inprogress.trf", "bad.trf"} {
		data, err := os.ReadFile(filepath.Join("testdata", "events", name))
		if err != nil {
			t.Fatal(err)
		}
		contents = append(contents, data)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "event.trf")
	out := filepath.Join(dir, "out")
	writeFile(t, file, contents[0])
	began := time.Now()
	term, stop := startWatch(t, "--publish", "--report", "--quiet", "--settle", "5ms", "--exec", "exit 3", "-o", out, file)
	waitForOutcome(t, term, 0, "updated: after round")
	const rewrites = 2000
	var rss0, fds0 int
	for i := range rewrites {
		if i == 200 {
			rss0, fds0 = procSample(t)
		}
		if err := os.WriteFile(file, contents[i%len(contents)], 0o644); err != nil {
			t.Fatal(err)
		}
		pause := time.Millisecond // a burst of saves, merged by the watch
		if i%10 == 9 {
			pause = 15 * time.Millisecond // long enough to settle
		}
		time.Sleep(pause)
	}
	// The last save is a good one: the outputs follow it.
	last := contents[(rewrites-1)%len(contents)]
	final := filepath.Join(dir, "final", "event.trf")
	writeFile(t, final, last)
	ref := filepath.Join(dir, "ref")
	if code, _, errOut := runCLI(t, "report", "--quiet", "-o", ref, final); code != 0 {
		t.Fatal(errOut)
	}
	if code, _, errOut := runCLI(t, "publish", "--quiet", "--tv", "-o", filepath.Join(ref, "site"), final); code != 0 {
		t.Fatal(errOut)
	}
	want := treeFiles(t, ref)
	deadline := time.Now().Add(20 * time.Second)
	for {
		got := treeFiles(t, out)
		if got["standings.csv"] == want["standings.csv"] && got["site/tv.html"] == want["site/tv.html"] {
			time.Sleep(200 * time.Millisecond) // let the last update finish
			sameTree(t, "after the soak", treeFiles(t, out), want, false)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the outputs did not follow the last save; the watch printed:\n%s", term.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	rss1, fds1 := procSample(t)
	elapsed := time.Since(began)
	text := term.String()
	updates, refused, execFailed := strings.Count(text, ": updated: "), strings.Count(text, "is unreadable"), strings.Count(text, "--exec failed (exit status 3)")
	t.Logf("%d rewrites in %v: %d updates, %d refused saves, %d --exec failures; RSS %d -> %d KiB, open files %d -> %d",
		rewrites, elapsed.Round(time.Millisecond), updates, refused, execFailed, rss0, rss1, fds0, fds1)
	if code := stop(); code != 130 {
		t.Errorf("Ctrl-C: exit %d, want 130", code)
	}
	if elapsed > 60*time.Second {
		t.Errorf("the soak took %v, more than a minute", elapsed)
	}
	if updates < 20 || refused == 0 || execFailed != updates {
		t.Errorf("%d updates, %d refused saves, %d --exec failures: want at least 20 updates, some refusals, and every --exec failure reported", updates, refused, execFailed)
	}
	if rss1-rss0 > 16<<10 {
		t.Errorf("resident memory grew from %d KiB to %d KiB", rss0, rss1)
	}
	if fds1 > fds0+2 {
		t.Errorf("open files grew from %d to %d", fds0, fds1)
	}
}

// TestWatchCtrlCLeavesNothingHalfWritten stops the watch at different moments of an
// update: it exits 130, no temporary file or folder is left, and every output present is
// whole (what report and publish write).
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
	writeFile(t, in, data)
	ref := filepath.Join(dir, "ref")
	if code, _, errOut := runCLI(t, "report", "--quiet", "-o", ref, in); code != 0 {
		t.Fatal(errOut)
	}
	if code, _, errOut := runCLI(t, "publish", "--quiet", "--tv", "-o", filepath.Join(ref, "site"), in); code != 0 {
		t.Fatal(errOut)
	}
	want := treeFiles(t, ref)
	for _, after := range []time.Duration{0, 20 * time.Millisecond, 60 * time.Millisecond, 120 * time.Millisecond, 250 * time.Millisecond} {
		out := filepath.Join(dir, fmt.Sprint("out", after.Milliseconds()))
		_, stop := startWatch(t, "--publish", "--report", "--quiet", "--settle", "1ms", "-o", out, in)
		time.Sleep(after)
		if code := stop(); code != 130 {
			t.Errorf("stopped after %v: exit %d, want 130", after, code)
		}
		got := treeFiles(t, out)
		for name, data := range got {
			if name != "watch-status.txt" && name != ".tiebreak-files" && data != want[name] {
				t.Errorf("stopped after %v: %s is not whole", after, name)
			}
		}
		err := filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
			if err == nil && p != out && strings.HasPrefix(d.Name(), ".") && d.Name() != manifestName && d.Name() != lockName && d.Name() != ".tiebreak-site" {
				t.Errorf("stopped after %v: left behind %s", after, p)
			}
			return err
		})
		if err != nil && !errors.Is(err, fs.ErrNotExist) { // stopped before the folder was made
			t.Errorf("stopped after %v: %v", after, err)
		}
		t.Logf("stopped after %v: %d of %d files written", after, len(got), len(want))
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
