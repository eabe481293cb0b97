package crosstable

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// colKind says what a column holds.
type colKind uint8

// Column kinds. colAttr is anything else: kept as a player attribute.
const (
	colAttr colKind = iota
	colNumber
	colRank
	colName
	colSex
	colTitle
	colRating
	colFed
	colFIDEID
	colBorn
	colClub
	colPoints
	colRound // "R1", "1.Rd": a round
	colInt   // a bare integer: a round, or a matrix opponent
	colBlank // empty header: a title column in chess-results exports, else an attribute
	colSkip  // a wall chart's running scores beside the round results: not read
)

// headerWords maps normalised header text (lower case, no trailing dot) to a column kind.
var headerWords = map[string]colKind{
	"no": colNumber, "nr": colNumber, "#": colNumber, "sno": colNumber, "snr": colNumber,
	"pair": colNumber, "pair no": colNumber, "pairing no": colNumber, "start no": colNumber,
	"startno": colNumber, "st.nr": colNumber, "nº": colNumber, "n°": colNumber, "num": colNumber,
	"rk": colRank, "rank": colRank, "place": colRank, "pl": colRank, "pos": colRank,
	"position": colRank, "rg": colRank, "platz": colRank,
	"name": colName, "player": colName, "player name": colName, "spieler": colName,
	"nome": colName, "nom": colName,
	"sex": colSex, "gender": colSex,
	"title": colTitle, "tit": colTitle, "titel": colTitle,
	"rtg": colRating, "elo": colRating, "rating": colRating, "fide rtg": colRating,
	"rtgi": colRating, "elo fide": colRating, "fide rating": colRating, "ratg": colRating,
	"fed": colFed, "federation": colFed, "country": colFed, "land": colFed,
	"fide id": colFIDEID, "fide-id": colFIDEID, "fideid": colFIDEID, "id fide": colFIDEID,
	"born": colBorn, "birth": colBorn, "birthday": colBorn, "b-day": colBorn, "yob": colBorn,
	"date of birth": colBorn, "dob": colBorn,
	"club": colClub, "club/city": colClub, "team": colClub, "school": colClub, "verein": colClub,
	"club/team": colClub,
	"pts":       colPoints, "pkt": colPoints, "points": colPoints, "total": colPoints,
	"score": colPoints, "p": colPoints, "punkte": colPoints, "pontos": colPoints,
}

var (
	roundAfter  = regexp.MustCompile(`^(?:r|rd|rnd|round|runde|ronda|rde)\s*\.?\s*(\d{1,3})$`)
	roundBefore = regexp.MustCompile(`^(\d{1,3})\s*\.?\s*(?:r|rd|rnd|round|runde|rde)\.?$`)
	bareInt     = regexp.MustCompile(`^\d{1,4}$`)
)

// normHeader lower-cases a header, collapses spaces and drops a trailing dot.
func normHeader(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(xtab.CleanCell(s)), " "))
	return strings.TrimSuffix(s, ".")
}

// classifyHeader returns the kind of a header cell and, for rounds and bare integers, the
// number it carries.
func classifyHeader(text string) (colKind, int) {
	h := normHeader(text)
	if h == "" {
		return colBlank, 0
	}
	if k, ok := headerWords[h]; ok {
		return k, 0
	}
	for _, re := range []*regexp.Regexp{roundAfter, roundBefore} {
		if m := re.FindStringSubmatch(h); m != nil {
			n, _ := strconv.Atoi(m[1])
			return colRound, n
		}
	}
	if bareInt.MatchString(h) {
		n, _ := strconv.Atoi(h)
		return colInt, n
	}
	return colAttr, 0
}

// header is a classified header row.
type header struct {
	row   int       // index in the grid
	kinds []colKind // one per column
	nums  []int     // round or integer number, per column
	texts []string  // cleaned header text, per column
}

// first returns the index of the first column of kind k, or -1.
func (h *header) first(k colKind) int {
	for i, kk := range h.kinds {
		if kk == k {
			return i
		}
	}
	return -1
}

// count returns how many columns have kind k.
func (h *header) count(k colKind) int {
	n := 0
	for _, kk := range h.kinds {
		if kk == k {
			n++
		}
	}
	return n
}

// findHeader returns the first row that has a name column and at least one round (or two
// bare-integer) columns; with nameOnly, the first row with a name column (a file with
// metadata may describe an event without rounds).
func findHeader(rows [][]string, nameOnly bool) (*header, bool) {
	for r, row := range rows {
		h := &header{row: r, kinds: make([]colKind, len(row)), nums: make([]int, len(row)), texts: make([]string, len(row))}
		for c, cell := range row {
			h.kinds[c], h.nums[c] = classifyHeader(cell)
			h.texts[c] = xtab.CleanCell(cell)
		}
		if h.first(colName) >= 0 && (nameOnly || h.count(colRound) > 0 || h.count(colInt) >= 2) {
			return h, true
		}
	}
	return nil, false
}

// titles lists the FIDE and national titles a blank-headed chess-results column holds.
var titles = map[string]bool{
	"gm": true, "im": true, "fm": true, "cm": true, "wgm": true, "wim": true, "wfm": true,
	"wcm": true, "agm": true, "aim": true, "afm": true, "acm": true, "hgm": true,
	"g": true, "m": true, "f": true, "c": true, "wg": true, "wm": true, "wf": true, "wc": true,
}

// HasHeader reports whether rows hold a crosstable header row: a name column and round
// columns (R1, 1.Rd, Rd 1, ...). Importers of formats with several tables use it to find
// the crosstable.
func HasHeader(rows [][]string) bool {
	_, ok := findHeader(rows, false)
	return ok
}
