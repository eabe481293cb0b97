package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/cmd/internal/cliargs"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// TestHelpFitsEightyColumns renders the help of the app and of every command as a user
// sees it and requires every line to fit an 80-column terminal, every description line
// to fit without being rewrapped (so examples stay as written), and an Examples section
// with at least one example.
func TestHelpFitsEightyColumns(t *testing.T) {
	app := newApp(&env{formats: pipeline.NewFormats()})
	pages := [][]string{{"--help"}}
	descriptions := map[string]string{"tiebreak": app.Description}
	for _, c := range app.Commands {
		pages = append(pages, []string{c.Name, "--help"})
		descriptions[c.Name] = c.Description
	}
	for name, d := range descriptions {
		for _, line := range strings.Split(d, "\n") {
			if n := utf8.RuneCountInString(line); n > cliargs.HelpWidth-3 {
				t.Errorf("%s: description line of %d characters (at most %d, indented by 3): %q", name, n, cliargs.HelpWidth-3, line)
			}
		}
	}
	for _, args := range pages {
		var out, errOut bytes.Buffer
		code := run(context.Background(), append([]string{"tiebreak"}, args...), nil, &out, &errOut)
		name := strings.Join(args, " ")
		if code != 0 || errOut.Len() != 0 {
			t.Errorf("tiebreak %s: exit %d, stderr %q", name, code, errOut.String())
		}
		for i, line := range strings.Split(out.String(), "\n") {
			if n := utf8.RuneCountInString(line); n > cliargs.HelpWidth {
				t.Errorf("tiebreak %s: line %d has %d characters: %q", name, i+1, n, line)
			}
		}
		_, examples, ok := strings.Cut(out.String(), "\n   Examples:\n")
		if !ok || !strings.HasPrefix(examples, "      tiebreak ") {
			t.Errorf("tiebreak %s: no Examples section starting with an example", name)
		}
	}
}
