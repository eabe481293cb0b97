//go:build !unix

package main

import "os"

// peakRSS returns 0: the peak resident memory is read on Unix systems only.
func peakRSS(*os.ProcessState) int64 { return 0 }
