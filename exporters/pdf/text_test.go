package pdfout

import (
	"bytes"
	"testing"
)

// TestFastTextMatchesFpdf checks that documents whose texts putText writes are byte
// for byte the ones fpdf's Text writes: the sample event (accented, Greek and Cyrillic
// names, a prize fund), and names with the characters a PDF string escapes, one above
// U+FFFF (left to Text) and one that is not valid UTF-8.
func TestFastTextMatchesFpdf(t *testing.T) {
	odd := synthDoc(t, 12, 4)
	for i, name := range []string{`Smith (Jr.)`, `Back\Slash`, "Carriage\rReturn", "Zoë Ørjan-Łukasz", "Ελένη Παπαδοπούλου", "Emoji \U0001F600 Fan", "Bad \xff Byte", "杨 (Yang)"} {
		odd.T.Players[i].Name = name
	}
	docs := map[string]func() []byte{
		"open.trf prize report": func() []byte {
			return render(t, prizeDoc(t, prizeEvents[0].event, prizeEvents[0].fund))
		},
		"odd names": func() []byte { return render(t, odd) },
	}
	for name, make := range docs {
		fastTextOff = true
		want := make()
		fastTextOff = false
		got := make()
		if !bytes.Equal(got, want) {
			t.Errorf("%s: %d bytes with putText, %d with fpdf's Text: the files differ", name, len(got), len(want))
		}
	}
}

// TestAppendEscaped checks the escapes of a PDF string, byte by byte.
func TestAppendEscaped(t *testing.T) {
	var got []byte
	for _, c := range []byte("a(b)c\\d\re\n") {
		got = appendEscaped(got, c)
	}
	if want := "a\\(b\\)c\\\\d\\re\n"; string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
