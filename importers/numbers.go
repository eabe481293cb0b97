package importers

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// ParseStartNumber reads a start number (pairing number) written in decimal, with
// surrounding blanks. The error says what is wrong in the user's words: not a number, or
// a number outside 1 to [MaxPlayers].
func ParseStartNumber(s string) (engine.PlayerID, error) {
	t := strings.TrimSpace(s)
	n, err := strconv.Atoi(t)
	switch {
	case err != nil && t == "":
		return 0, fmt.Errorf("no start number")
	case err != nil:
		return 0, fmt.Errorf("%q is not a start number (a whole number from 1 to %d)", t, MaxPlayers)
	}
	return CheckStartNumber(n)
}

// CheckStartNumber returns n as a start number, or says why it cannot be one.
func CheckStartNumber(n int) (engine.PlayerID, error) {
	switch {
	case n < 1:
		return 0, fmt.Errorf("start number %d: it must be 1 or more", n)
	case n > MaxPlayers:
		return 0, fmt.Errorf("start number %d: it must be %d or less", n, MaxPlayers)
	}
	return engine.PlayerID(n), nil
}
