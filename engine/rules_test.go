package engine

import (
	"errors"
	"reflect"
	"testing"
)

func TestParseOptions(t *testing.T) {
	tests := []struct {
		in      []string
		want    map[string]string
		wantErr string // the option an OptionSyntaxError names
	}{
		{nil, nil, ""},
		{[]string{"own-unplayed=ignore"}, map[string]string{"own-unplayed": "ignore"}, ""},
		{[]string{" Opp-Bye = draw ", "primary=gp"}, map[string]string{"opp-bye": "draw", "primary": "gp"}, ""},
		{[]string{"own-unplayed=ignore", "own-unplayed=win"}, map[string]string{"own-unplayed": "win"}, ""},
		{[]string{"cut="}, map[string]string{"cut": ""}, ""},
		{[]string{"a=b=c"}, map[string]string{"a": "b=c"}, ""},
		{[]string{"own-unplayed"}, nil, "own-unplayed"},
		{[]string{"=ignore"}, nil, "=ignore"},
		{[]string{"primary=gp", " =x"}, nil, " =x"},
	}
	for _, tt := range tests {
		got, err := ParseOptions(tt.in)
		var se *OptionSyntaxError
		switch {
		case tt.wantErr != "":
			if !errors.As(err, &se) || se.Option != tt.wantErr {
				t.Errorf("ParseOptions(%q) = %v, %v; want an OptionSyntaxError for %q", tt.in, got, err, tt.wantErr)
			}
		case err != nil || !reflect.DeepEqual(got, tt.want):
			t.Errorf("ParseOptions(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}
