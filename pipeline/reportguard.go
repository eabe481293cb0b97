package pipeline

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// EventID names the event a report is of, as its event.trf says: the event's name (TRF
// 012) and start date (042), each "" when the file does not give it.
type EventID struct {
	Name, Date string
}

// TRFEventID returns the EventID of a TRF text.
func TRFEventID(data []byte) EventID {
	var id EventID
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if len(line) < 4 {
			continue
		}
		switch line[:4] {
		case "012 ":
			id.Name = strings.TrimSpace(line[4:])
		case "042 ":
			id.Date = strings.TrimSpace(line[4:])
		}
	}
	return id
}

// String names the event in a message: "\"Spring Open\" (2026/03/14)".
func (id EventID) String() string {
	name := "an event without a name"
	if id.Name != "" {
		name = fmt.Sprintf("%q", id.Name)
	}
	if id.Date != "" {
		name += " (" + id.Date + ")"
	}
	return name
}

// ReportGuard says when a report may replace the report its folder holds.
type ReportGuard struct {
	// Force replaces the report of another event (report --force).
	Force bool
	// OwnFolder replaces the report of any event: the folder belongs to the caller,
	// whose event may change its name between runs (tiebreak watch).
	OwnFolder bool
}

// OtherEventError says that a report folder (or, with Site, a site's folder) holds the
// report of another event than the one about to be written into it.
type OtherEventError struct {
	Old, New EventID
	Site     bool
}

func (e *OtherEventError) Error() string {
	what := "report"
	if e.Site {
		what = "site"
	}
	return fmt.Sprintf("the folder holds the %s of another event, %s; this is %s", what, e.Old, e.New)
}

// Remedies are to write into another folder, or to replace the other event's report
// ([ReportGuard.Force]).
func (e *OtherEventError) Remedies() []remedy.Remedy {
	return []remedy.Remedy{remedy.OtherFolder, remedy.Replace}
}

// Check compares the event.trf of a report about to be written, newTRF, with the one
// its folder holds, oldTRF (nil when it holds none): it returns an *OtherEventError
// when they are of different events (another name or start date), unless g.Force or
// g.OwnFolder. A rerun of the same event replaces its report.
func (g ReportGuard) Check(oldTRF, newTRF []byte) error {
	if g.Force || g.OwnFolder || oldTRF == nil {
		return nil
	}
	old, cur := TRFEventID(oldTRF), TRFEventID(newTRF)
	if old == cur {
		return nil
	}
	return &OtherEventError{Old: old, New: cur}
}

// CheckSite compares the events of a site about to be written, cur, with those of the
// site its folder holds, old (none for a site that did not say, or no site): it returns
// an *OtherEventError when they have no event in common, unless g.Force or g.OwnFolder.
// A site republished with an event added or dropped is the same site.
func (g ReportGuard) CheckSite(old, cur []EventID) error {
	if g.Force || g.OwnFolder || len(old) == 0 || len(cur) == 0 {
		return nil
	}
	for _, o := range old {
		if slices.Contains(cur, o) {
			return nil
		}
	}
	return &OtherEventError{Old: old[0], New: cur[0], Site: true}
}

// markerEvent starts each line of a [SiteMarker] that names an event of the site.
const markerEvent = "event: "

// SiteMarkerName is the name of the marker file ([SiteMarker]) in a site's folder.
const SiteMarkerName = ".tiebreak-site"

// SiteMarker returns the content of the marker file every site publish writes holds,
// for a site of the events ids, one line each, so that a later publish can tell a site
// of other events ([ReportGuard.CheckSite]).
func SiteMarker(ids []EventID) []byte {
	var b strings.Builder
	b.WriteString("# This folder was written by 'tiebreak publish', which replaces it as a whole.\n")
	for _, id := range ids {
		b.WriteString(markerEvent + strconv.Quote(id.Name) + " " + strconv.Quote(id.Date) + "\n")
	}
	return []byte(b.String())
}

// SiteMarkerEvents returns the events a [SiteMarker] names (none for a marker of an earlier
// version, which named none).
func SiteMarkerEvents(data []byte) []EventID {
	var ids []EventID
	for _, line := range strings.Split(string(data), "\n") {
		rest, ok := strings.CutPrefix(line, markerEvent)
		if !ok {
			continue
		}
		name, err1 := strconv.QuotedPrefix(rest)
		date := strings.TrimSpace(rest[len(name):])
		n, err2 := strconv.Unquote(name)
		d, err3 := strconv.Unquote(date)
		if err1 == nil && err2 == nil && err3 == nil {
			ids = append(ids, EventID{Name: n, Date: d})
		}
	}
	return ids
}

// OtherReportError is a report folder ([ReportGuard.CheckFolder]) whose subfolder
// Folder holds the report of another event.
type OtherReportError struct {
	// Folder is the folder that holds the other event's event.trf.
	Folder string
	*OtherEventError
}

func (e *OtherReportError) Error() string {
	return fmt.Sprintf("%s holds the report of another event, %s; this is %s; nothing was written", e.Folder, e.Old, e.New)
}

func (e *OtherReportError) Unwrap() error { return e.OtherEventError }

// CheckFolder compares each event.trf of files, a report about to be written into the
// folder dir (names slash-separated below it), with the one of the same name in dir
// ([ReportGuard.Check]). It returns an [OtherReportError] for the first that is of
// another event; a file dir does not hold, or that cannot be read, has nothing to
// compare.
func (g ReportGuard) CheckFolder(dir string, files []File) error {
	for _, f := range files {
		if path.Base(f.Name) != FileEventTRF {
			continue
		}
		full := filepath.Join(dir, filepath.FromSlash(f.Name))
		old, err := os.ReadFile(full)
		if err != nil {
			continue
		}
		var other *OtherEventError
		if errors.As(g.Check(old, f.Data), &other) {
			return &OtherReportError{Folder: filepath.Dir(full), OtherEventError: other}
		}
	}
	return nil
}
