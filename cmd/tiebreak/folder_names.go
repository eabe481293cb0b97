package main

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// maxFolderName bounds the folder names report and batch make from file and section
// names: far below the 255 bytes file systems allow, so that the files inside and the
// temporary names beside them fit too.
const maxFolderName = 80

// windowsDevices are names Windows reserves for devices, whatever the extension: a
// folder called con cannot be made there, nor copied there from a club's shared folder.
var windowsDevices = map[string]bool{"con": true, "prn": true, "aux": true, "nul": true,
	"com1": true, "com2": true, "com3": true, "com4": true, "com5": true, "com6": true, "com7": true, "com8": true, "com9": true,
	"lpt1": true, "lpt2": true, "lpt3": true, "lpt4": true, "lpt5": true, "lpt6": true, "lpt7": true, "lpt8": true, "lpt9": true}

// safeFolderName makes a slug (see importers.Slug) a folder name every system accepts:
// a name over maxFolderName bytes is cut at a "-" (or a character) and gets "-" and 8 hex
// digits of the SHA-256 of key, so that two long names that start alike stay apart; a
// Windows device name gets "-" and kind ("con-event").
func safeFolderName(slug, key, kind string) string {
	if len(slug) > maxFolderName {
		sum := sha256.Sum256([]byte(key))
		cut := slug[:maxFolderName-9]
		for len(cut) > 0 && (cut[len(cut)-1]&0xC0 == 0x80 || cut[len(cut)-1] >= 0xC0) {
			cut = cut[:len(cut)-1] // never half a character
		}
		if i := strings.LastIndexByte(cut, '-'); i > len(cut)/2 {
			cut = cut[:i]
		}
		slug = strings.TrimRight(cut, "-") + "-" + hex.EncodeToString(sum[:4])
	}
	if windowsDevices[slug] {
		slug += "-" + kind
	}
	return slug
}
