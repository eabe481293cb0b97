package xlsxout

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/xuri/excelize/v2"
)

// writeWorkbook writes f to w with the parts of the package in one fixed order:
// [Content_Types].xml first, then by name. excelize writes worksheets in map order, so
// the same workbook would otherwise come out as different bytes from run to run, and a
// batch run or a golden test could not compare files. The parts are copied compressed,
// not compressed again.
func writeWorkbook(f *excelize.File, w io.Writer) error {
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		return err
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		return fmt.Errorf("reading back the workbook: %w", err)
	}
	files := slices.Clone(zr.File)
	slices.SortStableFunc(files, func(a, b *zip.File) int {
		if a.Name == b.Name {
			return 0
		}
		if a.Name == "[Content_Types].xml" {
			return -1
		}
		if b.Name == "[Content_Types].xml" {
			return 1
		}
		return strings.Compare(a.Name, b.Name)
	})
	zw := zip.NewWriter(w)
	for _, zf := range files {
		r, err := zf.OpenRaw()
		if err != nil {
			return err
		}
		hdr := zf.FileHeader
		out, err := zw.CreateRaw(&hdr)
		if err != nil {
			return err
		}
		if _, err := io.Copy(out, r); err != nil {
			return err
		}
	}
	return zw.Close()
}
