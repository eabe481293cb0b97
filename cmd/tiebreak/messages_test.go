package main

import (
	"bytes"
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestUsageErrorsExit2 checks that every mistake in how a command is called, a missing
// command, argument or required flag included, exits with status 2 and says so on
// standard error, with nothing on standard output.
func TestUsageErrorsExit2(t *testing.T) {
	const event = "../../testdata/sample.trf"
	tests := [][]string{
		{},
		{"standigs"},
		{"help", "standigs"},
		{"standings"},
		{"standings", event, event},
		{"standings", "--formt", "csv", event},
		{"wallchart"},
		{"wallchart", "-"},
		{"convert", event},
		{"convert"},
		{"convert", "-o", "-", event},
		{"prizes", event},
		{"prizes", "--fund", "weekend-swiss"},
		{"teams"},
		{"check"},
		{"templates", "a", "b"},
		{"templates", "nope"},
		{"formats", "csv"},
		{"tiebreaks", "uscf"},
		{"generate", "event.trf"},
		{"generate", "--players", "1"},
		{"standings", "--round", "0", event},
		{"standings", "--type", "knockout", event},
		{"standings", "--rules", "fdie", event},
		{"standings", "-O", "nonsense", event},
		{"standings", "--paper", "a5", "-f", "pdf", "-o", "x.pdf", event},
	}
	for _, args := range tests {
		var out, errOut bytes.Buffer
		code := run(context.Background(), append([]string{"tiebreak"}, args...), nil, &out, &errOut)
		if code != 2 || out.Len() != 0 || errOut.Len() == 0 {
			t.Errorf("tiebreak %s: exit %d, %d bytes out, stderr %q; want exit 2, a message and no output",
				strings.Join(args, " "), code, out.Len(), errOut.String())
		}
	}
}

// TestNoCommandPrintsHelp checks that tiebreak alone prints the help to standard error.
func TestNoCommandPrintsHelp(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"tiebreak"}, nil, &out, &errOut)
	if code != 2 || out.Len() != 0 || !strings.Contains(errOut.String(), "COMMANDS:") || !strings.Contains(errOut.String(), "Examples:") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errOut.String())
	}
	out.Reset()
	if code := run(context.Background(), []string{"tiebreak", "help", "standings"}, nil, &out, &errOut); code != 0 || !strings.Contains(out.String(), "tiebreak standings") {
		t.Errorf("help standings: exit %d, stdout %q", code, out.String())
	}
}

// packagePrefix matches a message that starts with a Go package name and a colon, as
// "engine: unknown tiebreak" did: users do not know the packages.
var packagePrefix = regexp.MustCompile(`^(engine|uscf|fide|teams|prizes|synth|importers|crosstable|csvin|xlsxin|jsonin|trf|dbfin|htmlin|swisssys|fund|exporters|csvout|xlsxout|jsonout|textout|trfout|dbfout|pdfout|templates|suggest|main): `)

// TestNoPackagePrefixes reads every error message written in the module's Go source
// (errors.New and fmt.Errorf) and refuses one that starts with a package name.
func TestNoPackagePrefixes(t *testing.T) {
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			pkg, ok := sel.X.(*ast.Ident)
			if !ok || !(pkg.Name == "errors" && sel.Sel.Name == "New" || pkg.Name == "fmt" && sel.Sel.Name == "Errorf") {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			msg, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			checked++
			if packagePrefix.MatchString(msg) {
				t.Errorf("%s: message %q starts with a package name", fset.Position(lit.Pos()), msg)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 200 {
		t.Errorf("checked only %d messages; is the walk finding the source?", checked)
	}
}
