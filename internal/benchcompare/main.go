// Command benchcompare builds tiebreak from a git ref (main by default) and from the
// working tree into a temporary folder, runs the same commands with both binaries
// interleaved on the same generated inputs, and prints the median CPU time of each and
// their ratio. With -check it also compares every file both binaries wrote, byte for byte
// (an XLSX file part by part, so that only its compression may differ; a PDF, when its
// bytes differ, by the text pdftotext extracts). It prints the peak memory (maximum
// resident set size) of each binary beside the CPU. With -base it
// also divides each case's median by one case's (the floor, for example), for each
// binary: the cases are interleaved too, each pass running every case once.
//
// Run it from the top of the repository:
//
//	go run ./internal/benchcompare -ref main -count 5
//	go run ./internal/benchcompare -ref HEAD~1 -cases report-9999,wallchart-9999 -check
//	go run ./internal/benchcompare -cases floor-check-9999,import-csv-9999 -base floor-check-9999
//
// Ratios, not absolute times, are the result: both binaries run under the same load, one
// after the other, alternating which goes first.
package main

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
)

// benchCase is one command line run with both binaries. In the arguments, {in} stands for
// the inputs folder and {out} for a fresh output folder of the run.
type benchCase struct {
	name string
	args []string
}

// realEvent is the largest real event in the repository (581 players, 9 rounds).
const realEvent = "testdata/real/trf-derived/sharly-chess-events/championnat-de-france-rapide-2023.derived.trf"

// cases are the command lines compared. floor-check-9999 is the floor of a command on
// the 9,999 × 13 event (start, read, parse and check); import-csv-9999 and
// import-json-9999 are the same from the CSV crosstable and the canonical JSON;
// publish-9999 writes the event's static site, to set beside report-9999, and
// report-publish-9999 the report with its site; standings-PRESET-9999 ranks with each
// rulebook the tool ships and its default tiebreak list; season-600 and season-2000 run
// issue 38's season (see issueSeason).
var cases = []benchCase{
	{"floor-check-9999", []string{"check", "{in}/big.trf"}},
	{"import-csv-9999", []string{"check", "{in}/big.csv"}},
	{"import-json-9999", []string{"check", "{in}/big.json"}},
	{"standings-uscf-9999", []string{"standings", "--rules", "uscf", "--format", "csv", "-o", "{out}/s.csv", "{in}/big.trf"}},
	{"standings-fide-2009-9999", []string{"standings", "--rules", "fide-2009", "--format", "csv", "-o", "{out}/s.csv", "{in}/big.trf"}},
	{"standings-fide-2023-9999", []string{"standings", "--rules", "fide-2023", "--format", "csv", "-o", "{out}/s.csv", "{in}/big.trf"}},
	{"standings-fide-2024-9999", []string{"standings", "--rules", "fide-2024", "--format", "csv", "-o", "{out}/s.csv", "{in}/big.trf"}},
	{"standings-fide-2026-9999", []string{"standings", "--rules", "fide-2026", "--format", "csv", "-o", "{out}/s.csv", "{in}/big.trf"}},
	{"standings-trf-9999", []string{"standings", "--format", "csv", "-o", "{out}/s.csv", "{in}/big.trf"}},
	{"standings-csv-9999", []string{"standings", "--format", "csv", "-o", "{out}/s.csv", "{in}/big.csv"}},
	{"standings-fide-9999", []string{"standings", "--rules", "fide-2026", "-O", "unrated=1000", "--format", "csv", "-o", "{out}/s.csv", "{in}/big.trf"}},
	{"report-400", []string{"report", "--fund", "weekend-swiss", "-o", "{out}", "{in}/mid.trf"}},
	{"report-581", []string{"report", "--fund", "weekend-swiss", "-o", "{out}", "{in}/real581.trf"}},
	{"report-9999", []string{"report", "--fund", "weekend-swiss", "-o", "{out}", "{in}/big.trf"}},
	{"publish-9999", []string{"publish", "--fund", "weekend-swiss", "-o", "{out}/site", "{in}/big.trf"}},
	{"report-publish-9999", []string{"report", "--publish", "--fund", "weekend-swiss", "-o", "{out}", "{in}/big.trf"}},
	{"wallchart-9999", []string{"wallchart", "-o", "{out}/w.xlsx", "{in}/big.trf"}},
	{"season-500", []string{"batch", "-j", "2", "--quiet", "--fund", "weekend-swiss", "-o", "{out}", "{in}/season"}},
	{"season-600", []string{"batch", "-j", "2", "--quiet", "-o", "{out}", "{in}/season600"}},
	{"season-2000", []string{"batch", "-j", "2", "--quiet", "-o", "{out}", "{in}/season2000"}},
}

