package pdfout

import (
	"bytes"
	"testing"

	"golang.org/x/image/font/gofont/gomono"
)

// FuzzFont feeds damaged TrueType files to the exporter as --font: they must give an
// error or a PDF, never a panic.
func FuzzFont(f *testing.F) {
	f.Add(gomono.TTF[:2000], 0, byte(0))
	f.Add(gomono.TTF, 100, byte(0xFF))
	f.Add(gomono.TTF, 400, byte(0x00))
	f.Add(gomono.TTF[:len(gomono.TTF)/2], 12, byte(7))
	doc := openDoc(f)
	doc.T.Players = doc.T.Players[:4]
	doc.Standings.Rows = doc.Standings.Rows[:0]
	f.Fuzz(func(t *testing.T, data []byte, at int, b byte) {
		data = bytes.Clone(data)
		if len(data) > 0 {
			if at < 0 {
				at = -at
			}
			data[at%len(data)] = b
		}
		d := *doc
		d.Opts.Font, d.Opts.FontName = data, "fuzz.ttf"
		_ = New().Export(&bytes.Buffer{}, &d)
	})
}
