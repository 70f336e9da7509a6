package main

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// FuzzAct posts any form to a game: the answer is a redirect back to the
// game or a page with a message and a 4xx status, never a 500 or a panic.
// The game goes on from input to input, so the fuzzer walks through deals.
func FuzzAct(f *testing.F) {
	for _, form := range []string{
		"do=discard&card=5H&card=KS", "do=lay&card=10D&points=2", "do=lay&card=AC", "do=peg&points=0",
		"do=count&points=12", "do=go", "do=accept", "do=deal", "do=muggins&points=3", "do=pegout",
		"do=refuse", "do=discard&card=%E2%99%A5", "do=lay&card=5%E2%99%A5&points=+4", "%zz", "do=lay&points=1e9",
	} {
		f.Add(form)
	}
	s := newServer(1)
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("POST", "/new", strings.NewReader("name=Ann&bot=random&muggins=on&hole=61"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	s.ServeHTTP(rec, req)
	if rec.Code != http.StatusSeeOther {
		f.Fatalf("no game: %d %s", rec.Code, rec.Body.String())
	}
	f.Fuzz(func(t *testing.T, form string) {
		loc := rec.Header().Get("Location")
		req := httptest.NewRequest("POST", loc, strings.NewReader(form))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		switch {
		case w.Code == http.StatusSeeOther && w.Header().Get("Location") == loc:
		case w.Code >= 400 && w.Code < 500 && strings.Contains(w.Body.String(), `class="error"`):
		default:
			v, _ := url.ParseQuery(form)
			t.Fatalf("%q (%v): %d\n%s", form, v, w.Code, w.Body.String())
		}
	})
}