// issueSeason is the number of events of the season issue 38 states its memory targets
// for: event i (from 1) is "tiebreak generate --players 10+(i*37)%390 --rounds 4+i%6
// --seed i". season-600 runs the first 600 of them, season-2000 all; they are written
// only when one of those cases runs (about a minute).
const issueSeason = 2000

func main() {
	ref := flag.String("ref", "main", "git `REF` to compare the working tree against")
	count := flag.Int("count", 5, "runs of each case with each binary")
	only := flag.String("cases", "", "comma-separated case `NAMES` to run (default all)")
	check := flag.Bool("check", false, "compare the files both binaries wrote, byte for byte")
	keep := flag.Bool("keep", false, "keep the temporary folder and print its path")
	base := flag.String("base", "", "also print each case's median CPU divided by case `NAME`'s, for each binary")
	flag.Parse()
	if err := compare(*ref, *count, *only, *base, *check, *keep); err != nil {
		fmt.Fprintln(os.Stderr, "benchcompare:", err)
		os.Exit(1)
	}
}

func compare(ref string, count int, only, base string, check, keep bool) error {
	selected := cases
	if only != "" {
		selected = nil
		for _, name := range strings.Split(only, ",") {
			i := slices.IndexFunc(cases, func(c benchCase) bool { return c.name == name })
			if i < 0 {
				return fmt.Errorf("unknown case %q", name)
			}
			selected = append(selected, cases[i])
		}
	}
	work, err := os.MkdirTemp("", "benchcompare-")
	if err != nil {
		return err
	}
	if keep {
		fmt.Println("work folder:", work)
	} else {
		defer os.RemoveAll(work)
	}
	oldBin, newBin := filepath.Join(work, "old"), filepath.Join(work, "new")
	if err := buildRef(ref, filepath.Join(work, "src-old"), oldBin); err != nil {
		return err
	}
	if err := goBuild(".", newBin); err != nil {
		return err
	}
	in := filepath.Join(work, "in")
	if err := writeInputs(in, oldBin, newBin); err != nil {
		return err
	}
	if slices.ContainsFunc(selected, func(c benchCase) bool { return strings.HasPrefix(c.name, "season-") && c.name != "season-500" }) {
		if err := writeIssueSeason(in, newBin); err != nil {
			return err
		}
	}
	fmt.Printf("old = %s (%s), new = working tree; %d runs each, interleaved; CPU = user+system\n", ref, revParse(ref), count)
	times, err := runInterleaved(selected, count, oldBin, newBin, in, work)
	if err != nil {
		return err
	}
	var baseTimes *caseTimes
	if base != "" {
		i := slices.IndexFunc(selected, func(c benchCase) bool { return c.name == base })
		if i < 0 {
			return fmt.Errorf("-base %q is not among the cases run", base)
		}
		baseTimes = &times[i]
		fmt.Printf("%-26s %12s %12s %8s %8s %7s %7s %9s %9s\n", "case", "old CPU ms", "new CPU ms", "new/old", "wall", "old MB", "new MB", "old/base", "new/base")
	} else {
		fmt.Printf("%-26s %12s %12s %8s %8s %7s %7s\n", "case", "old CPU ms", "new CPU ms", "new/old", "wall", "old MB", "new MB")
	}
	var mismatches []string
	pdfTextOnly := 0
	for i, c := range selected {
		t := times[i]
		o, n := median(t.oldCPU), median(t.newCPU)
		line := fmt.Sprintf("%-26s %12.1f %12.1f %8.3f %8.3f %7.1f %7.1f", c.name, ms(o), ms(n), float64(n)/float64(o),
			float64(median(t.newWall))/float64(median(t.oldWall)), mb(median(t.oldRSS)), mb(median(t.newRSS)))
		if baseTimes != nil {
			line += fmt.Sprintf(" %9.2f %9.2f", float64(o)/float64(median(baseTimes.oldCPU)), float64(n)/float64(median(baseTimes.newCPU)))
		}
		fmt.Println(line)
		if check {
			diffs, err := compareTrees(filepath.Join(work, "out-old", c.name), filepath.Join(work, "out-new", c.name), &pdfTextOnly)
			if err != nil {
				return err
			}
			mismatches = append(mismatches, diffs...)
		}
	}
	if check {
		if len(mismatches) > 0 {
			return fmt.Errorf("outputs differ:\n  %s", strings.Join(mismatches, "\n  "))
		}
		fmt.Println("outputs: identical (XLSX compared part by part)")
		if pdfTextOnly > 0 {
			fmt.Printf("  %d PDFs differ in bytes with the same text (pdftotext); look at their pages (pdftoppm -r 100)\n", pdfTextOnly)
		}
	}
	return nil
}

