//go:build !unix

package main

import "os"

// lockFile does nothing on systems without flock: concurrent runs are not detected.
func lockFile(*os.File) error { return nil }
