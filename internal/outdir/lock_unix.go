//go:build unix

package outdir

import (
	"os"
	"syscall"
)

// Lock takes an exclusive lock on f without waiting; the system releases it when
// the process ends, however it ends.
func Lock(f *os.File) error {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}