// caseTimes holds the CPU and wall times and the peak resident memory (bytes) of every
// run of one case with each binary (kilobytes).
type caseTimes struct {
	oldCPU, newCPU, oldWall, newWall []time.Duration
	oldRSS, newRSS                   []int64
}

// runInterleaved runs every case count times with each binary: each pass runs every
// case once, old then new on even passes and new then old on odd ones, so that the
// cases (and the base case a ratio is taken against) share the same stretch of load.
func runInterleaved(selected []benchCase, count int, oldBin, newBin, in, work string) ([]caseTimes, error) {
	times := make([]caseTimes, len(selected))
	for i := range count {
		order := []string{"old", "new"}
		if i%2 == 1 {
			order = []string{"new", "old"}
		}
		for k, c := range selected {
			for _, which := range order {
				bin := oldBin
				if which == "new" {
					bin = newBin
				}
				out := filepath.Join(work, "out-"+which, c.name)
				cpu, wall, rss, err := runOnce(bin, c.args, in, out)
				if err != nil {
					return nil, fmt.Errorf("%s with %s: %w", c.name, which, err)
				}
				t := &times[k]
				if which == "old" {
					t.oldCPU, t.oldWall, t.oldRSS = append(t.oldCPU, cpu), append(t.oldWall, wall), append(t.oldRSS, rss)
				} else {
					t.newCPU, t.newWall, t.newRSS = append(t.newCPU, cpu), append(t.newWall, wall), append(t.newRSS, rss)
				}
			}
		}
	}
	return times, nil
}

// runOnce runs one case in a fresh output folder and returns the child's CPU time (user
// plus system), wall time and peak resident memory in kilobytes (the maximum resident
// set size, as /usr/bin/time -v reports it; 0 where the system does not say).
// SOURCE_DATE_EPOCH makes the outputs reproducible.
func runOnce(bin string, args []string, in, out string) (cpu, wall time.Duration, rss int64, err error) {
	if err := os.RemoveAll(out); err != nil {
		return 0, 0, 0, err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return 0, 0, 0, err
	}
	expanded := make([]string, len(args))
	for i, a := range args {
		expanded[i] = strings.NewReplacer("{in}", in, "{out}", out).Replace(a)
	}
	cmd := exec.Command(bin, expanded...)
	cmd.Env = append(os.Environ(), "SOURCE_DATE_EPOCH=1778241600")
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return 0, 0, 0, fmt.Errorf("%w: %s", err, stderr.String())
	}
	wall = time.Since(start)
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), wall, peakRSS(cmd.ProcessState), nil
}

