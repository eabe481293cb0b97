package outdir

import (
	"os"

	"golang.org/x/sys/unix"
)

// syncStaged makes the staged files durable before they are renamed into place: with
// one syncfs of the temporary place's file system, or file by file for a few.
func syncStaged(tmp *folder, staged []stagedFile) error {
	if len(staged) <= syncEachMax {
		return syncFiles(tmp, staged)
	}
	if err := unix.Syncfs(tmp.fd); err != nil {
		return os.NewSyscallError("syncfs", err)
	}
	return nil
}
