// Package fontmetrics measures text as it prints in the fonts the outputs name: Arial,
// drawn as Liberation Sans (its metric-compatible free substitute) where Arial is not
// installed, and DejaVu Sans, what LibreOffice draws when neither is. The widths are
// measured from the fonts (see widths.go and the generator in gen) for Latin, Greek and
// Cyrillic; CJK characters count as a full em, other characters no font here has as a
// full em as well, so that an estimate errs wide.
package fontmetrics

//go:generate sh -c "go run ./gen | gofmt > widths.go"

// Face is a font whose widths are known.
type Face int

// The faces measured.
const (
	// Liberation is Liberation Sans, metric-compatible with Arial.
	Liberation Face = iota
	// DejaVu is DejaVu Sans, LibreOffice's last resort for a missing font.
	DejaVu
)

// missing marks a character a font lacks in the tables.
const missing = 0xFFFF

// Width returns the advance width of s in ems in the face, bold or regular (italic has
// the regular widths in both families). A character the face lacks is measured in the
// other face, which is where a renderer would find it; one neither has counts as 1 em.
func Width(s string, face Face, bold bool) float64 {
	var thousandths int
	for _, r := range s {
		thousandths += runeWidth(r, face, bold)
	}
	return float64(thousandths) / 1000
}

// Widest returns the larger of the widths of s in the two faces, in ems.
func Widest(s string, bold bool) float64 {
	return max(Width(s, Liberation, bold), Width(s, DejaVu, bold))
}

// runeWidth returns the width of r in thousandths of an em.
func runeWidth(r rune, face Face, bold bool) int {
	if r < 0x20 {
		return 0
	}
	if w := lookup(r, face, bold); w != missing {
		return w
	}
	if w := lookup(r, 1-face, bold); w != missing {
		return w
	}
	return 1000 // CJK is full width; anything else unknown is counted as wide
}

// lookup returns the width of r in the face's table, or missing.
func lookup(r rune, face Face, bold bool) int {
	var table *[len(blocks)][]uint16
	switch {
	case face == Liberation && !bold:
		table = &liberationRegular
	case face == Liberation:
		table = &liberationBold
	case !bold:
		table = &dejavuRegular
	default:
		table = &dejavuBold
	}
	for i, b := range blocks {
		if r >= b[0] && r <= b[1] {
			return int(table[i][r-b[0]])
		}
	}
	return missing
}
