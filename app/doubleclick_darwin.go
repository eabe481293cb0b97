package app

// DoubleClicked reports whether the program may have been started by a double-click,
// so that, given no arguments, it should run the app. On macOS, Finder runs a
// double-clicked program in a new Terminal window, which a program cannot tell from one
// typed there; a bare 'tiebreak' is otherwise only a usage error, so it says yes.
func DoubleClicked() bool { return true }
