package termsafe

import (
	"bytes"
	"errors"
	"io"
	"os"
	"testing"
)

// fakeTerminal is a writer that says it is a terminal.
type fakeTerminal struct{ bytes.Buffer }

func (*fakeTerminal) IsTerminal() bool { return true }

// TestStreams checks what each stream gets: standard error escaped always, standard
// output escaped on a terminal only, a character split across writes written by Flush,
// and a lost write of standard output kept in Out.Err.
func TestStreams(t *testing.T) {
	const text = "Smith\u202e, James\x1b[2J \xc3"
	const escaped = `Smith\u202e, James\x1b[2J \xc3`
	var pipe, stderr bytes.Buffer
	s := NewStreams(&pipe, &stderr)
	if s.StdoutTerminal || s.Terminal != nil {
		t.Error("a buffer is a terminal")
	}
	_, _ = io.WriteString(s.Stdout, text)
	_, _ = io.WriteString(s.Stderr, text)
	s.Flush()
	if pipe.String() != text || stderr.String() != escaped {
		t.Errorf("pipe %q, stderr %q; want %q and %q", pipe.String(), stderr.String(), text, escaped)
	}

	var term, termErr fakeTerminal
	s = NewStreams(&term, &termErr)
	if !s.StdoutTerminal || s.Terminal != &termErr {
		t.Error("the terminal is not one")
	}
	_, _ = io.WriteString(s.Stdout, text)
	s.Flush()
	if term.String() != escaped {
		t.Errorf("terminal %q, want %q", term.String(), escaped)
	}

	lost := errors.New("no space left on device")
	s = NewStreams(failingWriter{lost}, io.Discard)
	_, _ = io.WriteString(s.Stdout, "x")
	if !errors.Is(s.Out.Err, lost) {
		t.Errorf("Out.Err = %v, want %v", s.Out.Err, lost)
	}
}

type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

func TestIsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, tc := range []struct {
		name string
		w    io.Writer
		want bool
	}{
		{"a file", f, false},
		{"a buffer", &bytes.Buffer{}, false},
		{"a writer that says so", &fakeTerminal{}, true},
	} {
		if got := IsTerminal(tc.w); got != tc.want {
			t.Errorf("%s: %v", tc.name, got)
		}
	}
}
