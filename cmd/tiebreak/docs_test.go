package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
)

// commandDocs are the generated command reference files, from the top of the repository.
const (
	commandsMarkdown = "docs/commands.md"
	commandsMan      = "docs/tiebreak.1"
)

// TestCommandDocs fails when docs/commands.md or docs/tiebreak.1 differ from what the
// command definitions give; go test ./cmd/tiebreak -run TestCommandDocs -update
// rewrites them.
func TestCommandDocs(t *testing.T) {
	pages := helpPages(t)
	for _, f := range []struct {
		path string
		text string
	}{
		{commandsMarkdown, renderMarkdown(pages)},
		{commandsMan, renderMan(pages)},
	} {
		path := "../../" + f.path
		if *update {
			if err := os.WriteFile(path, []byte(f.text), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v: run go test ./cmd/tiebreak -run TestCommandDocs -update", err)
		}
		if string(got) != f.text {
			t.Errorf("%s is stale: run go test ./cmd/tiebreak -run TestCommandDocs -update", f.path)
		}
	}
}

// helpPage is the --help text of the program or of one command.
type helpPage struct {
	name  string // "" for the program, else the command's name
	usage string // the one-line summary
	text  string // the help as tiebreak prints it
}

// versionSection is the VERSION block of the program's help: the reference leaves it
// out, since it names the Go release the binary was built with.
var versionSection = regexp.MustCompile(`(?m)^VERSION:\n(   .*\n)+\n`)

// nameSection is the NAME block of a help text, which the manual page has already.
var nameSection = regexp.MustCompile(`^NAME:\n(   .*\n)+\n`)

// helpPages returns the help of the program and of every visible command, as the
// command line prints them.
func helpPages(t *testing.T) []helpPage {
	t.Helper()
	help := func(args ...string) string {
		var out, errOut bytes.Buffer
		if code := run(context.Background(), append([]string{"tiebreak"}, args...), nil, &out, &errOut); code != 0 {
			t.Fatalf("tiebreak %s: exit %d: %s", strings.Join(args, " "), code, errOut.String())
		}
		return strings.TrimRight(versionSection.ReplaceAllString(out.String(), ""), "\n") + "\n"
	}
	app := newApp(newEnv(context.Background(), nil, io.Discard, io.Discard))
	pages := []helpPage{{usage: app.Usage, text: help("help")}}
	for _, c := range app.Commands {
		if c.Hidden {
			continue
		}
		pages = append(pages, helpPage{name: c.Name, usage: c.Usage, text: help(c.Name, "--help")})
	}
	return pages
}

// renderMarkdown writes the command reference as Markdown: a table of the commands, then
// each help text as a code block under a heading of its own.
func renderMarkdown(pages []helpPage) string {
	var b strings.Builder
	b.WriteString("# Command reference\n\n")
	b.WriteString("<!-- Generated from the command definitions by\n")
	b.WriteString("     go test ./cmd/tiebreak -run TestCommandDocs -update; do not edit. -->\n\n")
	b.WriteString("Every command's `--help`, as `tiebreak help` and `tiebreak COMMAND --help` print it.\n")
	b.WriteString("The same text is the manual page [tiebreak.1](tiebreak.1) (`man ./docs/tiebreak.1`).\n")
	b.WriteString("The examples in it use your own file names (`event.trf`); the files under `examples/`\n")
	b.WriteString("run the same commands (see the [README](../README.md)).\n\n")
	b.WriteString("| command | what it does |\n|---|---|\n")
	for _, p := range pages[1:] {
		fmt.Fprintf(&b, "| [`%s`](#tiebreak-%s) | %s |\n", p.name, p.name, p.usage)
	}
	for _, p := range pages {
		title := "tiebreak"
		if p.name != "" {
			title += " " + p.name
		}
		fmt.Fprintf(&b, "\n## %s\n\n```text\n%s```\n", title, p.text)
	}
	return b.String()
}

// renderMan writes the command reference as a manual page in section 1: the program's
// help as the description, each command's help in a subsection, all as preformatted
// text so that it reads as the help does.
func renderMan(pages []helpPage) string {
	var b strings.Builder
	b.WriteString(`.\" Generated from the command definitions by` + "\n")
	b.WriteString(`.\" go test ./cmd/tiebreak -run TestCommandDocs -update; do not edit.` + "\n")
	b.WriteString(".TH TIEBREAK 1 \"\" \"tiebreak\" \"User Commands\"\n")
	b.WriteString(".SH NAME\n")
	fmt.Fprintf(&b, "tiebreak \\- %s\n", roffText(pages[0].usage))
	b.WriteString(".SH SYNOPSIS\n.B tiebreak\n.I command\n[\\fIoptions\\fR] [\\fIEVENT\\fR...]\n")
	b.WriteString(".SH DESCRIPTION\n")
	roffBlock(&b, nameSection.ReplaceAllString(pages[0].text, "")) // NAME above says it
	b.WriteString(".SH COMMANDS\n")
	for _, p := range pages[1:] {
		fmt.Fprintf(&b, ".SS tiebreak %s\n", p.name)
		roffBlock(&b, p.text)
	}
	b.WriteString(".SH SEE ALSO\n")
	b.WriteString("README.md and the files under docs/ in the tiebreak source: usage.md, formats.md,\n")
	b.WriteString("outputs.md, funds.md, tiebreaks.md, batch.md, development.md.\n")
	return b.String()
}

// roffBlock writes text as a preformatted block, each line as it is.
func roffBlock(b *strings.Builder, text string) {
	b.WriteString(".nf\n")
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if line == "" {
			b.WriteString("\n")
			continue
		}
		b.WriteString(`\&` + roffText(line) + "\n")
	}
	b.WriteString(".fi\n")
}

// roffText escapes text for roff: backslashes, and hyphens as minus signs so that
// options copied from the page keep their ASCII hyphens.
func roffText(s string) string {
	return strings.NewReplacer(`\`, `\e`, "-", `\-`).Replace(s)
}

// TestRoffText checks the escaping of the manual page.
func TestRoffText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"--fund FILE", `\-\-fund FILE`},
		{`C:\events`, `C:\eevents`},
		{"plain", "plain"},
	}
	for _, tc := range tests {
		if got := roffText(tc.in); got != tc.want {
			t.Errorf("roffText(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
