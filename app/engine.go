package app

import "context"

// Engine is what the app asks of the pipeline. Every decision (ranking, prizes, every
// byte of every output) is the engine's: the app only stores uploads, calls the engine
// and hands back what it wrote. The tiebreak command serves [NewCommands], which runs
// its own command lines; tests and other programs may supply another.
type Engine interface {
	// Check reads every file of in and returns the check report in the JSON contract of
	// 'tiebreak check --format json'; findings are not an error, an unreadable file is
	// a finding too.
	Check(ctx context.Context, in Inputs, opts Options) ([]byte, error)
	// Standings returns the standings of one section of in (section as in the check
	// report; "" for a file of one section) in the JSON contract of 'tiebreak standings
	// --format json'.
	Standings(ctx context.Context, in Inputs, opts Options, section Section) ([]byte, error)
	// Prizes returns the prize list of one section paid from in's fund, every split
	// explained: what 'tiebreak prizes' prints.
	Prizes(ctx context.Context, in Inputs, opts Options, section Section) ([]byte, error)
	// Report writes into the empty folder dir what 'tiebreak report' writes for in.
	Report(ctx context.Context, in Inputs, opts Options, dir string) error
	// Site writes into the empty folder dir the results site 'tiebreak publish' writes
	// for in.
	Site(ctx context.Context, in Inputs, opts Options, dir string) error
	// Choices lists what the page offers to choose from.
	Choices() Choices
	// Template returns the YAML of the built-in prize-fund template name.
	Template(name string) ([]byte, error)
}

// Inputs are the files of one event, in the app's workspace.
type Inputs struct {
	// Files are the results files, in the order they were uploaded: one file, or one
	// file per section.
	Files []string
	// Fund is a prize fund YAML file, or "" for none (Template may name a built-in one).
	Fund string
	// Template names a built-in prize-fund template when Fund is "".
	Template string
}

// Options are the ranking choices of an event, each one the page's lists offer.
type Options struct {
	// Rules is the rulebook (one of Choices.Rules); "" lets the file decide.
	Rules string
	// Tiebreaks is a preset name or comma-separated codes (from Choices); "" for the
	// file's list, else the rules' preset.
	Tiebreaks string
	// Round ranks the event after this round; 0 for every round played.
	Round int
}

// Section names one section of an event: the file it is in and its name in that file
// ("" when the file holds one section).
type Section struct {
	File string `json:"file"`
	Name string `json:"name"`
}

// Choices are the lists the page offers.
type Choices struct {
	Rules     []string `json:"rules"`
	Presets   []Preset `json:"presets"`
	Codes     []Code   `json:"codes"`
	Templates []string `json:"templates"`
}

// Preset is a named tiebreak order.
type Preset struct {
	Name   string   `json:"name"`
	System string   `json:"system"`
	Codes  []string `json:"codes"`
	Source string   `json:"source"`
}

// Code is one tiebreak a rulebook knows.
type Code struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	System string `json:"system"`
}
