//go:build !unix

package scratch

import "os"

// lockFile does nothing on systems without flock (see the package doc).
func lockFile(*os.File) error { return nil }
