package main

// Browser tests of the results site: headless Chromium (Debian's chromium, which .ci/run
// installs) opens every page of sites made by publish, report --publish and batch
// --publish, and axe-core (from npm, installed by .ci/run) checks accessibility in the
// page. They skip with the reason when Chromium or axe-core is missing, and fail then
// when CI=true.

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// needTool skips the test with why, or fails it when CI=true.
func needTool(t *testing.T, why string) {
	t.Helper()
	if testtool.InCI() {
		t.Fatalf("%s and CI=true: .ci/run installs it (CI must not skip)", why)
	}
	t.Skipf("%s: skipped; .ci/run installs it (see docs/publish.md)", why)
}

// chromiumPath returns the Chromium to drive: $TIEBREAK_CHROMIUM, else chromium on the
// PATH (Debian's package chromium).
func chromiumPath(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("TIEBREAK_CHROMIUM"); p != "" {
		return p
	}
	return testtool.Require(t, "chromium")
}

// axeScript returns axe-core's axe.min.js: $TIEBREAK_AXE, else the copy .ci/run installs
// in the user cache folder.
func axeScript(t *testing.T) []byte {
	t.Helper()
	p := os.Getenv("TIEBREAK_AXE")
	if p == "" {
		dir, err := os.UserCacheDir()
		if err == nil {
			p = filepath.Join(dir, "tiebreak-axe", "node_modules", "axe-core", "axe.min.js")
		}
	}
	data, err := os.ReadFile(p)
	if err != nil {
		needTool(t, fmt.Sprintf("no axe-core at %q (npm install axe-core, or set TIEBREAK_AXE)", p))
	}
	return data
}

// browserEvents records what the page did that it should not: requests that leave the
// site's folder and JavaScript dialogs (a hostile name that ran).
type browserEvents struct {
	mu       sync.Mutex
	requests []string
	dialogs  []string
}

func (b *browserEvents) take() (requests, dialogs []string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	requests, dialogs = b.requests, b.dialogs
	b.requests, b.dialogs = nil, nil
	return requests, dialogs
}

