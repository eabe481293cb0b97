// Package xlsxtest builds workbooks from raw worksheet XML for tests: workbooks no
// spreadsheet program would write (huge merged ranges, sheets that unpack to hundreds of
// megabytes), which excelize cannot make without building them in memory.
package xlsxtest

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"strconv"
	"strings"
	"testing"
)

// Workbook writes a minimal .xlsx whose sheets Sheet1, Sheet2, ... have the contents
// (what goes inside <worksheet>) that the functions write.
func Workbook(t testing.TB, sheets ...func(io.Writer) error) []byte {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	add := func(name, text string) io.Writer {
		w, err := z.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(w, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+text); err != nil {
			t.Fatal(err)
		}
		return w
	}
	const rels = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
	var types, list, links strings.Builder
	for i := range sheets {
		n := strconv.Itoa(i + 1)
		types.WriteString(`<Override PartName="/xl/worksheets/sheet` + n + `.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
		list.WriteString(`<sheet name="Sheet` + n + `" sheetId="` + n + `" r:id="rId` + n + `"/>`)
		links.WriteString(`<Relationship Id="rId` + n + `" Type="` + rels + `/worksheet" Target="worksheets/sheet` + n + `.xml"/>`)
	}
	add("[Content_Types].xml", `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`+
		`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`+
		`<Default Extension="xml" ContentType="application/xml"/>`+
		`<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>`+
		types.String()+`</Types>`)
	add("_rels/.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`+
		`<Relationship Id="rId1" Type="`+rels+`/officeDocument" Target="xl/workbook.xml"/></Relationships>`)
	add("xl/workbook.xml", `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="`+rels+`"><sheets>`+
		list.String()+`</sheets></workbook>`)
	add("xl/_rels/workbook.xml.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`+
		links.String()+`</Relationships>`)
	for i, write := range sheets {
		w := add("xl/worksheets/sheet"+strconv.Itoa(i+1)+".xml", `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">`)
		if err := write(w); err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(w, "</worksheet>"); err != nil {
			t.Fatal(err)
		}
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Sheet returns a sheet content function that writes xml as it is.
func Sheet(xml string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, xml)
		return err
	}
}

// InlineRow returns the XML of row r (1-based) holding the values as inline strings from
// column A on; an empty value leaves its cell out.
func InlineRow(r int, values ...string) string {
	var b strings.Builder
	b.WriteString(`<row r="` + strconv.Itoa(r) + `">`)
	for i, v := range values {
		if v == "" {
			continue
		}
		b.WriteString(`<c r="` + column(i+1) + strconv.Itoa(r) + `" t="inlineStr"><is><t>` + escape(v) + `</t></is></c>`)
	}
	b.WriteString("</row>")
	return b.String()
}

// column returns the letters of column n (1-based): A, Z, AA, ...
func column(n int) string {
	s := ""
	for n > 0 {
		n--
		s = string(rune('A'+n%26)) + s
		n /= 26
	}
	return s
}

func escape(s string) string {
	var b bytes.Buffer
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}
