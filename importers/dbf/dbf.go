// Package dbf reads the US Chess rating report: the three dBase III files SwissSys and
// WinTD write for upload (specs §4.4, the revised "2C" layout with colours). The dBase III
// codec and the field layout it shares with the exporter live in github.com/tiebreak-chess/tiebreak/internal/dbase.
//
// The importer is given TDEXPORT.DBF (one record per player and section: pairing number,
// member ID, name, state, rating and one 7-character cell per round) and reads
// THEXPORT.DBF (the event) and TSEXPORT.DBF (the sections) from the same folder when they
// are there; given one of those two, it reads its sibling TDEXPORT.DBF. Each section
// becomes one tournament.
//
// Round cells use the US Chess codes, read with the crosstable package's US grammar: W12B
// (won against pairing number 12 with Black), L5W, D3B, X0 and F0 (forfeit won or lost;
// an opponent number, when a program writes one, is kept), B0 (full-point bye), H0
// (half-point bye), U0 (not paired) and Z0 (read as a half-point bye, with a warning).
//
// Every problem is reported with the file and the record (or header field) it is in:
// a bad header, a record cut short, a field whose width differs from the layout, a cell
// that is not a US code, and games whose two sides disagree (reciprocity).
package dbf

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/dbase"
	"github.com/tiebreak-chess/tiebreak/internal/words"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// Importer reads US Chess rating reports.
type Importer struct{}

// New returns the rating report importer.
func New() importers.SectionImporter { return Importer{} }

// Name returns "uscf-dbf".
func (Importer) Name() string { return "uscf-dbf" }

// Extensions returns ".dbf".
func (Importer) Extensions() []string { return []string{".dbf"} }

// Description is the line for 'tiebreak formats'.
func (Importer) Description() string {
	return "US Chess rating report: give TDEXPORT.DBF (several sections)"
}

// Sniff reports whether head is a dBase III file with a field of the rating report.
func (Importer) Sniff(head []byte) bool {
	name, ok := dbase.FirstFieldName(head)
	if !ok || head[0] != dbase.Version {
		return false
	}
	return strings.HasPrefix(name, "D_") || strings.HasPrefix(name, "H_FORMAT") || strings.HasPrefix(name, "S_EVENT_ID")
}

// Import returns the section src.Opts.Section names, or the only one.
func (im Importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	return importers.ImportSection(src, im.ImportSections)
}

// Report is the content of a rating report's files; Event and Sections may be nil.
type Report struct {
	Players, Event, Sections             []byte
	PlayersName, EventName, SectionsName string // for messages
}

// ImportSections reads src (normally TDEXPORT.DBF) and its sibling files.
func (Importer) ImportSections(src importers.Source) ([]importers.Section, error) {
	r := Report{Players: src.Data, PlayersName: src.Name}
	kind := fileKind(src.Data)
	dir := ""
	if src.Name != "" && src.Name != "-" {
		dir = filepath.Dir(src.Name)
	}
	if kind != dbase.PlayerFile {
		if dir == "" {
			return nil, errors.Join(&importers.ParseError{File: src.Name, Cell: "header",
				Err: fmt.Errorf("%w: this is %s; give the player file %s", ErrReport, kind, dbase.PlayerFile)})
		}
		if kind == dbase.HeaderFile {
			r.Event, r.EventName = src.Data, src.Name
		} else {
			r.Sections, r.SectionsName = src.Data, src.Name
		}
		name, data, err := sibling(dir, dbase.PlayerFile)
		if err != nil {
			return nil, errors.Join(&importers.ParseError{File: src.Name, Cell: "header",
				Err: fmt.Errorf("%w: this is %s, and %s is not beside it (%w)", ErrReport, kind, dbase.PlayerFile, err)})
		}
		r.Players, r.PlayersName = data, name
	}
	if dir != "" {
		if r.Event == nil {
			r.EventName, r.Event, _ = sibling(dir, dbase.HeaderFile)
		}
		if r.Sections == nil {
			r.SectionsName, r.Sections, _ = sibling(dir, dbase.SectionFile)
		}
	}
	return ReadReport(r)
}

// fileKind tells the three files apart by their first field.
func fileKind(data []byte) string {
	if name, ok := dbase.FirstFieldName(data); ok {
		switch {
		case strings.HasPrefix(name, "H_"):
			return dbase.HeaderFile
		case strings.HasPrefix(name, "S_"):
			return dbase.SectionFile
		}
	}
	return dbase.PlayerFile
}

