package pipeline

import (
	"context"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// SiteFolder replaces a site folder as a whole ([SiteFolder.Replace]).
type SiteFolder struct {
	// Guard decides whether a site of other events may be replaced.
	Guard ReportGuard
	// Reads returns the input of the run that a path names, or "": a folder holding an
	// input is not replaced. Nil when the run reads no file.
	Reads func(path string) string
	// Warn hears what does not fail the replacement (a temporary folder left behind);
	// nil drops it.
	Warn func(error)
}

// Replace writes files, the site of the events ids, into the folder dir, all or nothing:
// dir is the old site or the new one, never a mix, whatever stops the run
// ([outdir.Replace]). The site carries its [SiteMarker]. A folder already there is
// replaced only when it is empty or a site tiebreak wrote ([outdir.UnmarkedError]),
// of one of the events ids unless f.Guard says otherwise (an [outdir.RefusedError] of an
// [OtherEventError]), and holds
// no input of the run ([outdir.HoldsInputError]); a symbolic link dir keeps its place
// and its target is replaced ([outdir.LinkError]). Failures to write are
// [outdir.WriteError]s; once ctx is done, Replace returns its cause.
func (f SiteFolder) Replace(ctx context.Context, dir string, files []exporters.File, ids []EventID) error {
	tree := make([]outdir.File, len(files))
	for i, file := range files {
		tree[i] = outdir.File{Name: file.Name, Data: file.Data}
	}
	return outdir.Replace(ctx, dir, tree, outdir.ReplaceOptions{
		Marker: outdir.File{Name: SiteMarkerName, Data: SiteMarker(ids)},
		Check:  func(old []byte) error { return f.Guard.CheckSite(SiteMarkerEvents(old), ids) },
		Reads:  f.Reads,
		Warn:   f.Warn,
	})
}
