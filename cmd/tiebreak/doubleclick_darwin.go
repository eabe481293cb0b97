package main

// doubleClicked says whether a program started with no arguments should start the app.
// On macOS, Finder runs a double-clicked program in a new Terminal window, which a
// program cannot tell from one typed there; a bare 'tiebreak' is otherwise only a usage
// error, so it starts the app.
func doubleClicked() bool { return true }
