package follow

import (
	"context"
	"os"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// Folders is the [Writer] of a Go program: the report as 'tiebreak report' writes it
// (all or nothing, with its manifest, the previous report's other files removed), the
// site swapped in as publish swaps it, each other file written beside its place and
// renamed over it. It makes no other check of what the folders held before; the
// tiebreak command does.
type Folders struct{}

// WriteReport replaces the report in dir by files, all or nothing
// ([pipeline.ReportFolder.Write]).
func (Folders) WriteReport(ctx context.Context, dir string, files []pipeline.File) error {
	return pipeline.ReportFolder{Guard: pipeline.ReportGuard{OwnFolder: true}}.Write(ctx, dir, files)
}

// WriteSite replaces the site in dir by files as publish does
// ([pipeline.SiteFolder.Replace]): all or nothing, a symbolic link kept as a link, and
// a folder that is not a site left alone. The folder is the follower's own, so a site
// of another event (a followed file whose event changed its name) is replaced.
func (Folders) WriteSite(ctx context.Context, dir string, files []exporters.File, ids []pipeline.EventID) error {
	return pipeline.SiteFolder{Guard: pipeline.ReportGuard{OwnFolder: true}}.Replace(ctx, dir, files, ids)
}

// WriteFile writes data beside path and renames it over path.
func (Folders) WriteFile(_ context.Context, path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o666&^outdir.Umask()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
