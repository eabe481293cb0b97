package main

// The browser test of 'tiebreak app': headless Chromium opens the page the app prints,
// uploads files, reads the standings, fills in the fund form, downloads the report and
// compares it with what 'tiebreak report' writes; axe-core checks the page, and the
// layout is checked (and photographed with TIEBREAK_SCREENSHOTS=DIR) at 360 and
// 1280 px. It skips without Chromium or axe-core, and fails then when CI=true.

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// fetchJS downloads the href of the element #%s in the page, as the browser would, and
// returns it in base64.
const fetchJS = `fetch(document.getElementById(%q).href).then(async r => {
	const b = new Uint8Array(await r.arrayBuffer());
	if (!r.ok) throw new Error(r.status + ' ' + new TextDecoder().decode(b));
	let s = '';
	for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
	return btoa(s);
})`

// appLayoutJS measures the page: its width against the viewport, and controls smaller
// than 24 px (WCAG 2.2 target size) or off screen.
const appLayoutJS = `(() => {
	const vw = document.documentElement.clientWidth;
	const bad = [];
	for (const e of document.querySelectorAll('button, select, input:not([type=file]), a.button')) {
		const r = (e.closest('label') || e).getBoundingClientRect(); // a box's label is its target
		if (r.width === 0 && r.height === 0) continue; // hidden
		if (r.right > vw + 1 || r.left < -1) bad.push((e.id || e.tagName) + ' off screen');
		else if (r.height < 24 || r.width < 24) bad.push((e.id || e.tagName) + ' smaller than 24 px');
	}
	return {width: document.documentElement.scrollWidth, viewport: vw, bad};
})()`

type appLayout struct {
	Width    float64  `json:"width"`
	Viewport float64  `json:"viewport"`
	Bad      []string `json:"bad"`
}

func TestAppInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests take a while")
	}
	ctx, ev := newBrowser(t)
	axe := axeScript(t)
	t.Setenv("SOURCE_DATE_EPOCH", "1767225600")
	shots := os.Getenv("TIEBREAK_SCREENSHOTS")
	url := startAppCommand(t)
	abs := func(p string) string {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	run := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		tctx, cancel := context.WithTimeout(ctx, 60*time.Second)
		defer cancel()
		if err := chromedp.Do(tctx, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	text := func(js string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		return s
	}
	// submit sends the form and waits for the page to say it is done.
	submit := func(what string) {
		t.Helper()
		run(what, chromedp.Evaluate[chromedp.Void](`document.getElementById('status').textContent = ''; document.querySelector('#standings tbody').replaceChildren()`), chromedp.Click("#go"))
		for range 300 {
			s := text(`document.getElementById('status').textContent`)
			if strings.HasPrefix(s, "Done") {
				return
			}
			if s != "" && !strings.HasPrefix(s, "Reading") {
				t.Fatalf("%s: the page says %q", what, s)
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Fatalf("%s: no answer", what)
	}
	waitRows := func(what string) []string {
		t.Helper()
		for range 100 {
			rows, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#standings tbody tr')].map(r => [...r.cells].map(c => c.textContent).join('|'))`))
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) > 0 {
				return rows
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Fatalf("%s: no standings in the page (%s)", what, text(`document.getElementById('where').textContent`))
		return nil
	}

	run("open the app", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url), chromedp.WaitVisible("#go"))
	if got := text(`location.search`); got != "" {
		t.Errorf("the address bar still holds the token: %q", got)
	}

	// A SwissSys JSON of two sections: the page shows each section's standings.
	swisssys := abs(filepath.Join("..", "..", "testdata", "real", "swisssys11", "PNWCC_G60_Online__Mar_16_SwissSysJSON.json"))
	run("choose the SwissSys file", chromedp.SetUploadFiles("#files", []string{swisssys}))
	submit("SwissSys upload")
	rows := waitRows("SwissSys")
	_, want, errOut := runCLI(t, "standings", "--format", "csv", swisssys)
	if !strings.Contains(want, strings.Split(rows[0], "|")[1]) {
		t.Errorf("the page's first row %q is not in the command's standings:\n%.500s%s", rows[0], want, errOut)
	}

	// A broken file: check's findings, positioned, and the report refused in words.
	run("choose the broken file", chromedp.SetUploadFiles("#files", []string{abs("../../examples/broken.trf")}))
	submit("broken upload")
	findings := text(`document.getElementById('check').innerText`)
	if !strings.Contains(findings, "error: line 2, column 102: player 1, round 2: plays 2, but player 2 plays 9") || !strings.Contains(findings, "4 errors, 3 warnings") {
		t.Errorf("the page's findings:\n%s", findings)
	}

	// The sample with the fund form filled in: the zip is what report writes with the
	// fund file the form showed.
	run("fill in the form",
		chromedp.SetUploadFiles("#files", []string{abs("../../examples/event.trf")}),
		chromedp.Click(`input[name=fundmode][value=form]`),
		chromedp.SendKeys("#f-name", "Riverside Spring Open"),
		chromedp.SendKeys("#f-places", "500, 300, 200"),
		chromedp.Click("#add-class"),
		chromedp.SendKeys("#c-cash-1", "150, 75"),
		chromedp.SendKeys("#f-unrated", "250"),
		chromedp.SendKeys("#f-trophies", "3"),
		chromedp.Click("#f-unrated-trophy"),
	)
	yaml := text(`document.getElementById('yaml').textContent`)
	for _, line := range []string{"name: \"Riverside Spring Open\"", "unrated_max: 250", "  - {place: 1, cash: 500, trophy: \"1st place\"}", "  - {class: U1800, place: 2, cash: 75}", "  - {class: unrated, place: 1, trophy: \"Top Unrated\"}"} {
		if !strings.Contains(yaml, line+"\n") {
			t.Errorf("the form's YAML lacks %q:\n%s", line, yaml)
		}
	}
	if href := text(`document.getElementById('yaml-download').href`); !strings.HasPrefix(href, "data:text/yaml") {
		t.Errorf("the fund's download link is %.60q", href)
	}
	submit("sample upload")
	rows = waitRows("sample")
	if !strings.HasPrefix(rows[0], "1-5|Okafor, Adaeze|4|14.5|16.5|12.5|53") {
		t.Errorf("the page's first row is %q", rows[0])
	}
	var prizes string
	for range 100 {
		if prizes = text(`document.getElementById('prizes-part').hidden ? '' : document.getElementById('prizes').textContent`); prizes != "" {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	zipped, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(fetchJS, "report-zip"), chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("download report.zip: %v", err)
	}
	data, err := base64.StdEncoding.DecodeString(zipped)
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	fund := filepath.Join(tmp, "fund.yaml")
	if err := os.WriteFile(fund, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(tmp, "out")
	if code, _, errOut := runCLI(t, "report", "--fund", fund, "-o", out, "../../examples/event.trf"); code != 0 {
		t.Fatalf("report: exit %d: %s", code, errOut)
	}
	if _, want, errOut := runCLI(t, "prizes", "--fund", fund, "../../examples/event.trf"); prizes != want {
		t.Errorf("the page's prize list:\n%s\nwant what prizes prints:\n%s%s", prizes, want, errOut)
	}
	got := zipFiles(t, data)
	sameFiles(t, "report.zip from the page", got, folderFiles(t, out))
	if _, ok := got["prizes.pdf"]; !ok {
		t.Error("the form's fund paid no prizes: no prizes.pdf")
	}

	// Each file alone: the page lists the report's files, and one downloads as written.
	run("open the list", chromedp.Click("#files-alone summary"))
	var links []string
	for range 100 {
		links, err = chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#report-files a')].map(a => a.textContent)`))
		if err != nil {
			t.Fatal(err)
		}
		if len(links) > 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if len(links) != len(got) {
		t.Errorf("the page lists %q; the report holds %d files", links, len(got))
	}
	one, err := chromedp.Run(ctx, chromedp.Evaluate[string](`fetch([...document.querySelectorAll('#report-files a')].find(a => a.textContent === 'prizes.csv').href).then(r => r.text())`, chromedp.EvalAwaitPromise))
	if err != nil || one != string(got["prizes.csv"]) {
		t.Errorf("prizes.csv alone: %v %.100q", err, one)
	}

	// axe-core, with the results shown.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](string(axe)+"\n;0")); err != nil {
		t.Fatalf("cannot load axe-core: %v", err)
	}
	found, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](axeJS, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("axe: %v", err)
	}
	for _, v := range found {
		t.Errorf("axe: %s", v)
	}

	for _, width := range []int64{360, 1280} {
		run("resize", chromedp.EmulateViewport(width, 900))
		l, err := chromedp.Run(ctx, chromedp.Evaluate[appLayout](appLayoutJS))
		if err != nil {
			t.Fatal(err)
		}
		if l.Width > l.Viewport {
			t.Errorf("at %d px the page is %v px wide: it scrolls sideways", width, l.Width)
		}
		for _, b := range l.Bad {
			t.Errorf("at %d px: %s", width, b)
		}
		shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		if img, err := png.Decode(bytes.NewReader(shot)); err != nil || img.Bounds().Dx() != int(width) {
			t.Errorf("screenshot at %d px: %v", width, err)
		}
		if shots != "" {
			if err := os.WriteFile(filepath.Join(shots, fmt.Sprintf("app-%d.png", width)), shot, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	requests, dialogs := ev.take()
	for _, r := range requests {
		if !strings.HasPrefix(r, strings.SplitN(url, "/?", 2)[0]) {
			t.Errorf("the page asked for %s, outside the app", r)
		}
	}
	if len(dialogs) > 0 {
		t.Errorf("dialogs: %q", dialogs)
	}
}

// TestAppFollowInBrowser: started with a file, the app shows it in the page at once and
// again each time it is saved, without the page doing anything.
func TestAppFollowInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests take a while")
	}
	ctx, _ := newBrowser(t)
	live := filepath.Join(t.TempDir(), "live.trf")
	copyFile := func(src string) {
		t.Helper()
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(live, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	copyFile("../../examples/event.trf")
	url := startAppCommand(t, live)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	waitName := func(want string) {
		t.Helper()
		var got string
		for range 150 {
			got, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('event-name').textContent + ' | ' + document.getElementById('following').textContent`))
			if strings.HasPrefix(got, want) && strings.Contains(got, "Following live.trf: read at") {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Fatalf("the page shows %q, want %q followed", got, want)
	}
	waitName("Riverside Spring Open 2026, Open section")
	_, name, _ := runCLI(t, "standings", "--format", "json", "../../examples/club-open.trf")
	_, after, _ := strings.Cut(name, `"name": "`)
	name, _, _ = strings.Cut(after, `"`)
	copyFile("../../examples/club-open.trf")
	waitName(name)
}
