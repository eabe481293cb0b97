package pdfout

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"sync"
)

// fpdf (v0.9.0) makes a new zlib compressor, about a megabyte, for every page it
// compresses. The renderer turns fpdf's page compression off and compresses the page
// contents itself with a pooled compressor at the same level, zlib.BestSpeed: zlib's
// output depends only on the data and the level, so the file is byte for byte the one
// fpdf writes with compression on (TestCompressPagesMatchesFpdf). Font streams are
// compressed by fpdf either way.

// zlibWriters holds reusable compressors at fpdf's level.
var zlibWriters = sync.Pool{New: func() any {
	zw, err := zlib.NewWriterLevel(io.Discard, zlib.BestSpeed)
	if err != nil {
		panic(err) // only for an invalid level
	}
	return zw
}}

// errLayout is returned when a document is not laid out as fpdf writes one: a bug, as
// only fpdf's output is given to compressPages.
var errLayout = errors.New("unexpected PDF layout")

// pdfObject is one object of the document: where it starts and ends in the file, and
// its number.
type pdfObject struct {
	number, start, end int
}

// compressPages writes doc, a PDF fpdf wrote with compression off, to w as fpdf writes
// it with compression on: each page's content stream (the object a page names in
// /Contents; fpdf leaves other streams, such as a font's ToUnicode map, as they are)
// compressed and
// marked "/Filter /FlateDecode", every later object moved, the cross-reference table
// and startxref following. flushed holds, by page number, the pages whose content was
// taken out of fpdf as they were done (see pageflush.go): the stream of such a page is
// its kept content followed by what doc holds of it.
func compressPages(w io.Writer, doc []byte, flushed []*flushedPage) error {
	objects, trailerAt, err := pdfObjects(doc)
	if err != nil {
		return err
	}
	out := bytes.NewBuffer(make([]byte, 0, len(doc)/2))
	offsets := make([]int, len(objects)+1)
	out.Write(doc[:objects[0].start])
	zw := zlibWriters.Get().(*zlib.Writer)
	defer zlibWriters.Put(zw)
	contents := map[int]int{} // content stream object number: page number
	for _, o := range objects {
		if n, ok := pageContents(doc[o.start:o.end]); ok {
			contents[n] = len(contents) + 1 // fpdf writes the pages in order
		}
	}
	var packed bytes.Buffer
	for _, o := range objects {
		offsets[o.number] = out.Len()
		head, body, tail, ok := pageStream(doc[o.start:o.end])
		page := contents[o.number]
		if !ok || page == 0 {
			out.Write(doc[o.start:o.end])
			continue
		}
		if page < len(flushed) && flushed[page] != nil {
			data := flushed[page].finishStream(body)
			out.Write(head)
			fmt.Fprintf(out, "<</Filter /FlateDecode /Length %d>>\nstream\n", len(data))
			out.Write(data)
			out.Write(tail)
			continue
		}
		packed.Reset()
		zw.Reset(&packed)
		if _, err := zw.Write(body); err != nil {
			return err
		}
		if err := zw.Close(); err != nil {
			return err
		}
		out.Write(head)
		fmt.Fprintf(out, "<</Filter /FlateDecode /Length %d>>\nstream\n", packed.Len())
		out.Write(packed.Bytes())
		out.Write(tail)
	}
	// The table: "xref", "0 N", the free entry, then one line per object.
	xrefStart := out.Len()
	fmt.Fprintf(out, "xref\n0 %d\n0000000000 65535 f \n", len(offsets))
	for _, off := range offsets[1:] {
		fmt.Fprintf(out, "%010d 00000 n \n", off)
	}
	trailer := doc[trailerAt:]
	end := bytes.LastIndex(trailer, []byte("startxref\n"))
	if end < 0 {
		return fmt.Errorf("%w: no startxref", errLayout)
	}
	out.Write(trailer[:end])
	fmt.Fprintf(out, "startxref\n%d\n%%%%EOF\n", xrefStart)
	_, err = out.WriteTo(w)
	return err
}

