package xlsxout

import (
	"strconv"
	"strings"
	"unicode/utf16"
)

// maxSheetName is Excel's limit on sheet names, in UTF-16 code units.
const maxSheetName = 31

// sheetNames hands out sheet names that Excel accepts: at most 31 UTF-16 units, none of
// : \ / ? * [ ], no leading or trailing apostrophe, and unique without regard to case.
type sheetNames struct {
	used map[string]bool // lower-cased names already taken
}

func newSheetNames() *sheetNames { return &sheetNames{used: map[string]bool{}} }

// name returns a valid, unused sheet name for "prefix kind": the prefix is shortened first,
// so the kind ("Wall chart") stays readable, and " (2)", " (3)", ... make it unique.
func (n *sheetNames) name(prefix, kind string) string {
	prefix = clean(prefix)
	kind = clean(kind)
	for i := 1; ; i++ {
		suffix := kind
		if i > 1 {
			suffix += " (" + strconv.Itoa(i) + ")"
		}
		full := suffix
		if prefix != "" {
			room := maxSheetName - utf16Len(suffix) - 1
			full = strings.TrimSpace(truncateUTF16(prefix, room)) + " " + suffix
		}
		full = strings.Trim(truncateUTF16(full, maxSheetName), "' ")
		if full == "" {
			full = "Sheet"
		}
		if !n.used[strings.ToLower(full)] {
			n.used[strings.ToLower(full)] = true
			return full
		}
	}
}

// clean replaces the characters Excel forbids in sheet names, and control characters,
// with spaces, collapses runs of spaces and trims apostrophes at either end.
func clean(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case strings.ContainsRune(`:\/?*[]`, r), r < 0x20, r == 0x7f:
			return ' '
		}
		return r
	}, s)
	return strings.Trim(strings.Join(strings.Fields(s), " "), "'")
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// truncateUTF16 shortens s to at most max UTF-16 units without splitting a character.
func truncateUTF16(s string, maxUnits int) string {
	if maxUnits <= 0 {
		return ""
	}
	if len(s) <= maxUnits {
		return s // a byte is at most one UTF-16 unit
	}
	n := 0
	for i, r := range s {
		n += utf16.RuneLen(r)
		if n > maxUnits {
			return s[:i]
		}
	}
	return s
}

// quoteSheet quotes a sheet name for a cell reference, doubling any apostrophe in it.
func quoteSheet(name string) string {
	return "'" + strings.ReplaceAll(name, "'", "''") + "'"
}

// headerText returns text for an Excel page header or footer in Arial of the given style
// and size: & is doubled (it starts a code), and a space separates the size code from
// text starting with a digit, which would otherwise read as part of the size ("&11" and
// "9. Open" make "&119").
func headerText(style string, size int, text string) string {
	return `&"Arial,` + style + `"&` + strconv.Itoa(size) + escapeHeader(text)
}

// escapeHeader prepares text to follow a size code in a page header or footer: & is
// doubled and a leading digit gets a space before it.
func escapeHeader(text string) string {
	text = strings.ReplaceAll(text, "&", "&&")
	if text != "" && text[0] >= '0' && text[0] <= '9' {
		text = " " + text
	}
	return text
}

// sectionLabels returns a short label per section for sheet names: the section names
// without the words they all start with ("Spring Open - U1800" and "Spring Open - Open"
// give "U1800" and "Open"). Empty names become "Section n".
func sectionLabels(names []string) []string {
	common := commonWordPrefix(names)
	out := make([]string, len(names))
	for i, n := range names {
		label := strings.TrimLeft(n[len(common):], " -–—:,;/|")
		if strings.TrimSpace(label) == "" {
			label = strings.TrimSpace(n)
		}
		if label == "" {
			label = "Section " + strconv.Itoa(i+1)
		}
		out[i] = label
	}
	return out
}

// commonWordPrefix returns the longest prefix of every name that ends just before a
// space, or "" when there is fewer than two names or a name would be left empty.
func commonWordPrefix(names []string) string {
	if len(names) < 2 {
		return ""
	}
	p := names[0]
	for _, n := range names[1:] {
		i := 0
		for i < len(p) && i < len(n) && p[i] == n[i] {
			i++
		}
		p = p[:i]
	}
	cut := strings.LastIndexByte(p, ' ')
	if cut < 0 {
		return ""
	}
	for _, n := range names {
		if cut >= len(n) || n[cut] != ' ' {
			return ""
		}
	}
	return p[:cut]
}
