package site

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// FuzzNamesStayText builds a site with an arbitrary player, event and section name and
// checks every page with an HTML tokenizer: no script, image, frame or form element, no
// event-handler or style attribute, and no link that leaves the site, whatever the names
// hold.
func FuzzNamesStayText(f *testing.F) {
	for _, s := range []string{hostileScript, hostileImg, "Smith, James", `</title><script>x</script>`,
		`javascript:alert(1)`, "<!--", "]]>", `' onmouseover='x`, "\x00", "é\u202e", "<style>*{}</style>"} {
		f.Add(s)
	}
	doc := sampleDoc(f, "uscf")
	f.Fuzz(func(t *testing.T, name string) {
		d := *doc
		tn := *d.T
		tn.Players = append(tn.Players[:0:0], tn.Players...)
		tn.Players[0].Name = name
		tn.Name = name
		d.T = &tn
		files, err := Build([]Section{{Doc: &d, Folder: "s", Name: name, Event: name}}, Options{Title: name})
		if err != nil {
			t.Fatal(err)
		}
		for _, file := range files {
			if !strings.HasSuffix(file.Name, ".html") {
				continue
			}
			z := html.NewTokenizer(bytes.NewReader(file.Data))
			for {
				tt := z.Next()
				if tt == html.ErrorToken {
					break
				}
				if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
					continue
				}
				tok := z.Token()
				switch tok.Data {
				case "script", "img", "iframe", "object", "embed", "form", "style", "base":
					t.Fatalf("%s: a <%s> element from the name %q", file.Name, tok.Data, name)
				}
				for _, a := range tok.Attr {
					if strings.HasPrefix(a.Key, "on") || a.Key == "style" || a.Key == "srcdoc" {
						t.Fatalf("%s: attribute %s from the name %q", file.Name, a.Key, name)
					}
					if (a.Key == "href" || a.Key == "src") && strings.Contains(a.Val, ":") {
						t.Fatalf("%s: link %q from the name %q", file.Name, a.Val, name)
					}
				}
			}
		}
	})
}
