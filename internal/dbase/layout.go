package dbase

import "fmt"

// The three files of a US Chess rating report (specs §4.4: the "2C" layout with colours).
const (
	HeaderFile  = "THEXPORT.DBF" // the event: one record
	SectionFile = "TSEXPORT.DBF" // one record per section
	PlayerFile  = "TDEXPORT.DBF" // one record per player and section
)

// Format is the H_FORMAT value of the revised layout.
const Format = "2C"

// EventFields is the layout of THEXPORT.DBF.
var EventFields = []Field{
	{"H_FORMAT", 5}, {"H_PROGRAM", 10}, {"H_EVENT_ID", 12}, {"H_NAME", 35}, {"H_TOT_SECT", 2},
	{"H_BEG_DATE", 8}, {"H_END_DATE", 8}, {"H_AFF_ID", 8}, {"H_CITY", 21}, {"H_STATE", 2},
	{"H_ZIPCODE", 10}, {"H_COUNTRY", 21}, {"H_SENDCROS", 1}, {"H_CTD_ID", 8}, {"H_ATD_ID", 8},
	{"H_OTHER_TD", 255},
}

// SectionFields is the layout of TSEXPORT.DBF.
var SectionFields = []Field{
	{"S_EVENT_ID", 12}, {"S_SEC_NUM", 2}, {"S_SEC_NAME", 30}, {"S_R_SYSTEM", 1}, {"S_TIMECTL", 40},
	{"S_CTD_ID", 8}, {"S_ATD_ID", 8}, {"S_TRN_TYPE", 1}, {"S_TOT_RNDS", 2}, {"S_LST_PAIR", 4},
	{"S_BEG_DATE", 8}, {"S_END_DATE", 8}, {"S_SCH_LVL", 1}, {"S_GR_PRIX", 1}, {"S_GP_PTS", 3},
	{"S_FIDE", 1},
}

// playerFixed is the start of TDEXPORT.DBF; D_RND01 ... D_RNDnn (RoundWidth each) follow.
var playerFixed = []Field{
	{"D_EVENT_ID", 12}, {"D_SEC_NUM", 2}, {"D_PAIR_NUM", 4}, {"D_MEM_ID", 8}, {"D_NAME", 30},
	{"D_STATE", 2}, {"D_RATING", 4},
}

// RoundWidth is the width of a round cell (D_RNDnn).
const RoundWidth = 7

// MaxRounds is the most rounds the two-digit D_RNDnn names allow.
const MaxRounds = 99

// RoundField names round r (1-based): "D_RND01".
func RoundField(r int) string { return fmt.Sprintf("D_RND%02d", r) }

// PlayerFields is the layout of TDEXPORT.DBF with the given number of rounds.
func PlayerFields(rounds int) []Field {
	out := append([]Field(nil), playerFixed...)
	for r := 1; r <= rounds; r++ {
		out = append(out, Field{RoundField(r), RoundWidth})
	}
	return out
}

// CheckLayout reports the first required field that is missing. Fields are found by name
// and read at the widths the file declares, not the layout's: real programs differ (SwissSys
// 11 writes H_OTHER_TD 254 characters wide where the layout says 255), and a field of
// another width reads the same.
func CheckLayout(t *Table, required ...string) error {
	for _, name := range required {
		if t.Col(name) < 0 {
			return &DecodeError{Where: "header", Err: fmt.Errorf("%w: no %s field; is this a US Chess rating report file?", ErrHeader, name)}
		}
	}
	return nil
}
