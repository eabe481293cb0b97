package pdfout

import (
	"maps"
	"reflect"
	"slices"
	"sync"
	"unsafe"

	"github.com/go-pdf/fpdf"
)

// fpdf (v0.9.0, archived) parses a TrueType font again for every document it is added
// to, and names it by JSON-encoding its 65,536 advance widths and hashing them
// (generateFontID): about 12 ms for the two Go fonts, more than the rest of a small
// document. It has no way to add a font parsed once, so this file keeps, per font, the
// definition fpdf built the first time and puts a copy of it into each later document's
// font table, the one change fpdf would need (an "add a parsed font" call), kept in this
// one place. The copy is what fpdf would have built: the same widths, name and
// identifier, a fresh list of used runes and a fresh reader of the font's bytes for the
// subsetter, which rebuilds everything else when the document is written; so the files
// are byte for byte the ones fpdf writes (TestFontCacheMatchesFpdf).
//
// fpdf keeps its font table in unexported fields: they are reached with reflect and
// unsafe, checked against the layout of v0.9.0 once, and the cache turns itself off
// (each document adds its fonts through fpdf as before) if the layout is not the one
// expected.

// cachedFont is the definition fpdf built for one font: its key in the font table, the
// definition (a fontDefType) and the used runes it started with.
type cachedFont struct {
	key  string
	def  reflect.Value
	used map[int]int
}

// fontIdentity names one font as added: family, style and the bytes (by address and
// length: the built-in fonts and a user's font are read once per process).
type fontIdentity struct {
	family, style string
	data          *byte
	size          int
}

var (
	fontCacheMu sync.Mutex
	fontCache   = map[fontIdentity]*cachedFont{}
	// fontCacheOff is set by tests, to compare with fpdf's own path.
	fontCacheOff bool
)

// maxCachedFonts bounds the cache: the Go fonts and a few user fonts.
const maxCachedFonts = 8

// fpdfLayout checks once that fpdf's font table is laid out as this file expects.
var fpdfLayout = sync.OnceValue(func() bool {
	t := reflect.TypeFor[fpdf.Fpdf]()
	fonts, ok := t.FieldByName("fonts")
	if !ok || fonts.Type.Kind() != reflect.Map || fonts.Type.Key().Kind() != reflect.String {
		return false
	}
	def := fonts.Type.Elem()
	if def.Kind() != reflect.Struct {
		return false
	}
	file, ok1 := def.FieldByName("utf8File")
	used, ok2 := def.FieldByName("usedRunes")
	if !ok1 || !ok2 || used.Type != reflect.TypeFor[map[int]int]() || file.Type.Kind() != reflect.Pointer {
		return false
	}
	reader, ok := file.Type.Elem().FieldByName("fileReader")
	if !ok || reader.Type.Kind() != reflect.Pointer || reader.Type.Elem().Kind() != reflect.Struct {
		return false
	}
	pos, ok1 := reader.Type.Elem().FieldByName("readerPosition")
	arr, ok2 := reader.Type.Elem().FieldByName("array")
	return ok1 && ok2 && pos.Type.Kind() == reflect.Int64 && arr.Type == reflect.TypeFor[[]byte]()
})

// writable returns v (an addressable value reached through unexported fields) as a
// value that may be set.
func writable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// addUTF8Font adds a TrueType font to pdf as AddUTF8FontFromBytes does, parsing it only
// the first time the process adds it.
func addUTF8Font(pdf *fpdf.Fpdf, family, style string, data []byte) {
	if fontCacheOff || !fpdfLayout() || len(data) == 0 {
		pdf.AddUTF8FontFromBytes(family, style, data)
		return
	}
	table := writable(reflect.ValueOf(pdf).Elem().FieldByName("fonts"))
	id := fontIdentity{family: family, style: style, data: unsafe.SliceData(data), size: len(data)}
	fontCacheMu.Lock()
	cached := fontCache[id]
	fontCacheMu.Unlock()
	if cached != nil {
		if table.MapIndex(reflect.ValueOf(cached.key)).IsValid() {
			return // added already, as fpdf does nothing then
		}
		table.SetMapIndex(reflect.ValueOf(cached.key), cached.copyFor(data))
		return
	}
	before := table.MapKeys()
	pdf.AddUTF8FontFromBytes(family, style, data)
	if pdf.Error() != nil || table.Len() != len(before)+1 {
		return
	}
	var key string
	for _, k := range table.MapKeys() {
		if !slices.ContainsFunc(before, func(b reflect.Value) bool { return b.String() == k.String() }) {
			key = k.String()
		}
	}
	def := reflect.New(table.Type().Elem()).Elem()
	def.Set(table.MapIndex(reflect.ValueOf(key)))
	if writable(def.FieldByName("utf8File")).IsNil() {
		return
	}
	// The cache keeps its own copy of the definition, taken before this document
	// writes anything into its own.
	used := writable(def.FieldByName("usedRunes")).Interface().(map[int]int)
	c := &cachedFont{key: key, def: def, used: maps.Clone(used)}
	c.def = c.copyFor(data)
	fontCacheMu.Lock()
	if len(fontCache) < maxCachedFonts {
		fontCache[id] = c
	}
	fontCacheMu.Unlock()
}

// copyFor returns a definition for one more document: the parsed widths and names
// shared (fpdf only reads them), the used runes and the subsetter's state its own.
func (c *cachedFont) copyFor(data []byte) reflect.Value {
	def := reflect.New(c.def.Type()).Elem()
	def.Set(c.def)
	writable(def.FieldByName("usedRunes")).Set(reflect.ValueOf(maps.Clone(c.used)))
	fileField := writable(def.FieldByName("utf8File"))
	file := reflect.New(fileField.Type().Elem())
	file.Elem().Set(fileField.Elem())
	readerField := writable(file.Elem().FieldByName("fileReader"))
	reader := reflect.New(readerField.Type().Elem())
	writable(reader.Elem().FieldByName("array")).Set(reflect.ValueOf(data))
	writable(reader.Elem().FieldByName("readerPosition")).SetInt(0)
	readerField.Set(reader)
	fileField.Set(file)
	return def
}