// newBrowser starts headless Chromium with a fresh profile and no background traffic.
func newBrowser(t *testing.T) (context.Context, *browserEvents) {
	t.Helper()
	exe := chromiumPath(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("allow-file-access-from-files", true),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	ev := &browserEvents{}
	if err := chromedp.Listen(ctx, func(e any) {
		ev.mu.Lock()
		defer ev.mu.Unlock()
		switch e := e.(type) {
		case *network.EventRequestWillBeSent:
			if !strings.HasPrefix(e.Request.URL, "file://") && !strings.HasPrefix(e.Request.URL, "data:") {
				ev.requests = append(ev.requests, e.Request.URL)
			}
		case *page.EventJavascriptDialogOpening:
			ev.dialogs = append(ev.dialogs, e.Message)
		}
	}); err != nil {
		t.Fatalf("cannot start Chromium (%s): %v", exe, err)
	}
	return ctx, ev
}

// pageFacts is what a page says about itself, read in the browser.
type pageFacts struct {
	Title    string   `json:"title"`
	Lang     string   `json:"lang"`
	Tables   int      `json:"tables"`
	Captions int      `json:"captions"`
	Headers  int      `json:"headers"`
	Links    []string `json:"links"`
	Styled   bool     `json:"styled"`
	Pwned    bool     `json:"pwned"`
	Scripts  int      `json:"scripts"`
	Images   int      `json:"images"`
	Handlers int      `json:"handlers"`
}

const factsJS = `(() => {
	const tables = [...document.querySelectorAll('table')];
	return {
		title: document.title,
		lang: document.documentElement.lang,
		tables: tables.length,
		captions: tables.filter(t => t.caption && t.caption.textContent.trim() !== '').length,
		headers: tables.filter(t => t.querySelector('thead th[scope=col]')).length,
		links: [...document.querySelectorAll('a[href], link[href]')].map(a => a.href),
		styled: getComputedStyle(document.body).maxWidth !== 'none',
		pwned: window.pwned === 1,
		scripts: document.scripts.length,
		images: document.images.length,
		handlers: [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length,
	};
})()`

// checkSite opens every page of the site in dir and checks it: a title, lang, a
// caption and column headers per table, the style sheet applied, every link naming a
// file of the site, no request outside it, no script, image or event handler, nothing
// run. It returns the pages.
func checkSite(t *testing.T, ctx context.Context, ev *browserEvents, dir string) []string {
	t.Helper()
	var pages []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".html") {
			pages = append(pages, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(pages)
	if len(pages) == 0 {
		t.Fatalf("no pages in %s", dir)
	}
	links := 0
	for _, p := range pages {
		rel, _ := filepath.Rel(dir, p)
		if err := chromedp.Do(ctx, chromedp.Navigate(fileURL(p))); err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		facts, err := chromedp.Run(ctx, chromedp.Evaluate[pageFacts](factsJS))
		if err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		switch {
		case strings.TrimSpace(facts.Title) == "":
			t.Errorf("%s: no title", rel)
		case facts.Lang != "en":
			t.Errorf("%s: lang %q", rel, facts.Lang)
		case facts.Captions != facts.Tables || facts.Headers != facts.Tables:
			t.Errorf("%s: %d tables, %d with a caption, %d with column headers", rel, facts.Tables, facts.Captions, facts.Headers)
		case !facts.Styled:
			t.Errorf("%s: the style sheet was not applied", rel)
		case facts.Pwned || facts.Scripts > 0 || facts.Images > 0 || facts.Handlers > 0:
			t.Errorf("%s: markup ran or was made from data: pwned %v, %d scripts, %d images, %d event handlers", rel, facts.Pwned, facts.Scripts, facts.Images, facts.Handlers)
		}
		for _, l := range facts.Links {
			links++
			u, err := url.Parse(l)
			if err != nil || u.Scheme != "file" {
				t.Errorf("%s: link %q leaves the site", rel, l)
				continue
			}
			target := filepath.FromSlash(u.Path)
			if in, err := filepath.Rel(dir, target); err != nil || !filepath.IsLocal(in) {
				t.Errorf("%s: link %q leaves the site folder", rel, l)
			} else if _, err := os.Stat(target); err != nil {
				t.Errorf("%s: link %q: 404, no such file", rel, l)
			}
		}
		if reqs, dialogs := ev.take(); len(reqs) > 0 || len(dialogs) > 0 {
			t.Errorf("%s: requests outside the site %q, dialogs %q", rel, reqs, dialogs)
		}
	}
	t.Logf("%s: %d pages, %d links checked", filepath.Base(dir), len(pages), links)
	return pages
}

func fileURL(p string) string {
	abs, _ := filepath.Abs(p)
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
}

// layoutJS scrolls the page's first table container to its right end and reports
// whether the page overflows sideways and where the first body row's name cell is.
const layoutJS = `(() => {
	const box = document.querySelector('.scroll');
	if (box) { box.scrollLeft = box.scrollWidth; }
	const cell = document.querySelector('tbody .name');
	const r = cell ? cell.getBoundingClientRect() : null;
	const hit = r ? document.elementFromPoint(r.left + 4, r.top + 4) : null;
	return {
		pageWidth: document.documentElement.scrollWidth,
		viewport: window.innerWidth,
		boxScrolls: box ? box.scrollWidth > box.clientWidth : false,
		nameLeft: r ? r.left : -1,
		nameRight: r ? r.right : -1,
		nameOnTop: !!(hit && cell.contains(hit)),
	};
})()`

// keyColumnsJS returns the titles of the key columns of the page's first table that are
// not on the first screen, before any scrolling: Place, Name and Points of the
// standings, Round, Result and Opponent of a player's games.
const keyColumnsJS = `(() => {
	const want = {standings: ['Place', 'Name', 'Points'], games: ['Round', 'Result', 'Opponent']};
	const box = document.querySelector('.scroll');
	const table = box ? box.querySelector('table') : null;
	const keys = table ? (want[table.className] || []) : [];
	const right = Math.min(box ? box.getBoundingClientRect().right : Infinity, window.innerWidth);
	const heads = table ? [...table.querySelectorAll('thead th')] : [];
	return keys.filter(k => {
		const h = heads.find(e => e.textContent.trim() === k);
		if (!h) { return true; }
		const r = h.getBoundingClientRect();
		return r.left < 0 || r.right > right + 0.5 || r.bottom > window.innerHeight;
	});
})()`

type layoutFacts struct {
	PageWidth  float64 `json:"pageWidth"`
	Viewport   float64 `json:"viewport"`
	BoxScrolls bool    `json:"boxScrolls"`
	NameLeft   float64 `json:"nameLeft"`
	NameRight  float64 `json:"nameRight"`
	NameOnTop  bool    `json:"nameOnTop"`
}

// checkLayout opens page at 360 and 1280 px: the key columns of the standings (Place,
// Name, Points) and of a player's games (Round, Result, Opponent) must be on the first
// screen without scrolling, the page must not scroll sideways and the name column must
// be on screen, on top, with its table scrolled to the right end. The screenshots go to
// shots (a folder) when it is not empty.
func checkLayout(t *testing.T, ctx context.Context, page, shots string) {
	t.Helper()
	for _, width := range []int64{360, 1280} {
		shot, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) ([]byte, error) {
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, 900), chromedp.Navigate(fileURL(page))); err != nil {
				return nil, err
			}
			return chromedp.CaptureScreenshot()(ctx, tg)
		})
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(shot))
		if err != nil || img.Bounds().Dx() != int(width) {
			t.Errorf("%s at %d px: screenshot %v, err %v", page, width, img.Bounds(), err)
		}
		name := filepath.Base(filepath.Dir(page)) + "-" + strings.TrimSuffix(filepath.Base(page), ".html")
		hidden, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](keyColumnsJS))
		if err != nil {
			t.Fatal(err)
		}
		if len(hidden) > 0 {
			t.Errorf("%s at %d px: %s not on the first screen without scrolling", name, width, strings.Join(hidden, ", "))
		}
		l, err := chromedp.Run(ctx, chromedp.Evaluate[layoutFacts](layoutJS))
		if err != nil {
			t.Fatal(err)
		}
		if shots != "" {
			if err := os.WriteFile(filepath.Join(shots, fmt.Sprintf("%s-%d.png", name, width)), shot, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if l.PageWidth > l.Viewport {
			t.Errorf("%s at %d px: the page is %v px wide: it scrolls sideways", name, width, l.PageWidth)
		}
		if l.NameLeft < 0 || l.NameRight > l.Viewport || l.NameRight <= l.NameLeft || !l.NameOnTop {
			t.Errorf("%s at %d px: the name column is off screen or covered after scrolling the table (%v to %v, on top %v)", name, width, l.NameLeft, l.NameRight, l.NameOnTop)
		}
		if width == 360 && strings.Contains(page, "crosstable") && !l.BoxScrolls {
			t.Errorf("%s at 360 px: the crosstable does not scroll in its container", name)
		}
	}
}

