package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// seasonFolder builds a season folder from real events (TRF, CSV, XLSX, a SwissSys
// file is left to TestReportSections) and broken files, and returns its path.
func seasonFolder(t *testing.T) string {
	t.Helper()
	rd := trftest.RealData(t)
	in := filepath.Join(t.TempDir(), "in")
	copyFile := func(src, dst string) {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(rd, src))
		if err != nil {
			t.Fatal(err)
		}
		testtool.WriteFile(t, filepath.Join(in, dst), data)
	}
	copyFile("trf/icu-armstrong_2011.trf", "armstrong.trf")
	copyFile("trf/icu-bunratty_minor_2011.trf", "club/x.trf")
	copyFile("crosstables/icu-foreign-csv/icu-fcsv-valid.csv", "club-x.csv")
	copyFile("crosstables/chess-results-xlsx/keshmat-winterClassicalA-roundrobin-matrix.xlsx", "keshmat.xlsx")
	xlsx, _ := os.ReadFile(filepath.Join(rd, "crosstables/chess-results-xlsx/keshmat-winterClassicalB-roundrobin-matrix.xlsx"))
	testtool.WriteFile(t, filepath.Join(in, "broken/truncated.xlsx"), xlsx[:len(xlsx)/2])
	testtool.WriteFile(t, filepath.Join(in, "broken/garbage.trf"), []byte("\x00\x01 this is not an event \xff\n"))
	testtool.WriteFile(t, filepath.Join(in, "broken/empty.csv"), nil)
	sample, _ := os.ReadFile("../../testdata/sample.trf")
	bad := strings.Replace(string(sample), " 9 b 1     6 w 1", " 9 b Q     6 w 1", 1)
	testtool.WriteFile(t, filepath.Join(in, "broken/bad-result.trf"), []byte(bad))
	// Skipped: notes that are not an event, hidden files, Office lock files, settings.
	testtool.WriteFile(t, filepath.Join(in, "notes.txt"), []byte("Bring the clocks.\n"))
	testtool.WriteFile(t, filepath.Join(in, ".hidden/h.trf"), sample)
	testtool.WriteFile(t, filepath.Join(in, ".h.trf"), sample)
	testtool.WriteFile(t, filepath.Join(in, "~$keshmat.xlsx"), []byte("lock"))
	testtool.WriteFile(t, filepath.Join(in, "season.yaml"), []byte("tiebreaks: uscf\nfund: club-quad\noptions: {own-unplayed: ignore}\n"))
	testtool.WriteFile(t, filepath.Join(in, "club/x.yaml"), []byte("fund: none\noutputs: [standings.csv, standings.pdf, wallchart.xlsx]\n"))
	return in
}