// sibling reads the file called name in dir, matching the name without regard to case.
func sibling(dir, name string) (string, []byte, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", nil, err
	}
	for _, e := range entries {
		if strings.EqualFold(e.Name(), name) && !e.IsDir() {
			p := filepath.Join(dir, e.Name())
			data, err := importers.ReadSideFile(p, importers.MaxInputSize)
			return p, data, err
		}
	}
	return "", nil, os.ErrNotExist
}

// Errors wrapped by the problems the importer reports.
var (
	ErrReport = errors.New("not a usable rating report")
	ErrField  = errors.New("bad value")
	ErrGame   = errors.New("games do not match")
)

// positioned turns a decoding error into a ParseError for file.
func positioned(file string, err error) *importers.ParseError {
	var de *dbase.DecodeError
	if errors.As(err, &de) {
		return &importers.ParseError{File: file, Cell: de.Where, Field: de.Field, Err: de.Err}
	}
	return &importers.ParseError{File: file, Err: err}
}

// sectionInfo is one TSEXPORT record.
type sectionInfo struct {
	name, timeControl, ctd, atd, trnType, begin, end string
	rounds                                           int
	// declared holds the section's fields a rating report written again keeps as they
	// are (rating system, scholastic level, Grand Prix, FIDE), blank ones included.
	declared map[string]string
}

// declaredFields are the TSEXPORT fields kept as the source declared them.
var declaredFields = []string{"S_R_SYSTEM", "S_SCH_LVL", "S_GR_PRIX", "S_GP_PTS", "S_FIDE"}

// ReadReport reads the three files of a rating report (the header files may be nil).
func ReadReport(r Report) ([]importers.Section, error) {
	td, err := dbase.Decode(r.Players)
	if err == nil {
		err = dbase.CheckLayout(td, "D_SEC_NUM", "D_PAIR_NUM", "D_NAME")
	}
	if err != nil {
		return nil, errors.Join(positioned(r.PlayersName, err))
	}
	var warns []*importers.ParseError
	event := map[string]string{}
	if r.Event != nil {
		th, err := dbase.Decode(r.Event)
		if err == nil {
			err = dbase.CheckLayout(th, "H_NAME")
		}
		if err != nil {
			return nil, errors.Join(positioned(r.EventName, err))
		}
		if len(th.Records) != 1 {
			warns = append(warns, &importers.ParseError{File: r.EventName, Cell: "header",
				Err: fmt.Errorf("%d event records (want 1); the first is used", len(th.Records))})
		}
		if len(th.Records) > 0 {
			for i, f := range th.Fields {
				event[f.Name] = text(th.Records[0][i])
			}
		}
	}
	infos := map[int]sectionInfo{}
	if r.Sections != nil {
		ts, err := dbase.Decode(r.Sections)
		if err == nil {
			err = dbase.CheckLayout(ts, "S_SEC_NUM")
		}
		if err != nil {
			return nil, errors.Join(positioned(r.SectionsName, err))
		}
		var errs []error
		for k, rec := range ts.Records {
			get := func(name string) string {
				if c := ts.Col(name); c >= 0 {
					return text(rec[c])
				}
				return ""
			}
			at := func(field string, err error) {
				errs = append(errs, &importers.ParseError{File: r.SectionsName, Cell: "record " + strconv.Itoa(ts.Numbers[k]), Field: field, Err: err})
			}
			num, err := strconv.Atoi(get("S_SEC_NUM"))
			if err != nil || num < 0 {
				at("S_SEC_NUM", fmt.Errorf("%w: %q is not a section number", ErrField, get("S_SEC_NUM")))
				continue
			}
			info := sectionInfo{name: get("S_SEC_NAME"), timeControl: get("S_TIMECTL"), ctd: get("S_CTD_ID"),
				atd: get("S_ATD_ID"), trnType: get("S_TRN_TYPE"), begin: get("S_BEG_DATE"), end: get("S_END_DATE"),
				declared: map[string]string{}}
			for _, f := range declaredFields {
				if ts.Col(f) >= 0 {
					info.declared[f] = get(f)
				}
			}
			if s := get("S_TOT_RNDS"); s != "" {
				n, err := strconv.Atoi(s)
				if err != nil || n < 0 || n > dbase.MaxRounds {
					at("S_TOT_RNDS", fmt.Errorf("%w: %q is not a number of rounds", ErrField, s))
					continue
				}
				info.rounds = n
			}
			if _, dup := infos[num]; dup {
				at("S_SEC_NUM", fmt.Errorf("%w: section %d is listed twice", ErrField, num))
				continue
			}
			infos[num] = info
		}
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
	}
	return buildSections(r.PlayersName, td, event, infos, warns)
}

