package pdfout

import (
	"bytes"
	"context"
	"errors"
	"io"
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
		err := compressPages(io.Discard, []byte(doc))
		if !errors.Is(err, errLayout) {
			t.Errorf("%s: got %v, want errLayout", name, err)
		}
	}
}

// TestLongDocumentMatches checks that a document of more than longDocument pages,
// which fpdf compresses itself, is byte for byte the file compressPages makes of
// fpdf's uncompressed output, the way shorter documents are written.
func TestLongDocumentMatches(t *testing.T) {
	doc := synthDoc(t, 5000, 5)
	doc.Opts.GeneratedAt = fixedTime
	var got bytes.Buffer
	if err := New().Export(context.Background(), &got, doc); err != nil {
		t.Fatal(err)
	}
	fonts, err := fontsFor(doc.Opts)
	if err != nil {
		t.Fatal(err)
	}
	r, err := newRenderer(doc, fonts)
	if err != nil {
		t.Fatal(err)
	}
	r.render()
	r.footers()
	if n := r.pdf.PageCount(); n <= longDocument {
		t.Fatalf("%d pages; want more than %d", n, longDocument)
	}
	var raw, want bytes.Buffer
	if err := r.pdf.Output(&raw); err != nil {
		t.Fatal(err)
	}
	if err := compressPages(&want, raw.Bytes()); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Errorf("fpdf wrote %d bytes, compressPages %d; they differ", got.Len(), want.Len())
	}
}
