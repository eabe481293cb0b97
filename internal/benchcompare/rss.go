//go:build unix

package main

import (
	"os"
	"syscall"
)

// peakRSS returns the peak resident memory of a finished child in kilobytes, the
// maximum resident set size /usr/bin/time -v prints.
func peakRSS(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return ru.Maxrss
	}
	return 0
}
