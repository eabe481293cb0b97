package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"testing"
)

// TestArchives: the same files give the same bytes, dated SOURCE_DATE_EPOCH, with the
// program executable.
func TestArchives(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1780000000")
	files := []file{{"t/tiebreak", []byte("binary"), 0o755}, {"t/README.txt", []byte("read me"), 0o644}}
	for name, write := range map[string]func([]file) ([]byte, error){"zip": writeZip, "tar.gz": writeTarGz} {
		a, err := write(files)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := write(files)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two builds of the same files differ", name)
		}
		got := map[string]int64{}
		if name == "zip" {
			zr, err := zip.NewReader(bytes.NewReader(a), int64(len(a)))
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range zr.File {
				got[f.Name] = int64(f.Mode().Perm())
				if f.Modified.Unix() != 1780000000 {
					t.Errorf("zip %s dated %v", f.Name, f.Modified)
				}
			}
		} else {
			gz, err := gzip.NewReader(bytes.NewReader(a))
			if err != nil {
				t.Fatal(err)
			}
			tr := tar.NewReader(gz)
			for {
				h, err := tr.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				got[h.Name] = h.Mode
				if h.ModTime.Unix() != 1780000000 {
					t.Errorf("tar %s dated %v", h.Name, h.ModTime)
				}
			}
		}
		if got["t/tiebreak"] != 0o755 || got["t/README.txt"] != 0o644 || len(got) != 2 {
			t.Errorf("%s holds %v", name, got)
		}
	}
	if startText("linux") == startText("windows") || startText("darwin") == startText("windows") {
		t.Error("each system says how it starts")
	}
}
