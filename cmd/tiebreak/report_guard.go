package main

import (
	"bufio"
	"bytes"
	"fmt"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"os"
	"path/filepath"
	"strings"
)

// ownFolderFlag is the hidden report flag with which 'tiebreak watch' writes into the
// folder it owns: the check of [otherEventReport] is skipped.
const ownFolderFlag = "own-folder"

// otherEventReport returns an error when the folder dir holds the report of another
// event than the one about to be written: a report's event.trf whose event name (TRF
// 012) or start date (042) differs from the new event.trf of the same name. Rerunning
// the same event replaces its report silently; --force replaces another event's.
func otherEventReport(dir string, files []renderedFile) error {
	for _, f := range files {
		if filepath.Base(f.name) != pipeline.FileEventTRF {
			continue
		}
		full := filepath.Join(dir, filepath.FromSlash(f.name))
		old, err := os.ReadFile(full)
		if err != nil {
			continue // no report there yet, or one that cannot be read: nothing to compare
		}
		oldName, oldDate := trfEventID(old)
		newName, newDate := trfEventID(f.data)
		if oldName == newName && oldDate == newDate {
			continue
		}
		return fmt.Errorf("%s holds the report of another event, %s; this is %s; nothing was written.\nWrite into another folder with -o, or add --force to replace that report",
			filepath.Dir(full), eventWords(oldName, oldDate), eventWords(newName, newDate))
	}
	return nil
}

// trfEventID returns the event name (012) and start date (042) of a TRF text.
func trfEventID(data []byte) (name, date string) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if len(line) < 4 {
			continue
		}
		switch line[:4] {
		case "012 ":
			name = strings.TrimSpace(line[4:])
		case "042 ":
			date = strings.TrimSpace(line[4:])
		}
	}
	return name, date
}

// eventWords names an event in a message: "\"Spring Open\" (2026/03/14)".
func eventWords(name, date string) string {
	if name == "" {
		name = "an event without a name"
	} else {
		name = fmt.Sprintf("%q", name)
	}
	if date != "" {
		name += " (" + date + ")"
	}
	return name
}
