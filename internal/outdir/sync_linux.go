package outdir

import (
	"os"

	"golang.org/x/sys/unix"
)

// syncAll makes the files and folders durable: with one syncfs of their file system,
// or file by file for a few.
func syncAll(files []entry, folders []*folder) error {
	if len(files) <= syncEachMax || len(folders) == 0 {
		return syncFiles(files, folders)
	}
	if err := unix.Syncfs(folders[0].fd); err != nil {
		return os.NewSyscallError("syncfs", err)
	}
	return nil
}
