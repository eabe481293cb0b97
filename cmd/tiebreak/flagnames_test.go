package main

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// flagReaders are the calls that read a flag by name: the methods of *cli.Context, and
// the helpers of this package that take a flag's name.
var flagReaders = map[string]bool{
	"String": true, "Bool": true, "Int": true, "Int64": true, "Uint": true, "Float64": true,
	"Duration": true, "StringSlice": true, "IntSlice": true, "Generic": true, "IsSet": true,
	"Value": true, "Path": true, "Timestamp": true,
	"given": true, "repeated": true,
}

// TestEveryFlagReadIsDeclared fails when the code reads a flag by a name no command
// declares (flags bound to a field with Destination are read without a name): urfave/cli answers such a read with the zero value, so a misspelt name
// (c.String("fnud")) would silently read as empty. Every literal or constant name given
// to a *cli.Context reader, or to this package's helpers that take a flag name, must be
// the name or an alias of a flag of some command.
func TestEveryFlagReadIsDeclared(t *testing.T) {
	declared := map[string]bool{"help": true, "version": true}
	app := newApp(&env{formats: pipeline.NewFormats()})
	var walk func(cmds []*cli.Command)
	walk = func(cmds []*cli.Command) {
		for _, c := range cmds {
			for _, f := range c.Flags {
				for _, n := range f.Names() {
					declared[n] = true
				}
			}
			walk(c.Subcommands)
		}
	}
	for _, f := range app.Flags {
		for _, n := range f.Names() {
			declared[n] = true
		}
	}
	walk(app.Commands)

	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var parsed []*ast.File
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}
	// The package's string constants, for names given as a constant (ownFolderFlag).
	consts := map[string]string{}
	for _, f := range parsed {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							consts[n.Name], _ = strconv.Unquote(lit.Value)
						}
					}
				}
			}
		}
	}
	nameOf := func(e ast.Expr) (string, bool) {
		switch e := e.(type) {
		case *ast.BasicLit:
			if e.Kind != token.STRING {
				return "", false
			}
			v := constant.MakeFromLiteral(e.Value, e.Kind, 0)
			return constant.StringVal(v), true
		case *ast.Ident:
			v, ok := consts[e.Name]
			return v, ok
		}
		return "", false
	}
	var undeclared []string
	reads, bound := 0, 0
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			// A flag bound to a field (Destination: &o.Output) is read where it is
			// declared: no name to misspell.
			if kv, ok := n.(*ast.KeyValueExpr); ok {
				if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Destination" {
					bound++
				}
			}
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			var fn string
			arg := call.Args[0]
			switch fun := call.Fun.(type) {
			case *ast.SelectorExpr:
				// c.String("fund"): a method of the *cli.Context named c.
				if x, ok := fun.X.(*ast.Ident); !ok || x.Name != "c" {
					return true
				}
				fn = fun.Sel.Name
			case *ast.Ident:
				fn = fun.Name
				if fn == "repeated" && len(call.Args) == 2 {
					arg = call.Args[1] // repeated(c, "name")
				}
			}
			if !flagReaders[fn] {
				return true
			}
			name, ok := nameOf(arg)
			if !ok {
				return true // a variable: the literal it comes from is checked where it is written
			}
			reads++
			if !declared[name] {
				undeclared = append(undeclared, fset.Position(call.Pos()).String()+": "+name)
			}
			return true
		})
	}
	sort.Strings(undeclared)
	for _, u := range undeclared {
		t.Errorf("flag read but declared by no command: %s", u)
	}
	if reads+bound < 80 {
		t.Errorf("found %d flag reads and %d flags bound to fields; the walk is missing the commands' reads", reads, bound)
	}
}
