// Package yamlnode reads the settings files of the importers (prize funds, season and
// sidecar settings) from YAML nodes, so that every file reports its problems the same way:
// a positioned [importers.ParseError] per problem, unknown keys with a "did you mean" hint
// from [suggest.DidYouMean], duplicate keys and merge keys refused, and scalars read by one
// set of rules.
package yamlnode

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/suggest"
)

// Reader reads the nodes of one file; positions in its errors are those of the file.
type Reader struct {
	File string
	// Prepare, when set, is applied to every mapping [Reader.Pairs] reads, before the keys
	// are checked (the fund reader joins amounts YAML split at a comma).
	Prepare func(mapping *yaml.Node)
}

// Errf returns the error at line and col of the file, about field (the key, or "").
func (r *Reader) Errf(line, col int, field, format string, args ...any) error {
	return &importers.ParseError{File: r.File, Line: line, Column: col, Field: field, Err: fmt.Errorf(format, args...)}
}

// Resolve follows aliases (*name) to the node they name.
func Resolve(n *yaml.Node) *yaml.Node {
	for depth := 0; n != nil && n.Kind == yaml.AliasNode && depth < 100; depth++ {
		n = n.Alias
	}
	return n
}

// Pairs returns the key/value pairs of a mapping, rejecting duplicate and unknown keys;
// known lists the keys (the first element of each pair; the second is its description).
func (r *Reader) Pairs(n *yaml.Node, what string, known [][2]string) ([][2]*yaml.Node, error) {
	n = Resolve(n)
	if n == nil || n.Kind != yaml.MappingNode {
		line, col := 0, 0
		if n != nil {
			line, col = n.Line, n.Column
		}
		return nil, r.Errf(line, col, "", "%s must be a mapping of keys to values (key: value)", what)
	}
	if r.Prepare != nil {
		r.Prepare(n)
	}
	names := make([]string, len(known))
	for i, k := range known {
		names[i] = k[0]
	}
	seen := map[string]int{}
	var out [][2]*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := Resolve(n.Content[i]), Resolve(n.Content[i+1])
		if k == nil || v == nil {
			continue
		}
		if k.Kind != yaml.ScalarNode {
			return nil, r.Errf(k.Line, k.Column, "", "%s: keys must be plain words", what)
		}
		if k.Value == "<<" {
			return nil, r.Errf(k.Line, k.Column, "", "%s: merge keys (<<) are not supported; write the keys out", what)
		}
		if prev, dup := seen[k.Value]; dup {
			return nil, r.Errf(k.Line, k.Column, k.Value, "%s gives %q twice (first at line %d)", what, k.Value, prev)
		}
		seen[k.Value] = k.Line
		if !contains(names, k.Value) {
			hint := ""
			if q := suggest.DidYouMean(k.Value, names); q != "" {
				hint = " (" + q + ")"
			}
			return nil, r.Errf(k.Line, k.Column, "", "%s has no key %q%s (keys: %s)", what, k.Value, hint, strings.Join(names, ", "))
		}
		out = append(out, [2]*yaml.Node{k, v})
	}
	return out, nil
}

func contains(names []string, s string) bool {
	for _, n := range names {
		if n == s {
			return true
		}
	}
	return false
}

// Scalar returns the trimmed text of the scalar value v of key k; a list, a mapping, a
// null or a blank value is an error.
func (r *Reader) Scalar(k, v *yaml.Node) (string, error) {
	if v == nil || v.Kind != yaml.ScalarNode {
		line, col := k.Line, k.Column
		if v != nil {
			line, col = v.Line, v.Column
		}
		return "", r.Errf(line, col, k.Value, "expected a single value, not a list or mapping")
	}
	if v.Tag == "!!null" || strings.TrimSpace(v.Value) == "" {
		return "", r.Errf(v.Line, v.Column, k.Value, "the value is missing")
	}
	return strings.TrimSpace(v.Value), nil
}

// Word returns the choice v names, ignoring case, spelt as in choices.
func (r *Reader) Word(k, v *yaml.Node, choices ...string) (string, error) {
	s, err := r.Scalar(k, v)
	if err != nil {
		return "", err
	}
	for _, c := range choices {
		if strings.EqualFold(s, c) {
			return c, nil
		}
	}
	return "", r.Errf(v.Line, v.Column, k.Value, "%q: use %s", s, strings.Join(choices, " or "))
}

// Boolean reads true, yes or on and false, no or off.
func (r *Reader) Boolean(k, v *yaml.Node) (bool, error) {
	s, err := r.Scalar(k, v)
	if err != nil {
		return false, err
	}
	switch strings.ToLower(s) {
	case "true", "yes", "on":
		return true, nil
	case "false", "no", "off":
		return false, nil
	}
	return false, r.Errf(v.Line, v.Column, k.Value, "%q: use true or false", s)
}

// Integer reads a whole number from lo to hi.
func (r *Reader) Integer(k, v *yaml.Node, lo, hi int) (int, error) {
	s, err := r.Scalar(k, v)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		if ex, ok := ExampleNumber(s, lo, hi); ok && err != nil {
			return 0, r.Errf(v.Line, v.Column, k.Value, "%q: write a whole number from %d to %d, such as %s: %d", s, lo, hi, k.Value, ex)
		}
		return 0, r.Errf(v.Line, v.Column, k.Value, "%q: write a whole number from %d to %d", s, lo, hi)
	}
	return n, nil
}

// ExampleNumber returns the number s starts with ("1st", "60 entries") when it is
// within lo..hi, for an example of the corrected value.
func ExampleNumber(s string, lo, hi int) (int, bool) {
	end := 0
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, err := strconv.Atoi(s[:end])
	return n, err == nil && n >= lo && n <= hi
}
