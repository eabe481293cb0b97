//go:build !unix

package outdir

import "os"

// Lock does nothing on systems without flock: concurrent runs are not detected.
func Lock(*os.File) error { return nil }
