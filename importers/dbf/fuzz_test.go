package dbf

import (
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"testing"
)

// FuzzHeaderFiles feeds arbitrary bytes as the event file (THEXPORT.DBF) and the
// sections file (TSEXPORT.DBF) beside a valid player file: the importer must never
// panic, and every section it reads must validate without panicking.
func FuzzHeaderFiles(f *testing.F) {
	r := report(f, goodPlayers)
	f.Add(r.Event, r.Sections)
	f.Add(r.Event[:40], r.Sections)
	f.Add(r.Event, r.Sections[:len(r.Sections)-30])
	f.Add(r.Sections, r.Event) // each in the other's place
	f.Add([]byte{}, []byte{3, 0, 0, 0, 255, 255, 255, 255, 65, 0, 9, 0})
	f.Fuzz(func(t *testing.T, event, sections []byte) {
		testtool.Budget(t, append(append([]byte(nil), event...), sections...), func() {
			rr := r
			rr.Event, rr.Sections = event, sections
			secs, err := ReadReport(rr)
			if err != nil {
				return
			}
			for _, s := range secs {
				if s.Err == nil {
					_ = s.T.Validate()
				}
			}
		})
	})
}
