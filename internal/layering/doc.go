// Package layering holds no code: its test checks the import graph of the module against
// the layering described in docs/development.md, so that a sideways arrow fails
// `go test ./...` (and CI) even where golangci-lint is not installed.
package layering
