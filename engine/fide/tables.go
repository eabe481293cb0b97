package fide

// FIDE Rating Regulations (Handbook B.02) tables used by the performance tiebreaks of
// C.07 Art. 10. Probabilities are in hundredths.

// dpTable is B.02 table 8.1.1 for p = 0.50, 0.51, ... 1.00: the rating difference dp that
// a fractional score p stands for. Scores below 0.50 mirror it: dp(1-p) = -dp(p).
var dpTable = [51]int{
	0, 7, 14, 21, 29, 36, 43, 50, 57, 65, // .50-.59
	72, 80, 87, 95, 102, 110, 117, 125, 133, 141, // .60-.69
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230, // .70-.79
	240, 251, 262, 273, 284, 296, 309, 322, 336, 351, // .80-.89
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677, // .90-.99
	800, // 1.00
}

// pdBounds is B.02 table 8.1.2: a rating difference D up to pdBounds[k] gives the higher
// rated player an expected score of 0.50 + k/100; above 735 it is 1.00.
var pdBounds = [50]int{
	3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
	76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
	153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
	245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
	374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
}

// dp returns the rating difference for a score percentage p100 (0 to 100).
func dp(p100 int) int {
	if p100 >= 50 {
		return dpTable[min(p100, 100)-50]
	}
	return -dpTable[50-max(p100, 0)]
}

// pd returns the expected score, in hundredths, of a player rated diff points above the
// opponent (diff may be negative). No ±400 cap applies (C.07 Art. 10.3).
func pd(diff int) int {
	if diff < 0 {
		return 100 - pd(-diff)
	}
	if diff < len(pdByDiff) {
		return int(pdByDiff[diff])
	}
	return 100
}

// pdByDiff is table 8.1.2 expanded to one entry per rating difference 0..735, so pd is a
// lookup: the performance tiebreaks call it millions of times on large events.
var pdByDiff = func() (t [736]uint8) {
	k := 0
	for d := range t {
		for d > pdBounds[k] {
			k++
		}
		t[d] = uint8(50 + k)
	}
	return t
}()
