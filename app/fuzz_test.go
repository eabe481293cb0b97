package app

import (
	"path/filepath"
	"strings"
	"testing"
)

// FuzzUploadName: whatever file name a request gives, the name stored is one plain
// name, inside the event's folder, or the upload is refused.
func FuzzUploadName(f *testing.F) {
	for _, s := range []string{"event.trf", "../../etc/passwd", `..\..\win.ini`, "C:\\x\\y.trf", ".hidden", "a/b/", "..", "\x00.trf", "名前.sjson", "a:b.trf"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		got, err := uploadName(name)
		if err != nil {
			return
		}
		if got == "" || got == "." || got == ".." || strings.HasPrefix(got, ".") || strings.ContainsAny(got, `/\:`) {
			t.Fatalf("uploadName(%q) = %q", name, got)
		}
		dir := filepath.Join("ws", "in")
		if p := filepath.Join(dir, got); filepath.Dir(p) != dir {
			t.Fatalf("uploadName(%q) = %q lands in %s", name, got, filepath.Dir(p))
		}
	})
}
