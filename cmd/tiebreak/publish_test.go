package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// TestPublishReplacesItsSite checks that publish makes a site, replaces it as a whole on
// a rerun (a page no longer made is gone), and refuses a folder it did not make. The
// sample events have 36 and 24 players: 60 player pages, a standings page and a
// crosstable each, the index and the style sheet.
func TestPublishReplacesItsSite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	code, out, errOut := runCLI(t, "publish", "-o", dir, "../../testdata/open.trf", "../../testdata/sample.trf")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if want := "wrote " + filepath.Join(dir, "index.html") + ": 66 files\n"; out != want {
		t.Errorf("output %q, want %q", out, want)
	}
	for _, f := range []string{".tiebreak-site", "style.css", "open/index.html", "open/crosstable.html", "open/players/36.html", "sample/players/24.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("no %s: %v", f, err)
		}
	}
	if code, _, errOut := runCLI(t, "publish", "-o", dir, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("rerun: exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "sample")); !os.IsNotExist(err) {
		t.Errorf("the sample's pages are still there after a rerun without it: %v", err)
	}
	entries, _ := os.ReadDir(filepath.Dir(dir))
	if len(entries) != 1 {
		t.Errorf("the site's parent folder holds %d entries, want the site alone (temporary folders left?)", len(entries))
	}

	other := t.TempDir()
	testtool.WriteFile(t, filepath.Join(other, "notes.txt"), []byte("the club's own file"))
	code, _, errOut = runCLI(t, "publish", "-o", other, "../../testdata/open.trf")
	if code != 1 || !strings.Contains(errOut, "it was not made by tiebreak (no .tiebreak-site in it); nothing was written (choose a new or empty folder with -o)") {
		t.Errorf("a folder publish did not make: exit %d, %q", code, errOut)
	}
	if data, err := os.ReadFile(filepath.Join(other, "notes.txt")); err != nil || string(data) != "the club's own file" {
		t.Errorf("the folder's file was touched: %q, %v", data, err)
	}
}

// TestPublishFlags checks the usage errors of the site flags.
func TestPublishFlags(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"publish", "../../testdata/open.trf"}, "publish: say which folder to write into with -o SITE"},
		{[]string{"publish", "-o", out}, "publish: missing EVENT"},
		{[]string{"publish", "--base-url", "club.example/results", "-o", out, "../../testdata/open.trf"}, "publish: --base-url: base URL \"club.example/results\": give the full address"},
		{[]string{"report", "--publish", "--base-url", "https://club.example/" + strings.Repeat("x", 600), "-o", out, "../../testdata/open.trf"}, "a QR code a phone scans at the venue"},
		{[]string{"report", "--title", "Club night", "-o", out, "../../testdata/open.trf"}, "report: --title is for the site: add --publish"},
		{[]string{"batch", "--title", "Season", "-o", out, "testdata/events/good.trf"}, "batch: --title is for the site: add --publish"},
		{[]string{"report", "--base-url", "https://club.example/", "-o", out, "../../testdata/open.trf"}, "report: --base-url is for the site: add --publish"},
		{[]string{"batch", "--base-url", "https://club.example/", "-o", out, "testdata/events/good.trf"}, "batch: --base-url is for the site: add --publish"},
	}
	for _, tt := range tests {
		code, _, errOut := runCLI(t, tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tt.args, code, errOut, tt.want)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a refused command wrote %s", out)
	}
}

// TestSiteTitle checks that --title heads the index page of the site report and batch
// add with --publish, as it heads publish's.
func TestSiteTitle(t *testing.T) {
	for _, command := range []string{"report", "batch"} {
		out := filepath.Join(t.TempDir(), "out")
		if code, _, errOut := runCLI(t, command, "-q", "--publish", "--title", "Thursday Club Night", "-o", out, "../../testdata/open.trf"); code != 0 {
			t.Fatalf("%s: exit %d: %s", command, code, errOut)
		}
		data, err := os.ReadFile(filepath.Join(out, pipeline.ReportSiteFolder, "index.html"))
		if err != nil || !strings.Contains(string(data), "<h1>Thursday Club Night</h1>") {
			t.Errorf("%s: the site's index has not the title: %v\n%.600s", command, err, data)
		}
	}
}

// TestReportPublish checks that report --publish adds the site under site/ with one line
// for it, and that a rerun without --publish removes it.
func TestReportPublish(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runCLI(t, "report", "--publish", "--base-url", "https://club.example/r/", "-o", dir, "../../testdata/open.trf")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "wrote "+filepath.Join(dir, "site", "index.html")+": the site, 41 files\n") {
		t.Errorf("output:\n%s", out)
	}
	for _, f := range []string{"standings.csv", "site/index.html", "site/qr.html", "site/open/players/1.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("no %s: %v", f, err)
		}
	}
	if code, _, errOut := runCLI(t, "report", "-o", dir, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("rerun: exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "site")); !os.IsNotExist(err) {
		t.Errorf("site/ is still there after a report without --publish: %v", err)
	}
}

