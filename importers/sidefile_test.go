//go:build unix

package importers

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReadSideFile is issue 27 defect 6: side files were read with no size cap and no
// regular-file check, so a FIFO hung the run and /dev/zero ran out of memory.
func TestReadSideFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fund.yaml")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, []byte(strings.Repeat("x", 1001)), 0o600); err != nil {
		t.Fatal(err)
	}
	ok := filepath.Join(dir, "ok.yaml")
	if err := os.WriteFile(ok, []byte("rules: uscf\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want error
	}{
		{fifo, ErrNotRegular}, {"/dev/zero", ErrNotRegular}, {dir, ErrNotRegular},
		{big, ErrLimit}, {filepath.Join(dir, "none.yaml"), fs.ErrNotExist}, {ok, nil},
	} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadSideFile(c.path, 1000)
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
				t.Errorf("ReadSideFile(%s) = %v, want %v", c.path, err, c.want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("ReadSideFile(%s) still reading after 5 s", c.path)
		}
	}
}
