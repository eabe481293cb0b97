package pipeline

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// TestRenderKeepsFileOrder checks that Render, which makes the files side by side,
// returns them in the order given and, when files fail, the error of the first one in
// that order, whichever finished first.
func TestRenderKeepsFileOrder(t *testing.T) {
	file := func(name string, delay time.Duration, err error) ReportFile {
		return ReportFile{Name: name, Write: func(w io.Writer) error {
			time.Sleep(delay)
			if err != nil {
				return err
			}
			_, werr := io.WriteString(w, "content of "+name)
			return werr
		}}
	}
	var files []ReportFile
	for i := range 12 {
		files = append(files, file(fmt.Sprintf("f%02d", i), time.Duration(12-i)*time.Millisecond, nil))
	}
	made, err := Render(files)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range made {
		if want := fmt.Sprintf("f%02d", i); m.Name != want || string(m.Data) != "content of "+want {
			t.Errorf("file %d: %s %q, want %s", i, m.Name, m.Data, want)
		}
	}
	errLate, errEarly := errors.New("second file failed"), errors.New("third file failed")
	_, err = Render([]ReportFile{
		file("a.pdf", 0, nil),
		file("b.xlsx", 20*time.Millisecond, errLate),
		file("c.csv", 0, errEarly),
	})
	if !errors.Is(err, errLate) || !strings.Contains(err.Error(), "cannot make b.xlsx") {
		t.Errorf("render = %v, want the error of b.xlsx", err)
	}
}
