package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// maxFontSize bounds a --font file: the largest CJK TrueType fonts are about 20 MB.
const maxFontSize = 64 << 20

// pdfFlags are the page flags of every command that can write a PDF, bound to s.
func pdfFlags(s *settings) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "paper", Destination: &s.Paper, Action: layer(&s.Given.Paper), Usage: "PDF paper `SIZE`: letter or a4 (default: letter)"},
		&cli.StringFlag{Name: "font", Destination: &s.Font, Action: layer(&s.Given.Font), Usage: "TrueType `FILE.ttf` for PDF text in scripts the built-in fonts lack (CJK, Arabic, ...)"},
	}
}

// generatedAt returns the time stamp outputs carry: SOURCE_DATE_EPOCH (seconds since
// 1970, https://reproducible-builds.org/specs/source-date-epoch/) when it is set, so that
// the same input gives the same file, else the current time.
func generatedAt() (time.Time, error) {
	v, ok := os.LookupEnv("SOURCE_DATE_EPOCH")
	if !ok || strings.TrimSpace(v) == "" {
		return time.Now().UTC().Truncate(time.Second), nil
	}
	secs, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil || secs < 0 || secs > 253402300799 {
		return time.Time{}, usagef("SOURCE_DATE_EPOCH=%q: expected a number of seconds since 1970-01-01 UTC", v)
	}
	return time.Unix(secs, 0).UTC(), nil
}

// pdfOptions completes o for a PDF export: paper, font, time stamp, and warnings (a name
// the font cannot print) to standard error. For another format, --paper and --font are
// usage errors rather than silently ignored.
func (e *env) pdfOptions(s *settings, format string, o *exporters.Options) error {
	paper, font := s.Paper, s.Font
	if format != "pdf" {
		if paper != "" || font != "" {
			return usagef("%s: --paper and --font apply to PDF output only (add --format pdf)", s.command)
		}
		return nil
	}
	o.HandOut = true // a prize PDF ends with the hand-out list for the ceremony
	switch p := strings.ToLower(strings.TrimSpace(paper)); p {
	case "", "letter", "a4":
		o.Paper = p
	default:
		return valueError(s.command+": --paper", paper, []string{"letter", "a4"})
	}
	if font != "" {
		data, err := importers.ReadSideFile(font, maxFontSize)
		if err != nil {
			return fmt.Errorf("cannot read the font: %w", err)
		}
		o.Font, o.FontName = data, filepath.Base(font)
	}
	at, err := generatedAt()
	if err != nil {
		return err
	}
	o.GeneratedAt = at
	// Every warning of a PDF exporter is a text its font cannot print.
	o.Warn = func(msg string) { fmt.Fprintf(e.stderr, "tiebreak: warning: %s Give it with --font FILE.ttf.\n", msg) }
	return nil
}