// buildRef extracts ref with git archive into dir and builds the command from it.
func buildRef(ref, dir, bin string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	archive := exec.Command("git", "archive", "--format=tar", ref)
	extract := exec.Command("tar", "-x", "-C", dir)
	pipe, err := archive.StdoutPipe()
	if err != nil {
		return err
	}
	extract.Stdin = pipe
	archive.Stderr, extract.Stderr = os.Stderr, os.Stderr
	if err := extract.Start(); err != nil {
		return err
	}
	if err := archive.Run(); err != nil {
		return fmt.Errorf("git archive %s: %w", ref, err)
	}
	if err := extract.Wait(); err != nil {
		return fmt.Errorf("extracting %s: %w", ref, err)
	}
	return goBuild(dir, bin)
}

func goBuild(dir, bin string) error {
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/tiebreak")
	cmd.Dir, cmd.Stdout, cmd.Stderr = dir, os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building %s: %w", dir, err)
	}
	return nil
}

func revParse(ref string) string {
	out, err := exec.Command("git", "rev-parse", "--short", ref).Output()
	if err != nil {
		return "?"
	}
	return strings.TrimSpace(string(out))
}

// writeInputs writes the generated events: big.trf, big.csv and big.json (9,999
// players, 13 rounds; big.json as the old build writes it), mid.trf (400 players, 9 rounds), real581.trf (a copy of the largest real
// event) and season/ (500 events of 10 to 400 players and 5 to 9 rounds, the events of
// cmd/tiebreak's BenchmarkBatch).
func writeInputs(in, oldBin, newBin string) error {
	season := filepath.Join(in, "season")
	if err := os.MkdirAll(season, 0o755); err != nil {
		return err
	}
	write := func(path string, cfg synth.Config) error {
		var buf bytes.Buffer
		if err := trfout.New().Export(context.Background(), &buf, &exporters.Document{T: synth.Generate(cfg)}); err != nil {
			return err
		}
		return os.WriteFile(path, buf.Bytes(), 0o644)
	}
	if err := write(filepath.Join(in, "big.trf"), synth.Config{Players: 9999, Rounds: 13, Seed: 1}); err != nil {
		return err
	}
	if err := write(filepath.Join(in, "mid.trf"), synth.Config{Players: 400, Rounds: 9, Seed: 7}); err != nil {
		return err
	}
	for i := range 500 {
		cfg := synth.Config{Players: 10 + i*7919%391, Rounds: 5 + i%5, Seed: uint64(i + 1)}
		if err := write(filepath.Join(season, fmt.Sprintf("event-%03d.trf", i)), cfg); err != nil {
			return err
		}
	}
	realData, err := os.ReadFile(realEvent)
	if err != nil {
		return fmt.Errorf("%w (run from the top of the repository)", err)
	}
	if err := os.WriteFile(filepath.Join(in, "real581.trf"), realData, 0o644); err != nil {
		return err
	}
	// The old build writes the JSON: the new one reads what older builds wrote, while an
	// older build refuses the fields added since.
	for out, bin := range map[string]string{"big.csv": newBin, "big.json": oldBin} {
		conv := exec.Command(bin, "convert", "-o", filepath.Join(in, out), filepath.Join(in, "big.trf"))
		conv.Stderr = os.Stderr
		if err := conv.Run(); err != nil {
			return err
		}
	}
	return nil
}

// writeIssueSeason writes the events of issue 38's season into season2000 with the
// generate command of bin, and the first 600 of them into season600 (hard links).
func writeIssueSeason(in, bin string) error {
	all, first := filepath.Join(in, "season2000"), filepath.Join(in, "season600")
	for _, dir := range []string{all, first} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	for i := 1; i <= issueSeason; i++ {
		name := fmt.Sprintf("e%04d.trf", i)
		gen := exec.Command(bin, "generate", "--players", strconv.Itoa(10+(i*37)%390), "--rounds", strconv.Itoa(4+i%6),
			"--seed", strconv.Itoa(i), "-o", filepath.Join(all, name))
		gen.Stderr = os.Stderr
		if err := gen.Run(); err != nil {
			return fmt.Errorf("generating event %d: %w", i, err)
		}
		if i <= 600 {
			if err := os.Link(filepath.Join(all, name), filepath.Join(first, name)); err != nil {
				return err
			}
		}
	}
	return nil
}