// axeJS runs axe-core in the page for WCAG 2.x A and AA and returns the violations
// that are serious or critical, one line each.
const axeJS = `axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}, resultTypes: ['violations']})
	.then(r => r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
		.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')))`

// checkAxe runs axe-core on each page.
func checkAxe(t *testing.T, ctx context.Context, axe []byte, pages []string) {
	t.Helper()
	for _, p := range pages {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(fileURL(p))); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](string(axe)+"\n;0")); err != nil {
			t.Fatalf("cannot load axe-core: %v", err)
		}
		found, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](axeJS, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("%s: axe: %v", p, err)
		}
		for _, v := range found {
			t.Errorf("%s: %s", p, v)
		}
	}
}

// printText prints page to PDF on paper of w x h inches and returns the text of each
// printed page (pdftotext).
func printText(t *testing.T, ctx context.Context, pagePath string, w, h float64) []string {
	t.Helper()
	pdftotext := testtool.Require(t, "pdftotext")
	yes := true
	res, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (page.PrintToPDFResult, error) {
		if err := chromedp.Do(ctx, chromedp.Navigate(fileURL(pagePath))); err != nil {
			return page.PrintToPDFResult{}, err
		}
		return chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: w, PaperHeight: h, PrintBackground: &yes})
	})
	if err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(t.TempDir(), "print.pdf")
	if err := os.WriteFile(pdf, res.Data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return strings.Split(strings.TrimRight(string(out), "\f\n"), "\f")
}

// hostileSample writes the sample event with two hostile names into dir.
func hostileSample(t *testing.T, dir string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "sample.trf"))
	if err != nil {
		t.Fatal(err)
	}
	// The TRF name field is columns 15-47 (33 characters).
	pad := func(s string) string { return s + strings.Repeat(" ", 33-len(s)) }
	text := strings.Replace(string(data), pad("Smith, James"), pad(`<script>window.pwned=1</script>`), 1)
	text = strings.Replace(text, pad("Johnson, Linda"), pad(`"><img src=x onerror=alert(1)>`), 1)
	p := filepath.Join(dir, "hostile.trf")
	testtool.WriteFile(t, p, []byte(text))
	return p
}

