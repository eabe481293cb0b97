package pipeline

import (
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzOutputFolders names the output folders of batch jobs from fuzzed paths (split at
// NUL into up to 16 paths below DIR) and of a file's sections from the same strings:
// every name is unique (also ignoring case, as Windows and macOS compare), a single local
// path element, no longer than a file system allows, and no Windows device name.
func FuzzOutputFolders(f *testing.F) {
	f.Add("Spring/Open A.trf\x00spring-open-a.csv\x00Spring/Open A.xlsx\x00con.trf\x00a/b.trf\x00a-b.trf\x00a-b-2f0e3a57.trf")
	f.Add("Open\x00open\x00OPEN\x00Open-2\x00\x00Ünder 1800\x00" + strings.Repeat("long name ", 40))
	f.Add("nul\x00NUL\x00nul-event\x00com1.trf\x00lpt9/x.trf\x00...\x00-")
	f.Add(strings.Repeat("中", 90) + "\x00Open")
	f.Fuzz(func(t *testing.T, in string) {
		parts := strings.Split(in, "\x00")
		if len(parts) > 16 {
			return
		}
		check := func(what string, names []string) {
			seen := map[string]string{}
			for i, name := range names {
				low := strings.ToLower(name)
				if prev, dup := seen[low]; dup {
					t.Fatalf("%s: %q and %q both get %q", what, prev, parts[i], name)
				}
				seen[low] = parts[i]
				if name == "" || strings.HasPrefix(name, "-") || strings.ContainsAny(name, `/\`) || !filepath.IsLocal(name) || len(name) > 200 {
					t.Fatalf("%s: %q gets the folder %q", what, parts[i], name)
				}
				if windowsDevices[strings.ToLower(strings.SplitN(name, ".", 2)[0])] {
					t.Fatalf("%s: %q gets the device name %q", what, parts[i], name)
				}
			}
		}
		check("batch", EventFolders(parts))
		if len(parts) > 1 {
			check("sections", SectionFolders(parts))
		}
	})
}

// TestFolderNames is issue 27 defect 13: slugs had no length limit (ENAMETOOLONG), and
// CON or NUL made a folder Windows cannot hold; and issue 39: ninety CJK characters were
// cut to nothing, giving a folder name that starts with "-" (an option to every command).
func TestFolderNames(t *testing.T) {
	long := strings.Repeat("spring-open-", 20)
	sum := sha256.Sum256([]byte(long))
	cjk := strings.Repeat("中", 90)
	cjkSum := sha256.Sum256([]byte(cjk))
	for _, c := range []struct{ slug, want string }{
		{"open", "open"}, {"con", "con-event"}, {"nul", "nul-event"}, {"com1", "com1-event"}, {"console", "console"},
		{long, "spring-open-spring-open-spring-open-spring-open-spring-open-spring-" + hex.EncodeToString(sum[:4])},
		{cjk, strings.Repeat("中", 23) + "-" + hex.EncodeToString(cjkSum[:4])},
		{"a" + strings.Repeat("é", 60), "a" + strings.Repeat("é", 35) + "-" + hex.EncodeToString(func() []byte { s := sha256.Sum256([]byte("a" + strings.Repeat("é", 60))); return s[:4] }())},
	} {
		got := SafeFolderName(c.slug, c.slug, "event")
		if got != c.want {
			t.Errorf("SafeFolderName(%q) = %q, want %q", c.slug, got, c.want)
		}
		if len(got) > MaxFolderName || strings.HasPrefix(got, "-") {
			t.Errorf("SafeFolderName(%q) is %d bytes: %q", c.slug, len(got), got)
		}
	}
}
