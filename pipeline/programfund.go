package pipeline

import (
	"fmt"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/importers/swisssys"
)

// ProgramFundName begins the name of a fund read from the prizes a pairing program was
// set up to pay, so that every output paid from it says where the prizes came from.
const ProgramFundName = "Prizes entered in SwissSys"

// MayHoldProgramFund reports whether head, the start of an event file, is of a format
// that holds the prizes a TD entered ([ProgramFund] reads them): a SwissSys 11 event file.
func MayHoldProgramFund(head []byte) bool { return swisssys.IsEventFile(head) }

// ProgramFund returns the prize fund the event file path (its bytes data) holds: the
// prizes the TD entered in SwissSys (a .sjson), one prize list per section, paid as a
// fund over the event's sections (--fund) would be; nil when the file holds none. The
// notes say what was used and what could not be read; a --fund given replaces it.
func ProgramFund(path string, data []byte) (*Fund, []string) {
	f, probs := swisssys.ReadPrizes(path, data)
	var notes []string
	for _, p := range probs {
		notes = append(notes, fmt.Sprintf("%v: that prize is left out", p))
	}
	if f == nil {
		return nil, notes
	}
	f.Name = ProgramFundName
	n := 0
	for _, s := range f.Sections {
		n += len(s.Prizes)
	}
	secs := "1 section"
	if len(f.Sections) != 1 {
		secs = fmt.Sprintf("%d sections", len(f.Sections))
	}
	notes = append([]string{fmt.Sprintf("prizes: the %d prizes entered in SwissSys in %s (%s) are paid; --fund FILE pays another fund",
		n, filepath.Base(path), secs)}, notes...)
	return &Fund{Ref: path + " (prizes entered in SwissSys)", Fund: f}, notes
}
