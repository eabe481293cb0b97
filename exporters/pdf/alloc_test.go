package pdfout

import (
	"runtime"
	"testing"
)

// TestPDFAllocations checks what one small document allocates once the fonts are
// cached: without the patch to fpdf in internal/third_party/fpdf (its README), each of
// the four streams fpdf compresses for the two fonts made a new zlib writer of about
// 1.2 MB: 8.6 MB a document instead of 3.5 MB.
func TestPDFAllocations(t *testing.T) {
	doc := synthDoc(t, 12, 4)
	render(t, doc) // fonts parsed and cached, writers pooled
	const runs = 5
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range runs {
		render(t, doc)
	}
	runtime.ReadMemStats(&after)
	perDoc := (after.TotalAlloc - before.TotalAlloc) / runs
	t.Logf("%d bytes allocated a document", perDoc)
	if perDoc > 5<<20 {
		t.Errorf("a 12-player standings PDF allocates %.1f MB, want at most 5 MB: is go.mod's replace of github.com/go-pdf/fpdf by internal/third_party/fpdf gone?", float64(perDoc)/(1<<20))
	}
}
