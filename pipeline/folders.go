package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/importers"
)

// MaxFolderName bounds the folder names report and batch make from file and section
// names: far below the 255 bytes file systems allow, so that the files inside and the
// temporary names beside them fit too.
const MaxFolderName = 80

// windowsDevices are names Windows reserves for devices, whatever the extension: a
// folder called con cannot be made there, nor copied there from a club's shared folder.
var windowsDevices = map[string]bool{"con": true, "prn": true, "aux": true, "nul": true,
	"com1": true, "com2": true, "com3": true, "com4": true, "com5": true, "com6": true, "com7": true, "com8": true, "com9": true,
	"lpt1": true, "lpt2": true, "lpt3": true, "lpt4": true, "lpt5": true, "lpt6": true, "lpt7": true, "lpt8": true, "lpt9": true}

// SafeFolderName makes a slug (see importers.Slug) a folder name every system accepts:
// a name over MaxFolderName bytes is cut at a "-" (or a character) and gets "-" and 8 hex
// digits of the SHA-256 of key, so that two long names that start alike stay apart; a
// Windows device name gets "-" and kind ("con-event").
func SafeFolderName(slug, key, kind string) string {
	if len(slug) > MaxFolderName {
		sum := sha256.Sum256([]byte(key))
		cut := slug[:MaxFolderName-9]
		for len(cut) > 0 {
			if r, size := utf8.DecodeLastRuneInString(cut); r != utf8.RuneError || size > 1 {
				break
			}
			cut = cut[:len(cut)-1] // never half a character
		}
		if i := strings.LastIndexByte(cut, '-'); i > len(cut)/2 {
			cut = cut[:i]
		}
		slug = hex.EncodeToString(sum[:4])
		if cut = strings.Trim(cut, "-"); cut != "" {
			slug = cut + "-" + slug
		}
	}
	if windowsDevices[slug] {
		slug += "-" + kind
	}
	return slug
}

// SectionFolders returns the subfolder of each section of a report, from the sections'
// names: "" when the input has one section, else the section's slug, made unique with
// -2, -3 in section order ("section-N" for a name without a slug).
func SectionFolders(names []string) []string {
	out := make([]string, len(names))
	if len(names) < 2 {
		return out
	}
	seen := map[string]bool{}
	for i, sec := range names {
		base := SafeFolderName(importers.Slug(sec), sec, "section")
		if base == "" {
			base = "section-" + strconv.Itoa(i+1)
		}
		name := base
		for n := 2; seen[name]; n++ {
			name = base + "-" + strconv.Itoa(n)
		}
		seen[name] = true
		out[i] = name
	}
	return out
}

// EventFolders names the output folder of each event of a batch run from its path
// below the folder given (slash-separated): the extension dropped, each part made a
// slug (lower case, runs of other characters as "-", see importers.Slug) and the parts
// joined with "-", so "Spring/Open A.trf" is "spring-open-a" and no name can leave the
// output folder. When several files give the same name ("a/x.trf" and "a-x.csv" are
// both "a-x"), the first in path order keeps it and each other gets "-" and 8 hex
// digits of the SHA-256 of its path: the same files always get the same folders.
func EventFolders(rels []string) []string {
	base := make([]string, len(rels))
	count := map[string]int{}
	for i, rel := range rels {
		parts := strings.Split(strings.TrimSuffix(rel, path.Ext(rel)), "/")
		var slugs []string
		for _, part := range parts {
			if s := importers.Slug(part); s != "" {
				slugs = append(slugs, s)
			}
		}
		base[i] = SafeFolderName(strings.Join(slugs, "-"), rel, "event")
		if base[i] == "" {
			base[i] = "event"
		}
		count[base[i]]++
	}
	out := make([]string, len(rels))
	used := map[string]bool{}
	for i, rel := range rels {
		name := base[i]
		if used[name] {
			sum := sha256.Sum256([]byte(rel))
			name = base[i] + "-" + hex.EncodeToString(sum[:4])
			for n := 2; used[name] || count[name] > 0; n++ {
				name = fmt.Sprintf("%s-%s-%d", base[i], hex.EncodeToString(sum[:4]), n)
			}
		}
		used[name] = true
		out[i] = name
	}
	return out
}
