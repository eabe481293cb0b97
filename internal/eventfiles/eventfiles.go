// Package eventfiles finds the event files of a season: each file given, and every file
// below each folder given that an importer claims, with the season.yaml files and
// sidecars that apply to each, and the output folder each event is written into.
package eventfiles

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/importers"
	seasonin "github.com/tiebreak-chess/tiebreak/importers/season"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// SeasonFile is the settings file at the top of a folder of events (and of any folder
// below it, for the events below that).
const SeasonFile = "season.yaml"

// Job is one event file of a season.
type Job struct {
	Path string // the file as found: the argument joined with its path below it
	Rel  string // slash-separated path below the argument (the base name for a file argument)
	// Layers are the settings files that apply, outermost first: season.yaml files from
	// the argument's folder down, then the sidecar.
	Layers []*seasonin.Settings
	// Err is a sidecar or folder that could not be read: the event fails with it.
	Err error
}

// Options are what [Find] needs beside the files.
type Options struct {
	// Importers are the importers that claim files.
	Importers *importers.Registry
	// Walk walks a folder: filepath.WalkDir when nil (tests make a folder unreadable
	// where permissions cannot: a test run as root reads every folder).
	Walk func(root string, fn fs.WalkDirFunc) error
}

// Found is what [Find] found.
type Found struct {
	Jobs    []*Job
	Skipped []Skipped
	// Scoring is the leaderboard's scoring, from the top season.yaml of a folder given.
	Scoring *season.Scoring
}

// weakExtensions are extensions that many files that are not events have too (notes,
// web pages, other programs' JSON): such a file is an event only when an importer
// recognises its content.
var weakExtensions = map[string]bool{".txt": true, ".json": true, ".html": true, ".htm": true}

// Skipped is a file below a folder argument that is not read, and why.
type Skipped struct{ Path, Why string }

// Find finds the event files of a season: each file argument, and every file
// below each folder argument that an importer claims, in path order (folder by folder,
// names in byte order). Hidden files and folders (.name), Office lock files (~$name), the
// output folder, and YAML files (settings) are skipped. In a US Chess rating report only
// TDEXPORT.DBF is an event (the other two files belong to it). The season.yaml files
// and sidecars found are read; a season.yaml that cannot be read stops the run. Every
// file skipped is returned with the reason, except YAML files and the output folder's.
func Find(args []string, outDir string, opts Options) (*Found, error) {
	walk := opts.Walk
	if walk == nil {
		walk = filepath.WalkDir
	}
	// The output folder is recognised as a file, not by its path: through a symbolic
	// link it has another path, and batch must never read its own outputs.
	outInfo, _ := os.Stat(outDir)
	var jobs []*Job
	var skipped []Skipped
	var scoring *season.Scoring
	seen := map[string]bool{}
	add := func(j *Job) {
		abs, _ := filepath.Abs(j.Path)
		if !seen[abs] {
			seen[abs] = true
			jobs = append(jobs, j)
		}
	}
	for _, arg := range args {
		fi, err := os.Stat(arg)
		if err != nil {
			return nil, fmt.Errorf("cannot read %s: %w", arg, errors.Unwrap(err))
		}
		if !fi.IsDir() {
			j := &Job{Path: arg, Rel: filepath.Base(arg)}
			j.Layers, j.Err = sidecar(nil, arg)
			add(j)
			continue
		}
		if li, err := os.Lstat(arg); err == nil && li.Mode()&fs.ModeSymlink != 0 {
			// A link to a folder is walked as the folder (WalkDir does not follow a
			// link it is given).
			arg += string(filepath.Separator)
		}
		w := &folderWalk{importers: opts.Importers, arg: arg, outInfo: outInfo, scoring: scoring, seasons: map[string]*seasonin.Settings{}}
		if err := walk(arg, w.visit); err != nil {
			return nil, err
		}
		skipped, scoring = append(skipped, w.skipped...), w.scoring
		// WalkDir visits folders before the files of the folders above them are all
		// seen, so the season.yaml layers are attached afterwards.
		for _, j := range w.found {
			if j.Err == nil { // an unreadable folder has no settings to attach
				j.Layers, j.Err = sidecar(w.layers(j.Rel), j.Path)
			}
			add(j)
		}
	}
	return &Found{Jobs: jobs, Skipped: skipped, Scoring: scoring}, nil
}

