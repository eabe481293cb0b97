package app

import (
	"embed"
	"io/fs"
	"net/http"
)

// webFS holds the page: plain HTML, CSS and JavaScript, nothing fetched from elsewhere.
//
//go:embed web
var webFS embed.FS

func staticFS() fs.FS {
	sub, err := fs.Sub(webFS, "web")
	if err != nil {
		panic(err) // the embedded folder is there
	}
	return sub
}

// page answers the app's page.
func (s *Server) page(w http.ResponseWriter, _ *http.Request) {
	data, err := fs.ReadFile(webFS, "web/index.html")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'; form-action 'self'")
	_, _ = w.Write(data)
}
