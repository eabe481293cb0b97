package csvout

import (
	"bufio"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
	"io"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// WriteSummary writes the summary of a batch run. The contract: the header
// event,file,status,players,rounds,winner,warnings,error and one row per input file (per
// section of a file with several) in the order given; status ok or failed; counts empty
// for a file that could not be read. Text that starts with = + - or @ gets a leading
// apostrophe, so that no spreadsheet reads it as a formula.
func WriteSummary(w io.Writer, rows []exporters.SummaryRow) error {
	bw := bufio.NewWriter(w)
	var b []byte
	for i, h := range exporters.SummaryHeader {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, h...)
	}
	b = append(b, '\n')
	for _, r := range rows {
		for i, c := range r.Cells() {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendCSVText(b, xtab.GuardCell(c))
		}
		b = append(b, '\n')
	}
	if _, err := bw.Write(b); err != nil {
		return err
	}
	return bw.Flush()
}