// folderWalk is the walk of one folder argument of a batch run.
type folderWalk struct {
	importers *importers.Registry
	arg       string      // the folder given
	outInfo   fs.FileInfo // the output folder; nil when it does not exist yet
	// seasons are the season.yaml files read, by folder (slash-separated below arg).
	seasons map[string]*seasonin.Settings
	// scoring is the leaderboard's scoring, from the top season.yaml of a folder given.
	scoring *season.Scoring
	found   []*Job
	skipped []Skipped
}

// visit is the [fs.WalkDirFunc] of the walk: it reads season.yaml files and records the
// events found and the files skipped.
func (w *folderWalk) visit(p string, d fs.DirEntry, err error) error {
	if err != nil {
		if p == w.arg {
			return fmt.Errorf("cannot read %s: %w", p, errors.Unwrap(err))
		}
		// An unreadable folder fails alone, as an event that cannot be read.
		rel, _ := filepath.Rel(w.arg, p)
		w.found = append(w.found, &Job{Path: p, Rel: filepath.ToSlash(rel),
			Err: fmt.Errorf("cannot read the folder %s: %w; its events are left out", p, errors.Unwrap(err))})
		if d != nil && d.IsDir() {
			return filepath.SkipDir
		}
		return nil
	}
	name := d.Name()
	if p != w.arg && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~$")) {
		return w.skipHidden(p, d)
	}
	if d.IsDir() {
		if isOutputFolder(p, w.outInfo, p == w.arg) {
			return filepath.SkipDir
		}
		return nil
	}
	if !d.Type().IsRegular() {
		w.skipped = append(w.skipped, Skipped{p, "a link or special file, not followed"})
		return nil // symbolic links and devices are not followed
	}
	rel, _ := filepath.Rel(w.arg, p)
	rel = filepath.ToSlash(rel)
	if name == SeasonFile {
		return w.readSeason(p, rel)
	}
	ok, why, err := Claims(w.importers, p)
	if err != nil {
		return err
	}
	if !ok {
		if ext := strings.ToLower(filepath.Ext(p)); ext != ".yaml" && ext != ".yml" {
			w.skipped = append(w.skipped, Skipped{p, why})
		}
		return nil
	}
	w.found = append(w.found, &Job{Path: p, Rel: rel})
	return nil
}

// skipHidden records a hidden file or folder (.name) or an Office lock file (~$name) as
// skipped; a folder is not searched.
func (w *folderWalk) skipHidden(p string, d fs.DirEntry) error {
	if d.IsDir() {
		w.skipped = append(w.skipped, Skipped{p, "hidden folder, not searched"})
		return filepath.SkipDir
	}
	why := "hidden"
	if strings.HasPrefix(d.Name(), "~$") {
		why = "an Office lock file"
	}
	w.skipped = append(w.skipped, Skipped{p, why})
	return nil
}

// readSeason reads the season.yaml at p (rel below the folder given); the leaderboard's
// scoring belongs in the top one only, and is given once.
func (w *folderWalk) readSeason(p, rel string) error {
	data, err := importers.ReadSideFile(p, importers.MaxSideFileSize)
	if err != nil {
		return fmt.Errorf("cannot read %s: %w", p, errors.Unwrap(err))
	}
	s, err := seasonin.ParseSeason(p, filepath.Dir(p), data)
	if err != nil {
		return err
	}
	if s.Leaderboard != nil {
		if path.Dir(rel) != "." {
			return fmt.Errorf("%s: leaderboard: belongs in the season.yaml at the top of %s, where it covers the whole season", p, w.arg)
		}
		if w.scoring != nil {
			return fmt.Errorf("%s: leaderboard: the scoring is given twice (in the season.yaml of two folders); give it once", p)
		}
		w.scoring = s.Leaderboard
	}
	w.seasons[path.Dir(rel)] = s
	return nil
}

