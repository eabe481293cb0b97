package outdir

import (
	"os"

	"golang.org/x/sys/unix"
)

// syncAll makes the files and folders durable: with one syncfs of the file system of
// the folder on, or file by file for a few.
func syncAll(files []entry, on *folder, folders []*folder) error {
	if len(files) <= syncEachMax || on == nil {
		return syncFiles(files, folders)
	}
	if err := unix.Syncfs(on.fd); err != nil {
		return os.NewSyscallError("syncfs", err)
	}
	return nil
}
