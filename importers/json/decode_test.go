package jsonin

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/internal/jsonwire"
)

// decodeDocs are documents read both ways: good ones, wrong types and unknown keys,
// and syntax errors.
var decodeDocs = []string{
	`{"name":"x","rounds":2,"players":[{"id":1,"name":"A","total":"1","rounds":[{"round":1,"opponent":2,"color":"w","result":"win"},{"round":2,"color":"-","result":"zero_bye"}]}]}`,
	`{"NAME":"x","Rounds":1,"players":null,"scoring":{"win_white":"1","WIN_BLACK":"2"}}`,
	`{"name":"caf\u00e9 \"q\"","round_dates":["a",null,"b"],"tiebreaks":[],"line_order":[3,1,2]}`,
	`{"name":"x","players":[{"id":1,"name":"A","national":[{"federation":"USA","rating":1500,"id":"123"}],"attrs":[{"key":"k","value":"v"}],"rounds":[]}]}`,
	`{"name":"x","teams":[{"id":1,"name":"T","members":[1,2]}],"team_scoring":{"match_win":"2"},"team_byes":[{"round":1,"team":1,"kind":"PAB"}],"adjustments":[{"player":1,"points":"1","source":"record"}],"records":[{"tag":"012","line":"x"}],"unknown":[{"player":1,"round":1}]}`,
	`{"name":"x","standings":{"status":"Final standings","final":true,"tiebreaks":["BH"],"rows":[{"place":"1","rank":"1","id":1,"name":"A","points":"1","tiebreaks":{"BH":"1"}}]}}`,
	`{"name":null,"rounds":null,"scoring":null,"players":[null,{"id":null}]}`,
	// Wrong types and unknown keys: the first problem is reported, the rest read.
	`{"name":"x","rounds":"nine","city":"c"}`,
	`{"name":1}`,
	`{"name":"x","rounds":1.5}`,
	`{"name":"x","rounds":99999999999999999999}`,
	`{"name":"x","players":{}}`,
	`{"name":"x","players":[{"id":1,"rounds":[{"round":true}]}]}`,
	`{"name":"x","players":[{"id":1,"rounds":[{"color":3}]}]}`,
	`{"name":"x","players":[{"id":1,"rounds":[{"zz":3}]}]}`,
	`{"name":"x","teams":[{"id":"1"}]}`,
	`{"name":"x","scoring":[1]}`,
	`{"name":"x","colour":"w"}`,
	// Syntax errors.
	`{"name":"x",}`,
	`{"name":"x"`,
	`{"name" "x"}`,
	`{"name":"x"} {}`,
	"{\"name\":\"x\"}\x00", // a NUL after the document (found by the fuzzer)
	`{"name":"\x01"}`,
	`{"name":tru}`,
	`{"name":"x","rounds":01}`,
	`{"name":"x","rounds":-}`,
	`[1,2]`,
	``,
	`{"name":"\ud800"}`,
	`{"name":"\x"}`,
}

// TestDecodeMatchesEncodingJSON checks that the scanner-based decoder reads documents as
// encoding/json reads them into the same structs (the reader it replaced): the same
// values, and an error for the same documents, at the same place for type errors.
func TestDecodeMatchesEncodingJSON(t *testing.T) {
	docs := slices.Clone(decodeDocs)
	if golden, err := os.ReadFile("../../exporters/json/testdata/standings.golden.json"); err == nil {
		docs = append(docs, string(golden))
	}
	for _, doc := range docs {
		compareDecoders(t, []byte(doc))
	}
}

// FuzzDecodeMatchesEncodingJSON compares the decoder with encoding/json on any valid
// UTF-8 (the importer refuses the rest before decoding) without a key given twice in
// one object (encoding/json merges a list given twice into the first; the decoder
// reads the second).
func FuzzDecodeMatchesEncodingJSON(f *testing.F) {
	for _, doc := range decodeDocs {
		f.Add([]byte(doc))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !utf8.Valid(data) || repeatsKey(data) {
			return
		}
		compareDecoders(t, data)
	})
}

// repeatsKey reports whether some object of data gives a key twice (as far as
// encoding/json can tell: a document it cannot read counts as not repeating).
func repeatsKey(data []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(data))
	// walk reads one value; broken says the document cannot be read further.
	var walk func() (repeats, broken bool)
	walk = func() (bool, bool) {
		tok, err := dec.Token()
		if err != nil {
			return false, true
		}
		d, ok := tok.(json.Delim)
		if !ok {
			return false, false
		}
		seen := map[string]bool{}
		for dec.More() {
			if d == '{' {
				k, err := dec.Token()
				if err != nil {
					return false, true
				}
				key := strings.ToLower(fmt.Sprint(k))
				if seen[key] {
					return true, false
				}
				seen[key] = true
			}
			if repeats, broken := walk(); repeats || broken {
				return repeats, broken
			}
		}
		_, err = dec.Token()
		return false, err != nil
	}
	repeats, _ := walk()
	return repeats
}

// compareDecoders decodes data with encoding/json and with the decoder and reports
// where they differ.
func compareDecoders(t *testing.T, data []byte) {
	t.Helper()
	doc := string(data)
	var want jsonwire.Document
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	wantErr := dec.Decode(&want)
	// Anything after the document is refused (the importer's decoder let a stray '}'
	// or ']' pass).
	if wantErr == nil && len(bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n")) > 0 {
		wantErr = errTrailing
	}
	dc := &decoder{s: jsonwire.NewScanner(data)}
	var got jsonwire.Document
	dc.document(&got)
	dc.s.End()
	gotErr := dc.s.Err()
	if (wantErr == nil) != (gotErr == nil) {
		t.Errorf("%s:\nencoding/json: %v\nscanner: %v", doc, wantErr, gotErr)
		return
	}
	if wantErr != nil {
		var te *json.UnmarshalTypeError
		// A type error is reported where encoding/json reports it, unless the document
		// also has a syntax error, which the scanner reports first (both refuse it).
		if errorsAs(wantErr, &te) && !gotErr.Syntax && (gotErr.Want == "" || gotErr.Field != te.Field || !samePlace(data, te, gotErr.Offset)) {
			t.Errorf("%s:\nencoding/json: %v (field %s, offset %d)\nscanner: %v (field %s, offset %d)", doc, wantErr, te.Field, valueStart(data, int(te.Offset)), gotErr, gotErr.Field, gotErr.Offset)
		}
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\nencoding/json: %+v\nscanner:       %+v", doc, want, got)
	}
}

var errTrailing = json.Unmarshal([]byte(`1 2`), new(int))

func errorsAs(err error, target any) bool { return errors.As(err, target) }

// samePlace reports whether off is where encoding/json's type error te stands: the
// start of a scalar; an object or list encoding/json places after its first character,
// the scanner at it.
func samePlace(data []byte, te *json.UnmarshalTypeError, off int) bool {
	if te.Value == "object" || te.Value == "array" {
		return off == int(te.Offset)-1
	}
	return off == valueStart(data, int(te.Offset))
}
