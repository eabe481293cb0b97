package remedy

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

type folderError struct{}

func (folderError) Error() string      { return "cannot write into out: it is a file" }
func (folderError) Remedies() []Remedy { return []Remedy{OtherFolder, Replace} }

type sectionError struct{}

func (sectionError) Error() string    { return "t.trf is a TRF file, which has no sections" }
func (sectionError) Setting() Setting { return Section }

// TestOf: the remedies of an error are found through wrapping and joining, and an error
// without any has none.
func TestOf(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want []Remedy
	}{
		{"nil", nil, nil},
		{"plain", errors.New("boom"), nil},
		{"direct", folderError{}, []Remedy{OtherFolder, Replace}},
		{"wrapped", fmt.Errorf("report: %w", folderError{}), []Remedy{OtherFolder, Replace}},
		{"joined", errors.Join(errors.New("boom"), folderError{}), []Remedy{OtherFolder, Replace}},
	} {
		if got := Of(tc.err); !slices.Equal(got, tc.want) {
			t.Errorf("%s: Of = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestSettingOf: the setting of an error is found through wrapping, and an error about
// none has 0.
func TestSettingOf(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want Setting
	}{
		{"nil", nil, 0},
		{"plain", errors.New("boom"), 0},
		{"direct", sectionError{}, Section},
		{"wrapped", fmt.Errorf("load: %w", sectionError{}), Section},
	} {
		if got := SettingOf(tc.err); got != tc.want {
			t.Errorf("%s: SettingOf = %v, want %v", tc.name, got, tc.want)
		}
	}
}
