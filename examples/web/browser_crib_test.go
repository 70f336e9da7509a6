package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/score"
)

// seatView is a seat's view as GET /tables/{id}/view gives it.
type seatView struct {
	N    int       `json:"n"`
	View crib.View `json:"view"`
	Over bool      `json:"over"`
}

// Two people, each in a browser of their own (Bob's the size of a phone),
// take the two seats of a claimed cribbage table with muggins (Ann opens
// it on the start page, Bob takes the open seat by its link) and play one
// whole deal by clicking: discards, cards, go, claims in the play and the
// show. The first count that scores is under-claimed (nothing pegged) and
// the other person calls muggins for the points missed. After every
// action each page is checked to name no card of the other's hidden hand
// (nor of the crib before it is laid out), and Bob's never to scroll
// sideways. With PEGBOARD_SCREENSHOT=file, the page of the person who
// called muggins, just after, is saved there as a PNG.
func TestBrowserTwoPeopleClaimedCribbage(t *testing.T) {
	hs := testServer(t)
	br := startBrowser(t, 100*time.Second)
	ann := newTab(t, br, "Ann", 1100, 900)
	bob := newTab(t, br, "Bob", 390, 844)

	ann.do("the start page", chromedp.Navigate(hs.URL+"/"))
	ann.do("open a table",
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="0"] input`), "Ann"),
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="1"] select`), "open"),
		chromedp.Click(chromedp.ID("open")))
	ann.wait("the table's links", `!document.getElementById("links").hidden`)
	annLink := ann.str(`document.querySelector("a.seat-link").href`)
	openLink := ann.str(`document.querySelector("a.open-link").href`)
	m := seatLink.FindStringSubmatch(annLink)
	if m == nil || m[2] != "0" || !strings.HasSuffix(openLink, "/tables/"+m[1]+"/join/1") {
		t.Fatalf("the links: %s, %s", annLink, openLink)
	}
	id, tokens := m[1], []string{m[3], ""}

	ann.do("Ann's seat", chromedp.Navigate(annLink))
	bob.do("Bob joins", chromedp.Navigate(openLink))
	bob.wait("the join form", `!document.getElementById("join").hidden`)
	bob.do("Bob's name", chromedp.SetValue(chromedp.ID("join-name"), "Bob"), chromedp.Click(chromedp.CSS(`#join button`)))
	bob.wait("Bob's seat", `location.pathname.endsWith("/play") && document.body.dataset.n`)
	mb := seatLink.FindStringSubmatch(bob.str(`location.href`))
	if mb == nil || mb[1] != id || mb[2] != "1" {
		t.Fatalf("Bob's page: %s", bob.str(`location.href`))
	}
	tokens[1] = mb[3]
	people := []*tab{ann, bob}

	var missed int        // the points under-claimed, for muggins
	var caller *tab       // who is to call muggins on them
	var underclaimed bool // a count has been under-claimed
	called := false
	for step := 0; ; step++ {
		if step > 200 {
			t.Fatal("the deal does not end")
		}
		n := settled(t, hs, id, 0, tokens[0])
		views := make([]seatView, 2)
		for s := range 2 {
			people[s].shows(n)
			getJSON(t, hs, fmt.Sprintf("/tables/%s/view?seat=%d", id, s), tokens[s], &views[s])
		}
		if views[0].View.Deal >= 2 || views[0].Over {
			t.Logf("the deal played in %d actions by the people (%d messages); %d missed, muggins called: %v", step, n, missed, called)
			break
		}
		for s, p := range people {
			v, o := views[s].View, views[1-s].View
			var hidden cards.Set
			if v.Phase == crib.PhaseDiscard || v.Phase == crib.PhasePlay {
				hidden |= o.Hand
			}
			if v.Crib == 0 {
				hidden |= o.Away
			}
			if leak := p.named() & hidden; leak != 0 {
				t.Fatalf("%s's page shows %v of %s's hidden cards:\n%s", p.name, leak, people[1-s].name, p.str(`document.body.innerText`))
			}
		}
		if step%5 == 0 {
			bob.noSideScroll()
		}
		if caller != nil {
			// Muggins: the points the other missed (ACC rule 10.4c).
			if caller.mode() == "accept" {
				caller.do("muggins", chromedp.SetValue(chromedp.CSS(`#muggins input`), fmt.Sprint(missed)), chromedp.Click(chromedp.CSS(`#muggins button`)))
			} else {
				if caller.str(`document.getElementById("challenge").open ? "open" : ""`) == "" {
					caller.do("open the challenge", chromedp.Click(chromedp.CSS(`#challenge summary`)))
				}
				caller.do("muggins", chromedp.SetValue(chromedp.CSS(`#muggins-play input`), fmt.Sprint(missed)), chromedp.Click(chromedp.CSS(`#muggins-play button`)))
			}
			caller.wait("muggins in the log", fmt.Sprintf(`document.getElementById("log").innerText.includes("muggins for %d")`, missed))
			if strings.Contains(caller.str(`document.getElementById("error").innerText`), "refused") {
				t.Fatalf("muggins refused: %s", caller.str(`document.getElementById("error").innerText`))
			}
			if path := os.Getenv("PEGBOARD_SCREENSHOT"); path != "" {
				caller.shows(tableN(t, hs, id))
				shot(t, caller, path)
			}
			called, caller = true, nil
			continue
		}
		var p *tab
		var o *tab
		mode := ""
		for s := range people {
			if md := people[s].mode(); md != "" {
				p, o, mode = people[s], people[1-s], md
				break
			}
		}
		switch mode {
		case "discard":
			p.do("lay away", chromedp.Click(chromedp.CSS(`#discard label:nth-child(1) input`)),
				chromedp.Click(chromedp.CSS(`#discard label:nth-child(2) input`)), chromedp.Click(chromedp.CSS(`#discard button`)))
		case "lay":
			p.do("lay", chromedp.Click(chromedp.CSS(`#lay button:not([disabled])`)))
		case "peg":
			p.do("peg", chromedp.SetValue(chromedp.CSS(`#peg input`), "0"), chromedp.Click(chromedp.CSS(`#peg button`)))
		case "go":
			p.do("go", chromedp.Click(chromedp.ID("go")))
		case "count":
			truth := countOf(t, p)
			claim := truth
			if !underclaimed && truth > 0 {
				claim, missed, caller, underclaimed = 0, truth, o, true
			}
			p.do("count", chromedp.SetValue(chromedp.CSS(`#count input`), fmt.Sprint(claim)), chromedp.Click(chromedp.CSS(`#count button`)))
		case "accept":
			p.do("accept", chromedp.Click(chromedp.ID("accept")))
		case "pegout":
			p.do("peg out", chromedp.Click(chromedp.ID("pegout")))
		default:
			t.Fatalf("nobody is offered anything at message %d:\n%s\n---\n%s", n, ann.str(`document.body.innerText`), bob.str(`document.body.innerText`))
		}
		if e := p.str(`document.getElementById("error").innerText`); e != "" {
			t.Fatalf("%s's %s: %s", p.name, mode, e)
		}
		// The action is taken: the table goes past n.
		deadline := time.Now().Add(10 * time.Second)
		for tableN(t, hs, id) == n {
			if time.Now().After(deadline) {
				t.Fatalf("%s's %s changed nothing", p.name, mode)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	if !underclaimed {
		t.Skip("no count of the deal scored: nothing to under-claim")
	}
	if !called {
		t.Fatal("muggins was never called")
	}
	for _, p := range people {
		if log := p.str(`document.getElementById("log").innerText`); !strings.Contains(log, "Deal") && !strings.Contains(log, "deal") {
			t.Errorf("%s's log of the new deal: %s", p.name, log)
		}
	}
}

// countOf is the true count of the hand or crib the page asks its seat to
// count: its cards and the starter as the page shows them.
func countOf(t *testing.T, p *tab) int {
	t.Helper()
	return countIn(t, p, "counting")
}

// countIn is the true count of the cards (four, then the starter) in the
// element of the page with that id, a crib if it says data-crib="true".
func countIn(t *testing.T, p *tab, id string) int {
	t.Helper()
	codes := strings.Fields(p.str(`Array.from(document.querySelectorAll("#` + id + ` [data-card]"), e => e.dataset.card).join(" ")`))
	if len(codes) != 5 {
		t.Fatalf("%s counts %v", p.name, codes)
	}
	var cs [5]cards.Card
	for i, c := range codes {
		cs[i] = cards.MustParse(c)
	}
	four := [4]cards.Card{cs[0], cs[1], cs[2], cs[3]}
	if strings.Contains(p.str(`document.getElementById("prompt").innerText`), "crib") {
		return score.Crib(four, cs[4])
	}
	return score.Hand(four, cs[4])
}

// shot saves a screenshot of the page, in a window 1100 pixels wide, to
// path (a PNG).
func shot(t *testing.T, p *tab, path string) {
	t.Helper()
	p.do("a wide window", chromedp.EmulateViewport(1100, 900))
	p.wait("the wide page", `window.innerWidth === 1100`)
	b, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	p.do("the window again", chromedp.EmulateViewport(p.width, p.height))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot of %s's page saved to %s", p.name, path)
}
