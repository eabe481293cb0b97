package pdfout

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// checkEmbeddable checks what fpdf's TrueType reader takes for granted, so that a damaged
// or unsuitable --font file is a clear error instead of a crash, a message on standard
// output or a run that never ends: every table fpdf reads is present and inside the file,
// the licence allows embedding (OS/2 fsType, as fpdf checks it), and there is a Unicode
// character map in format 4 whose segments are ordered and disjoint (fpdf visits every
// code of every segment).
func checkEmbeddable(data []byte) error {
	be := binary.BigEndian
	if len(data) < 12 {
		return errors.New("not a TrueType font (too short)")
	}
	n := int(be.Uint16(data[4:]))
	if 12+16*n > len(data) {
		return errors.New("damaged TrueType font: the table directory is cut short")
	}
	tables := map[string][]byte{}
	for i := range n {
		e := data[12+16*i:]
		tag := string(e[:4])
		off, length := int64(be.Uint32(e[8:])), int64(be.Uint32(e[12:]))
		if off+length > int64(len(data)) {
			return fmt.Errorf("damaged TrueType font: table %q lies outside the file", tag)
		}
		tables[tag] = data[off : off+length]
	}
	for _, tag := range []string{"cmap", "glyf", "loca", "head", "hhea", "hmtx", "maxp", "name", "post"} {
		if _, ok := tables[tag]; !ok {
			return fmt.Errorf("not a usable TrueType font: no %q table", tag)
		}
	}
	if os2, ok := tables["OS/2"]; ok {
		if len(os2) < 10 {
			return errors.New("damaged TrueType font: OS/2 table too short")
		}
		if fs := be.Uint16(os2[8:]); fs == 0x0002 || fs&0x0300 != 0 {
			return errors.New("the font's licence does not allow embedding it in a PDF (OS/2 fsType); use another font")
		}
	}
	if len(tables["head"]) < 54 || len(tables["hhea"]) < 36 || len(tables["maxp"]) < 6 {
		return errors.New("damaged TrueType font: head, hhea or maxp table too short")
	}
	head, hhea := tables["head"], tables["hhea"]
	if be.Uint16(head[18:]) == 0 || be.Uint16(head[52:]) != 0 || be.Uint16(head[50:]) > 1 || be.Uint16(hhea[32:]) != 0 {
		return errors.New("damaged TrueType font: unknown head or hhea table values")
	}
	if err := checkNames(tables["name"]); err != nil {
		return err
	}
	hmetrics := int(be.Uint16(tables["hhea"][34:]))
	if hmetrics == 0 || hmetrics*4 > len(tables["hmtx"]) {
		return errors.New("damaged TrueType font: horizontal metrics do not match the hmtx table")
	}
	return checkCmap(tables["cmap"])
}

// checkCmap finds the Unicode format-4 subtable fpdf uses and checks its segments.
func checkCmap(cmap []byte) error {
	be := binary.BigEndian
	if len(cmap) < 4 {
		return errors.New("damaged TrueType font: cmap table too short")
	}
	n := int(be.Uint16(cmap[2:]))
	for i := range n {
		rec := 4 + 8*i
		if rec+8 > len(cmap) {
			return errors.New("damaged TrueType font: cmap records cut short")
		}
		platform, encoding := be.Uint16(cmap[rec:]), be.Uint16(cmap[rec+2:])
		off := int(be.Uint32(cmap[rec+4:]))
		if !(platform == 3 && encoding == 1) && platform != 0 {
			continue
		}
		if off+14 > len(cmap) || be.Uint16(cmap[off:]) != 4 {
			continue
		}
		// fpdf takes the first such subtable; it must be sound.
		sub := cmap[off:]
		segs := int(be.Uint16(sub[6:])) / 2
		if 16+8*segs > len(sub) {
			return errors.New("damaged TrueType font: Unicode character map cut short")
		}
		prevEnd := -1
		for s := range segs {
			end := int(be.Uint16(sub[14+2*s:]))
			start := int(be.Uint16(sub[16+2*segs+2*s:]))
			if start > end || start <= prevEnd {
				return errors.New("damaged TrueType font: Unicode character map segments overlap or are out of order")
			}
			prevEnd = end
		}
		return nil
	}
	return errors.New("not a usable TrueType font: it has no Unicode character map (format 4)")
}

// checkNames checks the name table as fpdf reads it: format 0, and the Windows Unicode
// English names in whole UTF-16 units.
func checkNames(name []byte) error {
	be := binary.BigEndian
	if len(name) < 6 || be.Uint16(name) != 0 {
		return errors.New("not a usable TrueType font: name table format not supported")
	}
	n := int(be.Uint16(name[2:]))
	if 6+12*n > len(name) {
		return errors.New("damaged TrueType font: name records cut short")
	}
	for i := range n {
		rec := name[6+12*i:]
		if be.Uint16(rec) == 3 && be.Uint16(rec[2:]) == 1 && be.Uint16(rec[4:]) == 0x409 && be.Uint16(rec[8:])%2 != 0 {
			return errors.New("damaged TrueType font: a Unicode name has an odd length")
		}
	}
	return nil
}
