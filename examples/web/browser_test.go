package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/examples/web/tables"
)

// browsers are where the browser tests look for Chromium.
var browsers = []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// findBrowser returns the path of a Chromium, or "".
func findBrowser() string {
	for _, b := range browsers {
		if p, err := exec.LookPath(b); err == nil {
			return p
		}
	}
	return ""
}

// startBrowser starts a headless Chromium for the test and returns its
// first context. Without a browser it skips, unless
// PEGBOARD_REQUIRE_BROWSER=1 (as in CI), when it fails.
func startBrowser(t *testing.T, timeout time.Duration) context.Context {
	t.Helper()
	path := findBrowser()
	if path == "" {
		msg := fmt.Sprintf("no Chromium found (looked for %s); install it (apt-get install chromium) to run the browser tests", strings.Join(browsers, ", "))
		if os.Getenv("PEGBOARD_REQUIRE_BROWSER") == "1" {
			t.Fatal(msg + "; PEGBOARD_REQUIRE_BROWSER=1 requires it")
		}
		t.Skip(msg)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU)
	ctx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, timeout)
	t.Cleanup(cancel)
	ctx, cancel = chromedp.NewContext(ctx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil { // start the browser
		t.Fatal(err)
	}
	return ctx
}

// tab is a page in a browser context of its own (its own cookies and
// storage: another person's browser).
type tab struct {
	t             *testing.T
	name          string
	ctx           context.Context
	width, height int64
}

func newTab(t *testing.T, browser context.Context, name string, width, height int64) *tab {
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	tb := &tab{t: t, name: name, ctx: ctx, width: width, height: height}
	tb.do("the window", chromedp.EmulateViewport(width, height))
	return tb
}

func (tb *tab) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, steps...); err != nil {
		tb.t.Fatalf("%s: %s: %v", tb.name, what, err)
	}
}

func (tb *tab) str(js string) string {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](js))
	if err != nil {
		tb.t.Fatalf("%s: %s: %v", tb.name, js, err)
	}
	return v
}

// wait waits until the JavaScript condition holds.
func (tb *tab) wait(what, cond string) {
	tb.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool]("!!("+cond+")"))
		if err == nil && v {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("%s: %s never came (%v); the page:\n%s", tb.name, what, err, tb.str(`document.body.innerText`))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// shows waits until the page shows message n.
func (tb *tab) shows(n int) {
	tb.t.Helper()
	tb.wait(fmt.Sprintf("message %d", n), fmt.Sprintf(`document.body.dataset.n === "%d"`, n))
}

// mode is what the page offers to do now ("" nothing).
func (tb *tab) mode() string {
	return tb.str(`(document.querySelector("#act") || {dataset: {}}).dataset.mode || ""`)
}

// named returns the cards the page names: by code in its data attributes,
// by face in its text.
func (tb *tab) named() cards.Set {
	tb.t.Helper()
	var s cards.Set
	attrs := tb.str(`Array.from(document.querySelectorAll("[data-card],[data-act]"), e => (e.dataset.card || "") + " " + (e.dataset.act || "")).join(" ")`)
	for _, m := range cardCode.FindAllString(attrs, -1) {
		if c, err := cards.Parse(m); err == nil {
			s = s.With(c)
		}
	}
	text := tb.str(`document.body.innerText`)
	for c := range cards.StandardDeck().All() {
		if strings.Contains(text, c.Unicode()) {
			s = s.With(c)
		}
	}
	return s
}

var cardCode = regexp.MustCompile(`\b(?:[2-9]|10|[AJQK])[CDHS]\b`)

// noSideScroll fails when the page is wider than its window.
func (tb *tab) noSideScroll() {
	tb.t.Helper()
	if w := tb.str(`String(document.documentElement.scrollWidth) + "/" + String(window.innerWidth)`); func() bool {
		var a, b int
		fmt.Sscanf(w, "%d/%d", &a, &b)
		return a > b
	}() {
		tb.t.Errorf("%s: the page scrolls sideways (page/window width %s)", tb.name, w)
	}
}

// testServer is the server main.go runs, over a SQLite file, on loopback.
func testServer(t *testing.T) *httptest.Server {
	t.Helper()
	return testServerWith(t, tables.Options{})
}

// testServerWith is testServer with opts (its log and rates are the test's).
func testServerWith(t *testing.T, opts tables.Options) *httptest.Server {
	t.Helper()
	db, err := openDB(filepath.Join(t.TempDir(), "tables.db"))
	if err != nil {
		t.Fatal(err)
	}
	opts.Logf, opts.Rate, opts.Burst = t.Logf, 1e4, 1e4
	srv, err := tables.NewServer(db, opts)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(func() { hs.CloseClientConnections(); srv.Close(); hs.Close(); db.Close() })
	return hs
}

// getJSON gets path (with a Bearer token unless "") into v.
func getJSON(t *testing.T, hs *httptest.Server, path, token string, v any) {
	t.Helper()
	req, err := http.NewRequest("GET", hs.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := hs.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", path, res.StatusCode, b)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
}

// tableN is the number of the table's last message.
func tableN(t *testing.T, hs *httptest.Server, id string) int {
	var info struct {
		N int `json:"n"`
	}
	getJSON(t, hs, "/tables/"+id, "", &info)
	return info.N
}

// settled waits until the table's game waits on a person (its own steps
// and the bots' are taken in its worker, after the request that set them
// off) or is over, and returns the number of its last message; seat and
// token are any seat's.
func settled(t *testing.T, hs *httptest.Server, id string, seat int, token string) int {
	t.Helper()
	return waitFor(t, hs, id, seat, token, func(turn []int) bool { return len(turn) > 0 })
}

// waitOn waits until the table's game waits on seat (the bots play in the
// table's worker, after the request that set them off) or is over, and
// returns the number of its last message.
func waitOn(t *testing.T, hs *httptest.Server, id string, seat int, token string) int {
	t.Helper()
	return waitFor(t, hs, id, seat, token, func(turn []int) bool { return slices.Contains(turn, seat) })
}

// waitFor waits until the game is over or ready says its turn is, and
// returns the number of its last message.
func waitFor(t *testing.T, hs *httptest.Server, id string, seat int, token string, ready func(turn []int) bool) int {
	t.Helper()
	var v struct {
		N    int   `json:"n"`
		Turn []int `json:"turn"`
		Over bool  `json:"over"`
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		getJSON(t, hs, fmt.Sprintf("/tables/%s/view?seat=%d", id, seat), token, &v)
		if v.Over || ready(v.Turn) {
			// A bot the game also waits on acts at once: ready once the
			// number stays put a while.
			n := v.N
			time.Sleep(150 * time.Millisecond)
			getJSON(t, hs, fmt.Sprintf("/tables/%s/view?seat=%d", id, seat), token, &v)
			if v.N == n {
				return n
			}
			continue
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game waits on %v", v.Turn)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// seatLink reads a seat link's table id, seat and token.
var seatLink = regexp.MustCompile(`/tables/([0-9a-f]{32})/play#seat=(\d+)&token=([0-9a-f]{32})$`)