// readSummary returns the rows of summary.csv.
func readSummary(t *testing.T, dir string) [][]string {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "summary.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// TestBatch runs the batch over a season folder with -j 1 and -j 2: the broken files
// fail alone with their positioned errors, the others are written, the exit status is
// 3, and both runs give the same bytes in every file and the same log.
func TestBatch(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	in := seasonFolder(t)
	tmp := t.TempDir()
	var logs []string
	for _, j := range []string{"1", "2"} {
		out := filepath.Join(tmp, "out"+j)
		code, stdout, stderr := runCLI(t, "batch", "-j", j, "-o", out, in)
		if code != 3 {
			t.Fatalf("-j %s: exit %d, want 3: %s", j, code, stderr)
		}
		if want := "wrote " + out + "/summary.csv and " + out + "/summary.xlsx: 8 events, 4 ok, 4 failed; 4 files skipped (listed in the summary)\n" +
			"wrote " + out + "/season.csv, " + out + "/season.xlsx and " + out + "/season.pdf: 4 events\n" +
			"wrote " + out + "/payees.csv and " + out + "/payees.pdf: 3 people paid cash\n"; stdout != want {
			t.Errorf("-j %s: stdout %q, want %q", j, stdout, want)
		}
		if !strings.HasSuffix(stderr, "tiebreak: 4 of 8 events failed; see "+out+"/summary.csv\n") {
			t.Errorf("-j %s: stderr ends\n%s", j, stderr)
		}
		logs = append(logs, strings.ReplaceAll(stderr, out, "OUT"))
	}
	if logs[0] != logs[1] {
		t.Errorf("the log depends on -j:\n%s\n---\n%s", logs[0], logs[1])
	}
	out1, out2 := filepath.Join(tmp, "out1"), filepath.Join(tmp, "out2")
	want := []string{
		"armstrong/event.trf", "armstrong/prizes.csv", "armstrong/prizes.pdf", "armstrong/standings.csv",
		"armstrong/standings.txt", "armstrong/teams.csv", "armstrong/teams.pdf", "armstrong/wallchart.xlsx",
		"club-x-9bd07419/event.trf", "club-x-9bd07419/prizes.csv", "club-x-9bd07419/prizes.pdf", "club-x-9bd07419/standings.csv",
		"club-x-9bd07419/standings.txt", "club-x-9bd07419/wallchart.xlsx",
		"club-x/standings.csv", "club-x/standings.pdf", "club-x/wallchart.xlsx",
		"keshmat/event.trf", "keshmat/prizes.csv", "keshmat/prizes.pdf", "keshmat/standings.csv",
		"keshmat/standings.txt", "keshmat/wallchart.xlsx", "payees.csv", "payees.pdf",
		"season.csv", "season.pdf", "season.xlsx", "summary.csv", "summary.xlsx",
	}
	if got := readDir(t, out1); !slices.Equal(got, want) {
		t.Errorf("files:\n%q\nwant\n%q", got, want)
	}
	for _, f := range append(want, outdir.ManifestName) {
		a, _ := os.ReadFile(filepath.Join(out1, f))
		b, err := os.ReadFile(filepath.Join(out2, f))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s differs between -j 1 and -j 2 (%v)", f, err)
		}
	}
	rows := readSummary(t, out1)
	wantRows := [][]string{
		{"event", "file", "status", "players", "rounds", "winner", "warnings", "error"},
		{"armstrong", in + "/armstrong.trf", "ok", "160", "11", "Courtney, John", "2", ""},
		{"broken-bad-result", in + "/broken/bad-result.trf", "failed", "", "", "", "0", in + "/broken/bad-result.trf:8:129: round 4 result: unknown result code 'Q'"},
		{"broken-empty", in + "/broken/empty.csv", "failed", "", "", "", "0", in + "/broken/empty.csv:1: cannot tell the delimiter (tried comma, semicolon and tab); set one"},
		{"broken-garbage", in + "/broken/garbage.trf", "failed", "", "", "", "0", in + "/broken/garbage.trf:1:1: a NUL character: a TRF is plain text (save the file as UTF-8; a UTF-16 file needs its byte-order mark)"},
		{"broken-truncated", in + "/broken/truncated.xlsx", "failed", "", "", "", "0", in + "/broken/truncated.xlsx: not a readable workbook: zip: not a valid zip file"},
		{"club-x", in + "/club/x.trf", "ok", "103", "6", "Rice, Darren", "17", ""},
		{"club-x-9bd07419", in + "/club-x.csv", "ok", "16", "9", "Fox, Anthony", "0", ""},
		{"keshmat", in + "/keshmat.xlsx", "ok", "6", "5", "Khoder, Akram", "1", ""},
		{"", in + "/.h.trf", "skipped", "", "", "", "0", "hidden"},
		{"", in + "/.hidden", "skipped", "", "", "", "0", "hidden folder, not searched"},
		{"", in + "/notes.txt", "skipped", "", "", "", "0", "a .txt file whose content is not an event file tiebreak knows"},
		{"", in + "/~$keshmat.xlsx", "skipped", "", "", "", "0", "an Office lock file"},
	}
	if !slices.EqualFunc(rows, wantRows, slices.Equal) {
		t.Errorf("summary.csv:\n%q\nwant\n%q", rows, wantRows)
	}
	// Each event's files are what report writes with the same settings.
	rep := filepath.Join(tmp, "report")
	if code, _, errOut := runCLI(t, "report", "--tiebreaks", "uscf", "--fund", "club-quad", "-O", "own-unplayed=ignore", "-o", rep, filepath.Join(in, "armstrong.trf")); code != 0 {
		t.Fatalf("report: exit %d: %s", code, errOut)
	}
	for _, f := range readDir(t, rep) {
		a, _ := os.ReadFile(filepath.Join(rep, f))
		b, _ := os.ReadFile(filepath.Join(out1, "armstrong", f))
		if !bytes.Equal(a, b) {
			t.Errorf("armstrong/%s differs from what report writes", f)
		}
	}
	// The output folder inside the season folder is skipped.
	inside := filepath.Join(in, "out")
	if code, _, errOut := runCLI(t, "batch", "-o", inside, in); code != 3 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "batch", "-o", inside, in); code != 3 || len(readSummary(t, inside)) != len(wantRows) {
		t.Errorf("second run into %s: exit %d, %d rows: %s", inside, code, len(readSummary(t, inside)), errOut)
	}
}

