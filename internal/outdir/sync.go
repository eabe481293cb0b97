package outdir

import "os"

// Durability without an fsync per file: the files a commit renames into place (or that
// [WriteTree] writes into a folder its caller renames into place) are written first, all
// of them, then synced once for all, and only then renamed; a rename is what publishes a
// file, so a crash leaves the old file or the complete new one. On Linux, more than
// syncEachMax files are synced with one syncfs of their file system; elsewhere, and for
// fewer files, each file is synced once after all are written (then the folders of a
// tree: the temporary place of a commit is not, its files are renamed out of it).

// syncEachMax is the most files synced one by one on Linux: a commit of fewer files (an
// event's report, the manifest) does not wait for the whole file system, which on a
// busy machine holds other programs' writes too.
const syncEachMax = 256

// entry is a file by name in a folder.
type entry struct {
	in   *folder
	name string
}

// syncFiles syncs each file, then each folder.
func syncFiles(files []entry, folders []*folder) error {
	for _, e := range files {
		f, err := e.in.root.OpenFile(e.name, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		err = f.Sync()
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	for _, f := range folders {
		if err := syncFolder(f); err != nil {
			return err
		}
	}
	return nil
}

// syncStaged makes the files staged in the temporary place tmp durable. The temporary
// place itself is not synced: the files are renamed out of it.
func syncStaged(tmp *folder, staged []stagedFile) error {
	files := make([]entry, len(staged))
	for i, s := range staged {
		files[i] = entry{tmp, s.tmp}
	}
	return syncAll(files, tmp, nil)
}
