package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrSpec is returned by [ParseSpec] for a malformed tiebreak code.
var ErrSpec = errors.New("bad tiebreak code")

// Modifier is one "/X" part of a tiebreak code (FIDE C.07 Art. 14 and the TRF26 grammar).
type Modifier struct {
	Kind byte // 'C' cut, 'M' median, 'L' limit, 'P' forfeits as played, 'F', 'K', 'U', 'V', ...
	N    int  // the number after the letter: C1 -> 1, L-1 -> -1, U1000 -> 1000
	Text string
}

// Spec is a parsed tiebreak code such as "BH/C1", "BH:MP/M1/P" or "KS/L+1".
type Spec struct {
	Name      string     // upper-case base code: "BH"
	Qualifier string     // ":MP" or ":GP" part without the colon, upper-case
	Mods      []Modifier // in the order written
}

// ParseSpec reads a tiebreak code in the TRF26 descriptor grammar
// NAME[:MP|:GP][/C1|/C2|/M1|/M2|/L+n|/L-n|/Kn][/P][/F]. It is case-insensitive and also
// accepts "-" for "/" ("BH-C1"), as the Handbook and Vega write it.
func ParseSpec(code string) (Spec, error) {
	s := strings.ToUpper(strings.TrimSpace(code))
	if s == "" {
		return Spec{}, fmt.Errorf("%w: empty", ErrSpec)
	}
	if strings.ContainsAny(s, ", \t") {
		return Spec{}, fmt.Errorf("%w %q: one code at a time", ErrSpec, code)
	}
	// "-" separates parts like "/" does, except as the sign of a limit ("/L-1").
	var parts []string
	var cur strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '/' || c == '-' && cur.String() != "L" {
			parts = append(parts, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteByte(c)
	}
	parts = append(parts, cur.String())
	var sp Spec
	name, qual, hasQual := strings.Cut(parts[0], ":")
	if name == "" || !validName(name) {
		return Spec{}, fmt.Errorf("%w %q: bad name", ErrSpec, code)
	}
	sp.Name = name
	if hasQual {
		if qual == "" || !validName(qual) {
			return Spec{}, fmt.Errorf("%w %q: bad qualifier", ErrSpec, code)
		}
		sp.Qualifier = qual
	}
	for _, p := range parts[1:] {
		if p == "" {
			return Spec{}, fmt.Errorf("%w %q: empty modifier", ErrSpec, code)
		}
		m := Modifier{Kind: p[0], Text: p}
		if rest := p[1:]; rest != "" {
			n, err := strconv.Atoi(rest)
			if err != nil || (m.Kind != 'L' && (rest[0] == '+' || rest[0] == '-')) {
				return Spec{}, fmt.Errorf("%w %q: bad modifier %q", ErrSpec, code, p)
			}
			m.N = n
		}
		if m.Kind < 'A' || m.Kind > 'Z' {
			return Spec{}, fmt.Errorf("%w %q: bad modifier %q", ErrSpec, code, p)
		}
		sp.Mods = append(sp.Mods, m)
	}
	return sp, nil
}

func validName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// String returns the canonical form: upper case, "/" separators ("BH/C1").
func (s Spec) String() string {
	var b strings.Builder
	b.WriteString(s.Name)
	if s.Qualifier != "" {
		b.WriteString(":" + s.Qualifier)
	}
	for _, m := range s.Mods {
		b.WriteString("/" + m.Text)
	}
	return b.String()
}

// Mod returns the first modifier of the given kind.
func (s Spec) Mod(kind byte) (Modifier, bool) {
	for _, m := range s.Mods {
		if m.Kind == kind {
			return m, true
		}
	}
	return Modifier{}, false
}
