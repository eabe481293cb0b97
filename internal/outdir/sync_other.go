//go:build !linux

package outdir

// syncStaged makes the staged files durable before they are renamed into place: each
// once, after all are written.
func syncStaged(tmp *folder, staged []stagedFile) error { return syncFiles(tmp, staged) }
