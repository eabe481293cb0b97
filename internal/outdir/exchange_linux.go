package outdir

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// exchange swaps the entries fromName of from and toName of to in one step
// (renameat2 with RENAME_EXCHANGE). It reports false, with no error, where the file
// system cannot.
func exchange(from *folder, fromName string, to *folder, toName string) (bool, error) {
	err := unix.Renameat2(from.fd, fromName, to.fd, toName, unix.RENAME_EXCHANGE)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, unix.EINVAL), errors.Is(err, unix.ENOSYS), errors.Is(err, unix.EOPNOTSUPP):
		return false, nil
	}
	return true, &os.LinkError{Op: "rename", Old: fromName, New: toName, Err: err}
}
