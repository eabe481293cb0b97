package engine

import "strings"

// CodeOfName returns the code a tiebreak's name stands for in family f, so that
// directors may write the names they know wherever codes are accepted: "Solkoff" ->
// "SOLK", "modified median" -> "MM", "Buchholz Cut 1" -> "BH/C1", "Median Buchholz 1"
// -> "BH/M1". Names compare case-insensitively, with hyphens, underscores and runs of
// spaces read as one space and apostrophes dropped; a name is the family's
// [CodeInfo.Name], that name without its parenthesis ("Median" for "Median
// (Harkness)"), or one of [CodeInfo.Aliases]. A trailing "Cut 1", "Cut 2", "Median 1"
// or "Median 2" (or a leading "Median" before a name) becomes the modifier /C1, /C2,
// /M1, /M2. When two codes share a name the first listed wins. ok is false when no name
// matches.
func CodeOfName(f Family, name string) (code string, ok bool) {
	words := strings.Fields(normalName(name))
	var mods string
	for len(words) >= 3 {
		k, n := words[len(words)-2], words[len(words)-1]
		if (n != "1" && n != "2") || (k != "cut" && k != "median") {
			break
		}
		mods = "/" + strings.ToUpper(k[:1]) + n + mods
		words = words[:len(words)-2]
	}
	if len(words) >= 3 && words[0] == "median" && (words[len(words)-1] == "1" || words[len(words)-1] == "2") {
		mods = "/M" + words[len(words)-1] + mods // "Median Buchholz 1"
		words = words[1 : len(words)-1]
	}
	want := strings.Join(words, " ")
	if want == "" {
		return "", false
	}
	for _, ci := range f.Codes() {
		names := append([]string{ci.Name}, ci.Aliases...)
		if short, _, cut := strings.Cut(ci.Name, "("); cut {
			names = append(names, short)
		}
		for _, n := range names {
			if strings.Join(strings.Fields(normalName(n)), " ") == want {
				return ci.Code + mods, true
			}
		}
	}
	return "", false
}

// normalName lower-cases a tiebreak name, reads hyphens and underscores as spaces and
// drops apostrophes.
func normalName(s string) string {
	s = strings.ToLower(s)
	return strings.NewReplacer("-", " ", "_", " ", "'", "", "\u2019", "", "\u2013", " ").Replace(s)
}
