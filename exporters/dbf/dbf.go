// Package dbf writes the US Chess rating report: THEXPORT.DBF (the event), TSEXPORT.DBF
// (one record per section) and TDEXPORT.DBF (one record per player), dBase III files of
// character fields in the revised "2C" layout with colours (specs §4.4). The layout and
// the dBase III codec are shared with the importer, package importers/dbf.
//
// Event and section fields come from the model (name, section, city and state, dates,
// time control, chief TD ID when the chief arbiter field holds one) and from KEY=VALUE
// settings (convert --dbf), which win: see [Keys]. Names are written upper-case ASCII as
// US Chess requires; a name that had to be transliterated ("Müller" to "MULLER") gives a
// warning, and one that cannot be written in ASCII is an error.
//
// Round cells: W12B, L5W, D3B (result, opponent's pairing number, own colour); X0 and F0
// for forfeits (the opponent is dropped, as SwissSys and WinTD write them; a double
// forfeit is F0 on both sides); B0 for a full-point bye of either kind, H0 for a
// half-point bye, U0 for a round not paired and for every round after the section's last.
// Before writing, the games are checked for reciprocity and every value against its
// field width; a problem stops the export and is reported with the player it concerns.
package dbf

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/dbase"
)

// Exporter writes the rating report.
type Exporter struct{}

// New returns the rating report exporter.
func New() exporters.FilesExporter { return Exporter{} }

// Name returns "uscf-dbf".
func (Exporter) Name() string { return "uscf-dbf" }

// Extensions returns ".dbf".
func (Exporter) Extensions() []string { return []string{".dbf"} }

// Description is the line for 'tiebreak formats'.
func (Exporter) Description() string {
	return "US Chess rating report: THEXPORT/TSEXPORT/TDEXPORT.DBF in the folder -o DIR"
}

// ErrOneWriter is returned by Export: the report is three files.
// ErrRatingSystem is wrapped by the error of a section whose rating system its time
// control does not tell (and no setting gives).
var ErrRatingSystem = errors.New("cannot tell the rating system from the time control")

var ErrOneWriter = errors.New("the US Chess rating report is three files; write it to a folder with -o DIR")

// Export refuses: see [Exporter.ExportFiles].
func (Exporter) Export(io.Writer, *exporters.Document) error { return ErrOneWriter }

// Header holds the report fields the model does not carry.
type Header struct {
	Program, EventID, Name, Affiliate, ChiefTD, AssistantTD, OtherTDs string
	City, State, Zip, Country, Begin, End, SendCrosstable             string
	Section, RatingSystem, TimeControl, Type, Scholastic              string
	GrandPrix, GPPoints, FIDE                                         string
	// BySection holds the settings given for one section ("rating-system[Blitz]=B"): by
	// section name in lower case, then by key (rating-system, time-control, type).
	BySection map[string]map[string]string
}

// sectionKeys are the keys that may be given for one section, as KEY[SECTION]=VALUE.
var sectionKeys = map[string]bool{"rating-system": true, "time-control": true, "type": true}

