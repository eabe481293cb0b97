package pipeline

import (
	"bytes"
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
