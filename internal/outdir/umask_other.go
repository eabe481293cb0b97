//go:build !unix

package outdir

import "os"

// Umask returns the file mode creation mask: none outside Unix, where permission bits
// other than read-only do not apply.
func Umask() os.FileMode { return 0 }