// Keys lists the settings [ParseSettings] accepts, with what they set.
var Keys = []struct{ Key, Field, Help string }{
	{"affiliate", "H_AFF_ID", "US Chess affiliate ID (A and 7 digits)"},
	{"chief-td", "H_CTD_ID, S_CTD_ID", "chief TD's US Chess ID (8 digits)"},
	{"assistant-td", "H_ATD_ID, S_ATD_ID", "assistant chief TD's ID"},
	{"other-tds", "H_OTHER_TD", "other TDs' IDs, comma-separated"},
	{"name", "H_NAME", "event name (default: from the file)"},
	{"section", "S_SEC_NAME", "section name of a single-section event"},
	{"city", "H_CITY", "city (default: from the file)"},
	{"state", "H_STATE", "two-letter state (default: from \"City, ST\")"},
	{"zip", "H_ZIPCODE", "ZIP code"},
	{"country", "H_COUNTRY", "country (default USA)"},
	{"begin", "H_BEG_DATE, S_BEG_DATE", "first day, YYYY-MM-DD (default: from the file)"},
	{"end", "H_END_DATE, S_END_DATE", "last day (default: from the file, else the first day)"},
	{"rating-system", "S_R_SYSTEM", "R regular, D dual, Q quick, B blitz (default: from the time control); rating-system[SECTION]=B for one section"},
	{"time-control", "S_TIMECTL", "time control, e.g. G/60;d5 (default: from the file)"},
	{"type", "S_TRN_TYPE", "S Swiss or R round robin (default: from the file)"},
	{"send-crosstable", "H_SENDCROS", "T, A or N (default N)"},
	{"scholastic", "S_SCH_LVL", "N, S, P or J (default N)"},
	{"grand-prix", "S_GR_PRIX", "Y or N (default N)"},
	{"gp-points", "S_GP_PTS", "Grand Prix points"},
	{"fide", "S_FIDE", "Y if also FIDE-rated (default N)"},
	{"event-id", "H_EVENT_ID", "US Chess event ID (normally blank: US Chess assigns it)"},
	{"program", "H_PROGRAM", "program name (default TIEBREAK)"},
}

// SettingError is a report setting [ParseSettings] cannot read.
type SettingError struct {
	Setting string // as given: "afiliate=A1"
	Reason  string
}

func (e *SettingError) Error() string { return fmt.Sprintf("%q: %s", e.Setting, e.Reason) }

// ParseSettings reads KEY=VALUE settings into a Header; a setting it cannot read is
// a *[SettingError].
func ParseSettings(list []string) (Header, error) {
	h := Header{}
	dst := map[string]*string{
		"affiliate": &h.Affiliate, "chief-td": &h.ChiefTD, "assistant-td": &h.AssistantTD, "other-tds": &h.OtherTDs,
		"name": &h.Name, "section": &h.Section, "city": &h.City, "state": &h.State, "zip": &h.Zip,
		"country": &h.Country, "begin": &h.Begin, "end": &h.End, "rating-system": &h.RatingSystem,
		"time-control": &h.TimeControl, "type": &h.Type, "send-crosstable": &h.SendCrosstable,
		"scholastic": &h.Scholastic, "grand-prix": &h.GrandPrix, "gp-points": &h.GPPoints, "fide": &h.FIDE,
		"event-id": &h.EventID, "program": &h.Program,
	}
	for _, kv := range list {
		k, v, ok := strings.Cut(kv, "=")
		k = strings.ToLower(strings.TrimSpace(k))
		if key, sec, isSection := strings.Cut(k, "["); isSection && strings.HasSuffix(sec, "]") && ok {
			sec = strings.TrimSpace(strings.TrimSuffix(sec, "]"))
			if !sectionKeys[key] || sec == "" {
				return h, &SettingError{Setting: kv, Reason: "KEY[SECTION]=VALUE is for rating-system, time-control and type"}
			}
			if h.BySection == nil {
				h.BySection = map[string]map[string]string{}
			}
			if h.BySection[sec] == nil {
				h.BySection[sec] = map[string]string{}
			}
			h.BySection[sec][key] = strings.TrimSpace(v)
			continue
		}
		p, known := dst[k]
		if !ok || !known {
			keys := make([]string, len(Keys))
			for i, x := range Keys {
				keys[i] = x.Key
			}
			return h, &SettingError{Setting: kv, Reason: "want KEY=VALUE with KEY one of " + strings.Join(keys, ", ")}
		}
		*p = strings.TrimSpace(v)
	}
	return h, nil
}

// problems collects what stops an export, and warnings.
type problems struct {
	errs  []error
	warns []string
}

func (p *problems) fail(format string, args ...any) {
	p.errs = append(p.errs, fmt.Errorf(format, args...))
}
func (p *problems) warn(format string, args ...any) {
	p.warns = append(p.warns, fmt.Sprintf(format, args...))
}

