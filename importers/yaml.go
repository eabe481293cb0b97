package importers

import (
	"fmt"
	"strconv"
	"strings"
)

// YAMLError turns the error a YAML parser gave for text (a fund or settings file named
// file) into a [ParseError] in a director's words, at the line and column of the
// mistake: a TAB used for indenting, a key indented unlike the keys around it, a '{' or
// '[' not closed on its line. YAML parsers report some mistakes at the line where the
// enclosing block starts; the text is read again to find the line itself. Other errors
// keep the parser's message and line ("yaml: line 3: ...").
func YAMLError(file, text string, err error) *ParseError {
	if line, col, msg, ok := diagnoseYAML(text); ok {
		return &ParseError{File: file, Line: line, Column: col, Err: fmt.Errorf("%s", msg)}
	}
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 0
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if n, after, ok := strings.Cut(rest, ":"); ok {
			if v, err := strconv.Atoi(n); err == nil {
				line, msg = v, strings.TrimSpace(after)
			}
		}
	}
	return &ParseError{File: file, Line: line, Err: fmt.Errorf("not valid YAML: %s", msg)}
}

// yamlLevel is an indentation at which keys or list items of an open block start.
type yamlLevel struct {
	indent int
	line   int    // where the first key at this indentation is
	key    string // that key, or "-" for list items
}

// diagnoseYAML looks in text for the mistakes directors make in YAML by hand and returns
// the first one with its line, column and a message saying what to do; ok is false when
// none is found.
func diagnoseYAML(text string) (line, col int, msg string, ok bool) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var levels []yamlLevel // open blocks, outermost first
	opens := true          // the previous line may be followed by a deeper block
	scalar := -1           // the indentation of a key whose block scalar (| or >) follows
	var prev yamlLevel     // the last key read
	for i, raw := range lines {
		n := i + 1
		lead := raw[:len(raw)-len(strings.TrimLeft(raw, " \t"))]
		if t := strings.IndexByte(lead, '\t'); t >= 0 {
			return n, t + 1, "a TAB is used for indenting; YAML indents with spaces only: replace the TAB with spaces (two per level, lined up with the keys above)", true
		}
		body := raw[len(lead):]
		indent := len(lead)
		if body == "" || strings.HasPrefix(body, "#") || strings.HasPrefix(body, "---") {
			continue
		}
		if scalar >= 0 && indent > scalar {
			continue // text of a block scalar
		}
		scalar = -1
		if c, ok := unclosedFlow(body); ok {
			return n, indent + c + 1, fmt.Sprintf("%q is not closed on this line: end it with %q (a list or mapping in braces stays on one line)", body[c:c+1], closer(body[c])), true
		}
		// Keys of a list item ("- place: 1") start after the dash and its spaces.
		keyIndent, key := indent, yamlKey(body)
		for strings.HasPrefix(body[keyIndent-indent:], "- ") {
			keyIndent += 2
			for keyIndent-indent < len(body) && body[keyIndent-indent] == ' ' {
				keyIndent++
			}
		}
		top := len(levels) - 1
		switch {
		case top < 0 || indent > levels[top].indent && opens:
			levels = append(levels, yamlLevel{indent, n, key})
		case indent > levels[top].indent:
			return n, indent + 1, fmt.Sprintf("%s is indented more than %s on line %d, which does not start a block: line it up with %s (%d spaces), or end line %d with ':'",
				quoteKey(key), quoteKey(prev.key), prev.line, quoteKey(prev.key), levels[top].indent, prev.line), true
		default:
			var popped *yamlLevel
			for len(levels) > 0 && levels[len(levels)-1].indent > indent {
				popped = &levels[len(levels)-1]
				levels = levels[:len(levels)-1]
			}
			var l yamlLevel
			switch {
			case len(levels) > 0 && levels[len(levels)-1].indent == indent && (key == "-" || levels[len(levels)-1].key != "-"):
				goto fine
			case popped != nil:
				l = *popped
			case len(levels) > 0:
				l = levels[len(levels)-1]
			default:
				l = yamlLevel{0, 1, "the first key"}
			}
			return n, indent + 1, fmt.Sprintf("%s is indented by %d spaces, which lines up with no key of its block: indent it like %s on line %d (%d spaces)",
				quoteKey(key), indent, quoteKey(l.key), l.line, l.indent), true
		}
	fine:
		prev = yamlLevel{keyIndent, n, yamlKey(body[keyIndent-indent:])}
		if keyIndent > indent {
			levels = append(levels, yamlLevel{keyIndent, n, yamlKey(body[keyIndent-indent:])})
		}
		end := stripComment(body)
		opens = strings.HasSuffix(end, ":")
		for _, b := range []string{"|", ">", "|-", ">-", "|+", ">+"} {
			if strings.HasSuffix(end, ": "+b) {
				scalar = keyIndent
			}
		}
	}
	return 0, 0, "", false
}

// yamlKey returns the key a line starts with ("cash" for "cash: 5"), "-" for a list item.
func yamlKey(body string) string {
	if strings.HasPrefix(body, "-") {
		return "-"
	}
	k, _, _ := strings.Cut(body, ":")
	return strings.TrimSpace(k)
}

func quoteKey(k string) string {
	switch k {
	case "-":
		return "the list item"
	case "the first key":
		return k
	}
	return "'" + k + ":'"
}

// stripComment returns body without a trailing " # comment" and trailing spaces.
func stripComment(body string) string {
	if i := strings.Index(body, " #"); i >= 0 {
		body = body[:i]
	}
	return strings.TrimRight(body, " ")
}

// unclosedFlow returns the column (0-based) of a '{' or '[' the line does not close,
// outside quotes; ok is false when every one is closed.
func unclosedFlow(body string) (col int, ok bool) {
	var stack []int
	var quote byte
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || body[i-1] == ' '):
			i = len(body)
		case c == '{' || c == '[':
			stack = append(stack, i)
		case (c == '}' || c == ']') && len(stack) > 0:
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) == 0 {
		return 0, false
	}
	return stack[0], true
}

func closer(open byte) string {
	if open == '[' {
		return "]"
	}
	return "}"
}
