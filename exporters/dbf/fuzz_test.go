package dbf

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/dbase"
)

// FuzzNames writes the sample event with an arbitrary name for player 2: Write must not
// panic, and a report it writes must decode with the name upper-case ASCII (or, when it
// was longer than 30 characters, its first 30).
func FuzzNames(f *testing.F) {
	for _, s := range []string{"Smith, Ann", "Müller, Jörg", "Øster, Łukasz", "Иванов", "", "a\x00b", "ß\u0301x", "'=cmd'"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		tour := sample()
		tour.Players[1].Name = name
		files, _, err := Write([]*engine.Tournament{tour}, Header{Affiliate: "A6001234"})
		if err != nil {
			return
		}
		td, err := dbase.Decode(files[2].Data)
		if err != nil {
			t.Fatalf("written report does not decode: %v", err)
		}
		got := td.Records[1][td.Col("D_NAME")]
		for i := 0; i < len(got); i++ {
			if got[i] < 0x20 || got[i] > 0x7E || (got[i] >= 'a' && got[i] <= 'z') {
				t.Fatalf("name %q written as %q", name, got)
			}
		}
	})
}