// fit checks that v fits a field of width n.
func (p *problems) fit(where, field, v string, n int) string {
	if len(v) > n {
		p.fail("%s: %s %q is longer than %d characters", where, field, v, n)
	}
	return v
}

// fitTruncate shortens text to n characters with a warning.
func (p *problems) fitTruncate(where, field, v string, n int) string {
	if len(v) > n {
		p.warn("%s: %s %q shortened to %d characters", where, field, v, n)
		v = strings.TrimSpace(v[:n])
	}
	return v
}

// ExportFiles writes the three files for the sections (one Document each).
func (Exporter) ExportFiles(docs []*exporters.Document) ([]exporters.File, []string, error) {
	if len(docs) == 0 {
		return nil, nil, errors.New("no sections to write")
	}
	var settings []string
	if len(docs) > 0 {
		settings = docs[0].Opts.Settings
	}
	h, err := ParseSettings(settings)
	if err != nil {
		return nil, nil, err
	}
	ts := make([]*engine.Tournament, len(docs))
	for i, d := range docs {
		ts[i] = d.T
	}
	return Write(ts, h)
}

// Write builds the three files for the given sections.
func Write(sections []*engine.Tournament, h Header) ([]exporters.File, []string, error) {
	p := &problems{}
	if len(sections) > 99 {
		return nil, nil, fmt.Errorf("%d sections: a rating report holds at most 99", len(sections))
	}
	rounds := 1
	for _, t := range sections {
		rounds = max(rounds, t.Rounds)
	}
	if rounds > dbase.MaxRounds {
		return nil, nil, fmt.Errorf("%d rounds: a rating report holds at most %d", rounds, dbase.MaxRounds)
	}
	first := sections[0]
	h.keepReportFields(first.ReportFields)
	eventName := h.Name
	if eventName == "" {
		eventName = strings.TrimSpace(strings.TrimSuffix(first.Name, " - "+first.Section))
	}
	var begin, end string
	var secRecs, playerRecs [][]string
	matched := map[string]bool{} // sections of BySection found
	for i, t := range sections {
		num := strconv.Itoa(i + 1)
		secName := t.Section
		if secName == "" {
			secName = firstNonEmpty(h.Section, eventName)
		}
		where := fmt.Sprintf("section %q", secName)
		sb := date(p, where, "begin", firstNonEmpty(h.Begin, t.StartDate))
		se := date(p, where, "end", firstNonEmpty(h.End, t.EndDate))
		if se == "" {
			se = sb
		}
		if sb == "" {
			p.fail("%s: no start date (the file has none; set begin=YYYY-MM-DD)", where)
		}
		if begin == "" || (sb != "" && sb < begin) {
			begin = sb
		}
		end = max(end, se)
		key := strings.ToLower(strings.TrimSpace(secName))
		own := h.BySection[key]
		if own != nil {
			matched[key] = true
		}
		secRecs = append(secRecs, sectionRecord(p, &h, own, t, num, secName, sb, se))
		playerRecs = append(playerRecs, players(p, where, h.EventID, num, t, rounds)...)
	}
	for _, sec := range slices.Sorted(maps.Keys(h.BySection)) {
		if !matched[sec] {
			p.fail("setting ...[%s]: the event has no section %q", sec, sec)
		}
	}
	if h.Affiliate == "" {
		p.warn("no affiliate ID: set affiliate=A1234567 before uploading to US Chess")
	}
	if firstNonEmpty(h.ChiefTD, memberID(first.ChiefArbiter)) == "" {
		p.warn("no chief TD ID: set chief-td=12345678 before uploading to US Chess")
	}
	ev := eventRecord(p, &h, first, eventName, len(sections), begin, end, secRecs[0][6])
	if len(p.errs) > 0 {
		return nil, p.warns, errors.Join(p.errs...)
	}
	files, err := encodeReport(ev, secRecs, playerRecs, rounds, end)
	if err != nil {
		return nil, p.warns, err
	}
	return files, p.warns, nil
}

