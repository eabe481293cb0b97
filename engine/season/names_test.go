package season

import (
	"testing"
	"unicode"
)

// TestNameKey checks the matching form of names.
func TestNameKey(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Smith, John", "john smith"},
		{"John Smith", "john smith"},
		{"SMITH John", "john smith"},
		{"  Smith ,John  ", "john smith"},
		{"Smíth, Jóhn", "john smith"},
		{"Ó Muireagáin, Mícheál", "micheal muireagain o"},
		{"O'Brien, Seán", "obrien sean"},
		{"O’Brien, Sean", "obrien sean"},
		{"Smith-Jones, Mary-Ann", "ann jones mary smith"},
		{"Smith, John A.", "a john smith"},
		{"Dvořák, Jiří", "dvorak jiri"},
		{"Müller, Jürgen", "jurgen muller"},
		{"Straße, Ødegård", "odegard strasse"},
		{"Łukasz Żółć", "lukasz zolc"},
		{"Ștefan Țurcanu", "stefan turcanu"},
		{"Ærø, Þór", "aero thor"},
		{"Jose\u0301 Garci\u0301a", "garcia jose"}, // combining accents (NFD)
		{"ΣΟΦΙΑ Παπαδοπουλος", "παπαδοπουλοσ σοφια"},
		{"Папа Иван", "иван папа"},
		{"Nguyễn Văn An", "an nguyễn van"}, // Latin Extended Additional keeps its letters
		{"", ""},
		{"--", ""},
	}
	for _, tc := range cases {
		if got := NameKey(tc.in); got != tc.want {
			t.Errorf("NameKey(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestFoldTables checks the decomposition tables: the first and last letter of every
// run, and that upper and lower case fold alike over both blocks (a shifted table would
// break the pairs).
func TestFoldTables(t *testing.T) {
	for r, want := range map[rune]string{
		'À': "a", 'Å': "a", 'Æ': "ae", 'Ç': "c", 'È': "e", 'Ë': "e", 'Ì': "i", 'Ï': "i", 'Ð': "d", 'Ñ': "n",
		'Ò': "o", 'Ö': "o", 'Ø': "o", 'Ù': "u", 'Ü': "u", 'Ý': "y", 'Þ': "th", 'ß': "ss", 'à': "a", 'ÿ': "y", 'þ': "th",
		'Ā': "a", 'ą': "a", 'Ć': "c", 'č': "c", 'Ď': "d", 'đ': "d", 'Ē': "e", 'ě': "e", 'Ĝ': "g", 'ģ': "g",
		'Ĥ': "h", 'ħ': "h", 'Ĩ': "i", 'İ': "i", 'ı': "i", 'Ĳ': "ij", 'ĳ': "ij", 'Ĵ': "j", 'ĵ': "j", 'Ķ': "k", 'ĸ': "k",
		'Ĺ': "l", 'ł': "l", 'Ń': "n", 'ŉ': "n", 'Ŋ': "n", 'ŋ': "n", 'Ō': "o", 'ő': "o", 'Œ': "oe", 'œ': "oe",
		'Ŕ': "r", 'ř': "r", 'Ś': "s", 'š': "s", 'Ţ': "t", 'ŧ': "t", 'Ũ': "u", 'ų': "u", 'Ŵ': "w", 'ŵ': "w",
		'Ŷ': "y", 'Ÿ': "y", 'Ź': "z", 'ž': "z", 'ſ': "s",
	} {
		if got := foldString(r); got != want {
			t.Errorf("foldString(%q U+%04X) = %q, want %q", r, r, got, want)
		}
	}
	for r := rune(0xC0); r <= 0x17F; r++ {
		if !unicode.IsLetter(r) {
			continue
		}
		f := foldString(r)
		if f == "" || f[0] < 'a' || f[0] > 'z' {
			t.Errorf("foldString(%q) = %q, not a base letter", r, f)
		}
		for _, o := range []rune{unicode.ToLower(r), unicode.ToUpper(r)} {
			if o >= 0xC0 && o <= 0x17F && o != r && foldString(o) != f {
				t.Errorf("foldString(%q) = %q but foldString(%q) = %q", r, f, o, foldString(o))
			}
		}
	}
}

// TestSortKey checks the key rows are listed by within a shared place.
func TestSortKey(t *testing.T) {
	for in, want := range map[string]string{"Ó Muireagáin, Mícheál": "o muireagain micheal", "O'Brien,  Seán": "obrien sean", " Smith-Jones, J. ": "smith jones j", "": ""} {
		if got := sortKey(in); got != want {
			t.Errorf("sortKey(%q) = %q, want %q", in, got, want)
		}
	}
}
