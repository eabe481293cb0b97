package pipeline

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// CheckReport is what checking found in one event, or one section of a file with
// several: the check command's report block, and its JSON.
type CheckReport struct {
	File     string    `json:"file"`
	Section  string    `json:"section,omitempty"`
	OK       bool      `json:"ok"`
	Errors   int       `json:"errors"`
	Warnings int       `json:"warnings"`
	Problems []Finding `json:"problems"` // every error, and every warning unless quiet
	// Label names the section in the text report: "event.json [Under 1800]".
	Label string `json:"-"`
}

// WriteCheckJSON writes reports as the JSON document of the check command, a contract
// for scripts: {"events": [...]}, one object per report with every problem, indented by
// two spaces, with <, > and & as they are.
func WriteCheckJSON(w io.Writer, reports []CheckReport) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Events []CheckReport `json:"events"`
	}{reports})
}

// WriteText writes r as the text report of the check command: each problem on its
// line, at most limit errors and limit warnings, a line counting the others of each
// severity that more words ("and 3 more errors; ..."; noun is "errors" or "warnings"),
// and the status line "event.trf: FAILED (2 errors, 1 warning)".
func (r CheckReport) WriteText(w io.Writer, limit int, more func(n int, noun string) string) error {
	shown := map[string]int{}
	for _, f := range r.Problems {
		if shown[f.Severity]++; shown[f.Severity] <= limit {
			fmt.Fprintln(w, f.Text)
		}
	}
	for _, sev := range []string{"error", "warning"} {
		if n := shown[sev] - limit; n > 0 {
			fmt.Fprintf(w, "%s: %s\n", r.Label, more(n, sev+"s"))
		}
	}
	status := "ok"
	if !r.OK {
		status = "FAILED"
	}
	_, err := fmt.Fprintf(w, "%s: %s (%s, %s)\n", r.Label, status, plural(r.Errors, "error"), plural(r.Warnings, "warning"))
	return err
}

// Finding is one problem of a check report: its place in the file where known, what
// was found, and the line the text report prints.
type Finding struct {
	Severity string `json:"severity"` // "error" or "warning"
	File     string `json:"file,omitempty"`
	Line     int    `json:"line,omitempty"`
	Column   int    `json:"column,omitempty"`
	Cell     string `json:"cell,omitempty"`
	Field    string `json:"field,omitempty"`
	Player   int    `json:"player,omitempty"`
	Round    int    `json:"round,omitempty"`
	Message  string `json:"message"`
	Text     string `json:"-"`
}

// CheckSection gathers the problems of one section of the event read from path, in
// the order the text report prints them: import errors, or import warnings then
// consistency problems, the rounds in progress (worded by note) and the findings of
// rc (nil for none). With quiet, warnings are counted but not listed.
func CheckSection(path string, s *Section, quiet bool, rc *RatingReportCheck, note func(Note) string) CheckReport {
	r := CheckReport{File: path, Section: s.Name, Label: s.Label(path), Problems: []Finding{}}
	add := func(f Finding) {
		if f.Severity == "error" {
			r.Errors++
		} else {
			r.Warnings++
			if quiet {
				return
			}
		}
		r.Problems = append(r.Problems, f)
	}
	if s.Err != nil {
		for _, line := range strings.Split(JoinedLines(s.Err), "\n") {
			f := Finding{Severity: "error", Message: line, Text: line}
			if !strings.HasPrefix(line, path) {
				f.Text = r.Label + ": " + line
			}
			add(f)
		}
		positionErrors(r.Problems, s.Err)
	} else {
		l := s.Loaded
		for _, w := range l.Warnings {
			f := parseFinding("warning", w)
			f.Text = warningText(w)
			add(f)
		}
		for _, p := range l.Problems {
			add(Finding{Severity: severity(p.Severity), File: path, Line: p.Pos.Line, Column: p.Pos.Column, Cell: p.Pos.Cell,
				Player: int(p.Player), Round: p.Round, Message: p.Message, Text: p.Text(r.Label)})
		}
		for _, n := range ProgressNotes(l.T) {
			text := note(n)
			add(Finding{Severity: "warning", File: path, Message: text, Text: r.Label + ": warning: " + text})
		}
		if rc != nil {
			for _, p := range rc.Problems(l.T) {
				pr := Problem{Problem: p}
				if p.Player != 0 {
					pr.Pos, _ = l.Positions.Of(p.Player, 0)
				}
				add(Finding{Severity: severity(p.Severity), File: path, Line: pr.Pos.Line, Column: pr.Pos.Column, Cell: pr.Pos.Cell,
					Player: int(p.Player), Message: p.Message, Text: pr.Text(r.Label)})
			}
		}
	}
	r.OK = r.Errors == 0
	return r
}

// severity words the severity of an engine problem.
func severity(s engine.Severity) string {
	if s == engine.Error {
		return "error"
	}
	return "warning"
}

// parseFinding describes an importer's error or warning.
func parseFinding(severity string, pe *importers.ParseError) Finding {
	f := Finding{Severity: severity, File: pe.File, Line: pe.Line, Column: pe.Column, Cell: pe.Cell, Field: pe.Field}
	if pe.Err != nil {
		f.Message = pe.Err.Error()
	}
	return f
}

// positionErrors fills in the place of each import error that is one line of text,
// where the importer said it (findings holds one entry per line of err's messages).
func positionErrors(findings []Finding, err error) {
	leaves := ErrorLeaves(err)
	if len(leaves) != len(findings) {
		return // some message spans lines: keep the text alone
	}
	for i, leaf := range leaves {
		var pe *importers.ParseError
		if errors.As(leaf, &pe) {
			text := findings[i].Text
			findings[i] = parseFinding("error", pe)
			findings[i].Text = text
		}
	}
}

// warningText formats an import warning as check prints every finding, with the
// severity after the position: "event.trf:3:5: warning: rounds: 5, but line 2 said 7".
func warningText(w *importers.ParseError) string {
	pe := *w
	pe.Field = "warning"
	if w.Field != "" {
		pe.Field += ": " + w.Field
	}
	return pe.Error()
}

// JoinedLines returns the messages of an errors.Join tree, one per line.
func JoinedLines(err error) string {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var lines []string
		for _, e := range j.Unwrap() {
			lines = append(lines, JoinedLines(e))
		}
		return strings.Join(lines, "\n")
	}
	return err.Error()
}

// ErrorLeaves returns the errors at the leaves of an errors.Join tree, in order: err
// itself when it is not a join.
func ErrorLeaves(err error) []error {
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return []error{err}
	}
	var leaves []error
	for _, e := range j.Unwrap() {
		leaves = append(leaves, ErrorLeaves(e)...)
	}
	return leaves
}
