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
