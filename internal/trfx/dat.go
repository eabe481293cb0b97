// Package trfx reads the extension records programs add to TRF that both the TRF importer
// and the TRF exporter need to understand: Tornelo's DAT lines.
package trfx

import (
	"strconv"
	"strings"
)

// DAT is one Tornelo TRFx data line, "DAT    1 ID:USCF 12345678": a start number, a type
// (EMAIL, GROUP, ID:USCF, ...) and the data, trimmed.
type DAT struct {
	Player int
	Type   string
	Data   string
}

// Types of DAT line the model reads.
const (
	// Group is the player's school or team.
	Group = "GROUP"
	// USCF is the player's US Chess member ID.
	USCF = "ID:USCF"
)

// ParseDAT reads a DAT line; ok is false when line is not one (no start number or type).
func ParseDAT(line string) (DAT, bool) {
	rest, ok := strings.CutPrefix(line, "DAT")
	if !ok {
		return DAT{}, false
	}
	num, rest := field(rest)
	typ, rest := field(rest)
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 || typ == "" {
		return DAT{}, false
	}
	return DAT{Player: n, Type: strings.ToUpper(typ), Data: strings.TrimSpace(rest)}, true
}

// field returns the first space-separated field of s and what follows it.
func field(s string) (string, string) {
	s = strings.TrimLeft(s, " \t")
	i := strings.IndexAny(s, " \t")
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i:]
}
