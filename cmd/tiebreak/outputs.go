package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// manifestName is the file in a report or batch output folder that lists the files
// tiebreak wrote there, so that a rerun can remove its own outputs that are no longer
// made (an event removed from the season, a fund dropped) and nothing else.
const manifestName = ".tiebreak-files"

// outputDir writes the files of report and batch into one folder, atomically each, and
// keeps the folder's manifest. It is safe for concurrent use.
type outputDir struct {
	e     *env
	dir   string
	old   []string // the previous run's files, from the manifest
	mu    sync.Mutex
	wrote map[string]bool
}

// openOutputDir creates dir if needed and reads its manifest.
func (e *env) openOutputDir(dir string) (*outputDir, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("cannot create the output folder: %w", err)
	}
	o := &outputDir{e: e, dir: dir, wrote: map[string]bool{}}
	data, err := os.ReadFile(filepath.Join(dir, manifestName))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("cannot read %s: %w", filepath.Join(dir, manifestName), err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		// Only plain relative paths below dir are ever removed, whatever the file says.
		if line == "" || strings.HasPrefix(line, "#") || !filepath.IsLocal(filepath.FromSlash(line)) || line != path.Clean(line) {
			continue
		}
		o.old = append(o.old, line)
	}
	return o, nil
}

// write writes data to the slash-separated path rel below the folder, atomically,
// creating folders as needed, and records it.
func (o *outputDir) write(rel string, data []byte) error {
	full := filepath.Join(o.dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		return fmt.Errorf("cannot create %s: %w", filepath.Dir(full), err)
	}
	if err := o.e.writeOutput(full, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}); err != nil {
		return err
	}
	o.mu.Lock()
	o.wrote[rel] = true
	o.mu.Unlock()
	return nil
}

// path returns the path of rel for messages: "out/a-x/standings.csv".
func (o *outputDir) path(rel string) string { return filepath.Join(o.dir, filepath.FromSlash(rel)) }

// finish writes the manifest. With prune, the files of the previous run that this run
// did not write are removed (and folders they leave empty); without (an interrupted
// run), they are kept and stay listed.
func (o *outputDir) finish(prune bool) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	keep := map[string]bool{}
	for rel := range o.wrote {
		keep[rel] = true
	}
	var errs []error
	for _, rel := range o.old {
		if keep[rel] {
			continue
		}
		if !prune {
			keep[rel] = true
			continue
		}
		full := o.path(rel)
		if fi, err := os.Lstat(full); err != nil || !fi.Mode().IsRegular() {
			continue // gone already, or replaced by something tiebreak did not write
		}
		if err := os.Remove(full); err != nil {
			errs = append(errs, fmt.Errorf("cannot remove the old output %s: %w", full, err))
			keep[rel] = true
			continue
		}
		// Remove the folders the file leaves empty, up to the output folder.
		for d := path.Dir(rel); d != "." && d != "/"; d = path.Dir(d) {
			if os.Remove(o.path(d)) != nil {
				break // not empty, or not ours to remove
			}
		}
	}
	list := make([]string, 0, len(keep))
	for rel := range keep {
		list = append(list, rel)
	}
	slices.Sort(list)
	var b strings.Builder
	b.WriteString("# Files tiebreak wrote in this folder; a rerun removes those it no longer writes.\n")
	for _, rel := range list {
		b.WriteString(rel + "\n")
	}
	if err := o.e.writeOutput(filepath.Join(o.dir, manifestName), func(w io.Writer) error {
		_, err := io.WriteString(w, b.String())
		return err
	}); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}