// text decodes a field value (ASCII, or Windows-1252 from older programs) and trims it.
func text(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			out, _ := importers.DecodeText([]byte(s))
			return strings.TrimSpace(out)
		}
	}
	return strings.TrimSpace(s)
}

// dbfDate turns YYYYMMDD into the model's YYYY/MM/DD; other text is kept as written.
func dbfDate(s string) string {
	if len(s) == 8 {
		if _, err := strconv.Atoi(s); err == nil {
			return s[:4] + "/" + s[4:6] + "/" + s[6:]
		}
	}
	return s
}

// playerRec is one TDEXPORT record placed in its section.
type playerRec struct {
	k      int // index in the table
	player engine.Player
	cells  []string
}

// playerRecords reads the TDEXPORT records of one report.
type playerRecords struct {
	file    string
	td      *dbase.Table
	rndCols []int // the columns of R1, R2, ... while the file has them
	// tabs counts the names with a TAB; tabAt is the section of the first.
	tabs, tabAt int
}

// get returns the text of the field name in rec, or "" when the file has no such field.
func (ps *playerRecords) get(rec []string, name string) string {
	if c := ps.td.Col(name); c >= 0 {
		return text(rec[c])
	}
	return ""
}

// at returns a problem in the field of record k.
func (ps *playerRecords) at(k int, field string, err error) *importers.ParseError {
	return &importers.ParseError{File: ps.file, Cell: "record " + strconv.Itoa(ps.td.Numbers[k]), Field: field, Err: err}
}

