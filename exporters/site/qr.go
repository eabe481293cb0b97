package site

import (
	"strconv"
	"strings"

	"github.com/boombuler/barcode/qr"
)

// QRCodeSVG returns an SVG QR code of text (error correction level M, a quiet zone of four
// modules), drawn as one path of unit squares so that it scales to any size and prints
// sharp. The SVG holds numbers only; text itself is not in it. The same text always
// gives the same code, which a reproducible site needs (the first encoder tried,
// yeqown/go-qrcode, picks among equal masks in goroutine order).
func QRCodeSVG(text string) (string, error) {
	code, err := qr.Encode(text, qr.M, qr.Auto)
	if err != nil {
		return "", err
	}
	const quiet = 4
	dim := code.Bounds().Dx()
	size := dim + 2*quiet
	var b strings.Builder
	n := strconv.Itoa(size)
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ` + n + " " + n + `" shape-rendering="crispEdges" aria-hidden="true" focusable="false">`)
	b.WriteString(`<rect width="` + n + `" height="` + n + `" fill="#fff"/><path fill="#000" d="`)
	for y := range dim {
		for x := range dim {
			if r, _, _, _ := code.At(x, y).RGBA(); r < 0x8000 {
				b.WriteString("M" + strconv.Itoa(x+quiet) + " " + strconv.Itoa(y+quiet) + "h1v1h-1z")
			}
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String(), nil
}
