package xlsxout

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/klauspost/compress/flate"

	"github.com/xuri/excelize/v2"
)

// writeWorkbook writes f to w with the parts of the package in one fixed order:
// [Content_Types].xml first, then by name. excelize writes worksheets in map order, so
// the same workbook would otherwise come out as different bytes from run to run, and a
// batch run or a golden test could not compare files. excelize hands every part to an
// orderedZip, which compresses it as it is written and puts the parts in order at the
// end, so nothing is compressed twice or read back. The rows the sheetWriters of rows
// compressed are put in place of their marker rows.
func writeWorkbook(f *excelize.File, rows *rowStore, w io.Writer) error {
	f.SetZipWriter(func(w io.Writer) excelize.ZipWriter { return &orderedZip{w: w, rows: rows} })
	_, err := f.WriteTo(w)
	return err
}

// rowStore holds the compressed rows of a workbook's sheets, written by sheetWriters,
// until the workbook is written. Each sheet's StreamWriter holds a marker row in their
// place: row 1, cell A1, the text markerPrefix and the segment's number.
type rowStore struct {
	segments []*rowSegment
}

const markerPrefix = "tiebreak-rows-"

// markerStart and markerEnd are the XML around a marker's number, as excelize writes the
// marker row.
const (
	markerStart = `<row r="1"><c r="A1" t="inlineStr"><is><t>` + markerPrefix
	markerEnd   = `</t></is></c></row>`
)

// add keeps seg and returns the marker text that stands for it.
func (rs *rowStore) add(seg *rowSegment) string {
	rs.segments = append(rs.segments, seg)
	return markerPrefix + strconv.Itoa(len(rs.segments)-1)
}

// take returns the segment a marker's number names, once.
func (rs *rowStore) take(number string) (*rowSegment, error) {
	n, err := strconv.Atoi(number)
	if rs == nil || err != nil || n < 0 || n >= len(rs.segments) || rs.segments[n] == nil {
		return nil, fmt.Errorf("xlsx: a worksheet holds the unknown row marker %q", number)
	}
	seg := rs.segments[n]
	rs.segments[n] = nil
	return seg, nil
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
	rows  *rowStore
	parts []*zipPart
	open  *zipPart
}

// zipPart is one compressed part with what its zip header needs. A worksheet part that
// may hold a marker row is kept whole (it is small without its rows) until it is
// finished.
type zipPart struct {
	name       string
	compressed bytes.Buffer
	crc        uint32
	size       uint64
	deflater   *flate.Writer
	held       []byte
	hold       bool
}

var errPartClosed = errors.New("xlsx: write to a finished workbook part")

func (p *zipPart) Write(b []byte) (int, error) {
	if p.deflater == nil {
		return 0, errPartClosed
	}
	if p.hold {
		p.held = append(p.held, b...)
		return len(b), nil
	}
	return p.compress(b)
}

// compress adds b to the part's content.
func (p *zipPart) compress(b []byte) (int, error) {
	p.crc = crc32.Update(p.crc, crc32.IEEETable, b)
	p.size += uint64(len(b))
	return p.deflater.Write(b)
}

// finish puts the rows in place of a held part's marker row, flushes the part's
// compressor and returns it to the pool.
func (p *zipPart) finish(rows *rowStore) error {
	if p.deflater == nil {
		return nil
	}
	if p.hold {
		if err := p.splice(rows); err != nil {
			return err
		}
	}
	err := p.deflater.Close()
	deflaters.Put(p.deflater)
	p.deflater = nil
	return err
}

// Create finishes the part being written and starts the part name.
func (z *orderedZip) Create(name string) (io.Writer, error) {
	if z.open != nil {
		if err := z.open.finish(z.rows); err != nil {
			return nil, err
		}
	}
	p := &zipPart{name: name, deflater: deflaters.Get().(*flate.Writer)}
	p.hold = z.rows != nil && len(z.rows.segments) > 0 && strings.HasPrefix(name, "xl/worksheets/")
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
		if err := z.open.finish(z.rows); err != nil {
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
			CRC32:              p.crc,
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

// splice compresses a held part with its rows in place of its marker row: the part up to
// the marker, sync-flushed; the rows' own segment as compressed; then the rest of the
// part from a reset compressor, so that no back-reference crosses into the segment. The
// CRC-32 of the whole is the parts' CRCs combined.
func (p *zipPart) splice(rows *rowStore) error {
	held := p.held
	p.held, p.hold = nil, false
	start := bytes.Index(held, []byte(markerStart))
	if start < 0 {
		_, err := p.compress(held)
		return err
	}
	rest := held[start+len(markerStart):]
	digits := bytes.IndexByte(rest, '<')
	if digits < 0 || !bytes.HasPrefix(rest[digits:], []byte(markerEnd)) {
		return fmt.Errorf("xlsx: %s holds a damaged row marker", p.name)
	}
	seg, err := rows.take(string(rest[:digits]))
	if err != nil {
		return err
	}
	if _, err := p.compress(held[:start]); err != nil {
		return err
	}
	if err := p.deflater.Flush(); err != nil {
		return err
	}
	p.compressed.Write(seg.compressed)
	p.crc = crc32Combine(p.crc, seg.crc, seg.size)
	p.size += uint64(seg.size)
	p.deflater.Reset(&p.compressed)
	_, err = p.compress(rest[digits+len(markerEnd):])
	return err
}

// crc32Combine returns the CRC-32 (IEEE) of a followed by b from the CRC of a, the CRC of
// b and the length of b, as zlib's crc32_combine does: appending n zero bytes to a is a
// linear map on its CRC, applied here by repeated squaring of the one-zero-bit operator.
func crc32Combine(crcA, crcB uint32, lenB int64) uint32 {
	if lenB <= 0 {
		return crcA
	}
	var even, odd [32]uint32
	odd[0] = 0xedb88320 // the reflected IEEE polynomial: the operator for one zero bit
	for n, row := 1, uint32(1); n < 32; n, row = n+1, row<<1 {
		odd[n] = row
	}
	gf2Square(&even, &odd) // two zero bits
	gf2Square(&odd, &even) // four zero bits
	for {
		gf2Square(&even, &odd) // one zero byte, then 4, 16, ...
		if lenB&1 != 0 {
			crcA = gf2Times(&even, crcA)
		}
		if lenB >>= 1; lenB == 0 {
			break
		}
		gf2Square(&odd, &even)
		if lenB&1 != 0 {
			crcA = gf2Times(&odd, crcA)
		}
		if lenB >>= 1; lenB == 0 {
			break
		}
	}
	return crcA ^ crcB
}

// gf2Times multiplies the 32x32 bit matrix mat by the vector vec over GF(2).
func gf2Times(mat *[32]uint32, vec uint32) uint32 {
	var sum uint32
	for i := 0; vec != 0; i, vec = i+1, vec>>1 {
		if vec&1 != 0 {
			sum ^= mat[i]
		}
	}
	return sum
}

// gf2Square sets square to mat times mat.
func gf2Square(square, mat *[32]uint32) {
	for n := range 32 {
		square[n] = gf2Times(mat, mat[n])
	}
}
