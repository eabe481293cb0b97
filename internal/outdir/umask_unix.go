//go:build unix

package outdir

import (
	"os"
	"sync"
	"syscall"
)

// Umask returns the process's file mode creation mask. It is read once (reading it means
// setting it), when the first run starts and before any file is created.
var Umask = sync.OnceValue(func() os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
})
