//go:build !windows && !darwin

package app

// DoubleClicked reports whether the program may have been started by a double-click,
// so that, given no arguments, it should run the app: never here (Linux and the BSDs
// start programs from a terminal or a launcher that passes arguments), so a bare
// 'tiebreak' stays a usage error.
func DoubleClicked() bool { return false }