// layers returns the season.yaml files that apply to the event at rel, outermost first.
func (w *folderWalk) layers(rel string) []*seasonin.Settings {
	var chain []string
	for d := path.Dir(rel); ; d = path.Dir(d) {
		chain = append(chain, d)
		if d == "." {
			break
		}
	}
	var layers []*seasonin.Settings
	for i := len(chain) - 1; i >= 0; i-- {
		if s := w.seasons[chain[i]]; s != nil {
			layers = append(layers, s)
		}
	}
	return layers
}

// isOutputFolder reports whether the folder p is the output folder of this run (the
// same folder, whatever the path) or, below the folder given (top false), of an earlier
// report or batch run (it holds a manifest): its files are outputs, not events.
func isOutputFolder(p string, out fs.FileInfo, top bool) bool {
	if fi, err := os.Stat(p); err == nil && out != nil && os.SameFile(fi, out) {
		return true
	}
	if top {
		return false // the folder given is read, whatever a report once wrote into it
	}
	_, err := os.Lstat(filepath.Join(p, outdir.ManifestName))
	return err == nil
}

// sidecar appends to layers the sidecar of the event at p (x.yaml beside x.trf), when
// there is one.
func sidecar(layers []*seasonin.Settings, p string) ([]*seasonin.Settings, error) {
	side := strings.TrimSuffix(p, filepath.Ext(p)) + ".yaml"
	data, err := importers.ReadSideFile(side, importers.MaxSideFileSize)
	if errors.Is(err, fs.ErrNotExist) {
		return layers, nil
	}
	if err != nil {
		return layers, fmt.Errorf("cannot read the settings %s: %w", side, errors.Unwrap(err))
	}
	s, err := seasonin.ParseSidecar(side, filepath.Dir(side), data)
	if err != nil {
		return layers, err
	}
	return append(layers, s), nil
}

// Claims reports whether a file found in a folder is an event: its extension is one an
// importer reads (and, for extensions that other files have too, an importer recognises
// its content), and it is not the event or sections file of a US Chess rating report.
func Claims(reg *importers.Registry, p string) (bool, string, error) {
	ext := strings.ToLower(filepath.Ext(p))
	known := false
	for _, im := range reg.All() {
		known = known || slices.Contains(im.Extensions(), ext)
	}
	if !known && !weakExtensions[ext] {
		return false, "not a format tiebreak reads (" + extText(ext) + ")", nil
	}
	if !weakExtensions[ext] && ext != ".dbf" {
		return true, "", nil
	}
	head, err := readHead(p, 4096)
	if err != nil {
		return true, "", nil // unreadable: the event fails with the reason
	}
	if ext == ".dbf" {
		// THEXPORT.DBF and TSEXPORT.DBF (first field H_... or S_...) belong to TDEXPORT.DBF.
		if len(head) < 44 || !(strings.HasPrefix(string(head[32:44]), "H_") || strings.HasPrefix(string(head[32:44]), "S_")) {
			return true, "", nil
		}
		return false, "part of the US Chess rating report read from TDEXPORT.DBF", nil
	}
	// A weak extension is an event when its content is one, as 'check' decides
	// (a Swiss Perfect .txt export is read by the CSV importer).
	if im, err := reg.Detect(p, head); err == nil && im.Sniff(head) {
		return true, "", nil
	}
	return false, "a " + ext + " file whose content is not an event file tiebreak knows", nil
}

// extText names an extension for a message: ".pdf", or "no extension".
func extText(ext string) string {
	if ext == "" {
		return "no extension"
	}
	return ext
}

// readHead returns the first n bytes of a file.
func readHead(p string, n int) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, n)
	k, err := io.ReadFull(f, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return buf[:k], nil
}
