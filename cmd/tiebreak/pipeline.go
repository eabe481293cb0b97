package main

import (
	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// settings are the pipeline's settings ([pipeline.Settings]) with the command they are
// for, for messages. Commands fill them from their flags ([settingsFrom]); batch layers
// them over season.yaml files and sidecars ([pipeline.Settings.Apply]).
type settings struct {
	command string // the command, for messages: "standings"
	byes    string // the list of byes to fill in (--byes FILE)
	pipeline.Settings
}

// settingsFrom returns the settings the flags of c give. Flags a command does not have
// read as empty. The fund is not loaded here (see [pipeline.LoadFund]).
func settingsFrom(c *cli.Context) *settings {
	s := &settings{Settings: pipeline.Settings{
		From:          c.String("from"),
		Sheet:         c.String("sheet"),
		Section:       c.String("section"),
		Round:         c.Int("round"),
		RoundChosen:   c.IsSet("round"),
		PlannedRounds: c.Int("rounds"),
		Force:         c.Bool("force"),
		Quiet:         c.Bool("quiet"),
		Rules:         c.String("rules"),
		Tiebreaks:     c.String("tiebreaks"),
		Type:          c.String("type"),
		Places:        c.String("places"),
		Options:       c.StringSlice("option"),
		Paper:         c.String("paper"),
		Font:          c.String("font"),
		Ratings:       c.String("ratings"),
	}}
	if c.Command != nil {
		s.command = c.Command.Name
	}
	s.byes = c.String("byes")
	return s
}
