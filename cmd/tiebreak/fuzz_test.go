package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// cliWords is the vocabulary FuzzCLI draws arguments from: commands, flags, values and
// file names (the in.* files hold the fuzzed content, out.* and outdir are outputs).
var cliWords = []string{
	// commands (the first argument is always one of these)
	"standings", "wallchart", "convert", "prizes", "check", "teams", "generate", "templates", "formats", "tiebreaks",
	// flags
	"--format", "-f", "-o", "--to", "--from", "--round", "--force", "--quiet", "--tiebreaks", "--rules", "--section",
	"--fund", "--explain", "--print", "--players", "--rounds", "--seed", "--best", "--top", "--sheet", "--trf-version",
	"--notation", "--dbf", "-O", "--paper", "--help", "--", "--bogus",
	// values
	"text", "csv", "json", "xlsx", "pdf", "trf", "trf26", "uscf", "fide", "fide-2024", "uscf-dbf", "games", "crosstable",
	"ihsa", "1", "2", "3", "0", "-1", "26", "all", "chart,legend", "weekend-swiss", "MM,SOLK,CUM", "BH/C1,SB", "a4",
	"own-unplayed=ignore", "affiliate=A6001234", "rating-system=R", "Crosstable", "Open",
	// files
	"in.trf", "in.csv", "in.json", "in.xlsx", "in.html", "in.dbf", "fund.yaml", "-", "missing.trf",
	"out.csv", "out.xlsx", "out.json", "out.trf", "out.pdf", "out.txt", "outdir",
	// report and batch (issue 27), added last so that the committed corpus keeps its
	// meaning: the output folder as the working folder or below an input, the working
	// folder as DIR, jobs, a sidecar and a season file
	"report", "batch", ".", "outdir/sub", "-j", "in.yaml", "season.yaml",
}

// extraCommands are the commands a first byte of 240 or more picks (the first 10 words
// are picked by the others, as before they were added).
var extraCommands = []string{"report", "batch"}

// inputNames are the files FuzzCLI fills with the fuzzed content.
var inputNames = []string{"in.trf", "in.csv", "in.json", "in.xlsx", "in.html", "in.dbf", "fund.yaml", "in.yaml", "season.yaml"}

// cliArgs turns fuzzed bytes into a command line: the first byte picks the command, each
// other byte a word.
func cliArgs(picks []byte) []string {
	args := []string{"tiebreak"}
	for i, b := range picks {
		n := len(cliWords)
		if i == 0 && b >= 240 {
			args = append(args, extraCommands[int(b)%len(extraCommands)])
			continue
		}
		if i == 0 {
			n = 10
		}
		args = append(args, cliWords[int(b)%n])
	}
	return args
}

// picksOf returns the bytes that cliArgs turns into words.
func picksOf(t testing.TB, words ...string) []byte {
	var picks []byte
	for k, w := range words {
		if j := slices.Index(extraCommands, w); k == 0 && j >= 0 {
			picks = append(picks, byte(240+j))
			continue
		}
		i := slices.Index(cliWords, w)
		if i < 0 {
			t.Fatalf("%q is not in the vocabulary", w)
		}
		picks = append(picks, byte(i))
	}
	return picks
}

