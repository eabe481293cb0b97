package templates

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

// fundFS holds the ready-made prize funds (prizes/*.yaml) that 'tiebreak templates'
// lists and 'tiebreak prizes --fund NAME' uses.
//
//go:embed prizes/*.yaml
var fundFS embed.FS

// FundNames returns the names of the embedded prize-fund templates ("weekend-swiss"),
// sorted.
func FundNames() []string {
	entries, _ := fs.ReadDir(fundFS, "prizes")
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// Fund returns the YAML text of the fund template name (without ".yaml").
func Fund(name string) ([]byte, bool) {
	if name == "" || strings.ContainsAny(name, "/\\.") {
		return nil, false
	}
	data, err := fundFS.ReadFile("prizes/" + name + ".yaml")
	return data, err == nil
}

// FundSummary returns what the fund template name is for, the text of its first
// comment line: "Club quad or small round robin: one cash prize and a trophy."; ""
// for a name that is not a template.
func FundSummary(name string) string {
	data, _ := Fund(name)
	line, _, _ := strings.Cut(string(data), "\n")
	if !strings.HasPrefix(line, "#") {
		return ""
	}
	return strings.TrimSpace(strings.TrimPrefix(line, "#"))
}
