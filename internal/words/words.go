// Package words holds the small pieces of English that messages of every package
// share, so that they say things one way.
package words

import "strconv"

// Plural returns n and the noun, in the plural unless n is 1: "1 error", "3 errors".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
