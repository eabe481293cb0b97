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
// site made in a new folder beside its place and swapped in, each other file written
// beside its place and renamed over it. It makes no check of what the folders held
// before; the tiebreak command does.
type Folders struct{}

// WriteReport replaces the report in dir by files, all or nothing.
func (Folders) WriteReport(ctx context.Context, dir string, files []pipeline.File) error {
	d, err := outdir.Open(ctx, dir, outdir.Options{Command: "report"})
	if err != nil {
		return err
	}
	defer d.Close()
	out := make([]outdir.File, len(files))
	for i, f := range files {
		out[i] = outdir.File{Name: f.Name, Data: f.Data}
	}
	if err := d.WriteAll(ctx, out); err != nil {
		return err
	}
	return d.Finish(ctx, true)
}

// WriteSite writes the site into a new folder beside dir, with the marker of a site
// ([pipeline.SiteMarker]), and swaps it in for dir.
func (Folders) WriteSite(ctx context.Context, dir string, files []exporters.File, ids []pipeline.EventID) error {
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	work, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".new")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	tmp := filepath.Join(work, "site")
	if err := os.Mkdir(tmp, 0o755); err != nil {
		return err
	}
	tree := make([]outdir.File, 0, len(files)+1)
	for _, f := range files {
		tree = append(tree, outdir.File{Name: f.Name, Data: f.Data})
	}
	tree = append(tree, outdir.File{Name: pipeline.SiteMarkerName, Data: pipeline.SiteMarker(ids)})
	if err := outdir.WriteTree(ctx, tmp, tree); err != nil {
		return err
	}
	if err := os.Rename(dir, filepath.Join(work, "old")); err != nil && !os.IsNotExist(err) {
		return err
	}
	return os.Rename(tmp, dir)
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
