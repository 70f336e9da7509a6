package main

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// A person against the miscounting bot, claimed with muggins, in the
// browser: Ann opens the table on the start page with the bot in seat 1,
// and plays by clicking. She pegs nothing for her first score of the play
// and for her first scoring hand (and what she scored otherwise), and the
// bot takes what she missed by muggins (ACC rule 10.4); she pegs 4 too many for her first count, and the bot
// finds the overpeg (rule 8.4c); she counts each of the bot's hands and
// cribs from her page (the count she accepts, or the one before hers) and
// calls muggins when it pegged less than the cards hold. The test plays until muggins has gone both ways (or fails at the
// game's end).
func TestBrowserPersonAgainstTheMiscountingBot(t *testing.T) {
	hs := testServer(t)
	br := startBrowser(t, 100*time.Second)
	ann := newTab(t, br, "Ann", 800, 900)
	ann.do("the start page", chromedp.Navigate(hs.URL+"/"))
	ann.do("open a table",
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="0"] input`), "Ann"),
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="1"] select`), "bot:miscount"),
		chromedp.Click(chromedp.ID("open")))
	ann.wait("the table's links", `!document.getElementById("links").hidden`)
	link := ann.str(`document.querySelector("a.seat-link").href`)
	m := seatLink.FindStringSubmatch(link)
	if m == nil {
		t.Fatalf("the link %s", link)
	}
	id, token := m[1], m[3]
	ann.do("Ann's seat", chromedp.Navigate(link))
	missedPlay := false
	answered := false   // Ann has called muggins on the count she is to accept
	answeredCount := "" // the bot's count before hers she has answered

	botCaught, annCaught, missedHand, overpegged, corrected := 0, 0, false, false, false
	for step := 0; botCaught == 0 || annCaught == 0 || !corrected; step++ {
		if step > 400 {
			t.Fatal("too many steps")
		}
		n := waitOn(t, hs, id, 0, token)
		ann.shows(n)
		log := ann.str(`document.getElementById("log").innerText`)
		botCaught += strings.Count(log, `bot calls "muggins`)
		corrected = corrected || strings.Contains(log, "miscount bot finds Ann's overpeg of 4 (rule 8.4c).")
		if ann.str(`document.getElementById("result") ? "over" : ""`) == "over" {
			t.Fatalf("the game ended with muggins by the bot %d, by Ann %d:\n%s", botCaught, annCaught, ann.str(`document.body.innerText`))
		}
		switch mode := ann.mode(); mode {
		case "discard":
			ann.do("lay away", chromedp.Click(chromedp.CSS(`#discard label:nth-child(1) input`)),
				chromedp.Click(chromedp.CSS(`#discard label:nth-child(2) input`)), chromedp.Click(chromedp.CSS(`#discard button`)))
		case "lay":
			ann.do("lay", chromedp.Click(chromedp.CSS(`#lay button:not([disabled])`)))
		case "peg":
			claim := scoredInPlay(t, hs, id, token)
			if !missedPlay && claim > 0 {
				claim, missedPlay = 0, true
			}
			ann.do("peg", chromedp.SetValue(chromedp.CSS(`#peg input`), fmt.Sprint(claim)), chromedp.Click(chromedp.CSS(`#peg button`)))
		case "go":
			ann.do("go", chromedp.Click(chromedp.ID("go")))
		case "count":
			// The bot's count before hers, open to muggins until she counts.
			if theirs := ann.str(`(document.getElementById("their-count") || {innerText: ""}).innerText`); theirs != "" && theirs != answeredCount {
				answeredCount = theirs
				truth := countIn(t, ann, "their-count")
				claimed, err := strconv.Atoi(ann.str(`document.getElementById("their-count").dataset.points`))
				if err != nil {
					t.Fatal(err)
				}
				if claimed < truth {
					ann.do("muggins", chromedp.SetValue(chromedp.CSS(`#muggins-play input`), fmt.Sprint(truth-claimed)), chromedp.Click(chromedp.CSS(`#muggins-play button`)))
					ann.wait("Ann's muggins", fmt.Sprintf(`document.getElementById("log").innerText.includes('Ann calls "muggins for %d" on miscount bot and takes %d')`, truth-claimed, truth-claimed))
					annCaught++
					continue
				}
			}
			claim := countOf(t, ann)
			switch {
			case !overpegged:
				claim, overpegged = claim+4, true
			case !missedHand && claim > 0:
				claim, missedHand = 0, true
			}
			ann.do("count", chromedp.SetValue(chromedp.CSS(`#count input`), fmt.Sprint(claim)), chromedp.Click(chromedp.CSS(`#count button`)))
		case "accept":
			truth := countOf(t, ann)
			claimed, err := strconv.Atoi(ann.str(`document.getElementById("claimed").dataset.points`))
			if err != nil {
				t.Fatal(err)
			}
			if claimed > truth {
				t.Fatalf("the miscounting bot claimed %d for a count of %d", claimed, truth)
			}
			if claimed < truth && !answered {
				ann.do("muggins", chromedp.SetValue(chromedp.CSS(`#muggins input`), fmt.Sprint(truth-claimed)), chromedp.Click(chromedp.CSS(`#muggins button`)))
				ann.wait("Ann's muggins", fmt.Sprintf(`document.getElementById("log").innerText.includes('Ann calls "muggins for %d" on miscount bot and takes %d')`, truth-claimed, truth-claimed))
				annCaught, answered = annCaught+1, true
				continue // the count is still to accept
			}
			ann.do("accept", chromedp.Click(chromedp.ID("accept")))
			answered = false
		case "pegout":
			ann.do("peg out", chromedp.Click(chromedp.ID("pegout")))
		default:
			t.Fatalf("Ann is offered %q:\n%s", mode, ann.str(`document.body.innerText`))
		}
		if e := ann.str(`document.getElementById("error").innerText`); e != "" {
			t.Fatalf("step %d: %s", step, e)
		}
		deadline := time.Now().Add(10 * time.Second)
		for tableN(t, hs, id) == n {
			if time.Now().After(deadline) {
				t.Fatalf("step %d changed nothing", step)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	t.Logf("muggins by the bot on Ann seen %d times in the log; by Ann on the bot %d; Ann's overpeg found", botCaught, annCaught)
}

// scoredInPlay is what seat 0 has scored in the play (or for his heels)
// and not yet claimed, as its own messages show it: the points of each
// card it laid (with the go and last card), two for his heels when it
// deals and the starter is a Jack, since its last claim.
func scoredInPlay(t *testing.T, hs *httptest.Server, id, token string) int {
	t.Helper()
	var v seatView
	getJSON(t, hs, "/tables/"+id+"/view?seat=0", token, &v)
	var ms []struct {
		Events json.RawMessage `json:"events"`
	}
	getJSON(t, hs, "/tables/"+id+"/messages?seat=0&since=0", token, &ms)
	owed := 0
	for _, m := range ms {
		evs, err := crib.UnmarshalEvents(m.Events)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			switch e := e.(type) {
			case crib.Dealt:
				owed = 0
			case crib.StarterTurned:
				if e.Starter.Rank() == cards.Jack && v.View.Dealer == 0 {
					owed += 2
				}
			case crib.Laid:
				if e.Step.Seat == 0 {
					owed += e.Step.Points()
				}
			case crib.Claimed:
				if e.Seat == 0 {
					owed = 0
				}
			}
		}
	}
	return owed
}
