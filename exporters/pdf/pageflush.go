package pdfout

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/adler32"
	"reflect"
	"sync"

	"github.com/go-pdf/fpdf"
)

// fpdf (v0.9.0, archived) keeps the content of every page uncompressed until the file is
// written: a 2,000-event season's leaderboard runs to about 1,500 pages and held well
// over 100 MB. It has no call to finish a page early, and pages cannot simply be
// finished when the next one starts, because the footers ("Page 3 of 17") are written
// last, by going back to each page. So once a document passes longDocument pages, the
// renderer takes each page's content out of fpdf as soon as the page is done: it
// deflates it with a sync flush (no final block, so more may follow), keeps the
// compressed bytes and the content's Adler-32, and leaves fpdf an empty page buffer,
// which the footer is later written into. When the file is written, compressPages
// makes each such page's content stream from the kept bytes followed by the footer
// deflated to the end of the stream: the content decompresses to exactly the bytes
// fpdf would have held (TestFlushedPagesMatch), so the text and the rendering are the
// same.
//
// The page buffers are an unexported field of fpdf; they are reached with reflect and
// checked against the layout of v0.9.0 once, and if the layout is not the one expected
// the pages stay in fpdf as before. The one change fpdf would need upstream is a call
// that hands out a finished page's content (or compresses it) and accepts what follows.

// flushedPage is the content of a page taken out of fpdf: deflated, sync-flushed.
type flushedPage struct {
	deflated []byte
	adler    uint32
}

// pagesField checks once that fpdf keeps its pages as this file expects.
var pagesField = sync.OnceValue(func() bool {
	f, ok := reflect.TypeFor[fpdf.Fpdf]().FieldByName("pages")
	return ok && f.Type == reflect.TypeFor[[]*bytes.Buffer]()
})

// pageFlushOff is set by tests, to compare with the pages left in fpdf.
var pageFlushOff bool

// flateWriters holds reusable raw deflate compressors at fpdf's level.
var flateWriters = sync.Pool{New: func() any {
	fw, err := flate.NewWriter(nil, flate.BestSpeed)
	if err != nil {
		panic(err) // only for an invalid level
	}
	return fw
}}

// pageBuffers returns fpdf's page contents (index 0 unused), or nil when its layout is
// not the one expected.
func pageBuffers(pdf *fpdf.Fpdf) []*bytes.Buffer {
	if !pagesField() {
		return nil
	}
	return writable(reflect.ValueOf(pdf).Elem().FieldByName("pages")).Interface().([]*bytes.Buffer)
}

// flushPages takes the content of every finished page (all but the current one) out of
// fpdf once the document is longer than longDocument pages.
func (r *renderer) flushPages() {
	n := r.pdf.PageCount()
	if pageFlushOff || n <= longDocument+1 {
		return
	}
	pages := pageBuffers(r.pdf)
	if len(pages) <= n-1 {
		return
	}
	from := len(r.flushed)
	for len(r.flushed) < n {
		r.flushed = append(r.flushed, nil)
	}
	fw := flateWriters.Get().(*flate.Writer)
	defer flateWriters.Put(fw)
	out := &r.flushBuf
	for i := max(1, from); i < n; i++ {
		content := pages[i].Bytes()
		out.Reset()
		fw.Reset(out)
		_, _ = fw.Write(content) // a bytes.Buffer does not fail
		_ = fw.Flush()
		r.flushed[i] = &flushedPage{deflated: bytes.Clone(out.Bytes()), adler: adler32.Checksum(content)}
		*pages[i] = bytes.Buffer{} // fpdf's buffer, emptied and let go
	}
}

// finishStream returns the zlib stream of a flushed page whose content goes on with
// rest (the footer written after the page was flushed): zlib's header for fpdf's
// level, the kept deflated bytes, rest deflated to the end, and the Adler-32 of the
// whole content.
func (p *flushedPage) finishStream(rest []byte) []byte {
	out := bytes.NewBuffer(make([]byte, 0, 2+len(p.deflated)+len(rest)/2+16))
	out.Write([]byte{0x78, 0x01}) // deflate, 32 KB window, fastest level: zlib.BestSpeed's header
	out.Write(p.deflated)
	fw := flateWriters.Get().(*flate.Writer)
	defer flateWriters.Put(fw)
	fw.Reset(out)
	_, _ = fw.Write(rest)
	_ = fw.Close()
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], adlerUpdate(p.adler, rest))
	out.Write(sum[:])
	return out.Bytes()
}

// adlerUpdate returns the Adler-32 of the data whose checksum is sum followed by rest.
func adlerUpdate(sum uint32, rest []byte) uint32 {
	const mod = 65521
	s1, s2 := sum&0xffff, sum>>16
	for _, b := range rest {
		s1 = (s1 + uint32(b)) % mod
		s2 = (s2 + s1) % mod
	}
	return s2<<16 | s1
}
