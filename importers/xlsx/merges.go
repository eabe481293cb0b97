package xlsxin

import (
	"archive/zip"
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"path"
	"regexp"
	"strings"
)

// Merged ranges are read from the worksheet XML directly: excelize reads them only by
// decoding the whole worksheet into memory (gigabytes for a sheet that unpacks to 200 MB),
// while a scan for <mergeCell ref="..."/> elements streams through it once.

// maxPartSize bounds the workbook and relationship parts read to find the worksheets.
const maxPartSize = 16 << 20

// sheetPaths maps each sheet name of the workbook in zr to its worksheet part
// ("xl/worksheets/sheet1.xml"), following the package relationships as excelize does.
// Sheets it cannot resolve are left out (they have no merged ranges to read).
func sheetPaths(zr *zip.Reader) map[string]string {
	out := map[string]string{}
	wb := "xl/workbook.xml"
	for _, r := range relationships(zr, "_rels/.rels") {
		if strings.HasSuffix(r.typ, "/officeDocument") {
			wb = resolve("", r.target)
		}
	}
	targets := map[string]string{}
	for _, r := range relationships(zr, path.Join(path.Dir(wb), "_rels", path.Base(wb)+".rels")) {
		targets[r.id] = resolve(path.Dir(wb), r.target)
	}
	d := xml.NewDecoder(openPart(zr, wb, maxPartSize))
	for {
		tok, err := d.Token()
		if err != nil {
			return out
		}
		el, ok := tok.(xml.StartElement)
		if !ok || el.Name.Local != "sheet" {
			continue
		}
		var name, id string
		for _, a := range el.Attr {
			switch {
			case a.Name.Local == "name" && a.Name.Space == "":
				name = a.Value
			case a.Name.Local == "id" && a.Name.Space != "":
				id = a.Value
			}
		}
		if p, ok := targets[id]; ok && name != "" {
			out[name] = p
		}
	}
}

// relationship is one <Relationship> of a .rels part.
type relationship struct{ id, typ, target string }

// relationships reads the relationships part at name; none when it is missing or broken.
func relationships(zr *zip.Reader, name string) []relationship {
	var out []relationship
	d := xml.NewDecoder(openPart(zr, name, maxPartSize))
	for {
		tok, err := d.Token()
		if err != nil {
			return out
		}
		el, ok := tok.(xml.StartElement)
		if !ok || el.Name.Local != "Relationship" {
			continue
		}
		var r relationship
		for _, a := range el.Attr {
			switch a.Name.Local {
			case "Id":
				r.id = a.Value
			case "Type":
				r.typ = a.Value
			case "Target":
				r.target = a.Value
			}
		}
		out = append(out, r)
	}
}

// resolve returns the part a relationship target names, relative to dir unless absolute.
func resolve(dir, target string) string {
	target = strings.ReplaceAll(target, `\`, "/")
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(path.Clean(target), "/")
	}
	return strings.TrimPrefix(path.Clean(path.Join("/", dir, target)), "/")
}

// openPart returns the part called name (case-insensitively, as excelize finds parts),
// at most limit bytes of it, or an empty reader when there is none.
func openPart(zr *zip.Reader, name string, limit int64) io.Reader {
	for _, f := range zr.File {
		if strings.EqualFold(strings.TrimPrefix(strings.ReplaceAll(f.Name, `\`, "/"), "/"), name) {
			rc, err := f.Open()
			if err != nil {
				return bytes.NewReader(nil)
			}
			return io.LimitReader(rc, limit)
		}
	}
	return bytes.NewReader(nil)
}

var (
	mergeTag = regexp.MustCompile(`^(?:[A-Za-z_][\w.-]*:)?mergeCell[\s/>]`)
	refAttr  = regexp.MustCompile(`\sref\s*=\s*(?:"([^"]*)"|'([^']*)')`)
)

// maxTag bounds the length of one <mergeCell ...> element.
const maxTag = 4096

// scanMerges calls fn with the ref of every <mergeCell> element of the worksheet part
// name, in file order, reading the part once as a stream; an error of fn stops the scan
// and is returned.
func scanMerges(zr *zip.Reader, name string, fn func(ref string) error) error {
	if name == "" {
		return nil
	}
	br := bufio.NewReaderSize(openPart(zr, name, MaxUnzipSize), 64<<10)
	for {
		if _, err := br.ReadSlice('<'); err != nil {
			if errors.Is(err, bufio.ErrBufferFull) {
				continue
			}
			return nil // io.EOF, or a broken part excelize has already read as well as it could
		}
		head, _ := br.Peek(64)
		if !mergeTag.Match(head) {
			continue
		}
		var tag []byte
		for len(tag) <= maxTag {
			chunk, err := br.ReadSlice('>')
			tag = append(tag, chunk...)
			if err == nil {
				break
			}
			if !errors.Is(err, bufio.ErrBufferFull) {
				return nil
			}
		}
		if m := refAttr.FindSubmatch(tag); m != nil {
			if err := fn(string(m[1]) + string(m[2])); err != nil {
				return err
			}
		}
	}
}
