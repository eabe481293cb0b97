package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gomono"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// TestStandingsPDF: standings --format pdf writes a PDF that is byte-identical for the
// same input and SOURCE_DATE_EPOCH, dated from it, Letter by default and A4 on request.
func TestStandingsPDF(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600") // 2026-05-08 12:00 UTC
	dir := t.TempDir()
	var files [][]byte
	for i, extra := range [][]string{nil, nil, {"--paper", "a4"}} {
		out := filepath.Join(dir, "s"+string(rune('0'+i))+".pdf")
		args := append([]string{"standings", "-o", out}, extra...)
		code, stdout, stderr := runCLI(t, append(args, "../../testdata/open.trf")...)
		if code != 0 || stdout != "" || stderr != "" {
			t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(data, []byte("%PDF-")) {
			t.Fatalf("%s is not a PDF", out)
		}
		files = append(files, data)
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Error("the same input and SOURCE_DATE_EPOCH gave different PDFs")
	}
	pdfinfo := testtool.Require(t, "pdfinfo")
	for i, want := range []string{"612 x 792 pts (letter)", "", "595.28 x 841.89 pts (A4)"} {
		if want == "" {
			continue
		}
		info, err := exec.Command(pdfinfo, filepath.Join(dir, "s"+string(rune('0'+i))+".pdf")).Output()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(info), want) || !strings.Contains(string(info), "CreationDate:    Fri May  8 12:00:00 2026 UTC") {
			t.Errorf("file %d: pdfinfo\n%s\nwant %q and the SOURCE_DATE_EPOCH date", i, info, want)
		}
	}
}

// TestPDFGlyphWarning: a name the font cannot print is a warning on standard error that
// names the player; the PDF is still written.
func TestPDFGlyphWarning(t *testing.T) {
	src, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	event := filepath.Join(dir, "cjk.trf")
	// Same number of characters, so the TRF columns stay aligned.
	trfText := strings.Replace(string(src), "Nakamura, Kenji", "Nakamura, 健二   ", 1)
	if err := os.WriteFile(event, []byte(trfText), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "cjk.pdf")
	code, _, stderr := runCLI(t, "standings", "--format", "pdf", "-o", out, event)
	want := "tiebreak: warning: player #3 \u201cNakamura, 健二\u201d: the built-in Go fonts have no glyph for 健 (U+5065), 二 (U+4E8C); they print as placeholder boxes. Choose a TrueType font (.ttf) that has them. Give it with --font FILE.ttf.\n"
	if code != 0 || stderr != want {
		t.Errorf("exit %d, stderr\n%q\nwant\n%q", code, stderr, want)
	}
	if _, err := os.Stat(out); err != nil {
		t.Error(err)
	}
}

func TestPDFFlagErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		env  string
		args []string
		code int
		want string
	}{
		{"", []string{"standings", "--format", "csv", "--paper", "a4"}, 2, "standings: --paper and --font apply to PDF output only (add --format pdf)"},
		{"", []string{"standings", "--format", "pdf", "--paper", "legal", "-o", filepath.Join(dir, "x.pdf")}, 2, `standings: --paper "legal": use letter or a4`},
		{"", []string{"standings", "--format", "pdf", "--font", filepath.Join(dir, "none.ttf"), "-o", filepath.Join(dir, "x.pdf")}, 1, "cannot read the font"},
		{"", []string{"standings", "--format", "pdf", "--font", "../../testdata/open.trf", "-o", filepath.Join(dir, "x.pdf")}, 1, "font open.trf: not a TrueType font"},
		{"yesterday", []string{"standings", "-o", filepath.Join(dir, "x.pdf")}, 2, `SOURCE_DATE_EPOCH="yesterday": expected a number of seconds since 1970-01-01 UTC`},
	} {
		t.Setenv("SOURCE_DATE_EPOCH", tc.env)
		code, _, stderr := runCLI(t, append(tc.args, "../../testdata/open.trf")...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want exit %d and %q", tc.args, code, stderr, tc.code, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.pdf")); err == nil {
		t.Error("a failed export left a file behind")
	}
}

// TestPrizesPDF: prizes --format pdf -o FILE --fund F EVENT writes the prize report with
// the award sheet, A4 with --paper a4, byte-identical for the same SOURCE_DATE_EPOCH.
func TestPrizesPDF(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	dir := t.TempDir()
	var files [][]byte
	for i, extra := range [][]string{{"--format", "pdf"}, nil, {"--paper", "a4"}} {
		out := filepath.Join(dir, "p"+string(rune('0'+i))+".pdf")
		args := append([]string{"prizes", "-o", out, "--fund", "../../testdata/open-fund.yaml"}, extra...)
		code, stdout, stderr := runCLI(t, append(args, "../../testdata/open.trf")...)
		if code != 0 || stdout != "" || stderr != "" {
			t.Fatalf("%q: exit %d\n%s%s", args, code, stdout, stderr)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, data)
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Error("--format pdf and the .pdf extension gave different files")
	}
	pdftotext := testtool.Require(t, "pdftotext")
	text, err := exec.Command(pdftotext, "-layout", filepath.Join(dir, "p0.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Prize winners", "How ties were split", "Final standings", "Award sheet", "Total: ", "Hand-out list (ceremony order: lowest award first)", "Page 4 of 4", "Generated by tiebreak " + version + " on 2026-05-08 12:00 UTC"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("prize PDF lacks %q", want)
		}
	}
	info, err := exec.Command(strings.TrimSuffix(pdftotext, "pdftotext")+"pdfinfo", filepath.Join(dir, "p2.pdf")).Output()
	if err == nil && !strings.Contains(string(info), "595.28 x 841.89 pts (A4)") {
		t.Errorf("--paper a4: pdfinfo\n%s", info)
	}
}

// TestPDFFont: --font embeds another TrueType font.
func TestPDFFont(t *testing.T) {
	dir := t.TempDir()
	font := filepath.Join(dir, "GoMono.ttf")
	if err := os.WriteFile(font, gomono.TTF, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "mono.pdf")
	code, _, stderr := runCLI(t, "standings", "-o", out, "--font", font, "../../testdata/open.trf")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	pdffonts := testtool.Require(t, "pdffonts")
	list, err := exec.Command(pdffonts, out).Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(list), "utf8gomono ") {
		t.Errorf("pdffonts does not list Go Mono:\n%s", list)
	}
}

// TestPDFMarksForcedAndInProgress: a PDF of an event ranked with --force says so in its
// header, and an event in progress is headed with the rounds counted, not the rounds planned.
func TestPDFMarksForcedAndInProgress(t *testing.T) {
	testtool.Require(t, "pdftotext")
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--force", "testdata/events/bad.trf"}, "UNVERIFIED: "},
		{[]string{"testdata/events/inprogress.trf"}, "Standings after round 4; round 5 in progress: 0 of 4 games entered \u00b7 8 players, 9 rounds"},
	} {
		out := filepath.Join(dir, "x.pdf")
		if code, _, stderr := runCLI(t, append([]string{"standings", "-q", "-o", out}, tc.args...)...); code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, stderr)
		}
		text, err := exec.Command("pdftotext", "-layout", out, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(text), tc.want) {
			t.Errorf("%v: the PDF does not say %q:\n%s", tc.args, tc.want, text)
		}
	}
}
