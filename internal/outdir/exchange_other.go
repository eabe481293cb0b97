//go:build !linux

package outdir

// exchange reports false: the system has no way to swap two names in one step here.
func exchange(*folder, string, *folder, string) (bool, error) { return false, nil }
