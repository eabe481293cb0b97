package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Score is a fixed-point number of points in ten-thousandths: Point (10000) is one point.
// Half and quarter points, products of two half-point values and two-decimal team
// tiebreaks are all represented exactly.
type Score int64

// Point is one point as a Score.
const Point Score = 10000

// Half is half a point as a Score.
const Half Score = Point / 2

// ErrScore is returned by [ParseScore] for text that is not a number of points.
var ErrScore = errors.New("not a score")

// Points returns n whole points as a Score.
func Points(n int) Score { return Score(n) * Point }

// Mul returns the product of two scores, truncated to ten-thousandths.
func (s Score) Mul(o Score) Score { return s * o / Point }

// MulInt returns s multiplied by n.
func (s Score) MulInt(n int) Score { return s * Score(n) }

// DivRound returns s divided by n, rounded half away from zero to ten-thousandths.
// It returns 0 when n is 0.
func (s Score) DivRound(n int) Score {
	if n == 0 {
		return 0
	}
	q, r := s/Score(n), s%Score(n)
	if 2*abs64(int64(r)) >= abs64(int64(n)) {
		if (s < 0) != (n < 0) {
			q--
		} else {
			q++
		}
	}
	return q
}

// RoundTo returns s rounded half away from zero to the given number of decimals (0 to 4).
func (s Score) RoundTo(decimals int) Score {
	unit := Score(1)
	for i := decimals; i < 4; i++ {
		unit *= 10
	}
	if unit == 1 {
		return s
	}
	q := s.DivRound(int(unit))
	return q * unit
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// String formats s with a decimal point and no trailing zeros: "3", "2.5", "10.25".
func (s Score) String() string {
	var buf [24]byte
	return string(s.appendDecimal(buf[:0], -1))
}

// PointsText returns s with its unit, in the singular for exactly one point: "1 point",
// "0 points", "2.5 points".
func (s Score) PointsText() string {
	if s == Point {
		return "1 point"
	}
	return s.String() + " points"
}

// Format formats s with exactly the given number of decimals (0 to 4), rounding half away
// from zero: Format(1) of 2.25 is "2.3".
func (s Score) Format(decimals int) string {
	var buf [24]byte
	return string(s.RoundTo(decimals).appendDecimal(buf[:0], decimals))
}

// Append appends s to b as String formats it, or with a fixed number of decimals when
// decimals is 0 to 4 (as Format does), without allocating.
func (s Score) Append(b []byte, decimals int) []byte {
	if decimals < 0 {
		return s.appendDecimal(b, -1)
	}
	return s.RoundTo(decimals).appendDecimal(b, decimals)
}

// appendDecimal appends s to b with the given number of decimals, or with no trailing
// zeros when decimals is negative. s must already be rounded to that many decimals.
func (s Score) appendDecimal(b []byte, decimals int) []byte {
	v := int64(s)
	if v < 0 {
		b = append(b, '-')
		v = -v
	}
	b = strconv.AppendInt(b, v/int64(Point), 10)
	frac := v % int64(Point)
	digits := [4]byte{byte('0' + frac/1000), byte('0' + frac/100%10), byte('0' + frac/10%10), byte('0' + frac%10)}
	n := decimals
	if n < 0 {
		n = 4
		for n > 0 && digits[n-1] == '0' {
			n--
		}
	}
	if n > 0 {
		b = append(b, '.')
		b = append(b, digits[:n]...)
	}
	return b
}

// ParseScore reads a number of points: "3", "2.5", "2,5" (decimal comma), "½", "2½",
// ".5", "-1". At most four decimals are accepted.
func ParseScore(text string) (Score, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return 0, fmt.Errorf("%w: empty", ErrScore)
	}
	neg := false
	switch t[0] {
	case '-':
		neg = true
		t = t[1:]
	case '+':
		t = t[1:]
	}
	half := false
	if strings.HasSuffix(t, "½") {
		half = true
		t = strings.TrimSuffix(t, "½")
	}
	t = strings.Replace(t, ",", ".", 1)
	var v Score
	if t != "" {
		whole, frac, hasFrac := strings.Cut(t, ".")
		if whole == "" && !hasFrac {
			return 0, fmt.Errorf("%w: %q", ErrScore, text)
		}
		if half && hasFrac {
			return 0, fmt.Errorf("%w: %q", ErrScore, text)
		}
		if whole != "" {
			if !allDigits(whole) || len(whole) > 12 {
				return 0, fmt.Errorf("%w: %q", ErrScore, text)
			}
			n, _ := strconv.ParseInt(whole, 10, 64)
			v = Score(n) * Point
		}
		if hasFrac {
			if frac == "" && whole == "" || len(frac) > 4 || !allDigits(frac) {
				return 0, fmt.Errorf("%w: %q", ErrScore, text)
			}
			f := frac + strings.Repeat("0", 4-len(frac))
			n, _ := strconv.ParseInt(f, 10, 64)
			v += Score(n)
		}
	} else if !half {
		return 0, fmt.Errorf("%w: %q", ErrScore, text)
	}
	if half {
		v += Half
	}
	if neg {
		v = -v
	}
	return v, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// MustScore is ParseScore for constants in tests and tables; it panics on bad text.
func MustScore(text string) Score {
	s, err := ParseScore(text)
	if err != nil {
		panic(err)
	}
	return s
}
