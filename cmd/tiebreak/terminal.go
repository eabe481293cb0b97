package main

import "slices"

// binaryFormats are the outputs that are not text: sent to a terminal they would fill it
// with noise and can upset it.
var binaryFormats = []string{"xlsx", "xlsx-crosstable", "pdf"}

// refuseTerminal returns a usage error when the binary format would go to standard output
// (out not given) and standard output is a terminal. An explicit -o - sends it anyway, for
// a pipe the terminal check cannot see through. example is the file name to suggest.
func (e *env) refuseTerminal(command, format, out, example string) error {
	if out != "" || !slices.Contains(binaryFormats, format) || !e.streams.StdoutTerminal {
		return nil
	}
	return usagef("%s: %s is a binary file and would go to the terminal; write it to a file with -o %s (-o - sends it to standard output anyway)", command, format, example)
}
