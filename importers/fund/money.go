package fund

import (
	"regexp"

	"go.yaml.in/yaml/v3"
)

// moneyKeys are the keys whose values are amounts of money.
var moneyKeys = map[string]bool{"cash": true, "tax_form_at": true}

var (
	// amountStart is the part of an amount before its first thousands separator.
	amountStart = regexp.MustCompile(`^[$€£]?[0-9]{1,3}$`)
	// amountGroup is a group of three digits after a separator; the last may carry cents.
	amountGroup = regexp.MustCompile(`^[0-9]{3}(\.[0-9]{1,2})?$`)
)

// joinSplitAmounts mends amounts that a YAML flow mapping split at their thousands
// separators: in "{place: 1, cash: 1,000}" the comma ends the value, so YAML reads cash
// 1 and a key "000" without a value. When a money key's plain value is followed, on the
// same line, by such keys of three digits (the last with up to two decimals), they are
// joined back into the amount ("1,000", "$1,000.00") and removed from the mapping.
func joinSplitAmounts(n *yaml.Node) {
	if n == nil || n.Kind != yaml.MappingNode {
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !moneyKeys[k.Value] || v.Kind != yaml.ScalarNode || v.Style != 0 || !amountStart.MatchString(v.Value) {
			continue
		}
		for i+3 < len(n.Content) {
			gk, gv := n.Content[i+2], n.Content[i+3]
			if gk.Kind != yaml.ScalarNode || gk.Style != 0 || gk.Line != v.Line || !amountGroup.MatchString(gk.Value) ||
				gv.Kind != yaml.ScalarNode || gv.Tag != "!!null" || gv.Value != "" {
				break
			}
			v.Value += "," + gk.Value
			v.Tag = "!!str"
			n.Content = append(n.Content[:i+2], n.Content[i+4:]...)
			if len(gk.Value) > 3 {
				break // cents end the amount
			}
		}
	}
}
