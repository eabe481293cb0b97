package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// TestThousands checks the counts in "and 89,950 more".
func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 7: "7", 999: "999", 1000: "1,000", 89950: "89,950", 1234567: "1,234,567", -4500: "-4,500"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestErrorListsAreCapped checks issue 15, defect 9 (a 90,000-line error list is printed
// whole): check prints the first 50 errors and counts the rest, check --format json
// lists them all, and commands that refuse the file list 50 on standard error.
func TestErrorListsAreCapped(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "dup.trf")
	lines := []string{"012 Duplicates"}
	for range 90001 {
		lines = append(lines, "001    1      Player, A")
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	errLine := func(line int) string {
		return fmt.Sprintf("%s:%d:5: start number: duplicate start number 1 (first on line 2)", path, line)
	}

	code, stdout, _ := runCLI(t, "check", path)
	var want []string
	for line := 3; line < 3+maxListed; line++ {
		want = append(want, errLine(line))
	}
	want = append(want, path+": and 89,950 more errors; use --format json for all", path+": FAILED (90000 errors, 0 warnings)")
	if code != 1 || stdout != strings.Join(want, "\n")+"\n" {
		t.Errorf("check: exit %d, %d lines:\n%.2000s", code, strings.Count(stdout, "\n"), stdout)
	}

	code, stdout, _ = runCLI(t, "check", "--format", "json", path)
	var doc struct {
		Events []struct {
			File             string
			OK               bool
			Errors, Warnings int
			Problems         []pipeline.Finding
		}
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("check --format json: %v\n%.500s", err, stdout)
	}
	if code != 1 || len(doc.Events) != 1 || doc.Events[0].Errors != 90000 || len(doc.Events[0].Problems) != 90000 {
		t.Fatalf("check --format json: exit %d, %+v", code, doc.Events)
	}
	last := doc.Events[0].Problems[89999]
	if wantLast := (pipeline.Finding{Severity: "error", File: path, Line: 90002, Column: 5, Field: "start number",
		Message: "duplicate start number 1 (first on line 2)"}); last != wantLast {
		t.Errorf("last problem %+v, want %+v", last, wantLast)
	}

	code, _, stderr := runCLI(t, "standings", path)
	want = []string{"tiebreak: " + errLine(3)}
	for line := 4; line < 3+maxListed; line++ {
		want = append(want, errLine(line))
	}
	want = append(want, "and 89,950 more errors; 'tiebreak check --format json' lists them all")
	if code != 1 || stderr != strings.Join(want, "\n")+"\n" {
		t.Errorf("standings: exit %d, %d lines:\n%.2000s", code, strings.Count(stderr, "\n"), stderr)
	}
}

// TestRefusalListsAreCapped checks the list of consistency errors of a refused event (and
// of one forced through) on standard error: the first 50, then a count.
func TestRefusalListsAreCapped(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "wins.trf")
	if code, _, stderr := runCLI(t, "generate", "--players", "200", "--rounds", "1", "-o", path); code != 0 {
		t.Fatal(stderr)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// Every loser of round 1 claims the win too: the two sides of each such game disagree.
	lines := strings.Split(string(data), "\r\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "001") && len(l) >= 99 && l[98] == '0' {
			lines[i] = l[:98] + "1" + l[99:]
		}
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\r\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, _ := runCLI(t, "check", "--format", "json", path)
	var doc struct{ Events []struct{ Errors int } }
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || len(doc.Events) != 1 || doc.Events[0].Errors <= maxListed+1 {
		t.Fatalf("check --format json: exit %d, %v, %+v", code, err, doc.Events)
	}
	rest := thousands(doc.Events[0].Errors - maxListed)
	code, stdout, _ = runCLI(t, "check", "--quiet", path)
	if code != 1 || !strings.Contains(stdout, ": and "+rest+" more errors; use --format json for all\n") {
		t.Fatalf("check: exit %d\n%.3000s", code, stdout)
	}
	for _, force := range []bool{false, true} {
		args := []string{"standings", "--quiet", path}
		if force {
			args = append(args, "--force")
		}
		code, _, stderr := runCLI(t, args...)
		listed := strings.Count(stderr, "\n  "+path+":")
		more := strings.Contains(stderr, "\n  and "+rest+" more errors; 'tiebreak check --format json' lists them all")
		if wantCode := map[bool]int{false: 1, true: 0}[force]; code != wantCode || listed != maxListed || !more {
			t.Errorf("--force %v: exit %d, %d errors listed, count line %v:\n%.1500s", force, code, listed, more, stderr)
		}
	}
}
