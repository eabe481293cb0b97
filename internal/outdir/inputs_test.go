package outdir

import (
	"os"
	"path/filepath"
	"testing"
)

// TestInputs checks which outputs name an input: the same path, written otherwise, or
// through a symbolic or a hard link; another file, standard input and a file that does
// not exist name none.
func TestInputs(t *testing.T) {
	dir := t.TempDir()
	event := filepath.Join(dir, "event.trf")
	other := filepath.Join(dir, "other.trf")
	for _, p := range []string{event, other} {
		if err := os.WriteFile(p, []byte("012 x\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	link := filepath.Join(dir, "link.trf")
	if err := os.Symlink(event, link); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	hard := filepath.Join(dir, "hard.trf")
	if err := os.Link(event, hard); err != nil {
		t.Skipf("no hard links: %v", err)
	}
	var in Inputs
	reads := in.Reads // taken before the inputs are added, as the commands do
	in.Add(event)
	in.Add("-")
	in.Add("")
	if len(in) != 1 {
		t.Fatalf("inputs %q, want the event alone", in)
	}
	for _, tc := range []struct {
		path, want string
	}{
		{event, event},
		{filepath.Join(dir, ".", "sub", "..", "event.trf"), event},
		{link, event},
		{hard, event},
		{other, ""},
		{"-", ""},
		{filepath.Join(dir, "new.trf"), ""},
	} {
		if got := reads(tc.path); got != tc.want {
			t.Errorf("Reads(%s) = %q, want %q", tc.path, got, tc.want)
		}
	}
}
