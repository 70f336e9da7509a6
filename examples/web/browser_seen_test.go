package main

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Seen: the web table showed the bot's cards. A whole game in a real
// headless Chromium, played by clicking as a person does, honest counts;
// at every page the text and the DOM are checked against the cards the
// person may not know, worked out from the whole game on the server (the
// bot's hand, the crib before it is laid out). It skips without a browser
// as TestBrowser does.
func TestBrowserNeverShowsTheBotsCards(t *testing.T) {
	path := findBrowser()
	if path == "" {
		msg := fmt.Sprintf("no Chromium found (looked for %s); install it (apt-get install chromium) to run the browser test", strings.Join(browsers, ", "))
		if os.Getenv("PEGBOARD_REQUIRE_BROWSER") == "1" {
			t.Fatal(msg + "; PEGBOARD_REQUIRE_BROWSER=1 requires it")
		}
		t.Skip(msg)
	}
	s := newServer(17)
	ts := httptest.NewServer(s)
	defer ts.Close()
	c := &client{t: t, srv: s, ts: ts}

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU)
	ctx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel = chromedp.NewContext(ctx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 240*time.Second)
	defer cancel()

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

	submit("the start page", chromedp.Navigate(ts.URL+"/"))
	submit("start a game", chromedp.Click(chromedp.CSS(`input[name=bot][value=random]`)), chromedp.Click(chromedp.CSS(`input[name=miscount]`)),
		chromedp.Click(chromedp.CSS(`input[name=hole][value="61"]`)),
		chromedp.Click(chromedp.ID("start")))
	loc := eval(`location.pathname`)
	id := loc[strings.LastIndex(loc, "/")+1:]
	for n := 0; ; n++ {
		if n > 1500 {
			t.Fatal("the game does not end")
		}
		hide := hidden(c, id)
		text := eval(`document.body.innerText`)
		dom := eval(`document.documentElement.outerHTML`)
		if l := leaks(text+dom, hide); l != nil {
			t.Fatalf("the browser shows %v of the cards hidden from the person:\n%s", l, text)
		}
		g := c.game(id)
		form := eval(`(document.querySelector("form[method=post]") || {id: ""}).id`)
		switch form {
		case "discard":
			submit("lay away", chromedp.Click(chromedp.CSS(`#discard .row label:nth-child(1) input`)),
				chromedp.Click(chromedp.CSS(`#discard .row label:nth-child(2) input`)),
				chromedp.Click(chromedp.CSS(`#discard button[type=submit]`)))
		case "lay":
			submit("lay", chromedp.Click(chromedp.CSS(`#lay button[name=card]:not([disabled])`)))
		case "peg", "count":
			n := truth(t, g, form)
			submit(form, chromedp.SetValue(chromedp.CSS(`#`+form+` input[name=points]`), fmt.Sprint(n)),
				chromedp.Click(chromedp.CSS(`#`+form+` button[type=submit]`)))
		case "go", "accept", "deal", "pegout":
			submit(form, chromedp.Click(chromedp.CSS(`#`+form+` button[type=submit]`)))
		case "":
			if _, over := g.Result(); !over {
				t.Fatalf("no form, but the game is not over:\n%s", text)
			}
			if !strings.Contains(text, " wins") {
				t.Errorf("the page does not say who won:\n%s", text)
			}
			t.Logf("%d pages checked in the browser, %d deals", n+1, g.DealNumber())
			return
		default:
			t.Fatalf("the page offers %q", form)
		}
	}
}
