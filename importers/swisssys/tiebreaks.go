package swisssys

import (
	"fmt"
	"strings"
)

// titleCodes maps SwissSys's printed tiebreak column titles, normalised by [titleKey],
// to US Chess codes. SwissSys prints short titles ("Mod. Med", "Solk", "Cumul.") and,
// in other versions and settings, longer ones ("Solkoff", "Med"); "Med" holds the
// Modified Median (verified on the real files under testdata/real/uscf), not the
// Harkness median. An empty code is a column SwissSys prints that tiebreak does not
// compute ("Op. perf.", the opposition's performance, whose formula is not published).
var titleCodes = map[string]string{
	"modmed":                    "MM",
	"modifiedmedian":            "MM",
	"med":                       "MM",
	"median":                    "MM",
	"solk":                      "SOLK",
	"solkoff":                   "SOLK",
	"cumul":                     "CUM",
	"cum":                       "CUM",
	"cumulative":                "CUM",
	"opcumul":                   "OCUM",
	"oppcumul":                  "OCUM",
	"opcum":                     "OCUM",
	"oppcum":                    "OCUM",
	"opcumulative":              "OCUM",
	"oppcumulative":             "OCUM",
	"cumulativeofopposition":    "OCUM",
	"kash":                      "KASH",
	"kashdan":                   "KASH",
	"bpg":                       "BLK",
	"blacks":                    "BLK",
	"mostblacks":                "BLK",
	"sb":                        "SB",
	"sonnbe":                    "SB",
	"sonnberg":                  "SB",
	"sonneborn":                 "SB",
	"sonnebornberger":           "SB",
	"res":                       "H2H",
	"result":                    "H2H",
	"resultbetweentiedplayers":  "H2H",
	"h2h":                       "H2H",
	"headtohead":                "H2H",
	"oprat":                     "AVGOPP",
	"oprating":                  "AVGOPP",
	"opprating":                 "AVGOPP",
	"avgopp":                    "AVGOPP",
	"avgoprat":                  "AVGOPP",
	"averageratingofopposition": "AVGOPP",
	"perf":                      "PERF",
	"perfrat":                   "PERF",
	"performance":               "PERF",
	"performancerating":         "PERF",
	"opperf":                    "",
	"oppperf":                   "",
}

// titleKey normalises a column title: lower case, letters and digits only.
func titleKey(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TiebreakCode returns the US Chess code for a SwissSys column title ("Solk" is SOLK,
// "Med" is MM). known is false for a title SwissSys is not known to print; code is ""
// for a known column that tiebreak does not compute ("Op. perf.").
func TiebreakCode(title string) (code string, known bool) {
	code, known = titleCodes[titleKey(title)]
	return code, known
}

// statedOrder maps a section's titles to codes, in order, and returns a warning for every
// title left out of the order (not computed, or unknown), naming it.
func statedOrder(titles []string) (codes []string, warns []error) {
	seen := map[string]bool{}
	for _, title := range titles {
		title = strings.TrimSpace(title)
		if title == "" {
			continue
		}
		code, known := TiebreakCode(title)
		switch {
		case !known:
			warns = append(warns, fmt.Errorf("SwissSys tiebreak %q is not one tiebreak knows: it is left out of the file's order (choose the tiebreaks to use another)", title))
		case code == "":
			warns = append(warns, fmt.Errorf("SwissSys tiebreak %q (opposition performance) cannot be recomputed (SwissSys does not publish its formula): it is left out of the file's order, the following tiebreaks move up", title))
		case seen[code]:
		default:
			seen[code] = true
			codes = append(codes, code)
		}
	}
	return codes, warns
}
