package pipeline

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// maxFontSize bounds a font file: the largest CJK TrueType fonts are about 20 MB.
const maxFontSize = 64 << 20

// Papers are the paper sizes of the PDFs, the default first.
var Papers = []string{"letter", "a4"}

// PDFOptions completes o for a PDF export under the page settings of s: the paper (a
// [ChoiceError] of setting "paper" when it is not one of [Papers]), the font file, read
// within its size limit (a [FontError] when it cannot be), the hand-out list of the
// prize PDF, and the time stamp ([GeneratedAt]).
func (s Settings) PDFOptions(o *exporters.Options) error {
	o.HandOut = true // a prize PDF ends with the hand-out list for the ceremony
	switch p := strings.ToLower(strings.TrimSpace(s.Paper)); p {
	case "", "letter", "a4":
		o.Paper = p
	default:
		return &ChoiceError{Setting: "paper", Value: s.Paper, Choices: Papers}
	}
	if s.Font != "" {
		data, err := importers.ReadSideFile(s.Font, maxFontSize)
		if err != nil {
			return &FontError{Err: err}
		}
		o.Font, o.FontName = data, filepath.Base(s.Font)
	}
	at, err := GeneratedAt()
	o.GeneratedAt = at
	return err
}

// FontError is a font file that cannot be read.
type FontError struct{ Err error }

func (e *FontError) Error() string { return "cannot read the font: " + e.Err.Error() }
func (e *FontError) Unwrap() error { return e.Err }

// GeneratedAt returns the time stamp outputs carry: SOURCE_DATE_EPOCH (seconds since
// 1970, https://reproducible-builds.org/specs/source-date-epoch/) when it is set, so that
// the same input gives the same file, else the current time, to the second. A value that
// is not such a number is an [EpochError].
func GeneratedAt() (time.Time, error) {
	v, ok := os.LookupEnv("SOURCE_DATE_EPOCH")
	if !ok || strings.TrimSpace(v) == "" {
		return time.Now().UTC().Truncate(time.Second), nil
	}
	secs, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil || secs < 0 || secs > 253402300799 {
		return time.Time{}, &EpochError{Value: v}
	}
	return time.Unix(secs, 0).UTC(), nil
}

// EpochError is a SOURCE_DATE_EPOCH that is not a number of seconds from 1970 to 9999.
type EpochError struct{ Value string }

func (e *EpochError) Error() string {
	return fmt.Sprintf("SOURCE_DATE_EPOCH=%q: expected a number of seconds since 1970-01-01 UTC", e.Value)
}
