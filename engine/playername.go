package engine

import (
	"sort"
	"strings"
)

// SamePlayerName reports whether two spellings of a player's name have the same words,
// ignoring case and word order and reading commas, full stops, hyphens and apostrophes as
// spaces, so that "Smith, John A" matches "JOHN A SMITH" and "O'Brien" matches "O Brien".
// The FIDE rating list and the US Chess member file use it to confirm that an ID
// belongs to the player the event names.
func SamePlayerName(a, b string) bool {
	return nameWords(a) == nameWords(b)
}

// nameWords returns the words of a name, lower case, sorted and joined by spaces.
func nameWords(s string) string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return r == ',' || r == '.' || r == ' ' || r == '-' || r == '\''
	})
	sort.Strings(f)
	return strings.Join(f, " ")
}
