package importers_test

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// TestDetectContentOverridesExtension checks that the extension decides unless its
// format rejects the content and exactly one other format recognises it: a Swiss Perfect
// text export is a .txt file, as TRF files often are.
func TestDetectContentOverridesExtension(t *testing.T) {
	reg := importers.NewRegistry()
	reg.Register(trf.New())
	reg.Register(csvin.New())
	sp := "No\tName            \tLoc Id\tTotal\t 1  \t 2  \r\n\r\n1 \tRowan, Ada\t101\t2\t 2:W\t 3:W\r\n"
	tests := []struct {
		path, head, want string
	}{
		{"event.txt", "012 Open\n001    1", "trf"},
		{"event.txt", sp, "csv"},
		{"event.trf", sp, "csv"},
		{"", sp, "csv"},
		{"event.txt", "Results of the club championship\n", "trf"}, // nobody else claims it: TRF reports why not
		{"event.txt", "No,Name,Total\n", "trf"},                    // a comma header is not Swiss Perfect's
		{"event.csv", "012 Open\n", "trf"},                         // a TRF saved as .csv
	}
	for _, tc := range tests {
		im, err := reg.Detect(tc.path, []byte(tc.head))
		if err != nil {
			t.Errorf("Detect(%q, %q): %v", tc.path, tc.head, err)
			continue
		}
		if im.Name() != tc.want {
			t.Errorf("Detect(%q, %q) = %s, want %s", tc.path, tc.head, im.Name(), tc.want)
		}
	}
}