// FuzzCLI runs the whole command line in process, arguments drawn from cliWords and the
// fuzzed content in every input file (and standard input), optionally with the run
// already stopped (Ctrl-C). Whatever the input: no panic; exit status 0, 1, 2 or 3 (130
// when stopped); nothing written outside the working folder; no temporary file left in
// it or in $TMPDIR; and a failed run changes none of the input files.
func FuzzCLI(f *testing.F) {
	sample, err := os.ReadFile("../../testdata/sample.trf")
	if err != nil {
		f.Fatal(err)
	}
	fund, err := os.ReadFile("../../testdata/open-fund.yaml")
	if err != nil {
		f.Fatal(err)
	}
	teams, err := os.ReadFile("testdata/teams/usat-4-boards.trf")
	if err != nil {
		f.Fatal(err)
	}
	swisssys, err := os.ReadFile(filepath.Join(trftest.RealData(f), "uscf/swisssys-2025-03-pnwcc-premiere-uscf-open-spring/PNWCC_Premiere_USCF_Open__Spring_2025_1800.swisssys-nach.redacted.json"))
	if err != nil {
		f.Fatal(err)
	}
	// The sample in the other formats the importers read.
	converted := map[string][]byte{}
	dir := f.TempDir()
	for _, ext := range []string{"xlsx", "json", "csv"} {
		out := filepath.Join(dir, "sample."+ext)
		var stderr bytes.Buffer
		if code := run(context.Background(), []string{"tiebreak", "convert", "-o", out, "../../testdata/sample.trf"}, nil, &bytes.Buffer{}, &stderr); code != 0 {
			f.Fatal(stderr.String())
		}
		if converted[ext], err = os.ReadFile(out); err != nil {
			f.Fatal(err)
		}
	}
	seeds := []struct {
		words []string
		data  []byte
		stop  bool
	}{
		{[]string{"standings", "in.trf"}, sample, false},
		{[]string{"standings", "--tiebreaks", "MM,SOLK,CUM", "--explain", "in.trf"}, sample, false},
		{[]string{"standings", "--format", "pdf", "-o", "out.pdf", "in.trf"}, sample, false},
		{[]string{"standings", "-f", "csv", "-"}, sample, false},
		{[]string{"standings", "--rules", "fide-2024", "--tiebreaks", "BH/C1,SB", "--round", "2", "in.trf"}, sample, false},
		{[]string{"wallchart", "in.trf"}, sample, false},
		{[]string{"wallchart", "--print", "all", "-o", "out.xlsx", "in.trf"}, sample, true},
		{[]string{"convert", "-o", "out.json", "in.trf"}, sample, false},
		{[]string{"convert", "--to", "json", "-o", "in.trf", "in.trf"}, sample, false},
		{[]string{"convert", "--to", "uscf-dbf", "-o", "outdir", "--dbf", "affiliate=A6001234", "--dbf", "rating-system=R", "in.trf"}, sample, false},
		{[]string{"convert", "--from", "csv", "--to", "trf", "-o", "-", "in.csv"}, []byte("no,name,rating,1,2\n1,A,1500,W2,\n2,B,1400,L1,\n"), false},
		{[]string{"prizes", "--fund", "weekend-swiss", "in.trf"}, sample, false},
		{[]string{"prizes", "--fund", "weekend-swiss", "-f", "json", "-o", "out.json", "in.trf"}, sample, true},
		{[]string{"prizes", "--fund", "fund.yaml", "-o", "fund.yaml", "in.trf"}, fund, false},
		{[]string{"check", "in.trf", "in.csv", "in.json"}, sample, false},
		{[]string{"check", "--format", "json", "in.trf"}, []byte("012 x\n001    1      A\n001    1      B\n"), false},
		{[]string{"teams", "--rules", "uscf", "in.trf"}, teams, false},
		{[]string{"teams", "--rules", "ihsa", "--format", "xlsx", "-o", "out.xlsx", "in.trf"}, teams, true},
		{[]string{"generate", "--players", "26", "--rounds", "3", "-o", "out.trf"}, nil, false},
		{[]string{"templates", "weekend-swiss"}, nil, false},
		{[]string{"formats"}, nil, false},
		{[]string{"tiebreaks", "--help"}, nil, false},
		{[]string{"standings", "--bogus", "in.trf"}, sample, false},
		{[]string{"check", "in.html"}, []byte("<html><table><tr><td>1</td></tr></table></html>"), false},
		{[]string{"wallchart", "in.xlsx"}, converted["xlsx"], false},
		{[]string{"standings", "--sheet", "Crosstable", "-f", "json", "in.xlsx"}, converted["xlsx"], false},
		{[]string{"convert", "--to", "trf26", "-o", "out.trf", "in.json"}, converted["json"], false},
		{[]string{"standings", "--round", "1", "--force", "in.csv"}, converted["csv"], false},
		{[]string{"check", "--quiet", "in.csv", "in.xlsx"}, converted["csv"], true},
		// report and batch: manifests, cleanup, section folders, sidecars (issue 27)
		{[]string{"report", "-o", "outdir", "in.trf"}, sample, false},
		{[]string{"report", "--fund", "weekend-swiss", "-o", ".", "in.trf"}, sample, false},
		{[]string{"report", "-o", "outdir", "in.json"}, swisssys, false},
		{[]string{"report", "--section", "Open", "-o", "outdir/sub", "in.json"}, swisssys, false},
		{[]string{"report", "-o", ".", "in.dbf"}, sample, true},
		{[]string{"batch", "-o", "outdir", "."}, sample, false},
		{[]string{"batch", "-j", "2", "-o", ".", "."}, swisssys, false},
		{[]string{"batch", "-o", "outdir", "in.trf", "in.json", "in.yaml"}, []byte("rules: uscf\nfund: fund.yaml\n"), false},
		{[]string{"batch", "-o", "outdir/sub", ".", "--force"}, converted["csv"], true},
	}
	for _, s := range seeds {
		f.Add(picksOf(f, s.words...), s.data, s.stop)
	}
	f.Fuzz(func(t *testing.T, picks, data []byte, stop bool) {
		if len(picks) == 0 || len(picks) > 16 || len(data) > 1<<20 {
			return
		}
		args := cliArgs(picks)
		for i, a := range args {
			// Keep the generated events small: the fuzzer looks for crashes, not load.
			if i > 0 && (args[i-1] == "--players" || args[i-1] == "--rounds") && a != "1" && a != "2" && a != "3" && a != "26" {
				return
			}
		}
		root := t.TempDir()
		work, tmp := filepath.Join(root, "work"), filepath.Join(root, "tmp")
		for _, dir := range []string{work, tmp} {
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		for _, name := range inputNames {
			if err := os.WriteFile(filepath.Join(work, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		t.Chdir(work)
		t.Setenv("TMPDIR", tmp)
		ctx := t.Context()
		if stop {
			c, cancel := context.WithCancelCause(ctx)
			cancel(&interrupt.Error{Signal: os.Interrupt})
			ctx = c
		}
		var stdout, stderr bytes.Buffer
		code := run(ctx, args, bytes.NewReader(data), &stdout, &stderr)

		t.Logf("%q: exit %d", args, code)
		ok := []int{0, 1, 2, 3}
		if stop {
			ok = append(ok, 130)
		}
		if !slices.Contains(ok, code) {
			t.Fatalf("%q: exit %d\n%s", args, code, stderr.String())
		}
		if names := dirNames(t, root); !slices.Equal(names, []string{"tmp", "work"}) {
			t.Fatalf("%q: wrote outside the working folder: %q", args, names)
		}
		if names := dirNames(t, tmp); len(names) > 0 {
			t.Fatalf("%q: left in $TMPDIR: %q", args, names)
		}
		err := filepath.WalkDir(work, func(path string, d os.DirEntry, err error) error {
			if err == nil && strings.Contains(d.Name(), ".tmp") {
				t.Errorf("%q: exit %d left the temporary file %s", args, code, path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		// A manifest never lists an input of the run, nor a path out of its folder.
		_ = filepath.WalkDir(work, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.Name() != outdir.ManifestName {
				return err
			}
			data, _ := os.ReadFile(path)
			for _, line := range strings.Split(string(data), "\n") {
				if line == "" || strings.HasPrefix(line, "#") {
					continue
				}
				if full := filepath.Join(filepath.Dir(path), line); !filepath.IsLocal(line) || slices.Contains(inputNames, filepath.Base(full)) && filepath.Dir(full) == work {
					t.Errorf("%q: %s lists %s", args, path, line)
				}
			}
			return nil
		})
		if code != 0 {
			for _, name := range inputNames {
				if got, err := os.ReadFile(filepath.Join(work, name)); err != nil || !bytes.Equal(got, data) {
					t.Errorf("%q: exit %d changed %s", args, code, name)
				}
			}
		}
	})
}

// dirNames returns the sorted names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
