//go:build !unix

package main

import "os"

// umask returns the file mode creation mask: none outside Unix, where permission bits
// other than read-only do not apply.
func umask() os.FileMode { return 0 }
