//go:build unix

package outdir

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// folder is a folder of the output folder, opened once through the output folder's
// root (so never out of it): its own root looks at and changes its entries by name in
// one system call each, and its descriptor renames files between two folders.
type folder struct {
	root *os.Root
	f    *os.File
	fd   int
}

// openFolder opens dir (slash-separated, below root; "." for root's own folder).
func openFolder(root *os.Root, dir string) (*folder, error) {
	r, err := root.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	f, err := root.Open(dir)
	if err != nil {
		r.Close()
		return nil, err
	}
	return &folder{root: r, f: f, fd: int(f.Fd())}, nil
}

// close closes the folder.
func (f *folder) close() {
	f.root.Close()
	f.f.Close()
}

// rename moves the entry fromName of from to toName in to, replacing what is there.
// Neither name holds a slash, so nothing is followed out of the two folders.
func rename(from *folder, fromName string, to *folder, toName string) error {
	if err := unix.Renameat(from.fd, fromName, to.fd, toName); err != nil {
		return &os.LinkError{Op: "rename", Old: fromName, New: toName, Err: err}
	}
	return nil
}

// syncFolder makes the folder's entries durable.
func syncFolder(f *folder) error { return f.f.Sync() }

// create makes the new file name in the folder with data in it (perm less the umask),
// in three system calls: the file is never one of Go's polled files.
func (f *folder) create(name string, data []byte, perm os.FileMode) error {
	fd, err := unix.Openat(f.fd, name, unix.O_WRONLY|unix.O_CREAT|unix.O_EXCL|unix.O_NOFOLLOW|unix.O_CLOEXEC, uint32(perm.Perm()))
	if err != nil {
		return &os.PathError{Op: "open", Path: name, Err: err}
	}
	for len(data) > 0 && err == nil {
		var n int
		n, err = unix.Write(fd, data)
		if errors.Is(err, unix.EINTR) {
			err = nil
		}
		data = data[n:]
	}
	if cerr := unix.Close(fd); err == nil {
		err = cerr
	}
	if err != nil {
		return &os.PathError{Op: "write", Path: name, Err: err}
	}
	return nil
}
