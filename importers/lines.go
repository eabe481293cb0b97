package importers

import "sort"

// LineIndex turns byte offsets of a text into 1-based lines and character columns in
// time independent of the line's length, so that a file of one long line (minified
// JSON) costs no more to locate in than a pretty-printed one.
type LineIndex struct {
	data   []byte
	starts []int // offset of each line start
	// chars[k] is the number of characters in data[:k*charBlock]; a character is a byte
	// that is not a UTF-8 continuation byte.
	chars []int
}

// charBlock is the span of bytes between two entries of LineIndex.chars.
const charBlock = 256

// NewLineIndex indexes data in one pass.
func NewLineIndex(data []byte) *LineIndex {
	x := &LineIndex{data: data, starts: []int{0}, chars: make([]int, 0, len(data)/charBlock+1)}
	n := 0
	for i, b := range data {
		if i%charBlock == 0 {
			x.chars = append(x.chars, n)
		}
		if b&0xC0 != 0x80 {
			n++
		}
		if b == '\n' {
			x.starts = append(x.starts, i+1)
		}
	}
	return x
}

// charsBefore returns the number of characters in data[:off].
func (x *LineIndex) charsBefore(off int) int {
	k := off / charBlock
	if k >= len(x.chars) {
		k = len(x.chars) - 1
	}
	if k < 0 {
		return 0
	}
	n := x.chars[k]
	for _, b := range x.data[k*charBlock : off] {
		if b&0xC0 != 0x80 {
			n++
		}
	}
	return n
}

// Locate returns the 1-based line and character column of byte offset off (clamped to
// the text).
func (x *LineIndex) Locate(off int) (line, col int) {
	off = max(0, min(off, len(x.data)))
	line = sort.SearchInts(x.starts, off+1) // starts[line-1] <= off
	return line, x.charsBefore(off) - x.charsBefore(x.starts[line-1]) + 1
}
