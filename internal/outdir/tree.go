package outdir

import (
	"context"
	"fmt"
	"os"
	"path"
	"path/filepath"
)

// WriteTree writes files (names slash-separated below dir) into the new, empty folder
// dir, each folder in it made and opened once, and makes them durable once for all
// before it returns (see [syncAll]): the caller then publishes dir by renaming it, so
// that a crash leaves the old folder or the complete new one. Files get the permissions
// of any program's new file (0666 less the umask). It stops, returning the cause, once
// ctx is done.
func WriteTree(ctx context.Context, dir string, files []File) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	folders := map[string]*folder{}
	var opened []*folder
	defer func() {
		for _, f := range opened {
			f.close()
		}
	}()
	written := make([]entry, 0, len(files))
	for _, f := range files {
		if err := stopped(ctx); err != nil {
			return err
		}
		if !filepath.IsLocal(filepath.FromSlash(f.Name)) || f.Name != path.Clean(f.Name) {
			return fmt.Errorf("%q is not a file name below the folder", f.Name)
		}
		d := path.Dir(f.Name)
		in := folders[d]
		if in == nil {
			if d != "." {
				if err := root.MkdirAll(d, 0o755); err != nil {
					return err
				}
			}
			if in, err = openFolder(root, d); err != nil {
				return err
			}
			folders[d] = in
			opened = append(opened, in)
		}
		if err := in.create(path.Base(f.Name), f.Data, 0o666); err != nil {
			return err
		}
		written = append(written, entry{in, path.Base(f.Name)})
	}
	if err := stopped(ctx); err != nil {
		return err
	}
	if len(opened) == 0 {
		return nil
	}
	return syncAll(written, opened[0], opened)
}
