package outdir

import "os"

// Durability without an fsync per file: the files a commit renames into place (or that
// [WriteTree] writes into a folder its caller renames into place) are written first, all
// of them, then synced once for all, and only then renamed; a rename is what publishes a
// file, so a crash leaves the old file or the complete new one. On Linux, more than
// syncEachMax files are synced with one syncfs of their file system; elsewhere, and for
// a few files, each file is synced once after all are written, then their folders.

// syncEachMax is the most files a commit syncs one by one on Linux: a commit of a few
// files (the manifest, an event's summary) does not wait for the whole file system.
const syncEachMax = 8

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

// syncStaged makes the files staged in the temporary place tmp durable.
func syncStaged(tmp *folder, staged []stagedFile) error {
	files := make([]entry, len(staged))
	for i, s := range staged {
		files[i] = entry{tmp, s.tmp}
	}
	return syncAll(files, []*folder{tmp})
}
