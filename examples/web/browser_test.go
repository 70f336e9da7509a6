package main

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// browsers are where the browser test looks for Chromium.
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

// TestBrowser plays the first actions of a game in a real headless Chromium,
// as a person does, by clicking: it starts a game, lays two cards away, lays
// cards and pegs, and checks that the board's pegs move as the game says.
// Without a browser it skips, unless PEGBOARD_REQUIRE_BROWSER=1 (as in CI),
// when it fails.
func TestBrowser(t *testing.T) {
	path := findBrowser()
	if path == "" {
		msg := fmt.Sprintf("no Chromium found (looked for %s); install it (apt-get install chromium) to run the browser test", strings.Join(browsers, ", "))
		if os.Getenv("PEGBOARD_REQUIRE_BROWSER") == "1" {
			t.Fatal(msg + "; PEGBOARD_REQUIRE_BROWSER=1 requires it")
		}
		t.Skip(msg)
	}
	s := newServer(21)
	ts := httptest.NewServer(s)
	defer ts.Close()

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU)
	ctx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel = chromedp.NewContext(ctx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 30*time.Second)
	defer cancel()

	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	// submit runs the steps, the last of which sends a form, and waits for
	// the page that answers, which must be a 200.
	submit := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		resp, err := chromedp.RunResponse(ctx, steps...)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if resp.Status != 200 {
			t.Fatalf("%s: status %d", what, resp.Status)
		}
	}
	eval := func(js string) string {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		return v
	}
	pegsJS := `Array.from(document.querySelectorAll("#board svg circle.peg")).map(p => p.dataset.side + "/" + p.dataset.peg + "/" + p.dataset.hole).join(" ")`

	submit("the start page", chromedp.Navigate(ts.URL+"/"))
	submit("start a game", chromedp.Click(chromedp.CSS(`input[name=bot][value=random]`)), chromedp.Click(chromedp.ID("start")))
	do("the board", chromedp.WaitVisible(chromedp.CSS("#board svg")))
	before := eval(pegsJS)
	if before != "0/front/0 0/rear/0 1/front/0 1/rear/0 0/record/0 1/record/0" {
		t.Fatalf("the new game's pegs: %s", before)
	}
	if held := eval(`String(document.querySelectorAll("#hand .card").length)`); held != "6" {
		t.Fatalf("the hand shows %s cards, want 6", held)
	}

	var after string
	actions := 0
	for ; actions < 40; actions++ {
		form := eval(`(document.querySelector("form[method=post]") || {id: ""}).id`)
		switch form {
		case "discard":
			submit("lay away", chromedp.Click(chromedp.CSS(`#discard .row label:nth-child(1) input`)),
				chromedp.Click(chromedp.CSS(`#discard .row label:nth-child(2) input`)),
				chromedp.Click(chromedp.CSS(`#discard button[type=submit]`)))
		case "lay":
			submit("lay", chromedp.Click(chromedp.CSS(`#lay button[name=card]:not([disabled])`)))
		case "peg", "count":
			submit(form, chromedp.SetValue(chromedp.CSS(`#`+form+` input[name=points]`), "0"),
				chromedp.Click(chromedp.CSS(`#`+form+` button[type=submit]`)))
		case "go", "accept", "deal":
			submit(form, chromedp.Click(chromedp.CSS(`#`+form+` button[type=submit]`)))
		default:
			t.Fatalf("the page offers %q", form)
		}
		after = eval(pegsJS)
		if actions >= 3 && after != before {
			break
		}
	}
	if after == before {
		t.Fatalf("after %d actions the pegs have not moved: %s", actions, after)
	}

	// The pegs the browser shows are the game's, and so is the score line.
	loc := eval(`location.pathname`)
	scoreLine := eval(`document.getElementById("score").textContent`)
	id := loc[strings.LastIndex(loc, "/")+1:]
	s.mu.Lock()
	g := s.games[id].g
	s.mu.Unlock()
	b := g.Board()
	var want []string
	for side := range 2 {
		want = append(want, fmt.Sprintf("%d/front/%d %d/rear/%d", side, b.Pegs[side].Front, side, b.Pegs[side].Rear))
	}
	if !strings.HasPrefix(after, strings.Join(want, " ")) {
		t.Errorf("the browser shows pegs %s, the game has %s", after, want)
	}
	m := regexp.MustCompile(`^Ann (\d+), Bot (\d+)`).FindStringSubmatch(scoreLine)
	if m == nil || m[1] != strconv.Itoa(g.Score(0)) || m[2] != strconv.Itoa(g.Score(1)) {
		t.Errorf("the score line says %q, the game %d to %d", scoreLine, g.Score(0), g.Score(1))
	}
	t.Logf("after %d actions: %s (%s)", actions+1, after, scoreLine)
}