// TestPublishInBrowser publishes the sample events (one with hostile names, one with a
// prize fund), a SwissSys file with nine sections, a team event, a large event for
// printing, a batch season and an event with rating estimates (publish --ratings), and
// checks every page in Chromium.
func TestPublishInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests take a while")
	}
	ctx, ev := newBrowser(t)
	axe := axeScript(t)
	tmp := t.TempDir()
	t.Setenv("SOURCE_DATE_EPOCH", "1767225600")
	realDir := trftest.RealData(t)
	shots := os.Getenv("TIEBREAK_SCREENSHOTS") // a folder to keep the screenshots in
	publish := func(name string, args ...string) string {
		dir := filepath.Join(tmp, name)
		if code, _, errOut := runCLI(t, append(args, "-o", dir)...); code != 0 && code != 3 {
			t.Fatalf("%s: exit %d: %s", name, code, errOut)
		}
		return dir
	}
	sample := publish("sample", "publish", "--fund", "../../testdata/open-fund.yaml", "--base-url", "https://club.example/results/",
		"../../testdata/open.trf", hostileSample(t, tmp))
	swisssys := publish("swisssys", "publish", filepath.Join(realDir, "uscf", "swisssys-2025-10-90th-greater-boston-open", "90th_Greater_Boston_Open.swisssys-nach.redacted.json"))
	team := publish("team", "publish", "--rules", "uscf", filepath.Join("testdata", "teams", "usat-4-boards.trf"))
	large := publish("large", "publish", filepath.Join(realDir, "trf", "icu-bunratty_minor_2011.trf"))
	rated := publish("rated", "publish", "--ratings", "uscf", "../../testdata/open.trf")
	example := publish("example", "publish", "../../examples/event.trf")
	season := filepath.Join(tmp, "season-in")
	for _, f := range []string{"good.trf", "sm-2009.trf", "rr-all-drawn.trf", "inprogress.trf"} {
		data, err := os.ReadFile(filepath.Join("testdata", "events", f))
		if err != nil {
			t.Fatal(err)
		}
		testtool.WriteFile(t, filepath.Join(season, f), data)
	}
	batch := filepath.Join(publish("batch", "batch", "-q", "--publish", season), pipeline.ReportSiteFolder)

	for _, site := range []string{sample, swisssys, team, large, batch, rated} {
		checkSite(t, ctx, ev, site)
	}

	// Layout at phone and desktop widths, on the pages with wide tables.
	for _, p := range []string{
		filepath.Join(sample, "open", "index.html"),
		filepath.Join(sample, "open", "crosstable.html"),
		filepath.Join(sample, "hostile", "players", "1.html"),
		filepath.Join(swisssys, "90th-greater-boston-open-swisssys-nach-redacted", "premier", "crosstable.html"),
		filepath.Join(team, "usat-4-boards", "index.html"),
		filepath.Join(batch, "season.html"),
		filepath.Join(rated, "open", "index.html"),
		filepath.Join(rated, "open", "players", "3.html"),
		filepath.Join(example, "event", "index.html"),
		filepath.Join(example, "event", "players", "1.html"),
	} {
		checkLayout(t, ctx, p, shots)
	}

	// The hostile names are on the page as text.
	hostile, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (string, error) {
		if err := chromedp.Do(ctx, chromedp.Navigate(fileURL(filepath.Join(sample, "hostile", "index.html")))); err != nil {
			return "", err
		}
		return chromedp.Evaluate[string](`[...document.querySelectorAll('tbody th.name')].map(e => e.textContent).join('\n')`)(ctx, tg)
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{`<script>window.pwned=1</script>`, `"><img src=x onerror=alert(1)>`} {
		if !strings.Contains(hostile, name) {
			t.Errorf("the standings do not show %q as text:\n%s", name, hostile)
		}
	}

	// Print: Letter and A4, the header row repeated on every page the table spans.
	for _, paper := range []struct {
		name string
		w, h float64
	}{{"Letter", 8.5, 11}, {"A4", 8.27, 11.69}} {
		pages := printText(t, ctx, filepath.Join(large, "icu-bunratty-minor-2011", "index.html"), paper.w, paper.h)
		if len(pages) < 3 {
			t.Errorf("%s: the 103 players printed on %d pages, want 3 or more", paper.name, len(pages))
		}
		// The table ends on the page of the note under it.
		end := slices.IndexFunc(pages, func(pg string) bool { return strings.Contains(pg, "is shared:") })
		if end < 1 {
			t.Errorf("%s: the standings table fits one page or has no note under it (ends on %d)", paper.name, end)
		}
		for i, pg := range pages[:end+1] {
			if !strings.Contains(pg, "Place") || !strings.Contains(pg, "Points") {
				t.Errorf("%s page %d: no table header row:\n%.300s", paper.name, i+1, pg)
			}
		}
		if !strings.Contains(pages[0], "Final standings") {
			t.Errorf("%s: the first page does not say where the event stands", paper.name)
		}
	}

	// Accessibility: axe-core on a page of every kind.
	checkAxe(t, ctx, axe, []string{
		filepath.Join(sample, "index.html"),
		filepath.Join(sample, "open", "index.html"),
		filepath.Join(sample, "open", "crosstable.html"),
		filepath.Join(sample, "open", "players", "7.html"),
		filepath.Join(sample, "qr.html"),
		filepath.Join(swisssys, "index.html"),
		filepath.Join(team, "usat-4-boards", "index.html"),
		filepath.Join(batch, "index.html"),
		filepath.Join(batch, "season.html"),
		filepath.Join(rated, "open", "index.html"),
		filepath.Join(rated, "open", "players", "3.html"),
	})
}
