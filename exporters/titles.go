package exporters

import "strings"

// trfTitles maps the one- and two-letter title codes that TRF files from Swiss-Manager
// and chess-results use (specs §TRF, Sharly PR#62) to the titles TDs write.
var trfTitles = map[string]string{
	"g": "GM", "m": "IM", "f": "FM", "c": "CM",
	"wg": "WGM", "wm": "WIM", "wf": "WFM", "wc": "WCM",
}

// TitleText returns a FIDE title as TDs write it: "GM", "IM", "WFM" for the TRF letters
// "g", "m", "wf"; titles already written out are upper-cased ("gm" -> "GM"), and anything
// else is kept as written.
func TitleText(title string) string {
	t := strings.TrimSpace(title)
	if full, ok := trfTitles[strings.ToLower(t)]; ok {
		return full
	}
	switch u := strings.ToUpper(t); u {
	case "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", "AGM", "AIM", "AFM", "ACM":
		return u
	}
	return t
}