// pdfObjects returns the objects of doc in file order, read from its cross-reference
// table, and where the trailer after the table starts.
func pdfObjects(doc []byte) ([]pdfObject, int, error) {
	i := bytes.LastIndex(doc, []byte("\nstartxref\n"))
	if i < 0 {
		return nil, 0, fmt.Errorf("%w: no startxref", errLayout)
	}
	rest := doc[i+len("\nstartxref\n"):]
	nl := bytes.IndexByte(rest, '\n')
	xrefAt, err := strconv.Atoi(string(rest[:max(nl, 0)]))
	if nl < 0 || err != nil || xrefAt < 0 || xrefAt >= len(doc) {
		return nil, 0, fmt.Errorf("%w: bad startxref", errLayout)
	}
	table := doc[xrefAt:]
	if !bytes.HasPrefix(table, []byte("xref\n0 ")) {
		return nil, 0, fmt.Errorf("%w: no xref table at %d", errLayout, xrefAt)
	}
	table = table[len("xref\n0 "):]
	nl = bytes.IndexByte(table, '\n')
	n, err := strconv.Atoi(string(table[:max(nl, 0)]))
	if nl < 0 || err != nil || n < 2 || n > len(table)/20 || len(table) < nl+1+20*n {
		return nil, 0, fmt.Errorf("%w: bad xref table", errLayout)
	}
	entries := table[nl+1+20:] // after the free entry
	objects := make([]pdfObject, n-1)
	for k := range objects {
		e := entries[20*k : 20*k+20]
		off, err := strconv.Atoi(string(e[:10]))
		if err != nil || string(e[10:]) != " 00000 n \n" || off <= 0 || off >= xrefAt {
			return nil, 0, fmt.Errorf("%w: bad xref entry %d", errLayout, k+1)
		}
		objects[k] = pdfObject{number: k + 1, start: off}
	}
	slices.SortFunc(objects, func(a, b pdfObject) int { return a.start - b.start })
	for k := range objects {
		objects[k].end = xrefAt
		if k+1 < len(objects) {
			objects[k].end = objects[k+1].start
		}
		if objects[k].end <= objects[k].start {
			return nil, 0, fmt.Errorf("%w: objects overlap", errLayout)
		}
	}
	return objects, xrefAt + len("xref\n0 ") + nl + 1 + 20*n, nil
}

// pageContents returns the number of the content stream of obj when obj is a page
// ("5 0 obj\n<</Type /Page\n" ... "/Contents 6 0 R>>\nendobj\n", as fpdf writes one).
func pageContents(obj []byte) (int, bool) {
	nl := bytes.IndexByte(obj, '\n')
	if nl < 0 || !bytes.HasPrefix(obj[nl+1:], []byte("<</Type /Page\n")) {
		return 0, false
	}
	const suffix = " 0 R>>\nendobj\n"
	i := bytes.LastIndex(obj, []byte("/Contents "))
	if i < 0 || !bytes.HasSuffix(obj, []byte(suffix)) {
		return 0, false
	}
	n, err := strconv.Atoi(string(obj[i+len("/Contents ") : len(obj)-len(suffix)]))
	return n, err == nil
}

// pageStream splits obj into what comes before its dictionary ("5 0 obj\n"), the
// stream's data and what follows it ("\nendstream\nendobj\n"), when obj is a stream
// whose whole dictionary is "<</Length N>>", the form fpdf gives an uncompressed page
// content.
func pageStream(obj []byte) (head, body, tail []byte, ok bool) {
	nl := bytes.IndexByte(obj, '\n')
	if nl < 0 || !bytes.HasSuffix(obj[:nl], []byte(" 0 obj")) {
		return nil, nil, nil, false
	}
	head, dict := obj[:nl+1], obj[nl+1:]
	if !bytes.HasPrefix(dict, []byte("<</Length ")) {
		return nil, nil, nil, false
	}
	digits := dict[len("<</Length "):]
	end := bytes.Index(digits, []byte(">>\nstream\n"))
	if end < 1 {
		return nil, nil, nil, false
	}
	n, err := strconv.Atoi(string(digits[:end]))
	data := digits[end+len(">>\nstream\n"):]
	if err != nil || n < 0 || n > len(data) || !bytes.HasPrefix(data[n:], []byte("\nendstream\n")) {
		return nil, nil, nil, false
	}
	return head, data[:n], data[n:], true
}
