package prizes

import (
	"errors"
	"testing"
)

func TestMoney(t *testing.T) {
	for _, tc := range []struct {
		m          Money
		str, usd   string
		eur, other string
	}{
		{74675, "746.75", "$746.75", "€746.75", "746.75 CHF"},
		{5, "0.05", "$0.05", "€0.05", "0.05 CHF"},
		{-1200, "-12.00", "-$12.00", "-€12.00", "-12.00 CHF"},
		{850000, "8500.00", "$8,500.00", "€8,500.00", "8,500.00 CHF"},
		{123456789, "1234567.89", "$1,234,567.89", "€1,234,567.89", "1,234,567.89 CHF"},
	} {
		if got := tc.m.String(); got != tc.str {
			t.Errorf("String(%d) = %q, want %q", tc.m, got, tc.str)
		}
		if got := tc.m.Format("USD"); got != tc.usd {
			t.Errorf("Format(%d, USD) = %q, want %q", tc.m, got, tc.usd)
		}
		if got := tc.m.Format("EUR"); got != tc.eur {
			t.Errorf("Format(%d, EUR) = %q, want %q", tc.m, got, tc.eur)
		}
		if got := tc.m.Format("CHF"); got != tc.other {
			t.Errorf("Format(%d, CHF) = %q, want %q", tc.m, got, tc.other)
		}
	}
}

func TestParseMoney(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Money
	}{
		{"500", 50000}, {"162.50", 16250}, {"162.5", 16250}, {"1,379", 137900}, {"$1,379.00", 137900},
		{"€8500", 850000}, {".50", 50}, {"0.01", 1}, {" 12 ", 1200}, {"12,500,000", 1250000000},
	} {
		got, err := ParseMoney(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseMoney(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "-5", "5.", "5.001", "1,3,7,9", ",500", "1e3", "abc", "$", "12,50", "1000000000.01", "1.2.3"} {
		if _, err := ParseMoney(in); !errors.Is(err, ErrMoney) {
			t.Errorf("ParseMoney(%q): %v, want ErrMoney", in, err)
		}
	}
}

func TestParseClass(t *testing.T) {
	for _, tc := range []struct {
		in   string
		kind Kind
		el   Eligibility
	}{
		{"U1800", KindRating, Eligibility{HasRating: true, RatingMax: 1799}},
		{"under 1800", KindRating, Eligibility{HasRating: true, RatingMax: 1799}},
		{"1600-1799", KindRating, Eligibility{HasRating: true, RatingMin: 1600, RatingMax: 1799}},
		{"1600 - 1799", KindRating, Eligibility{HasRating: true, RatingMin: 1600, RatingMax: 1799}},
		{"2000+", KindRating, Eligibility{HasRating: true, RatingMin: 2000}},
		{"over 1999", KindRating, Eligibility{HasRating: true, RatingMin: 2000}},
		{"B", KindRating, Eligibility{HasRating: true, RatingMin: 1600, RatingMax: 1799}},
		{"Class A", KindRating, Eligibility{HasRating: true, RatingMin: 1800, RatingMax: 1999}},
		{"Expert", KindRating, Eligibility{HasRating: true, RatingMin: 2000, RatingMax: 2199}},
		{"Senior Master", KindRating, Eligibility{HasRating: true, RatingMin: 2400}},
		{"J", KindRating, Eligibility{HasRating: true, RatingMax: 199}},
		{"unrated", KindUnrated, Eligibility{Unrated: true}},
		{"U1800/Unrated", KindRating, Eligibility{HasRating: true, RatingMax: 1799, Unrated: true}},
	} {
		el, kind, err := ParseClass(tc.in)
		if err != nil || kind != tc.kind || el != tc.el {
			t.Errorf("ParseClass(%q) = %+v, %v, %v; want %+v, %v", tc.in, el, kind, err, tc.el, tc.kind)
		}
	}
	for _, in := range []string{"", "Z", "U0", "1800-1600", "U", "-1799", "1600-", "class", "U1800/"} {
		if _, _, err := ParseClass(in); err == nil {
			t.Errorf("ParseClass(%q) accepted", in)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}
