package xlsxout

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"errors"
	"hash"
	"hash/crc32"
	"io"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"github.com/xuri/excelize/v2"
)

// writeWorkbook writes f to w with the parts of the package in one fixed order:
// [Content_Types].xml first, then by name. excelize writes worksheets in map order, so
// the same workbook would otherwise come out as different bytes from run to run, and a
// batch run or a golden test could not compare files. excelize hands every part to an
// orderedZip, which compresses it as it is written and puts the parts in order at the
// end, so nothing is compressed twice or read back.
func writeWorkbook(f *excelize.File, w io.Writer) error {
	f.SetZipWriter(func(w io.Writer) excelize.ZipWriter { return &orderedZip{w: w} })
	_, err := f.WriteTo(w)
	return err
}

// deflaters holds reusable compressors at flate.BestSpeed: a new one costs about a
// megabyte, and a workbook has a dozen parts. BestSpeed makes a workbook about a quarter
// larger than the default level and is several times faster.
var deflaters = sync.Pool{New: func() any {
	fw, err := flate.NewWriter(io.Discard, flate.BestSpeed)
	if err != nil {
		panic(err) // only for an invalid level
	}
	return fw
}}

// orderedZip is the excelize.ZipWriter of writeWorkbook: each part is compressed into
// memory as excelize writes it, and Close writes the parts to w in package order.
// excelize writes one part after the other, so a part is finished when the next is
// created.
type orderedZip struct {
	w     io.Writer
	parts []*zipPart
	open  *zipPart
}

// zipPart is one compressed part with what its zip header needs.
type zipPart struct {
	name       string
	compressed bytes.Buffer
	crc        hash.Hash32
	size       uint64
	deflater   *flate.Writer
}

var errPartClosed = errors.New("xlsx: write to a finished workbook part")

func (p *zipPart) Write(b []byte) (int, error) {
	if p.deflater == nil {
		return 0, errPartClosed
	}
	p.crc.Write(b)
	p.size += uint64(len(b))
	return p.deflater.Write(b)
}

// finish flushes the part's compressor and returns it to the pool.
func (p *zipPart) finish() error {
	if p.deflater == nil {
		return nil
	}
	err := p.deflater.Close()
	deflaters.Put(p.deflater)
	p.deflater = nil
	return err
}

// Create finishes the part being written and starts the part name.
func (z *orderedZip) Create(name string) (io.Writer, error) {
	if z.open != nil {
		if err := z.open.finish(); err != nil {
			return nil, err
		}
	}
	p := &zipPart{name: name, crc: crc32.NewIEEE(), deflater: deflaters.Get().(*flate.Writer)}
	p.deflater.Reset(&p.compressed)
	z.parts = append(z.parts, p)
	z.open = p
	return p, nil
}

// AddFS is not used by excelize when it writes a workbook.
func (z *orderedZip) AddFS(fs.FS) error {
	return errors.New("xlsx: AddFS is not supported")
}

// Close writes the parts to w, [Content_Types].xml first and then by name, each copied
// as compressed.
func (z *orderedZip) Close() error {
	if z.open != nil {
		if err := z.open.finish(); err != nil {
			return err
		}
		z.open = nil
	}
	slices.SortStableFunc(z.parts, func(a, b *zipPart) int { return comparePartNames(a.name, b.name) })
	zw := zip.NewWriter(z.w)
	for _, p := range z.parts {
		out, err := zw.CreateRaw(&zip.FileHeader{
			Name:               p.name,
			Method:             zip.Deflate,
			CRC32:              p.crc.Sum32(),
			CompressedSize64:   uint64(p.compressed.Len()),
			UncompressedSize64: p.size,
		})
		if err != nil {
			return err
		}
		if _, err := out.Write(p.compressed.Bytes()); err != nil {
			return err
		}
	}
	return zw.Close()
}

// comparePartNames orders [Content_Types].xml first and the other parts by name.
func comparePartNames(a, b string) int {
	switch {
	case a == b:
		return 0
	case a == "[Content_Types].xml":
		return -1
	case b == "[Content_Types].xml":
		return 1
	}
	return strings.Compare(a, b)
}
