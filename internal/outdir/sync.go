package outdir

import "os"

// Durability without an fsync per file: the files a commit renames into place are
// written first, all of them, then synced once for all, and only then renamed; a rename
// is what publishes a file, so a crash leaves the old file or the complete new one. On
// Linux, a commit of more than syncEachMax files syncs the file system of the temporary
// place once (syncfs); elsewhere, and for a few files, each file is synced once after
// all are written, then the temporary place.

// syncEachMax is the most files a commit syncs one by one on Linux: a commit of a few
// files (the manifest, an event's summary) does not wait for the whole file system.
const syncEachMax = 8

// syncFiles syncs each staged file of the temporary place tmp, then tmp itself.
func syncFiles(tmp *folder, staged []stagedFile) error {
	for _, s := range staged {
		f, err := tmp.root.OpenFile(s.tmp, os.O_WRONLY, 0)
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
	return syncFolder(tmp)
}
