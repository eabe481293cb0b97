package main

import (
	"errors"
	"fmt"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// pdfFlags are the page flags of every command that can write a PDF, bound to s.
func pdfFlags(s *settings) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "paper", Destination: &s.Paper, Action: layer(&s.Given.Paper), Usage: "PDF paper `SIZE`: letter or a4 (default: letter)"},
		&cli.StringFlag{Name: "font", Destination: &s.Font, Action: layer(&s.Given.Font), Usage: "TrueType `FILE.ttf` for PDF text in scripts the built-in fonts lack (CJK, Arabic, ...)"},
	}
}

// generatedAt returns the time stamp outputs carry ([pipeline.GeneratedAt]); a bad
// SOURCE_DATE_EPOCH is a usage error.
func generatedAt() (time.Time, error) {
	at, err := pipeline.GeneratedAt()
	if err != nil {
		return at, usagef("%v", err)
	}
	return at, nil
}

// pdfOptions completes o for a PDF export under the page flags of s
// ([pipeline.Settings.PDFOptions]), its warnings (a name the font cannot print) said on
// standard error. For another format, --paper and --font are usage errors rather than
// silently ignored.
func (e *env) pdfOptions(s *settings, format string, o *exporters.Options) error {
	if format != "pdf" {
		if s.Paper != "" || s.Font != "" {
			return usagef("%s: --paper and --font apply to PDF output only (add --format pdf)", s.command)
		}
		return nil
	}
	err := s.PDFOptions(o)
	if ce, ok := errors.AsType[*pipeline.ChoiceError](err); ok {
		return valueError(s.command+": --paper", ce.Value, ce.Choices)
	} else if _, ok := errors.AsType[*pipeline.EpochError](err); ok {
		return usagef("%v", err)
	} else if err != nil {
		return err
	}
	// Every warning of a PDF exporter is a text its font cannot print.
	o.Warn = func(msg string) { fmt.Fprintf(e.stderr, "tiebreak: warning: %s Give it with --font FILE.ttf.\n", msg) }
	return nil
}
