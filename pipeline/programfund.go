package pipeline

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/importers"

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
// fund over the event's sections would be; nil when the file holds none. The notes say
// what was used (the first note, when a fund is returned) and what could not be read.
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
	notes = append([]string{fmt.Sprintf("prizes: the %d prizes entered in SwissSys in %s (%s) are paid",
		n, filepath.Base(path), secs)}, notes...)
	return &Fund{Ref: path + " (prizes entered in SwissSys)", Fund: f}, notes
}

// ReadProgramFund returns the prize fund the event file path holds ([ProgramFund]), with
// its notes; nil when it holds none or cannot be read (the event's own reading reports
// that). Only a file whose start says it may hold prizes is read whole.
func ReadProgramFund(path string) (*Fund, []string) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	if !MayHoldProgramFund(head[:n]) {
		return nil, nil
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, nil
	}
	src, err := importers.Read(path, f)
	if err != nil {
		return nil, nil
	}
	return ProgramFund(path, src.Data)
}

// FundToPay returns the prize fund paid for the event read from paths: given, else, for
// an event of one file, the prizes that file holds ([ReadProgramFund]), with the notes
// of reading them ([NoteFund]); program says the fund is the file's, and then the first
// note says so. The fund is nil when there is none. Once ctx is done, no file is read.
func FundToPay(ctx context.Context, paths []string, given *Fund) (fund *Fund, notes []Note, program bool) {
	if given != nil || len(paths) != 1 || paths[0] == "-" || ctx.Err() != nil {
		return given, nil, false
	}
	fund, texts := ReadProgramFund(paths[0])
	for _, t := range texts {
		notes = append(notes, Note{Kind: NoteFund, Text: t})
	}
	return fund, notes, fund != nil
}
