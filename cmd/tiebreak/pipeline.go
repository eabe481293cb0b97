package main

import (
	"context"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// settings are the pipeline's settings ([pipeline.Settings]) with what only the command
// uses. The flags that fill them are declared once, each bound to its field
// ([inputFlags], [rankingFlags], [pdfFlags], [ratingsFlag]); batch layers them over
// season.yaml files and sidecars ([pipeline.Settings.Apply]).
type settings struct {
	command string          // the command, for messages: "standings"
	byes    string          // the list of byes to fill in (--byes FILE)
	options cli.StringSlice // --option, as parsed; Options once given
	// Quiet leaves out the warnings summary and the notes that only inform (--quiet).
	Quiet bool
	// RatingsSet says whether --ratings was given, so that its system is checked.
	RatingsSet bool
	// Given holds the settings whose flags were given, as the level of settings over
	// those of season.yaml and sidecars (batch).
	Given pipeline.Layer
	pipeline.Settings
}

// layer returns the action of a setting's flag: when the flag is given, *dst points at
// its value, so that the flags given make a level of settings ([settings.Given]).
func layer[T any](dst **T) func(*cli.Context, T) error {
	return func(_ *cli.Context, v T) error { *dst = &v; return nil }
}

// seen returns the action of a flag whose being given matters: it sets *given.
func seen[T any](given *bool) func(*cli.Context, T) error {
	return func(*cli.Context, T) error { *given = true; return nil }
}

// action returns the action of a command: run with the options o its flags were bound
// to, and the positional arguments.
func action[O any](run func(context.Context, O, []string) error, o *O) cli.ActionFunc {
	return func(c *cli.Context) error { return run(c.Context, *o, c.Args().Slice()) }
}

// into returns the action of a repeatable flag: *dst holds its values.
func into(dst *[]string) func(*cli.Context, []string) error {
	return func(_ *cli.Context, v []string) error { *dst = v; return nil }
}