// TestBatchReadsWhatCheckReads runs batch over a folder with a Swiss Perfect .txt
// export (which check reads) and files that are no events: the export is reported, and
// every other file is listed with the reason in the log and in summary.csv.
func TestBatchReadsWhatCheckReads(t *testing.T) {
	in := filepath.Join(t.TempDir(), "in")
	sp, err := os.ReadFile(filepath.Join(trftest.RealData(t), "crosstables/swiss-perfect-txt/icu-sp-gonzaga_challengers_2010.txt"))
	if err != nil {
		t.Fatal(err)
	}
	testtool.WriteFile(t, filepath.Join(in, "gonzaga.txt"), sp)
	testtool.WriteFile(t, filepath.Join(in, "flyer.pdf"), []byte("%PDF-1.4\n"))
	testtool.WriteFile(t, filepath.Join(in, "notes.txt"), []byte("Bring the clocks.\n"))
	if code, _, errOut := runCLI(t, "check", filepath.Join(in, "gonzaga.txt")); code != 0 {
		t.Fatalf("check: exit %d: %s", code, errOut)
	}
	out := filepath.Join(t.TempDir(), "out")
	code, stdout, stderr := runCLI(t, "batch", "-o", out, in)
	if code != 0 || !strings.Contains(stdout, "1 event, 1 ok, 0 failed; 2 files skipped (listed in the summary)") {
		t.Fatalf("exit %d: %s%s", code, stdout, stderr)
	}
	for _, want := range []string{
		"tiebreak: skipped " + in + "/flyer.pdf: not a format tiebreak reads (.pdf)\n",
		"tiebreak: skipped " + in + "/notes.txt: a .txt file whose content is not an event file tiebreak knows\n",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("log lacks %q:\n%s", want, stderr)
		}
	}
	rows := readSummary(t, out)
	if len(rows) != 4 || rows[1][0] != "gonzaga" || rows[1][2] != "ok" || rows[2][2] != "skipped" || rows[3][1] != in+"/notes.txt" {
		t.Errorf("summary.csv: %q", rows)
	}
}

// TestBatchRerun checks that a rerun removes the outputs of an event that is gone and of
// one that now fails, and keeps files it did not write.
func TestBatchRerun(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	in := seasonFolder(t)
	out := filepath.Join(t.TempDir(), "out")
	if code, _, errOut := runCLI(t, "batch", "-o", out, in); code != 3 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	testtool.WriteFile(t, filepath.Join(out, "keshmat", "my-notes.txt"), []byte("mine"))
	testtool.WriteFile(t, filepath.Join(out, "README"), []byte("mine"))
	if err := os.Remove(filepath.Join(in, "club-x.csv")); err != nil {
		t.Fatal(err)
	}
	testtool.WriteFile(t, filepath.Join(in, "keshmat.xlsx"), []byte("now broken"))
	code, _, errOut := runCLI(t, "batch", "-o", out, in)
	if code != 3 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got := readDir(t, out)
	want := []string{"README", "armstrong/event.trf", "armstrong/prizes.csv", "armstrong/prizes.pdf", "armstrong/standings.csv",
		"armstrong/standings.txt", "armstrong/teams.csv", "armstrong/teams.pdf", "armstrong/wallchart.xlsx",
		"club-x/standings.csv", "club-x/standings.pdf", "club-x/wallchart.xlsx", "keshmat/my-notes.txt",
		"payees.csv", "payees.pdf", "season.csv", "season.pdf", "season.xlsx", "summary.csv", "summary.xlsx"}
	if !slices.Equal(got, want) {
		t.Errorf("after the rerun:\n%q\nwant\n%q", got, want)
	}
	if _, err := os.Stat(filepath.Join(out, "club-x-9bd07419")); !os.IsNotExist(err) {
		t.Errorf("the folder of the removed event is still there: %v", err)
	}
}

