//go:build !unix

package outdir

import (
	"os"
	"path"
)

// folder is a folder of the output folder, opened once through the output folder's
// root (so never out of it): its own root looks at and changes its entries by name.
type folder struct {
	rel  string   // slash-separated, below top
	root *os.Root // the folder's
	top  *os.Root // the output folder's, for renames between folders
}

// openFolder opens dir (slash-separated, below root; "." for root's own folder).
func openFolder(root *os.Root, dir string) (*folder, error) {
	r, err := root.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &folder{rel: dir, root: r, top: root}, nil
}

// close closes the folder.
func (f *folder) close() { f.root.Close() }

// rename moves the entry fromName of from to toName in to, replacing what is there.
func rename(from *folder, fromName string, to *folder, toName string) error {
	return from.top.Rename(path.Join(from.rel, fromName), path.Join(to.rel, toName))
}

// syncFolder does nothing: folders cannot be synced here, and a file's rename is
// durable with its data.
func syncFolder(*folder) error { return nil }

// create makes the new file name in the folder with data in it.
func (f *folder) create(name string, data []byte, perm os.FileMode) error {
	w, err := f.root.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}
