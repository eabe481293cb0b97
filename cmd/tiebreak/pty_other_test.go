//go:build !linux

package main

import (
	"os"
	"testing"
)

// openTerminal skips the test: it opens pseudo-terminals on Linux only.
func openTerminal(t *testing.T) (*os.File, func() string) {
	t.Skip("pseudo-terminal tests run on Linux")
	return nil, nil
}