// buildSections groups the TDEXPORT records by section and makes one tournament per
// section, with the event's header fields and each section's (infos, by section number);
// warns, about the header files, go to every section.
func buildSections(file string, td *dbase.Table, event map[string]string, infos map[int]sectionInfo, warns []*importers.ParseError) ([]importers.Section, error) {
	ps := &playerRecords{file: file, td: td}
	for r := 1; ; r++ {
		c := td.Col(dbase.RoundField(r))
		if c < 0 {
			break
		}
		ps.rndCols = append(ps.rndCols, c)
	}
	var errs []error
	bySection := map[int][]*playerRec{}
	for k, rec := range td.Records {
		num, pr, err := ps.record(k, rec)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		bySection[num] = append(bySection[num], pr)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	nums := make([]int, 0, len(bySection))
	for n := range bySection {
		nums = append(nums, n)
	}
	for n := range infos {
		if _, ok := bySection[n]; !ok {
			nums = append(nums, n) // a section without players
		}
	}
	sort.Ints(nums)
	if len(bySection) == 0 {
		return nil, errors.Join(&importers.ParseError{File: file, Cell: "header", Err: fmt.Errorf("%w: no players", ErrReport)})
	}
	named := len(infos) > 0 || len(nums) > 1
	out := make([]importers.Section, 0, len(nums))
	for _, n := range nums {
		info := infos[n]
		if info.name == "" {
			info.name = "Section " + strconv.Itoa(n)
		}
		if len(bySection[n]) == 0 {
			// A section nobody entered: left out, with a note (see LeaveOutEmpty).
			out = append(out, importers.Section{Name: info.name, T: sectionEvent(event, info)})
			continue
		}
		t, swarns, serrs := ps.buildSection(event, info, bySection[n])
		if ps.tabs > 0 && n == ps.tabAt {
			swarns = append(swarns, &importers.ParseError{File: file, Field: "D_NAME",
				Err: fmt.Errorf("%s had a TAB character (\"LAST,<TAB>FIRST\"), read as a space", words.Plural(ps.tabs, "name"))})
		}
		sec := importers.Section{Name: info.name, T: t, Warnings: append(append([]*importers.ParseError(nil), warns...), swarns...)}
		if !named && t != nil {
			t.Section = ""
			t.Name = firstNonEmpty(event["H_NAME"], t.Name)
		}
		if len(serrs) > 0 {
			sec.T, sec.Err = nil, errors.Join(serrs...)
		}
		out = append(out, sec)
	}
	return importers.LeaveOutEmpty(file, out), nil
}

// record reads TDEXPORT record k: its section number and the player with their round
// cells.
func (ps *playerRecords) record(k int, rec []string) (int, *playerRec, error) {
	num, err := strconv.Atoi(ps.get(rec, "D_SEC_NUM"))
	if err != nil || num < 0 {
		return 0, nil, ps.at(k, "D_SEC_NUM", fmt.Errorf("%w: %q is not a section number", ErrField, ps.get(rec, "D_SEC_NUM")))
	}
	pair, err := strconv.Atoi(ps.get(rec, "D_PAIR_NUM"))
	if err != nil || pair < 1 || pair > 9999 {
		return 0, nil, ps.at(k, "D_PAIR_NUM", fmt.Errorf("%w: %q is not a pairing number (1 to 9999)", ErrField, ps.get(rec, "D_PAIR_NUM")))
	}
	name := ps.get(rec, "D_NAME")
	if strings.ContainsAny(name, "\t") {
		// SwissSys writes "LAST,<TAB>FIRST": the TAB is a space.
		name = strings.Join(strings.Fields(strings.ReplaceAll(name, ",\t", ", ")), " ")
		if ps.tabs++; ps.tabs == 1 {
			ps.tabAt = num
		}
	}
	p := engine.Player{ID: engine.PlayerID(pair), Name: name}
	if s := ps.get(rec, "D_RATING"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > 9999 {
			return 0, nil, ps.at(k, "D_RATING", fmt.Errorf("%w: %q is not a rating", ErrField, s))
		}
		p.Rating = n
		if n == 0 {
			// A rating of 0 written out (not a blank): kept for a report written again.
			p.Attrs = append(p.Attrs, engine.Attr{Key: "D_RATING", Value: s})
		}
	}
	id, state := ps.get(rec, "D_MEM_ID"), ps.get(rec, "D_STATE")
	if strings.Trim(id, "0") == "" {
		id = "" // 00000000: no ID, as some programs write it
	}
	if id != "" || state != "" || p.Rating != 0 {
		p.National = []engine.NationalRating{{Federation: "USA", ID: id, Rating: p.Rating, Origin: state}}
	}
	pr := &playerRec{k: k, player: p}
	for _, c := range ps.rndCols {
		pr.cells = append(pr.cells, text(rec[c]))
	}
	return num, pr, nil
}

// buildSection makes the tournament of one section from the event's header fields, the
// section's and its players' records.
func (ps *playerRecords) buildSection(event map[string]string, info sectionInfo, recs []*playerRec) (*engine.Tournament, []*importers.ParseError, []error) {
	var errs []error
	var warns []*importers.ParseError
	t := sectionEvent(event, info)
	rounds := info.rounds
	if rounds == 0 {
		for _, pr := range recs {
			for r, c := range pr.cells {
				if played(c) {
					rounds = max(rounds, r+1)
				}
			}
		}
	}
	if rounds > len(ps.rndCols) {
		errs = append(errs, &importers.ParseError{File: ps.file, Cell: "header",
			Err: fmt.Errorf("%w: section %q has %d rounds but the file has %d round fields", ErrReport, info.name, rounds, len(ps.rndCols))})
		return nil, warns, errs
	}
	t.Rounds = rounds
	where := map[engine.PlayerID]int{}
	for _, pr := range recs {
		p := pr.player
		if k, dup := where[p.ID]; dup {
			errs = append(errs, ps.at(pr.k, "D_PAIR_NUM", fmt.Errorf("%w: pairing number %d is used twice in section %q (record %d)", ErrField, p.ID, info.name, ps.td.Numbers[k])))
			continue
		}
		where[p.ID] = pr.k
		var rwarns []*importers.ParseError
		var rerrs []error
		p.Rounds, rwarns, rerrs = ps.roundCells(pr, rounds)
		warns, errs = append(warns, rwarns...), append(errs, rerrs...)
		t.Players = append(t.Players, p)
	}
	sort.SliceStable(t.Players, func(a, b int) bool { return t.Players[a].ID < t.Players[b].ID })
	if len(errs) > 0 {
		return nil, warns, errs
	}
	if strings.EqualFold(info.trnType, "R") {
		// Type R is believed only when every player met every other: some programs
		// write R for a Swiss.
		if engine.DetectKind(t) == engine.KindRoundRobin {
			t.TypeText = "Individual: Round-Robin (US Chess)"
		} else {
			warns = append(warns, &importers.ParseError{File: ps.file, Field: "S_TRN_TYPE",
				Err: fmt.Errorf("section %q is typed R (round robin) but not every player met every other: read as a Swiss", info.name)})
		}
	}
	for _, pr := range t.Validate() {
		if pr.Severity != engine.Error {
			continue
		}
		k, ok := where[pr.Player]
		if !ok {
			errs = append(errs, &importers.ParseError{File: ps.file, Err: fmt.Errorf("%w: %s", ErrGame, pr)})
			continue
		}
		field := ""
		if pr.Round > 0 {
			field = dbase.RoundField(pr.Round)
		}
		errs = append(errs, ps.at(k, field, fmt.Errorf("%w: section %q, pairing number %d: %s", ErrGame, info.name, pr.Player, pr.Message)))
	}
	return t, warns, errs
}

// sectionEvent returns the tournament of one section as the event's header fields and
// the section's record describe it, without players.
func sectionEvent(event map[string]string, info sectionInfo) *engine.Tournament {
	t := &engine.Tournament{
		Name:         joinNonEmpty(" - ", event["H_NAME"], info.name),
		Section:      info.name,
		City:         joinNonEmpty(", ", event["H_CITY"], event["H_STATE"]),
		Federation:   "USA",
		RatingsOf:    "USA", // the rating report's ratings are US Chess ratings
		StartDate:    dbfDate(firstNonEmpty(info.begin, event["H_BEG_DATE"])),
		EndDate:      dbfDate(firstNonEmpty(info.end, event["H_END_DATE"])),
		ChiefArbiter: firstNonEmpty(info.ctd, event["H_CTD_ID"]),
		TimeControl:  info.timeControl,
		TypeText:     "Individual: Swiss-System (US Chess)",
		Scoring:      engine.DefaultScoring(),
	}
	if event["H_NAME"] == "" || strings.EqualFold(strings.TrimSpace(event["H_NAME"]), info.name) {
		t.Name = firstNonEmpty(event["H_NAME"], info.name)
	}
	if len(event) > 0 {
		t.ReportFields = map[string]string{}
		for _, f := range []string{"H_EVENT_ID", "H_AFF_ID", "H_ZIPCODE", "H_COUNTRY", "H_SENDCROS", "H_OTHER_TD"} {
			if v := event[f]; v != "" {
				t.ReportFields[f] = v
			}
		}
	}
	for f, v := range info.declared {
		if t.ReportFields == nil {
			t.ReportFields = map[string]string{}
		}
		t.ReportFields[f] = v
	}
	if len(t.ReportFields) == 0 {
		t.ReportFields = nil
	}
	for _, d := range append([]string{firstNonEmpty(info.atd, event["H_ATD_ID"])}, strings.Split(event["H_OTHER_TD"], ",")...) {
		if d = strings.TrimSpace(d); d != "" {
			t.DeputyArbiters = append(t.DeputyArbiters, d)
		}
	}
	return t
}

// played reports whether a round cell says more than "not paired" (blank, U or U0).
func played(cell string) bool {
	return cell != "" && !strings.EqualFold(cell, "U0") && !strings.EqualFold(cell, "U")
}

// roundCells reads a player's round cells for a section of the given rounds: a cell after
// the last round must say "not paired", a game must have a result.
func (ps *playerRecords) roundCells(pr *playerRec, rounds int) ([]engine.Round, []*importers.ParseError, []error) {
	var errs []error
	var warns []*importers.ParseError
	out := make([]engine.Round, rounds)
	for r, cell := range pr.cells {
		field := dbase.RoundField(r + 1)
		if r >= rounds {
			if played(cell) {
				errs = append(errs, ps.at(pr.k, field, fmt.Errorf("%w: %q after the section's last round (%d)", ErrField, cell, rounds)))
			}
			continue
		}
		c, err := xtab.ParseCell(cell, xtab.US)
		if err != nil {
			errs = append(errs, ps.at(pr.k, field, err))
			continue
		}
		if c.Note != "" {
			warns = append(warns, ps.at(pr.k, field, errors.New(c.Note)))
		}
		if c.Result == engine.Pending {
			errs = append(errs, ps.at(pr.k, field, fmt.Errorf("%w: %q has no result; a rating report holds finished games only", ErrField, cell)))
			continue
		}
		rd := engine.Round{Opponent: engine.PlayerID(c.Ref), Color: c.Color, Result: c.Result}
		if rd.Result.IsBye() {
			rd.Opponent, rd.Color = 0, engine.NoColor
		}
		if rd.Result.IsForfeit() {
			rd.Color = engine.NoColor
		}
		out[r] = rd
	}
	return out, warns, errs
}

func joinNonEmpty(sep string, parts ...string) string {
	var keep []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, sep)
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}
