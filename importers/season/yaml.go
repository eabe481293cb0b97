package season

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"tiebreak/importers"
)

// parser reads one settings file; positions in its errors are those of the file.
type parser struct {
	file string
	dir  string // the file's folder, for relative paths
}

func (p *parser) errf(line, col int, field, format string, args ...any) error {
	return &importers.ParseError{File: p.file, Line: line, Column: col, Field: field, Err: fmt.Errorf(format, args...)}
}

// resolve follows aliases (*name) to the node they name.
func resolve(n *yaml.Node) *yaml.Node {
	for depth := 0; n != nil && n.Kind == yaml.AliasNode && depth < 100; depth++ {
		n = n.Alias
	}
	return n
}

// pairs returns the key/value pairs of a mapping, rejecting duplicate and unknown keys.
func (p *parser) pairs(n *yaml.Node, what string, known [][2]string) ([][2]*yaml.Node, error) {
	n = resolve(n)
	if n == nil || n.Kind != yaml.MappingNode {
		line, col := 0, 0
		if n != nil {
			line, col = n.Line, n.Column
		}
		return nil, p.errf(line, col, "", "%s must be a mapping of keys to values (key: value)", what)
	}
	var names []string
	for _, k := range known {
		names = append(names, k[0])
	}
	seen := map[string]int{}
	var out [][2]*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := resolve(n.Content[i]), resolve(n.Content[i+1])
		if k == nil || v == nil {
			continue
		}
		if k.Kind != yaml.ScalarNode {
			return nil, p.errf(k.Line, k.Column, "", "%s: keys must be plain words", what)
		}
		if k.Value == "<<" {
			return nil, p.errf(k.Line, k.Column, "", "%s: merge keys (<<) are not supported; write the keys out", what)
		}
		if prev, dup := seen[k.Value]; dup {
			return nil, p.errf(k.Line, k.Column, k.Value, "%s gives %q twice (first at line %d)", what, k.Value, prev)
		}
		seen[k.Value] = k.Line
		ok := false
		for _, name := range names {
			ok = ok || name == k.Value
		}
		if !ok {
			return nil, p.errf(k.Line, k.Column, "", "%s has no key %q%s (keys: %s)", what, k.Value, suggest(k.Value, names), strings.Join(names, ", "))
		}
		out = append(out, [2]*yaml.Node{k, v})
	}
	return out, nil
}

// suggest returns ` (did you mean "fund"?)` for a near miss.
func suggest(s string, names []string) string {
	best, bestD := "", 3
	for _, name := range names {
		if d := distance(strings.ToLower(s), strings.ToLower(name)); d < bestD {
			best, bestD = name, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// distance is the Levenshtein distance, for short keys.
func distance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 99
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// scalar returns the text of a scalar value.
func (p *parser) scalar(k, v *yaml.Node) (string, error) {
	if v == nil || v.Kind != yaml.ScalarNode {
		line, col := k.Line, k.Column
		if v != nil {
			line, col = v.Line, v.Column
		}
		return "", p.errf(line, col, k.Value, "expected a single value, not a list or mapping")
	}
	if v.Tag == "!!null" || strings.TrimSpace(v.Value) == "" {
		return "", p.errf(v.Line, v.Column, k.Value, "the value is missing")
	}
	return strings.TrimSpace(v.Value), nil
}

func (p *parser) word(k, v *yaml.Node, choices ...string) (string, error) {
	s, err := p.scalar(k, v)
	if err != nil {
		return "", err
	}
	for _, c := range choices {
		if strings.EqualFold(s, c) {
			return c, nil
		}
	}
	return "", p.errf(v.Line, v.Column, k.Value, "%q: use %s", s, strings.Join(choices, " or "))
}

func (p *parser) boolean(k, v *yaml.Node) (bool, error) {
	s, err := p.scalar(k, v)
	if err != nil {
		return false, err
	}
	switch strings.ToLower(s) {
	case "true", "yes", "on":
		return true, nil
	case "false", "no", "off":
		return false, nil
	}
	return false, p.errf(v.Line, v.Column, k.Value, "%q: use true or false", s)
}