// TestPublishTeamsAndPrizes checks the values of the team standings and the award list
// on the standings pages against what 'tiebreak teams' and 'tiebreak prizes' print for
// the same events: Alpha 3 MP, 9.5 GP, USAT 10.75; five players tied on 4 points share
// $1,270 (1st+2nd+3rd+U2000 1st+U1800 1st), $254.00 each.
func TestPublishTeamsAndPrizes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	if code, _, errOut := runCLI(t, "publish", "--rules", "uscf", "-o", dir, filepath.Join("testdata", "teams", "usat-4-boards.trf")); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	page, err := os.ReadFile(filepath.Join(dir, "usat-4-boards", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		`<th scope="row" class="name">Alpha</th><td class="num">3</td><td class="num">9.5</td><td class="num">10.75</td><td><a href="players/1.html">Alpha 1</a>`,
		"Tiebreaks in order: USAT.",
	} {
		if !strings.Contains(string(page), s) {
			t.Errorf("team standings lack %q", s)
		}
	}
	dir = filepath.Join(t.TempDir(), "site")
	if code, _, errOut := runCLI(t, "publish", "--fund", "../../testdata/open-fund.yaml", "-o", dir, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if page, err = os.ReadFile(filepath.Join(dir, "open", "index.html")); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		"Prize fund $1,520.00; paid $1,520.00, unpaid $0.00.",
		`<tr><td class="num">1-5</td><th scope="row" class="name"><a href="players/2.html">Okafor, Adaeze</a></th><td>1st&#43;2nd&#43;3rd&#43;U2000 1st&#43;U1800 1st, shared by 5</td><td class="num">$254.00</td><td>Champion</td></tr>`,
	} {
		if !strings.Contains(string(page), s) {
			t.Errorf("prizes lack %q", s)
		}
	}
}

// TestPublishThroughLink publishes into a symbolic link to a folder (the usual
// public_html): the site replaces the folder the link names and the link stays (issue 39:
// it was refused as "it is a file"). A link to a file is refused as one.
func TestPublishThroughLink(t *testing.T) {
	dir := t.TempDir()
	www, link := filepath.Join(dir, "www"), filepath.Join(dir, "public_html")
	if err := os.Mkdir(www, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("www", link); err != nil {
		t.Skip("no symbolic links:", err)
	}
	for range 2 { // made, then replaced
		if code, _, errOut := runCLI(t, "publish", "-o", link, "../../testdata/open.trf"); code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v", err)
	}
	if _, err := os.Stat(filepath.Join(www, "index.html")); err != nil {
		t.Errorf("the site is not in the linked folder: %v", err)
	}
	file, flink := filepath.Join(dir, "f.txt"), filepath.Join(dir, "flink")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("f.txt", flink); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "publish", "-o", flink, "../../testdata/open.trf")
	if code != 1 || !strings.Contains(errOut, "it is a link to "+file+", which is not a folder; nothing was written") {
		t.Errorf("a link to a file: exit %d: %s", code, errOut)
	}
}

// TestPublishRefusesAnotherEvent: publish replaces its site with a rerun of the same
// event (or a site sharing an event), and refuses, as report does, a site of another
// event unless --force (issue 39: it replaced it silently). Watch owns its site.
func TestPublishRefusesAnotherEvent(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "site")
	open, club := "../../testdata/open.trf", "../../examples/club-open.trf"
	for _, run := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{open}, 0, ""},
		{[]string{open}, 0, ""},
		{[]string{club}, 1, "cannot replace " + out + `: the folder holds the site of another event, "Riverside Spring Open 2026, Open section" (2026/03/14); this is "Synthetic Open 2026" (2026/03/14); nothing was written (choose another folder with -o, or add --force to replace it)`},
		{[]string{club, open}, 0, ""},
		{[]string{club}, 0, ""},
		{[]string{"--force", open}, 0, ""},
	} {
		code, _, errOut := runCLI(t, append([]string{"publish", "-o", out}, run.args...)...)
		if code != run.code || !strings.Contains(errOut, run.want) {
			t.Errorf("publish %v: exit %d: %s", run.args, code, errOut)
		}
	}
	if code, _, errOut := runCLI(t, "watch", "--once", "--settle", "1ms", "--publish", "-o", out, club); code != 0 {
		t.Errorf("watch: exit %d: %s", code, errOut)
	}
}
