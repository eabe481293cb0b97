package app

import (
	"crypto/subtle"
	"net/http"
	"strings"
)

// cookieName is the cookie the page sets holding the token.
const cookieName = "tiebreak_token"

// ServeHTTP answers a request: 403 unless its Host is the app's own address, its Origin
// (when sent) is the app's page, and it carries the token (the query parameter token,
// the cookie the page sets, or Authorization: Bearer TOKEN).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !s.hosts[strings.ToLower(r.Host)] {
		forbidden(w, "this address is not the app's")
		return
	}
	if o := r.Header.Get("Origin"); o != "" && !strings.EqualFold(o, s.origin) {
		forbidden(w, "a request from another page")
		return
	}
	// A browser says where a request comes from: typed or opened (none), or the app's
	// own page (same-origin); another port of this computer is same-site, and refused.
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "none" && site != "same-origin" {
		forbidden(w, "a request from another page")
		return
	}
	fromQuery := r.URL.Query().Get("token")
	if !s.tokenOK(r, fromQuery) {
		forbidden(w, "open the address tiebreak app printed, with its token")
		return
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Referrer-Policy", "no-referrer")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Cache-Control", "no-store")
	if fromQuery != "" {
		// The page's own requests and downloads carry the cookie, not the token.
		http.SetCookie(w, &http.Cookie{Name: cookieName, Value: s.token, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
	}
	s.mux.ServeHTTP(w, r)
}

// tokenOK says whether r carries the token: in the query, the cookie or the
// Authorization header.
func (s *Server) tokenOK(r *http.Request, fromQuery string) bool {
	same := func(t string) bool { return t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(s.token)) == 1 }
	if same(fromQuery) {
		return true
	}
	if c, err := r.Cookie(cookieName); err == nil && same(c.Value) {
		return true
	}
	if t, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok && same(strings.TrimSpace(t)) {
		return true
	}
	return false
}

func forbidden(w http.ResponseWriter, why string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusForbidden)
	_, _ = w.Write([]byte("403 forbidden: " + why + "\n"))
}
