//go:build !linux

package outdir

// syncAll makes the files and folders durable: each once, after all are written.
func syncAll(files []entry, _ *folder, folders []*folder) error {
	return syncFiles(files, folders)
}
