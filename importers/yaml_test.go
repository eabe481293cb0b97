package importers

import (
	"errors"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestYAMLError: the mistakes directors make in YAML by hand are reported at their own
// line and column, in words that say what to do.
func TestYAMLError(t *testing.T) {
	parserErr := errors.New("yaml: line 1: did not find expected key")
	for _, tc := range []struct{ src, want string }{
		{"name: x\nprizes:\n\t- {place: 1, cash: 5}\n", "f.yaml:3:1: a TAB is used for indenting"},
		{"name: x\nprizes:\n  \t- {place: 1, cash: 5}\n", "f.yaml:3:3: a TAB is used for indenting"},
		{"name: x\ncurrency: USD\nprizes:\n  - place: 1\n    cash: 5\n   trophy: Cup\n",
			"f.yaml:6:4: 'trophy:' is indented by 3 spaces, which lines up with no key of its block: indent it like 'place:' on line 4 (4 spaces)"},
		{"name: x\ncurrency: USD\n rounding: cent\nprizes:\n  - {place: 1, cash: 5}\n",
			"f.yaml:3:2: 'rounding:' is indented more than 'currency:' on line 2, which does not start a block: line it up with 'currency:' (0 spaces), or end line 2 with ':'"},
		{"name: x\nprizes:\n  - place: 1\n    cash: 5\n  - place: 2\n  cash: 3\n",
			"f.yaml:6:3: 'cash:' is indented by 2 spaces, which lines up with no key of its block: indent it like 'place:' on line 5 (4 spaces)"},
		{"name: x\nprizes:\n  - {place: 1, cash: 5\n  - {place: 2, cash: 3}\n", `f.yaml:3:5: "{" is not closed on this line`},
		{"name: x\nnotes: |\n  free text\n    indented: more\nprizes: [\n", `f.yaml:5:9: "[" is not closed on this line`},
		// Nothing recognised: the parser's message and line.
		{"name: x\nprizes:\n  - {place: 1, cash: 5}\n", "f.yaml:1: not valid YAML: did not find expected key"},
	} {
		if got := YAMLError("f.yaml", tc.src, parserErr).Error(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%q:\n got %s\nwant %s", tc.src, got, tc.want)
		}
	}
}

// TestYAMLDiagnosisQuietOnValidFiles: the fund templates and every YAML file of the
// repository's test data are valid, so the diagnosis must find nothing in them (it runs
// only after a parser failed, and must not point at a line that is right).
func TestYAMLDiagnosisQuietOnValidFiles(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../templates/prizes/*.yaml", "../testdata/*.yaml", "*/testdata/*.yaml", "../cmd/tiebreak/testdata/*/*.yaml", "../cmd/tiebreak/testdata/*/*/*.yaml", "../exporters/pdf/testdata/funds/*.yaml"} {
		m, _ := filepath.Glob(pattern)
		files = append(files, m...)
	}
	if len(files) < 5 {
		t.Fatalf("only %d YAML files", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if line, col, msg, ok := diagnoseYAML(string(data)); ok {
			t.Errorf("%s:%d:%d: %s", f, line, col, msg)
		}
	}
}

// FuzzDiagnoseYAML: the diagnosis never panics, and what it reports is on a line of the
// text.
func FuzzDiagnoseYAML(f *testing.F) {
	f.Add("name: x\nprizes:\n  - place: 1\n    cash: 5\n   trophy: Cup\n")
	f.Add("a:\n\t- b\n")
	f.Add("a: [1, {b: 2\n- - - x\n  k: |\n    t\n")
	f.Fuzz(func(t *testing.T, text string) {
		testtool.Budget(t, []byte(text), func() {
			line, _, _, ok := diagnoseYAML(text)
			if ok && (line < 1 || line > strings.Count(text, "\n")+1) {
				t.Errorf("line %d of a %d-line text", line, strings.Count(text, "\n")+1)
			}
		})
	})
}