// TestBatchUsage checks the mistakes in calling batch.
func TestBatchUsage(t *testing.T) {
	dir := t.TempDir()
	testtool.WriteFile(t, filepath.Join(dir, "season.yaml"), []byte("tiebrakes: uscf\n"))
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"batch", "-o", "x"}, 2, "tiebreak: batch: missing DIR or EVENT\n"},
		{[]string{"batch", dir}, 2, "tiebreak: batch: say which folder to write into with -o OUTDIR\n"},
		{[]string{"batch", "-j", "0", "-o", "x", dir}, 2, "tiebreak: batch: -j 0: give 1 or more\n"},
		{[]string{"batch", "-o", filepath.Join(dir, "out"), dir}, 1, "tiebreak: " + dir + "/season.yaml:1:1: season.yaml has no key \"tiebrakes\" (did you mean \"tiebreaks\"?)"},
		// A font that cannot be read is refused before any event, not by each.
		{[]string{"batch", "--font", filepath.Join(dir, "none.ttf"), "-o", filepath.Join(dir, "out"), dir}, 1, "tiebreak: cannot read the font: "},
		{[]string{"batch", "--paper", "b5", "-o", filepath.Join(dir, "out"), dir}, 2, "tiebreak: batch: --paper \"b5\""},
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(t, tc.args...)
		if code != tc.code || out != "" || !strings.HasPrefix(errOut, tc.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q", tc.args, code, out, errOut, tc.code, tc.want)
		}
	}
}

// TestBatchCancelled checks that a cancelled run (Ctrl-C) starts no event, writes no
// summary, and keeps the outputs of the previous run.
func TestBatchCancelled(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	in := t.TempDir()
	sample, _ := os.ReadFile("../../testdata/sample.trf")
	testtool.WriteFile(t, filepath.Join(in, "a.trf"), sample)
	out := filepath.Join(t.TempDir(), "out")
	if code, _, errOut := runCLI(t, "batch", "-o", out, in); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	before := readDir(t, out)
	testtool.WriteFile(t, filepath.Join(in, "b.trf"), sample)
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(&interrupt.Error{Signal: os.Interrupt}) // Ctrl-C before the run starts
	var stdout, stderr bytes.Buffer
	code := run(ctx, []string{"tiebreak", "batch", "-o", out, in}, nil, &stdout, &stderr)
	if code != 130 || stderr.String() != "tiebreak: interrupted by Ctrl-C (SIGINT); unfinished output was removed; 0 of 2 events were done; the outputs written so far are kept, no summary was written\n" {
		t.Errorf("exit %d: %q", code, stderr.String())
	}
	if got := readDir(t, out); !slices.Equal(got, before) {
		t.Errorf("after the cancelled run: %q, want %q", got, before)
	}
}

// TestReportAndBatchHelpWidth keeps the descriptions of report and batch within 80
// columns as --help prints them (indented by 3).
func TestReportAndBatchHelpWidth(t *testing.T) {
	app := newApp(&env{formats: pipeline.NewFormats()})
	for _, name := range []string{"report", "batch"} {
		c := app.Command(name)
		for _, line := range append(strings.Split(c.Description, "\n"), "tiebreak "+name+" - "+c.Usage) {
			if n := 3 + len([]rune(line)); n > 80 {
				t.Errorf("%s: %d columns: %s", name, n, line)
			}
		}
	}
}

// TestBatchFlagsOverride checks the order of the settings: the flags override the
// sidecar (fund: none) and season.yaml (tiebreaks: uscf); the sidecar's outputs stay.
func TestBatchFlagsOverride(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	in := seasonFolder(t)
	out := filepath.Join(t.TempDir(), "out")
	if code, _, errOut := runCLI(t, "batch", "--fund", "weekend-swiss", "--tiebreaks", "MM,SOLK", "-o", out, in); code != 3 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got []string
	for _, f := range readDir(t, out) {
		if strings.HasPrefix(f, "club-x/") {
			got = append(got, f)
		}
	}
	if want := []string{"club-x/standings.csv", "club-x/standings.pdf", "club-x/wallchart.xlsx"}; !slices.Equal(got, want) {
		t.Errorf("files %q, want %q", got, want)
	}
	csvData, _ := os.ReadFile(filepath.Join(out, "club-x/standings.csv"))
	if !strings.HasPrefix(string(csvData), "place,no,name,rating,points,MM,SOLK,rank,status\n") {
		t.Errorf("standings.csv starts %.60q", csvData)
	}
	pdf, _ := os.ReadFile(filepath.Join(out, "club-x/standings.pdf"))
	_, want, _ := runCLI(t, "standings", "--tiebreaks", "MM,SOLK", "-O", "own-unplayed=ignore", "--format", "pdf", filepath.Join(in, "club/x.trf"))
	if string(pdf) != want {
		t.Error("standings.pdf differs from 'standings --format pdf' with the same settings")
	}
	// season.yaml's club-quad pays a "Quad winner" trophy; weekend-swiss does not.
	if prizes, err := os.ReadFile(filepath.Join(out, "armstrong/prizes.csv")); err != nil || strings.Contains(string(prizes), "Quad winner") {
		t.Errorf("the --fund of the flags did not reach the other events (%v):\n%.200s", err, prizes)
	}
}
