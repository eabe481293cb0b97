//go:build !windows && !darwin

package main

// doubleClicked says whether a program started with no arguments should start the app:
// never here (Linux and the BSDs start programs from a terminal or a launcher that
// passes arguments), so a bare 'tiebreak' stays a usage error.
func doubleClicked() bool { return false }