// compareTrees lists every file that differs between two output folders.
// A PDF whose bytes differ is compared by its extracted text (pdftotext, when it is
// installed): PDFs may change bytes where their text and rendering do not; textOnly
// counts them.
func compareTrees(a, b string, textOnly *int) ([]string, error) {
	var diffs []string
	seen := map[string]bool{}
	err := filepath.WalkDir(a, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(a, path)
		seen[rel] = true
		x, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		y, err := os.ReadFile(filepath.Join(b, rel))
		if errors.Is(err, fs.ErrNotExist) {
			diffs = append(diffs, rel+": only in old")
			return nil
		} else if err != nil {
			return err
		}
		switch {
		case bytes.Equal(x, y):
		case strings.HasSuffix(rel, ".xlsx"):
			if why := compareZips(x, y); why != "" {
				diffs = append(diffs, rel+": "+why)
			}
		case strings.HasSuffix(rel, ".pdf") && pdfText != "":
			if why := comparePDFText(path, filepath.Join(b, rel)); why != "" {
				diffs = append(diffs, rel+": "+why)
			} else {
				*textOnly++
			}
		default:
			diffs = append(diffs, rel+": bytes differ")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = filepath.WalkDir(b, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if rel, _ := filepath.Rel(b, path); !seen[rel] {
			diffs = append(diffs, rel+": only in new")
		}
		return nil
	})
	return diffs, err
}

// pdfText is the pdftotext command, or "" when it is not installed.
var pdfText, _ = exec.LookPath("pdftotext")

// comparePDFText compares the text pdftotext extracts from two PDFs, plain and with
// -layout; it returns why they differ, or "" when the text is the same.
func comparePDFText(a, b string) string {
	for _, mode := range [][]string{nil, {"-layout"}} {
		var texts [2][]byte
		for i, path := range []string{a, b} {
			out, err := exec.Command(pdfText, append(slices.Clone(mode), path, "-")...).Output()
			if err != nil {
				return "pdftotext: " + err.Error()
			}
			texts[i] = out
		}
		if !bytes.Equal(texts[0], texts[1]) {
			return "extracted text differs " + strings.Join(mode, "")
		}
	}
	return ""
}

// compareZips compares two zip archives part by part, in order, ignoring compression; it
// returns why they differ, or "" when their parts are the same.
func compareZips(x, y []byte) string {
	zx, err := zip.NewReader(bytes.NewReader(x), int64(len(x)))
	if err != nil {
		return "old: " + err.Error()
	}
	zy, err := zip.NewReader(bytes.NewReader(y), int64(len(y)))
	if err != nil {
		return "new: " + err.Error()
	}
	if len(zx.File) != len(zy.File) {
		return fmt.Sprintf("%d parts against %d", len(zx.File), len(zy.File))
	}
	for i := range zx.File {
		fx, fy := zx.File[i], zy.File[i]
		if fx.Name != fy.Name {
			return fmt.Sprintf("part %d is %s against %s", i, fx.Name, fy.Name)
		}
		cx, errX := readPart(fx)
		cy, errY := readPart(fy)
		if errX != nil || errY != nil {
			return fmt.Sprintf("%s: unreadable (%v, %v)", fx.Name, errX, errY)
		}
		if !bytes.Equal(cx, cy) {
			return fx.Name + ": content differs"
		}
	}
	return ""
}

func readPart(f *zip.File) ([]byte, error) {
	r, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

func median[T time.Duration | int64](d []T) T {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// mb turns kilobytes into megabytes (1,000 kilobytes, as the docs quote /usr/bin/time).
func mb(kb int64) float64 { return float64(kb) / 1000 }
