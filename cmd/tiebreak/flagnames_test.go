package main

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// flagReaders are the methods of *cli.Context that read a flag by name.
var flagReaders = map[string]bool{
	"String": true, "Bool": true, "Int": true, "Int64": true, "Uint": true, "Uint64": true,
	"Float64": true, "Duration": true, "StringSlice": true, "IntSlice": true, "Generic": true,
	"IsSet": true, "Value": true, "Path": true, "Timestamp": true,
}

// TestEveryFlagIsBound fails when a flag is bound to no field: each flag is declared
// once with its Destination (a GenericFlag with its Value) or an Action that sets a field
// ([into]), where a misspelt field does not compile, and is read through that field,
// never by its name. A flag that is not
// bound must be one the code reads by name, which TestEveryFlagReadIsDeclared checks.
func TestEveryFlagIsBound(t *testing.T) {
	read := flagNamesRead(t)
	for _, c := range newApp(&env{formats: pipeline.NewFormats()}).Commands {
		for _, f := range c.Flags {
			v := reflect.ValueOf(f).Elem()
			dst := v.FieldByName("Destination")
			if _, ok := f.(*cli.GenericFlag); ok {
				dst = v.FieldByName("Value")
			}
			act := v.FieldByName("Action")
			bound := dst.IsValid() && !dst.IsNil() || act.IsValid() && !act.IsNil()
			if name := f.Names()[0]; !bound && read[name] == "" {
				t.Errorf("%s --%s: no Destination, and no code reads it", c.Name, name)
			}
		}
	}
}

// TestEveryFlagReadIsDeclared fails when the code reads a flag by a name no command
// declares: urfave/cli answers such a read with the zero value, so a misspelt name
// (c.String("fnud")) would silently read as empty. Every literal or constant name given
// to a *cli.Context reader must be the name or an alias of a flag of some command.
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

	var undeclared []string
	for name, at := range flagNamesRead(t) {
		if !declared[name] {
			undeclared = append(undeclared, at+": "+name)
		}
	}
	sort.Strings(undeclared)
	for _, u := range undeclared {
		t.Errorf("flag read but declared by no command: %s", u)
	}
}

// flagNamesRead returns the flag names the package's code reads by name (a literal or a
// constant given to a method of a *cli.Context named c), each with where it is read.
func flagNamesRead(t *testing.T) map[string]string {
	t.Helper()
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
	// The package's string constants, for names given as a constant.
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
	read := map[string]string{}
	for _, f := range parsed {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			// c.String("fund"): a method of the *cli.Context named c.
			fun, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || !flagReaders[fun.Sel.Name] {
				return true
			}
			if x, ok := fun.X.(*ast.Ident); !ok || x.Name != "c" {
				return true
			}
			if name, ok := nameOf(call.Args[0]); ok {
				read[name] = fset.Position(call.Pos()).String()
			}
			return true
		})
	}
	return read
}
