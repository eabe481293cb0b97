package app

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
)

// TestCommands checks the command lines the tiebreak command's engine runs for each
// answer, and how a failed run becomes an error: the command's own words, without the
// program's name and the usage hint.
func TestCommands(t *testing.T) {
	in := Inputs{Files: []string{"a.trf", "-b.trf"}, Template: "weekend-swiss"}
	opts := Options{Rules: "uscf", Tiebreaks: "MM,SOLK", Round: 3}
	sec := Section{File: "a.trf", Name: "Open"}
	for _, tc := range []struct {
		name string
		call func(c *Commands) error
		want string
	}{
		{"check", func(c *Commands) error { _, err := c.Check(context.Background(), in, opts); return err },
			"tiebreak check --format json -- a.trf -b.trf"},
		{"standings", func(c *Commands) error { _, err := c.Standings(context.Background(), in, opts, sec); return err },
			"tiebreak standings --format json --rules uscf --tiebreaks MM,SOLK --round 3 --section Open -- a.trf"},
		{"prizes", func(c *Commands) error {
			_, err := c.Prizes(context.Background(), Inputs{Fund: "fund.yaml"}, Options{}, Section{File: "a.trf"})
			return err
		}, "tiebreak prizes --fund fund.yaml -- a.trf"},
		{"report", func(c *Commands) error { return c.Report(context.Background(), in, opts, "out") },
			"tiebreak report -o out --fund weekend-swiss --rules uscf --tiebreaks MM,SOLK --round 3 -- a.trf -b.trf"},
		{"site", func(c *Commands) error { return c.Site(context.Background(), in, Options{}, "site") },
			"tiebreak publish -o site --fund weekend-swiss -- a.trf -b.trf"},
	} {
		var got string
		c := NewCommands(func(_ context.Context, args []string, _ io.Reader, _, _ io.Writer) int {
			got = strings.Join(args, " ")
			return 0
		})
		if err := tc.call(c); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
		if got != tc.want {
			t.Errorf("%s ran\n  %s\nwant\n  %s", tc.name, got, tc.want)
		}
	}

	failing := func(code int) *Commands {
		return NewCommands(func(_ context.Context, _ []string, _ io.Reader, stdout, stderr io.Writer) int {
			fmt.Fprint(stdout, `{"files":[]}`)
			fmt.Fprint(stderr, "tiebreak: a.trf: 2 errors\n  line 3\nRun 'tiebreak --help' or 'tiebreak COMMAND --help' for usage.\n")
			return code
		})
	}
	if out, err := failing(1).Check(context.Background(), in, opts); err != nil || string(out) != `{"files":[]}` {
		t.Errorf("check with errors found = %q, %v; want its report", out, err)
	}
	_, err := failing(1).Standings(context.Background(), in, opts, sec)
	if err == nil || err.Error() != "a.trf: 2 errors\n  line 3" {
		t.Errorf("standings failing = %v", err)
	}
	if _, err := failing(2).Check(context.Background(), in, opts); err == nil {
		t.Error("check exiting 2 is not an error")
	}
	if got := commandError(""); got != "the command failed" {
		t.Errorf("commandError of nothing = %q", got)
	}
}

// TestCommandsChoices checks that the choices offer every rulebook and built-in fund
// template, and presets and codes of both tiebreak families.
func TestCommandsChoices(t *testing.T) {
	c := NewCommands(nil)
	ch := c.Choices()
	if !slices.Contains(ch.Rules, "uscf") || !slices.Contains(ch.Rules, "fide-2024") || len(ch.Templates) == 0 {
		t.Fatalf("choices = %+v", ch)
	}
	systems := map[string]bool{}
	for _, p := range ch.Presets {
		systems[p.System] = true
	}
	if len(systems) < 2 || len(ch.Codes) == 0 {
		t.Errorf("presets of %v, %d codes", systems, len(ch.Codes))
	}
	if _, err := c.Template(ch.Templates[0]); err != nil {
		t.Error(err)
	}
	if _, err := c.Template("no-such-template"); err == nil {
		t.Error("an unknown template is not an error")
	}
}
