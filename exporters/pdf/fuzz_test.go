package pdfout

import (
	"bytes"
	"context"
	"strconv"
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
		_ = New().Export(context.Background(), &bytes.Buffer{}, &d)
	})
}

// FuzzCompressPages feeds damaged uncompressed PDFs to compressPages: it must give an
// error or a file, never a panic, and a file whose every cross-reference entry points
// at an object.
func FuzzCompressPages(f *testing.F) {
	doc := synthDoc(f, 6, 3)
	doc.Opts.GeneratedAt = fixedTime
	fonts, err := fontsFor(doc.Opts)
	if err != nil {
		f.Fatal(err)
	}
	r, err := newRenderer(doc, fonts)
	if err != nil {
		f.Fatal(err)
	}
	r.render()
	r.footers()
	var plain bytes.Buffer
	if err := r.pdf.Output(&plain); err != nil {
		f.Fatal(err)
	}
	f.Add(plain.Bytes(), 0, byte(0))
	f.Add(plain.Bytes(), plain.Len()-30, byte('9'))
	f.Add(plain.Bytes(), 400, byte('7'))
	f.Fuzz(func(t *testing.T, data []byte, at int, b byte) {
		data = bytes.Clone(data)
		if len(data) > 0 {
			if at < 0 {
				at = -at
			}
			data[at%len(data)] = b
		}
		var out bytes.Buffer
		if err := compressPages(&out, data, nil); err != nil {
			return
		}
		written, _, err := pdfObjects(out.Bytes())
		if err != nil {
			t.Fatalf("the written file's table cannot be read back: %v", err)
		}
		// Where every entry of the given table points at its object, so must every
		// entry of the written one.
		given, _, _ := pdfObjects(data)
		if !objectsInPlace(data, given) {
			return
		}
		if !objectsInPlace(out.Bytes(), written) {
			t.Fatal("an object of the written file is not where its table says")
		}
	})
}

// objectsInPlace reports whether each object starts with "N 0 obj" at its offset.
func objectsInPlace(doc []byte, objects []pdfObject) bool {
	for _, o := range objects {
		if !bytes.HasPrefix(doc[o.start:], []byte(strconv.Itoa(o.number)+" 0 obj\n")) {
			return false
		}
	}
	return true
}
