package pdfout

import (
	"bytes"
	"context"
	"sync"
	"testing"
)

// TestFontCacheMatchesFpdf checks that documents whose fonts come from the cache are
// byte for byte the ones fpdf writes when it parses the fonts itself, for the first
// document of the process and the later ones, also when documents are written at the
// same time (run with -race, this checks that they share nothing they write).
func TestFontCacheMatchesFpdf(t *testing.T) {
	for _, tc := range []struct{ players, rounds int }{{4, 3}, {60, 5}} {
		doc := synthDoc(t, tc.players, tc.rounds)
		doc.Opts.GeneratedAt = fixedTime
		render := func() []byte {
			var buf bytes.Buffer
			if err := New().Export(context.Background(), &buf, doc); err != nil {
				t.Error(err)
			}
			return buf.Bytes()
		}
		fontCacheOff = true
		want := render()
		fontCacheOff = false
		outs := make([][]byte, 4)
		outs[0] = render()
		var wg sync.WaitGroup
		for i := 1; i < len(outs); i++ {
			wg.Go(func() { outs[i] = render() })
		}
		wg.Wait()
		for i, got := range outs {
			if !bytes.Equal(got, want) {
				t.Errorf("%d players: document %d with cached fonts differs from fpdf's (%d bytes, want %d)", tc.players, i, len(got), len(want))
			}
		}
	}
	fontCacheMu.Lock()
	n := len(fontCache)
	fontCacheMu.Unlock()
	if n != 2 {
		t.Errorf("%d fonts cached, want the 2 Go fonts", n)
	}
}
