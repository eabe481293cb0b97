package yamlnode

import (
	"testing"

	"go.yaml.in/yaml/v3"
)

func TestReader(t *testing.T) {
	known := [][2]string{{"cash", "the amount"}, {"places", "how many"}, {"open", "true or false"}}
	cases := []struct {
		name, src, want string
	}{
		{"near miss", "cahs: 5\n", `f.yaml:1:1: fund has no key "cahs" (did you mean "cash"?) (keys: cash, places, open)`},
		{"duplicate", "cash: 5\ncash: 6\n", `f.yaml:2:1: cash: fund gives "cash" twice (first at line 1)`},
		{"merge key", "<<: {cash: 5}\n", `f.yaml:1:1: fund: merge keys (<<) are not supported; write the keys out`},
		{"blank", "cash: ' '\n", `f.yaml:1:7: cash: the value is missing`},
		{"null", "cash:\n", `f.yaml:1:6: cash: the value is missing`},
		{"list", "cash: [1, 2]\n", `f.yaml:1:7: cash: expected a single value, not a list or mapping`},
		{"integer range", "places: 0\n", `f.yaml:1:9: places: "0": write a whole number from 1 to 9`},
		{"boolean", "open: maybe\n", `f.yaml:1:7: open: "maybe": use true or false`},
		{"fine", "cash: ' 5 '\nplaces: 3\nopen: Yes\n", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var doc yaml.Node
			if err := yaml.Unmarshal([]byte(c.src), &doc); err != nil {
				t.Fatal(err)
			}
			r := &Reader{File: "f.yaml"}
			got := ""
			pairs, err := r.Pairs(doc.Content[0], "fund", known)
			for _, kv := range pairs {
				if err != nil {
					break
				}
				switch kv[0].Value {
				case "cash":
					var s string
					if s, err = r.Scalar(kv[0], kv[1]); err == nil && s != "5" {
						t.Errorf("cash = %q, want 5 (trimmed)", s)
					}
				case "places":
					_, err = r.Integer(kv[0], kv[1], 1, 9)
				case "open":
					var b bool
					if b, err = r.Boolean(kv[0], kv[1]); err == nil && !b {
						t.Error("open = false, want true")
					}
				}
			}
			if err != nil {
				got = err.Error()
			}
			if got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}
