package site

import (
	"image"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

var (
	viewBoxRE = regexp.MustCompile(`viewBox="0 0 (\d+) (\d+)"`)
	moduleRE  = regexp.MustCompile(`M(\d+) (\d+)h1v1h-1z`)
)

// rasterize draws an SVG made by QRCodeSVG as an image, scale pixels per module.
func rasterize(t testing.TB, svg string, scale int) image.Image {
	t.Helper()
	m := viewBoxRE.FindStringSubmatch(svg)
	if m == nil {
		t.Fatalf("no viewBox in %.80s", svg)
	}
	n, _ := strconv.Atoi(m[1])
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for _, mod := range moduleRE.FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.Atoi(mod[1])
		y, _ := strconv.Atoi(mod[2])
		for dy := range scale {
			for dx := range scale {
				img.SetGray(x*scale+dx, y*scale+dy, color.Gray{})
			}
		}
	}
	return img
}

// decodeQR reads the QR code in an SVG made by QRCodeSVG back with a QR decoder.
func decodeQR(t testing.TB, svg string) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(rasterize(t, svg, 4))
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("cannot decode the QR code: %v", err)
	}
	return res.GetText()
}

// TestQRCodeDecodes encodes addresses and reads them back with an independent decoder.
func TestQRCodeDecodes(t *testing.T) {
	for _, url := range []string{
		"https://club.example/results/",
		"https://club.example/results/open/players/7.html",
		"https://chess.example.org/2026/g%C3%B6teborg-open/crosstable.html",
		"https://club.example/" + strings.Repeat("long-section-name/", 12) + "index.html",
	} {
		svg, err := QRCodeSVG(url)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(svg, "<svg ") || strings.Contains(svg, url) {
			t.Errorf("%s: the SVG should hold the code's modules only", url)
		}
		if got := decodeQR(t, svg); got != url {
			t.Errorf("QR code of %q decodes as %q", url, got)
		}
	}
}

var pageQR = regexp.MustCompile(`(?s)<figure class="qr"><div class="qr-code">(<svg.*?</svg>)</div><figcaption>Scan for this page: <span class="url">([^<]*)</span>`)

// TestPageQRCodes decodes the QR code of every page of a site that has one: each is the
// page's own address below the base URL. The pages of the QR sheet and the sheet carry
// one; player pages carry none (issue 39: a code on each of 9,999 player pages cost 14 s
// and 344 MB).
func TestPageQRCodes(t *testing.T) {
	const base = "https://club.example/results/"
	files := build(t, Options{BaseURL: base})
	if files["qr.html"] == nil {
		t.Fatal("no qr.html with a base URL")
	}
	pages := 0
	for name, data := range files {
		if !strings.HasSuffix(name, ".html") {
			continue
		}
		m := pageQR.FindStringSubmatch(string(data))
		if player := strings.Contains(name, "/players/"); m == nil || player {
			if m == nil && !player {
				t.Errorf("%s has no QR code", name)
			}
			if m != nil {
				t.Errorf("player page %s has a QR code", name)
			}
			continue
		}
		pages++
		want := base + pageURL(name)
		if m[2] != want {
			t.Errorf("%s: caption %q, want %q", name, m[2], want)
		}
		if got := decodeQR(t, m[1]); got != want {
			t.Errorf("%s: QR code decodes as %q, want %q", name, got, want)
		}
	}
	if pages != 4 {
		t.Errorf("%d pages with a QR code, want 4 (the sheet and the three pages on it)", pages)
	}
	if sheet := string(files["qr.html"]); strings.Count(sheet, "<li><figure>") != 3 {
		t.Errorf("the QR sheet has %d codes, want 3 (index, standings, crosstable)", strings.Count(sheet, "<li><figure>"))
	}
}
