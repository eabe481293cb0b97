//go:build linux

package main

import (
	"bytes"
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/importers/xlsx/xlsxtest"
)

var craftedDir = flag.String("crafted", "", "write the crafted inputs of TestResources to this folder (to measure the built binary)")

// maxRSS is the memory target of issue 15 for an input under 10 MB.
const maxRSS = 300 << 20

// crafted is a hostile input: a small file that declares or expands to far more than it
// holds.
type crafted struct {
	name string
	data func(t testing.TB) []byte
	// want is a piece of what 'tiebreak check' prints.
	want string
	// seconds bounds the CPU time of the check (0: the default, maxSeconds).
	seconds int
}

// maxSeconds bounds the CPU time (user and system) of 'tiebreak check' on a crafted input:
// a limit is hit or the file read in well under a second alone. CPU time, not wall time,
// so that a loaded machine (CI beside other jobs) does not fail the test; a quadratic scan
// or a runaway read still takes minutes of CPU.
const maxSeconds = 30

var craftedInputs = []crafted{
	{"rounds.csv", func(testing.TB) []byte {
		return []byte("# tiebreak-crosstable: 1\n# rounds: 10000000\nNo,Name,R1\n1,A,\n2,B,\n")
	}, "rounds.csv:2:1: metadata: bad metadata line: rounds 10000000: at most 999", 0},
	{"rounds.trf", func(testing.TB) []byte {
		var b strings.Builder
		b.WriteString("012 Big\nXXR 999\n")
		for i := 1; i <= 9999; i++ {
			fmt.Fprintf(&b, "001 %4d      P%d\n", i, i)
		}
		return []byte(b.String())
	}, "rounds.trf:2:5: rounds: 9999 players and 999 rounds: beyond what this program reads", 0},
	{"ignored.trf", func(testing.TB) []byte {
		return []byte("012 Ignored\n001    1      Able, Ann                                                           1.0    1\n" +
			strings.Repeat("XXC white1\n", 900_000))
	}, "ignored.trf:200001:1: 900002 lines: beyond what this program reads", 0},
	{"commas.csv", func(testing.TB) []byte { return bytes.Repeat([]byte(","), 10<<20-1) },
		"commas.csv:1:2049: more than 2048 fields in one row", 0},
	{"comma-lines.csv", func(testing.TB) []byte {
		return bytes.Repeat([]byte("Name,R1"+strings.Repeat(",", 1000)+"\n"), (10<<20-1)/1008)
	}, "comma-lines.csv:999:11: more than 1000000 fields in the file", 0},
	{"newlines.csv", func(testing.TB) []byte { return bytes.Repeat([]byte("\n"), 10<<20-1) },
		"newlines.csv:1: cannot tell the delimiter", 0},
	{"merged.xlsx", mergedWorkbook, "merged.xlsx: no sheet holds a crosstable", 0},
	{"expands.xlsx", expandingWorkbook, "expands.xlsx: not a readable workbook: unzip size exceeds", 0},
	{"sheets.xlsx", sheetsWorkbook, "sheets.xlsx: no sheet holds a crosstable", 0},
}

// mergedWorkbook is a workbook of three sheets, each with one merged range A1:ALL99999
// (10^8 cells) and nothing else.
func mergedWorkbook(t testing.TB) []byte {
	sheet := func(w io.Writer) error {
		_, err := io.WriteString(w, `<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`+
			`<mergeCells count="1"><mergeCell ref="A1:ALL99999"/></mergeCells>`)
		return err
	}
	return xlsxtest.Workbook(t, sheet, sheet, sheet)
}

// expandingWorkbook is a workbook of about 200 KB whose only sheet is 200 MB of XML: the
// same row of 50 cells over and over.
func expandingWorkbook(t testing.TB) []byte {
	return xlsxtest.Workbook(t, func(w io.Writer) error {
		if _, err := io.WriteString(w, "<sheetData>"); err != nil {
			return err
		}
		row := []byte("<row>" + strings.Repeat(`<c t="inlineStr"><is><t>x</t></is></c>`, 50) + "</row>")
		for n := 0; n < 200<<20; n += len(row) {
			if _, err := w.Write(row); err != nil {
				return err
			}
		}
		_, err := io.WriteString(w, "</sheetData>")
		return err
	})
}

// sheetsWorkbook is a workbook of eight sheets of 7.5 MB of XML each, just under the size
// excelize keeps in memory.
func sheetsWorkbook(t testing.TB) []byte {
	sheet := func(w io.Writer) error {
		if _, err := io.WriteString(w, "<sheetData>"); err != nil {
			return err
		}
		row := []byte("<row>" + strings.Repeat(`<c t="inlineStr"><is><t>x</t></is></c>`, 50) + "</row>")
		for n := 0; n < 15<<19; n += len(row) {
			if _, err := w.Write(row); err != nil {
				return err
			}
		}
		_, err := io.WriteString(w, "</sheetData>")
		return err
	}
	return xlsxtest.Workbook(t, sheet, sheet, sheet, sheet, sheet, sheet, sheet, sheet)
}

// TestResources runs 'tiebreak check' on every crafted input in a child process and
// requires its peak resident memory to stay under the target of issue 15 (300 MB for an
// input under 10 MB), and the limit hit to be reported. With -crafted DIR it also writes
// the inputs to DIR, to measure the built binary with /usr/bin/time -v.
func TestResources(t *testing.T) {
	if testing.Short() {
		t.Skip("builds inputs of 10 MB")
	}
	dir := t.TempDir()
	if *craftedDir != "" {
		dir = *craftedDir
	}
	for _, c := range craftedInputs {
		t.Run(c.name, func(t *testing.T) {
			data := c.data(t)
			if len(data) >= 10<<20 {
				t.Fatalf("input is %d bytes, want under 10 MB", len(data))
			}
			path := filepath.Join(dir, c.name)
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestResourceChild$")
			cmd.Env = append(os.Environ(), "TIEBREAK_RESOURCE_INPUT="+path)
			var output bytes.Buffer
			cmd.Stdout, cmd.Stderr = &output, &output
			began := time.Now()
			err := cmd.Run()
			took := time.Since(began)
			if cmd.ProcessState == nil {
				t.Fatalf("child did not run: %v", err)
			}
			rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10 // KiB on Linux
			cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			t.Logf("%s (%d bytes): peak RSS %d MB, CPU %v, wall %v", c.name, len(data), rss>>20, cpu.Round(time.Millisecond), took.Round(time.Millisecond))
			if rss > maxRSS {
				t.Errorf("peak RSS %d MB, want under %d MB", rss>>20, maxRSS>>20)
			}
			limit := time.Duration(cmp.Or(c.seconds, maxSeconds)) * time.Second
			if cpu > limit {
				t.Errorf("check took %v of CPU, want under %v", cpu.Round(time.Millisecond), limit)
			}
			out := output.String()
			if !strings.Contains(out, c.want) {
				t.Errorf("check printed\n%.2000s\nwant it to contain %q", out, c.want)
			}
		})
	}
}

// TestResourceChild is the child process of TestResources: it runs 'tiebreak check' on
// the file in $TIEBREAK_RESOURCE_INPUT, and does nothing when that is not set.
func TestResourceChild(t *testing.T) {
	path := os.Getenv("TIEBREAK_RESOURCE_INPUT")
	if path == "" {
		return
	}
	run(context.Background(), []string{"tiebreak", "check", path}, strings.NewReader(""), os.Stdout, os.Stderr)
}
