package importers

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/internal/suggest"
)

// A SectionImporter reads a format whose files can hold several sections of one event
// (a SwissSys results file, a US Chess rating report). Such an importer is still an
// [Importer]: its Import returns the section named by Options.Section, or the only one,
// and fails with a [*SectionError] listing the sections when one must be chosen.
type SectionImporter interface {
	Importer
	// ImportSections reads every section. The error is for the file as a whole (not
	// readable at all); a section that cannot be represented carries its own Err.
	ImportSections(src Source) ([]Section, error)
}

// Section is one section of a multi-section source.
type Section struct {
	Name     string // as the source writes it ("Grades 6 - 8, qualifier")
	T        *engine.Tournament
	Warnings []*ParseError
	Err      error // nil when T was read; else why this section could not be
}

// Slug returns the section name's short form for the command line: lower case, with
// every run of characters other than letters and digits turned into one "-", and no "-"
// at either end. "Grades 6 - 8, qualifier" is "grades-6-8-qualifier".
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
			continue
		}
		dash = true
	}
	return b.String()
}

// SectionError says that a section must be chosen, or that the one asked for is not in
// the file. Sections lists every section as "Name (slug)".
type SectionError struct {
	File     string
	Want     string // the name asked for; "" when none was
	Sections []string
	// Slugs are the sections' slugs, for the "did you mean" hint of a misspelt name.
	Slugs []string
}

func (e *SectionError) Error() string {
	list := strings.Join(e.Sections, ", ")
	if e.Want == "" {
		return fmt.Sprintf("%s holds %d sections, and none was chosen: %s", e.File, len(e.Sections), list)
	}
	if q := suggest.DidYouMean(Slug(e.Want), e.Slugs); q != "" {
		return fmt.Sprintf("%s has no section %q; %s (the sections are: %s)", e.File, e.Want, q, list)
	}
	return fmt.Sprintf("%s has no section %q; the sections are: %s", e.File, e.Want, list)
}

// Setting is, for a section asked for that is not in the file, the section picked.
func (e *SectionError) Setting() remedy.Setting {
	if e.Want != "" {
		return remedy.Section
	}
	return 0
}

// Remedies are, when none was asked for, to pick a section.
func (e *SectionError) Remedies() []remedy.Remedy {
	if e.Want == "" {
		return []remedy.Remedy{remedy.PickSection}
	}
	return nil
}

// FindSection returns the index of the section named want (its name, case-insensitive,
// or its [Slug]); with want "" and exactly one section, that one. Otherwise it returns a
// *SectionError naming file.
func FindSection(file string, names []string, want string) (int, error) {
	if want == "" && len(names) == 1 {
		return 0, nil
	}
	if want != "" {
		// The name first, then the slug; two sections that both match are an error
		// rather than a silent choice of the first.
		for _, match := range []func(n string) bool{
			func(n string) bool { return strings.EqualFold(strings.TrimSpace(n), strings.TrimSpace(want)) },
			func(n string) bool { return Slug(n) == Slug(want) && Slug(want) != "" },
		} {
			var found []int
			for i, n := range names {
				if match(n) {
					found = append(found, i)
				}
			}
			if len(found) == 1 {
				return found[0], nil
			}
			if len(found) > 1 {
				return -1, fmt.Errorf("%s holds %d sections that %q names (%s); they cannot be told apart by name: report them all, each in its own folder",
					file, len(found), want, strings.Join(sectionList(names, found), ", "))
			}
		}
	}
	se := &SectionError{File: file, Want: want}
	for _, n := range names {
		se.Sections = append(se.Sections, fmt.Sprintf("%s (%s)", n, Slug(n)))
		se.Slugs = append(se.Slugs, Slug(n))
	}
	return -1, se
}

// sectionList returns "Name (slug)" for the sections at the indexes.
func sectionList(names []string, indexes []int) []string {
	var out []string
	for _, i := range indexes {
		out = append(out, fmt.Sprintf("%s (%s)", names[i], Slug(names[i])))
	}
	return out
}

// CleanSectionNames replaces, in the name of each section and in its event's name and
// section, every run of control characters (a line break, a tab, an escape) by one
// space, with a warning on file: no output can hold a line break in a name, and a
// terminal must not be sent an escape.
func CleanSectionNames(file string, secs []Section) {
	for i := range secs {
		s := &secs[i]
		clean := cleanName(s.Name)
		if clean == s.Name {
			continue
		}
		if s.T != nil {
			s.T.Name = strings.ReplaceAll(s.T.Name, s.Name, clean)
			s.T.Name = cleanName(s.T.Name)
			s.T.Section = clean
		}
		s.Warnings = append(s.Warnings, &ParseError{File: file, Field: "section",
			Err: fmt.Errorf("the section name %q holds a line break or another control character; it is read as %q", s.Name, clean)})
		s.Name = clean
	}
}

// cleanName replaces each run of control characters in s by one space.
func cleanName(s string) string {
	if !strings.ContainsFunc(s, isControl) {
		return s
	}
	var b strings.Builder
	space := false
	for _, r := range s {
		if isControl(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

func isControl(r rune) bool { return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' }

// ImportSection is the Import of a [SectionImporter]: it reads every section with read
// and returns the one src.Opts.Section names (see [FindSection]).
func ImportSection(src Source, read func(Source) ([]Section, error)) (*engine.Tournament, []*ParseError, error) {
	secs, err := read(src)
	if err != nil {
		return nil, nil, err
	}
	CleanSectionNames(src.Name, secs)
	names := make([]string, len(secs))
	for i, s := range secs {
		names[i] = s.Name
	}
	i, err := FindSection(src.Name, names, src.Opts.Section)
	if err != nil {
		return nil, nil, err
	}
	s := secs[i]
	if s.Err != nil {
		return nil, s.Warnings, s.Err
	}
	return s.T, s.Warnings, nil
}

// LeaveOutEmpty drops the sections whose tournament has no players (a section the TD set
// up that nobody entered, as SwissSys keeps it) and notes each one on every section left,
// so that every output of the file says what was left out. When every section is empty,
// the sections are returned as they are: the file holds no event to rank, and the
// importer's own error says so.
func LeaveOutEmpty(file string, secs []Section) []Section {
	var kept []Section
	var empty []string
	for _, s := range secs {
		if s.Err == nil && s.T != nil && len(s.T.Players) == 0 {
			empty = append(empty, s.Name)
			continue
		}
		kept = append(kept, s)
	}
	if len(empty) == 0 || len(kept) == 0 {
		return secs
	}
	for _, name := range empty {
		note := &ParseError{File: file, Field: fmt.Sprintf("section %q", name), Err: errors.New("no players: the section is left out")}
		for i := range kept {
			kept[i].Warnings = append(kept[i].Warnings, note)
		}
	}
	return kept
}
