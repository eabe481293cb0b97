package pdfout

import (
	"bytes"
	"compress/zlib"
	"context"
	"errors"
	"hash/adler32"
	"io"
	"strconv"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// fpdfCompressed renders doc as Export does, but lets fpdf compress the pages itself.
func fpdfCompressed(t *testing.T, doc *exporters.Document) []byte {
	t.Helper()
	fonts, err := fontsFor(doc.Opts)
	if err != nil {
		t.Fatal(err)
	}
	r, err := newRenderer(doc, fonts)
	if err != nil {
		t.Fatal(err)
	}
	r.pdf.SetCompression(true)
	r.render()
	r.footers()
	var buf bytes.Buffer
	if err := r.pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestCompressPagesMatchesFpdf checks that the pages compressed by compressPages give
// the file fpdf writes with its own compression on, byte for byte, for documents of one
// page to many, with fonts, ToUnicode maps and the Info dictionary around them.
func TestCompressPagesMatchesFpdf(t *testing.T) {
	for _, tc := range []struct{ players, rounds int }{{4, 3}, {60, 5}, {400, 9}} {
		doc := synthDoc(t, tc.players, tc.rounds)
		doc.Opts.GeneratedAt = fixedTime
		var got bytes.Buffer
		if err := New().Export(context.Background(), &got, doc); err != nil {
			t.Fatal(err)
		}
		want := fpdfCompressed(t, doc)
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%d players: compressPages wrote %d bytes, fpdf %d; they differ", tc.players, got.Len(), len(want))
		}
		if pages := bytes.Count(want, []byte("<</Type /Page\n")); tc.players == 400 && pages < 5 {
			t.Errorf("400 players: %d pages, want several", pages)
		}
	}
}

// TestCompressPagesRefusesOtherLayouts checks that a document not laid out as fpdf
// writes one is refused with errLayout, not written half-changed or panicking.
func TestCompressPagesRefusesOtherLayouts(t *testing.T) {
	for name, doc := range map[string]string{
		"empty":           "",
		"no xref":         "%PDF-1.3\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n",
		"startxref past":  "%PDF-1.3\nstartxref\n999\n%%EOF\n",
		"short table":     "%PDF-1.3\n1 0 obj\n<<>>\nendobj\nxref\n0 5\n0000000000 65535 f \nstartxref\n31\n%%EOF\n",
		"entry not a num": "%PDF-1.3\n1 0 obj\n<<>>\nendobj\nxref\n0 2\n0000000000 65535 f \n00000000x9 00000 n \ntrailer\n<<>>\nstartxref\n31\n%%EOF\n",
	} {
		err := compressPages(io.Discard, []byte(doc), nil)
		if !errors.Is(err, errLayout) {
			t.Errorf("%s: got %v, want errLayout", name, err)
		}
	}
}

// TestFlushedPagesMatch checks that a document of more than longDocument pages, whose
// pages are taken out of fpdf as they are done (pageflush.go), holds the very page
// contents, fonts and other streams of the file fpdf writes when it keeps every page
// (each stream decompressed; zlib checks the Adler-32 of each), and as many objects.
func TestFlushedPagesMatch(t *testing.T) {
	doc := synthDoc(t, 5000, 5)
	doc.Opts.GeneratedAt = fixedTime
	render := func(flush bool) []byte {
		pageFlushOff = !flush
		defer func() { pageFlushOff = false }()
		var out bytes.Buffer
		if err := New().Export(context.Background(), &out, doc); err != nil {
			t.Fatal(err)
		}
		return out.Bytes()
	}
	kept, flushed := render(false), render(true)
	if len(flushed) >= len(kept)+len(kept)/10 {
		t.Errorf("flushed pages make %d bytes against %d", len(flushed), len(kept))
	}
	a, b := pdfStreams(t, kept), pdfStreams(t, flushed)
	if len(a) < longDocument+20 || len(a) != len(b) {
		t.Fatalf("%d streams kept in fpdf, %d flushed; want the same, more than %d", len(a), len(b), longDocument+20)
	}
	if bytes.Equal(kept, flushed) {
		t.Fatal("the pages were not flushed: the files are the same")
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			t.Fatalf("stream %d differs: %d bytes against %d", i, len(a[i]), len(b[i]))
		}
	}
	if x, y := bytes.Count(kept, []byte(" 0 obj\n")), bytes.Count(flushed, []byte(" 0 obj\n")); x != y {
		t.Errorf("%d objects against %d", x, y)
	}
}

// pdfStreams returns every stream of a PDF, decompressed when it is FlateDecode.
func pdfStreams(t *testing.T, doc []byte) [][]byte {
	t.Helper()
	var out [][]byte
	for rest := doc; ; {
		i := bytes.Index(rest, []byte(">>\nstream\n"))
		if i < 0 {
			return out
		}
		dict := rest[bytes.LastIndex(rest[:i], []byte("<<")):i]
		l := bytes.Index(dict, []byte("/Length "))
		if l < 0 {
			t.Fatalf("no length in %q", dict)
		}
		digits := dict[l+len("/Length "):]
		digits = digits[:len(digits)-len(bytes.TrimLeft(digits, "0123456789"))]
		n, err := strconv.Atoi(string(digits))
		if err != nil {
			t.Fatalf("bad length in %q", dict)
		}
		data := rest[i+len(">>\nstream\n"):][:n]
		if bytes.Contains(dict, []byte("/FlateDecode")) {
			zr, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if data, err = io.ReadAll(zr); err != nil {
				t.Fatalf("stream %d: %v", len(out), err)
			}
		}
		out = append(out, data)
		rest = rest[i+len(">>\nstream\n")+n:]
	}
}

// TestAdlerUpdate checks that adlerUpdate goes on from a checksum as Adler-32 over the
// whole data does, at every split of data long enough to wrap the sums.
func TestAdlerUpdate(t *testing.T) {
	data := bytes.Repeat([]byte("q 0.000 g BT 36.00 545.70 Td (\x00\xff) Tj ET\n"), 400)
	want := adler32.Checksum(data)
	for _, at := range []int{0, 1, 100, 5551, 5552, 9000, len(data) - 1, len(data)} {
		if got := adlerUpdate(adler32.Checksum(data[:at]), data[at:]); got != want {
			t.Errorf("split at %d: %08x, want %08x", at, got, want)
		}
	}
}
