package app

import (
	"archive/zip"
	"bytes"
	"io/fs"
	"os"
	"strconv"
	"time"
)

// zipFolder returns the files of fsys as a zip, in name order, every entry dated
// $SOURCE_DATE_EPOCH (else 1 January 1980), so the same folder gives the same bytes.
// Bookkeeping files (names starting with a dot) are left out.
func zipFolder(fsys fs.FS) ([]byte, error) {
	names, err := walkFiles(fsys)
	if err != nil {
		return nil, err
	}
	when := zipTime()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: when})
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// zipTime is the date of the zip's entries.
func zipTime() time.Time {
	if n, err := strconv.ParseInt(os.Getenv("SOURCE_DATE_EPOCH"), 10, 64); err == nil && n >= 315532800 {
		return time.Unix(n, 0).UTC()
	}
	return time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)
}
