package site

import (
	"strconv"
	"strings"

	qrcode "github.com/yeqown/go-qrcode/v2"
)

// QRCodeSVG returns an SVG QR code of text (error correction level M, a quiet zone of four
// modules), drawn as one path of unit squares so that it scales to any size and prints
// sharp. The SVG holds numbers only; text itself is not in it.
func QRCodeSVG(text string) (string, error) {
	code, err := qrcode.NewWith(text, qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionMedium))
	if err != nil {
		return "", err
	}
	w := &bitmapWriter{}
	if err := code.Save(w); err != nil {
		return "", err
	}
	const quiet = 4
	size := len(w.bits) + 2*quiet
	var b strings.Builder
	n := strconv.Itoa(size)
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ` + n + " " + n + `" shape-rendering="crispEdges" aria-hidden="true" focusable="false">`)
	b.WriteString(`<rect width="` + n + `" height="` + n + `" fill="#fff"/><path fill="#000" d="`)
	for y, row := range w.bits {
		for x, dark := range row {
			if dark {
				b.WriteString("M" + strconv.Itoa(x+quiet) + " " + strconv.Itoa(y+quiet) + "h1v1h-1z")
			}
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String(), nil
}

// bitmapWriter keeps the modules of a QR code: bits[y][x] is true for a dark module.
type bitmapWriter struct{ bits [][]bool }

// Write keeps the matrix's modules.
func (w *bitmapWriter) Write(m qrcode.Matrix) error {
	w.bits = m.Bitmap()
	return nil
}

// Close does nothing.
func (w *bitmapWriter) Close() error { return nil }