// keepReportFields keeps the event fields of a report read from a rating report (kept,
// by dBase field name) where no setting gives one.
func (h *Header) keepReportFields(kept map[string]string) {
	h.EventID = firstNonEmpty(h.EventID, kept["H_EVENT_ID"])
	h.Affiliate = firstNonEmpty(h.Affiliate, kept["H_AFF_ID"])
	h.Zip = firstNonEmpty(h.Zip, kept["H_ZIPCODE"])
	h.Country = firstNonEmpty(h.Country, kept["H_COUNTRY"])
	h.SendCrosstable = firstNonEmpty(h.SendCrosstable, kept["H_SENDCROS"])
	h.OtherTDs = firstNonEmpty(h.OtherTDs, kept["H_OTHER_TD"])
}

// sectionRecord returns the TSEXPORT record of section t (number num, named secName,
// from begin to end): the settings for this section (own) win over those for every
// section, which win over what the file says.
func sectionRecord(p *problems, h *Header, own map[string]string, t *engine.Tournament, num, secName, begin, end string) []string {
	where := fmt.Sprintf("section %q", secName)
	tc := firstNonEmpty(own["time-control"], h.TimeControl, t.TimeControl)
	setting := firstNonEmpty(own["rating-system"], h.RatingSystem)
	declared := strings.ToUpper(strings.TrimSpace(t.ReportFields["S_R_SYSTEM"]))
	if setting == "" && declared != "" {
		// A report read and written again keeps the rating system it declared; the time
		// control may suggest another, which the director is told of.
		setting = declared
		if bytc, ok := RatingSystem(tc); ok && bytc != declared {
			p.warn("%s: the report declares rating system %s; its time control %q suggests %s: %s kept (set rating-system=%s to change it)", where, declared, tc, bytc, declared, bytc)
		}
	}
	sys := sectionRatingSystem(p, where, setting, tc)
	// kept returns the value a setting gives, else the one the source report declared
	// (blank included), else def.
	kept := func(setting, field, def string) string {
		if setting != "" {
			return strings.ToUpper(setting)
		}
		if v, ok := t.ReportFields[field]; ok {
			return strings.ToUpper(v)
		}
		return def
	}
	typ := strings.ToUpper(firstNonEmpty(own["type"], h.Type))
	if typ == "" {
		typ = "S"
		if strings.Contains(strings.ToLower(t.TypeText), "robin") {
			typ = "R"
		}
	}
	ctd := firstNonEmpty(h.ChiefTD, memberID(t.ChiefArbiter))
	atd := h.AssistantTD
	if atd == "" && len(t.DeputyArbiters) > 0 && !listed(t.ReportFields["H_OTHER_TD"], t.DeputyArbiters[0]) {
		atd = memberID(t.DeputyArbiters[0])
	}
	lastPair := 0
	for _, pl := range t.Players {
		lastPair = max(lastPair, int(pl.ID))
	}
	return []string{
		h.EventID, num, p.fitTruncate(where, "section name", strings.ToUpper(ascii(p, where, "section name", secName)), 30), sys,
		p.fitTruncate(where, "time control", ascii(p, where, "time control", tc), 40),
		p.fit(where, "chief TD ID", ctd, 8), p.fit(where, "assistant TD ID", atd, 8), p.fit(where, "type", typ, 1),
		strconv.Itoa(t.Rounds), p.fit(where, "last pairing number", strconv.Itoa(lastPair), 4), begin, end,
		p.fit(where, "scholastic", kept(h.Scholastic, "S_SCH_LVL", "N"), 1),
		p.fit(where, "grand prix", kept(h.GrandPrix, "S_GR_PRIX", "N"), 1),
		p.fit(where, "grand prix points", kept(h.GPPoints, "S_GP_PTS", ""), 3), p.fit(where, "FIDE", kept(h.FIDE, "S_FIDE", "N"), 1),
	}
}

