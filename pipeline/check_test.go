package pipeline

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestWriteCheckJSON checks the JSON contract of the check command: the events key,
// two-space indentation, fields left out when empty, the text-only fields never
// written, an empty list of problems as [] and <, > and & unescaped.
func TestWriteCheckJSON(t *testing.T) {
	for _, tc := range []struct {
		name    string
		reports []CheckReport
		want    string
	}{
		{"no events", nil, "{\n  \"events\": null\n}\n"},
		{"clean section", []CheckReport{{File: "open.json", Section: "U1800", OK: true, Problems: []Finding{}, Label: "open.json [U1800]"}},
			`{
  "events": [
    {
      "file": "open.json",
      "section": "U1800",
      "ok": true,
      "errors": 0,
      "warnings": 0,
      "problems": []
    }
  ]
}
`},
		{"one error", []CheckReport{{File: "a&b.trf", Errors: 1, Problems: []Finding{{Severity: "error", File: "a&b.trf", Line: 14, Column: 102,
			Player: 3, Round: 2, Message: "result <1> differs", Text: "a&b.trf:14:102: error: ..."}}}},
			`{
  "events": [
    {
      "file": "a&b.trf",
      "ok": false,
      "errors": 1,
      "warnings": 0,
      "problems": [
        {
          "severity": "error",
          "file": "a&b.trf",
          "line": 14,
          "column": 102,
          "player": 3,
          "round": 2,
          "message": "result <1> differs"
        }
      ]
    }
  ]
}
`},
	} {
		var b bytes.Buffer
		if err := WriteCheckJSON(&b, tc.reports); err != nil {
			t.Fatal(err)
		}
		if got := b.String(); got != tc.want {
			t.Errorf("%s: got\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}

// TestCheckReportWriteText: the text report caps each severity at the limit, counts
// the rest in the caller's words, and ends with the status line.
func TestCheckReportWriteText(t *testing.T) {
	r := CheckReport{Label: "e.trf [Open]", Errors: 3, Warnings: 1, Problems: []Finding{
		{Severity: "error", Text: "e.trf:1:1: error: a"}, {Severity: "warning", Text: "e.trf:2:1: warning: w"},
		{Severity: "error", Text: "e.trf:3:1: error: b"}, {Severity: "error", Text: "e.trf:4:1: error: c"}}}
	var b strings.Builder
	more := func(n int, noun string) string { return fmt.Sprintf("%d more %s", n, noun) }
	if err := r.WriteText(&b, 2, more); err != nil {
		t.Fatal(err)
	}
	want := "e.trf:1:1: error: a\ne.trf:2:1: warning: w\ne.trf:3:1: error: b\ne.trf [Open]: 1 more errors\ne.trf [Open]: FAILED (3 errors, 1 warning)\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	ok := CheckReport{Label: "e.trf", OK: true}
	if err := ok.WriteText(&b, 2, more); err != nil || b.String() != "e.trf: ok (0 errors, 0 warnings)\n" {
		t.Errorf("got %q, %v", b.String(), err)
	}
}
