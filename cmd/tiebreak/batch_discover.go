package main

import (
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/engine/season"
	seasonin "github.com/tiebreak-chess/tiebreak/importers/season"
	"github.com/tiebreak-chess/tiebreak/internal/eventfiles"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// walkDir is filepath.WalkDir; tests replace it to make a folder unreadable where
// permissions cannot (a test run as root reads every folder).
var walkDir = filepath.WalkDir

// batchJob is one input file of a batch run.
type batchJob struct {
	path   string // the file as found: the argument joined with its path below it
	rel    string // slash-separated path below the argument (the base name for a file argument)
	folder string // the output folder below OUTDIR, from rel (see outputFolders)
	// layers are the settings files that apply, outermost first: season.yaml files from
	// the argument's folder down, then the sidecar.
	layers []*seasonin.Settings
	// err is a sidecar that could not be read: the event fails with it.
	err error
}

// skippedFile is a file below a folder argument that batch does not read, and why.
type skippedFile struct{ path, why string }

// discover finds the input files of a batch run and names their output folders (see
// [eventfiles.Find]).
func (e *env) discover(args []string, outDir string) ([]*batchJob, []skippedFile, *season.Scoring, error) {
	found, err := eventfiles.Find(args, outDir, eventfiles.Options{Importers: e.formats.Importers, Walk: walkDir})
	if err != nil {
		return nil, nil, nil, err
	}
	jobs := make([]*batchJob, len(found.Jobs))
	for i, j := range found.Jobs {
		jobs[i] = &batchJob{path: j.Path, rel: j.Rel, layers: j.Layers, err: j.Err}
	}
	outputFolders(jobs)
	skipped := make([]skippedFile, len(found.Skipped))
	for i, s := range found.Skipped {
		skipped[i] = skippedFile{s.Path, s.Why}
	}
	return jobs, skipped, found.Scoring, nil
}

// outputFolders names each job's output folder from its path below the argument
// ([pipeline.EventFolders]).
func outputFolders(jobs []*batchJob) {
	rels := make([]string, len(jobs))
	for i, j := range jobs {
		rels[i] = j.rel
	}
	for i, name := range pipeline.EventFolders(rels) {
		jobs[i].folder = name
	}
}