// sectionRatingSystem returns the section's rating system: the one a setting gives, else
// the one its time control tells.
func sectionRatingSystem(p *problems, where, setting, tc string) string {
	sys := strings.ToUpper(setting)
	if sys == "" {
		var ok bool
		if sys, ok = RatingSystem(tc); !ok {
			p.errs = append(p.errs, fmt.Errorf("%s: %w %q; set rating-system=R, D or Q", where, ErrRatingSystem, tc))
			return "R" // reported above
		}
	}
	if sys != "R" && sys != "D" && sys != "Q" && sys != "B" {
		p.fail("%s: rating system %q: use R (regular), D (dual), Q (quick) or B (blitz)", where, sys)
	}
	return sys
}

// eventRecord returns the THEXPORT record of the event: first is its first section,
// sections how many it has, begin and end its dates and atd the first section's
// assistant TD.
func eventRecord(p *problems, h *Header, first *engine.Tournament, eventName string, sections int, begin, end, atd string) []string {
	city, state := splitCity(first.City)
	city, state = firstNonEmpty(h.City, city), firstNonEmpty(h.State, state)
	where := "event"
	return []string{
		dbase.Format, p.fit(where, "program", firstNonEmpty(h.Program, "TIEBREAK"), 10), p.fit(where, "event ID", h.EventID, 12),
		p.fitTruncate(where, "event name", strings.ToUpper(ascii(p, where, "event name", eventName)), 35),
		strconv.Itoa(sections), begin, end, p.fit(where, "affiliate ID", strings.ToUpper(h.Affiliate), 8),
		p.fitTruncate(where, "city", strings.ToUpper(ascii(p, where, "city", city)), 21), p.fit(where, "state", strings.ToUpper(state), 2),
		p.fit(where, "ZIP code", h.Zip, 10), p.fitTruncate(where, "country", strings.ToUpper(firstNonEmpty(h.Country, "USA")), 21),
		p.fit(where, "send crosstable", firstNonEmpty(strings.ToUpper(h.SendCrosstable), "N"), 1),
		p.fit(where, "chief TD ID", firstNonEmpty(h.ChiefTD, memberID(first.ChiefArbiter)), 8),
		p.fit(where, "assistant TD ID", atd, 8), p.fit(where, "other TDs", h.OtherTDs, 255),
	}
}

// encodeReport encodes the three files, dated with the event's last day (YYYYMMDD).
func encodeReport(ev []string, secRecs, playerRecs [][]string, rounds int, end string) ([]exporters.File, error) {
	y, m, d := 0, 0, 0
	if end != "" {
		y, _ = strconv.Atoi(end[:4])
		m, _ = strconv.Atoi(end[4:6])
		d, _ = strconv.Atoi(end[6:])
	}
	var files []exporters.File
	for _, f := range []struct {
		name    string
		fields  []dbase.Field
		records [][]string
	}{
		{dbase.HeaderFile, dbase.EventFields, [][]string{ev}},
		{dbase.SectionFile, dbase.SectionFields, secRecs},
		{dbase.PlayerFile, dbase.PlayerFields(rounds), playerRecs},
	} {
		data, err := dbase.Encode(f.fields, f.records, y, m, d)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.name, err)
		}
		files = append(files, exporters.File{Name: f.name, Data: data})
	}
	return files, nil
}

// checkSection reports what of the section t a rating report cannot hold: errors of its
// games, point adjustments, games without a colour.
func checkSection(p *problems, section string, t *engine.Tournament) {
	for _, pr := range t.Validate() {
		if pr.Severity == engine.Error {
			p.fail("%s: %s", section, pr)
		}
	}
	for _, a := range t.Adjustments {
		p.warn("%s, player %d: a point adjustment of %s is not part of a rating report (only games and byes are)", section, a.Player, a.Points)
	}
	noColour := 0
	for _, pl := range t.Players {
		for k, rd := range pl.Rounds {
			if k < t.Rounds && rd.Result.Played() && rd.Color == engine.NoColor {
				noColour++
			}
		}
	}
	if noColour > 0 {
		p.warn("%s: %s no colour and written without one (the revised layout expects W or B)", section, gameSides(noColour))
	}
}

// players returns the TDEXPORT records of one section.
func players(p *problems, section, eventID, num string, t *engine.Tournament, rounds int) [][]string {
	checkSection(p, section, t)
	var out [][]string
	var noID, badID []string
	defer func() {
		// US Chess refuses a report with players it cannot identify: say who, once per
		// section, and write the report (a TD may still enter the IDs online).
		if len(noID) > 0 {
			p.warn("%s: %s without a US Chess ID (US Chess needs one for every player; add it before uploading): %s", section, countText(len(noID), "player"), listText(noID))
		}
		if len(badID) > 0 {
			p.warn("%s: %s with a US Chess ID that is not 8 digits: %s", section, countText(len(badID), "player"), listText(badID))
		}
	}()
	_, fromReport := t.ReportFields["S_R_SYSTEM"]
	ended := engine.ParseDate(t.EndDate)
	if ended.IsZero() {
		ended = engine.ParseDate(t.StartDate)
	}
	for _, pl := range t.Players {
		where := fmt.Sprintf("%s, player %d (%s)", section, pl.ID, pl.Name)
		if pl.ID < 1 || pl.ID > 9999 {
			p.fail("%s: pairing number %d does not fit (1 to 9999)", where, pl.ID)
			continue
		}
		id, rating, state := "", pl.Rating, ""
		for _, n := range pl.National {
			if strings.EqualFold(n.Federation, "USA") {
				id, state = strings.TrimSpace(n.ID), strings.TrimSpace(n.Origin)
				if n.Rating > 0 {
					rating = n.Rating
				}
				break
			}
		}
		switch {
		case id == "":
			noID = append(noID, fmt.Sprintf("%d %s", pl.ID, pl.Name))
		case len(id) != 8 || strings.Trim(id, "0123456789") != "":
			badID = append(badID, fmt.Sprintf("%d %s (%q)", pl.ID, pl.Name, id))
		}
		warnExpired(p, where, pl, ended)
		if len(state) != 2 && state != "" {
			p.warn("%s: state %q left blank (two letters only)", where, state)
			state = ""
		}
		if rating < 0 || rating > 9999 {
			p.fail("%s: rating %d does not fit (0 to 9999)", where, rating)
		}
		r := ratingText(pl, rating)
		name := upperASCII(p, where, pl.Name)
		if fromReport {
			// A report read and written again keeps its names' case.
			name = ascii(p, where, "name", strings.TrimSpace(pl.Name))
		}
		rec := []string{eventID, num, strconv.Itoa(int(pl.ID)), id, p.fitTruncate(where, "name", name, 30), strings.ToUpper(state), r}
		for k := 0; k < rounds; k++ {
			cell := "U0"
			if k < len(pl.Rounds) && k < t.Rounds {
				cell = roundCell(p, fmt.Sprintf("%s, round %d", where, k+1), pl.Rounds[k])
			}
			rec = append(rec, cell)
		}
		out = append(out, rec)
	}
	return out
}

// roundCell writes one round in the rating report's notation.
func roundCell(p *problems, where string, rd engine.Round) string {
	game := func(code string) string {
		s := code + strconv.Itoa(int(rd.Opponent))
		switch rd.Color {
		case engine.White:
			s += "W"
		case engine.Black:
			s += "B"
		}
		return s
	}
	switch rd.Result {
	case engine.Win:
		return game("W")
	case engine.Loss:
		return game("L")
	case engine.Draw:
		return game("D")
	case engine.WinUnrated, engine.LossUnrated, engine.DrawUnrated:
		p.warn("%s: a game of less than one move is reported as a rated game (US Chess has no code for it)", where)
		return game(map[engine.Result]string{engine.WinUnrated: "W", engine.LossUnrated: "L", engine.DrawUnrated: "D"}[rd.Result])
	case engine.ForfeitWin:
		return "X0"
	case engine.ForfeitLoss:
		return "F0"
	case engine.FullBye, engine.PairingBye:
		return "B0"
	case engine.HalfBye:
		return "H0"
	case engine.Pending:
		p.fail("%s: the game has no result yet; a rating report holds finished rounds only", where)
	}
	return "U0"
}

// upperASCII returns a name as US Chess wants it: upper-case ASCII. Accents are removed
// with a warning; a letter with no ASCII form is an error.
func upperASCII(p *problems, where, name string) string {
	return strings.ToUpper(ascii(p, where, "name", strings.TrimSpace(name)))
}

// specialLetters are Latin letters that do not decompose into a base letter and a mark.
var specialLetters = map[rune]string{
	'ß': "ss", 'ẞ': "SS", 'Ø': "O", 'ø': "o", 'Æ': "AE", 'æ': "ae", 'Œ': "OE", 'œ': "oe",
	'Ł': "L", 'ł': "l", 'Đ': "D", 'đ': "d", 'Þ': "TH", 'þ': "th", 'ı': "i", 'Ð': "D", 'ð': "d",
	'‘': "'", '’': "'", '‐': "-", '–': "-", '\u00a0': " ",
}

// ascii transliterates s to ASCII, warning when it changed anything and failing when a
// character has no ASCII form.
func ascii(p *problems, where, field, s string) string {
	plain := true
	for _, r := range s {
		if r > unicode.MaxASCII {
			plain = false
			break
		}
	}
	if plain {
		for _, r := range s {
			if r < 0x20 || r == 0x7F {
				p.fail("%s: %s %q has a control character; correct it in the source file", where, field, s)
				return ""
			}
		}
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if rep, ok := specialLetters[r]; ok {
			b.WriteString(rep)
			continue
		}
		b.WriteRune(r)
	}
	out, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), b.String())
	if err != nil {
		out = b.String()
	}
	for _, r := range out {
		if r > unicode.MaxASCII || (r < 0x20) {
			p.fail("%s: %s %q has a character with no ASCII form (%q); US Chess needs ASCII, so correct it in the source file", where, field, s, r)
			return ""
		}
	}
	p.warn("%s: %s %q written as %q (US Chess needs ASCII)", where, field, s, strings.ToUpper(out))
	return out
}

// date turns a date as written into YYYYMMDD ("" when empty).
func date(p *problems, where, what, s string) string {
	if strings.TrimSpace(s) == "" {
		return ""
	}
	d := engine.ParseDate(s)
	if d.Year < 1900 || d.Month < 1 || d.Month > 12 || d.Day < 1 || d.Day > 31 {
		p.fail("%s: %s date %q is not a full date (use YYYY-MM-DD)", where, what, s)
		return ""
	}
	return fmt.Sprintf("%04d%02d%02d", d.Year, d.Month, d.Day)
}

// splitCity splits "Portland, OR" into the city and a two-letter state.
func splitCity(s string) (string, string) {
	i := strings.LastIndex(s, ",")
	if i < 0 {
		return strings.TrimSpace(s), ""
	}
	st := strings.TrimSpace(s[i+1:])
	if len(st) == 2 && strings.ToUpper(st) == st && strings.Trim(st, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
		return strings.TrimSpace(s[:i]), st
	}
	return strings.TrimSpace(s), ""
}

// memberID returns the 8-digit US Chess ID in s ("Jane Doe 12345678"), or "".
func memberID(s string) string {
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' }) {
		if len(f) == 8 {
			return f
		}
	}
	return ""
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}

// RatingSystem derives S_R_SYSTEM from a time control by rule 5C: base minutes plus
// delay or increment seconds; more than 65 is R (regular), 30 to 65 D (dual), under 30 Q
// (quick). It reads "G/60;d5", "G/90+30", "40/90,SD/30;+30", "G/45 d5", "90+30" and
// "25 min + 5 sec". ok is false when it cannot tell.
func RatingSystem(tc string) (string, bool) {
	s := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(tc)), "sd/", "g/")
	if s == "" {
		return "", false
	}
	base, extra := -1, 0
	// The primary control: the number after the first "/" when the part before it is a
	// move count or G/SD, else the first number.
	nums := func(s string) []int {
		var out []int
		for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' }) {
			n, err := strconv.Atoi(f)
			if err == nil {
				out = append(out, n)
			}
		}
		return out
	}
	main, rest := s, ""
	if i := strings.IndexAny(s, ";+d,"); i >= 0 {
		main, rest = s[:i], s[i:]
	}
	if i := strings.Index(main, "/"); i >= 0 {
		if n := nums(main[i+1:]); len(n) > 0 {
			base = n[0]
		}
	} else if n := nums(main); len(n) > 0 {
		base = n[0]
	}
	for _, sep := range []string{"+", "d", "inc", "sec"} {
		if i := strings.Index(rest, sep); i >= 0 {
			if n := nums(rest[i:]); len(n) > 0 {
				extra = n[0]
				break
			}
		}
	}
	if base <= 0 {
		return "", false
	}
	switch total := base + extra; {
	case total > 65:
		return "R", true
	case total >= 30:
		return "D", true
	default:
		return "Q", true
	}
}

// gameSides returns "1 game side has" or "3 game sides have".
func gameSides(n int) string {
	if n == 1 {
		return "1 game side has"
	}
	return fmt.Sprintf("%d game sides have", n)
}

// countText returns "1 player", "3 players".
func countText(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// listText joins up to 10 entries and says how many more there are.
func listText(items []string) string {
	const most = 10
	if len(items) <= most {
		return strings.Join(items, ", ")
	}
	return strings.Join(items[:most], ", ") + fmt.Sprintf(" and %d more", len(items)-most)
}

// listed reports whether id is one of the comma-separated IDs of list (a report's other
// TDs, which a report read back also lists among the deputy arbiters).
func listed(list, id string) bool {
	for _, x := range strings.Split(list, ",") {
		if strings.TrimSpace(x) == strings.TrimSpace(id) && x != "" {
			return true
		}
	}
	return false
}

// playerAttr returns the value of the player's attribute key, or "".
func playerAttr(pl engine.Player, key string) string {
	for _, a := range pl.Attrs {
		if a.Key == key {
			return a.Value
		}
	}
	return ""
}

// membershipExpiry returns the expiry of the player's US Chess membership the event file
// gives (SwissSys's Exp1); the zero Date when it gives none.
func membershipExpiry(pl engine.Player) engine.Date {
	for _, n := range pl.National {
		if strings.EqualFold(n.Federation, "USA") && n.Expiry != "" {
			return engine.ParseDate(n.Expiry)
		}
	}
	return engine.Date{}
}

func isoDate(d engine.Date) string { return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day) }

// warnExpired warns when the player's membership expired before the event ended.
func warnExpired(p *problems, where string, pl engine.Player, ended engine.Date) {
	if exp := membershipExpiry(pl); !ended.IsZero() && !exp.IsZero() && exp.Before(ended) {
		p.warn("%s: membership expired %s, before the event ended %s: the rating report will bounce; the member must renew", where, isoDate(exp), isoDate(ended))
	}
}

// ratingText is D_RATING: blank for no rating, unless the source report wrote 0.
func ratingText(pl engine.Player, rating int) string {
	if rating > 0 || playerAttr(pl, "D_RATING") == "0" {
		return strconv.Itoa(rating)
	}
	return ""
}
