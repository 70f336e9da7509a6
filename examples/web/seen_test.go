package main

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// What people saw at the web table, each checked as a person meets it.

// hidden returns the cards the person may not know now, worked out from the
// whole game on the server: the bot's cards not yet laid in the play nor
// laid out in the show, and the crib's cards not the person's own until
// the crib is laid out (or turned over for the person to count it).
func hidden(c *client, id string) cards.Set {
	c.t.Helper()
	c.srv.mu.Lock()
	defer c.srv.mu.Unlock()
	tb := c.srv.games[id]
	g := tb.g
	if ph := g.Phase(); ph < crib.PhaseDiscard || ph == crib.PhaseDeal {
		return 0 // before the first deal, or between deals: everything was laid out
	}
	v, err := g.View(you)
	if err != nil {
		c.t.Fatal(err)
	}
	var f cards.Set
	handShown, cribShown := false, false
	for _, l := range tb.show {
		handShown = handShown || l.Seat == bot && !l.Crib
		cribShown = cribShown || l.Crib
	}
	if !handShown {
		f = (g.Hand(bot) | g.Kept(bot)) &^ cards.SetOf(g.Play().Laid()...)
	}
	// The crib is turned up to be counted once both hands are counted.
	turnedUp := g.Phase() == crib.PhaseShow && handCounted(tb.show, you) && handCounted(tb.show, bot)
	if !cribShown && !turnedUp {
		f |= g.Crib() &^ v.Away
	}
	return f
}

// leaks returns the cards of hide a page shows: as a form or data value
// ("5H") or as a person reads them ("5♥").
func leaks(page string, hide cards.Set) []string {
	var out []string
	for c := range hide.All() {
		if strings.Contains(page, `"`+c.String()+`"`) || strings.Contains(page, c.Unicode()) {
			out = append(out, c.Unicode())
		}
	}
	return out
}

// Seen: the "What happened" list wrote "Deal 1: Ann deals. Ann: A♣ 3♠ ...
// Bot: 2♦ 3♣ ..." and "Bot lays 8♠ J♦ away to the crib." Whole games,
// every response (the pages after each action, and the pages that refuse
// bad input on the way) checked against the cards the person may not know.
func TestPageNeverShowsTheBotsCards(t *testing.T) {
	for _, tc := range []struct {
		bot      string
		muggins  bool
		miscount bool
	}{{"random", true, false}, {"analysis", false, true}, {"analysis", true, true}} {
		t.Run(tc.bot, func(t *testing.T) {
			c := newClient(t, 13)
			f := url.Values{"name": {"Ann"}, "bot": {tc.bot}, "hole": {"121"}}
			if tc.muggins {
				f.Set("muggins", "on")
			}
			if tc.miscount {
				f.Set("miscount", "on")
			}
			_, loc, _ := c.do("POST", "/new", f)
			id := strings.TrimPrefix(loc, "/game/")
			page := c.page(id)
			pages := 0
			for n := 0; mode(page) != ""; n++ {
				if n > 2000 {
					t.Fatal("the game does not end")
				}
				hide := hidden(c, id)
				if l := leaks(page, hide); l != nil {
					t.Fatalf("the page shows %v of the cards hidden from the person (%v):\n%s", l, hide, page)
				}
				// A refused action's page too.
				_, _, refused := c.do("POST", "/game/"+id, url.Values{"do": {"lay"}, "card": {"ZZ"}})
				if l := leaks(refused, hide); l != nil {
					t.Fatalf("a refusal shows %v:\n%s", l, refused)
				}
				pages++
				page = c.step(id, page, honest)
			}
			if !strings.Contains(page, "Bot lays 2 cards away to the crib.") && !strings.Contains(page, `id="result"`) {
				t.Errorf("the bot's discard is not said as a count")
			}
			t.Logf("%d pages checked", pages)
		})
	}
}

// overpegger plays honestly but claims 20 for the first card it lays that
// scores 1 or less, and its first hand 4 over.
func overpegger() (player, *[2]bool) {
	var done [2]bool
	return player{points: func(g crib.Game, n int) int {
		if g.Phase() == crib.PhasePlay && !done[0] && n <= 1 {
			done[0] = true
			return 20
		}
		if g.Phase() == crib.PhaseShow && !done[1] {
			done[1] = true
			return n + 4
		}
		return n
	}}, &done
}

// Seen: claiming 20 for a last card worth 1 pegged 20; a hand of 6 claimed
// as 10 pegged 10 and "Bot accepts the hand count". The bot finds the
// overpeg and pegs the error (ACC rule 8.4c), muggins on or off.
func TestOverpegCorrected(t *testing.T) {
	for _, muggins := range []bool{true, false} {
		t.Run(strconv.FormatBool(muggins), func(t *testing.T) {
			c := newClient(t, 7)
			id := c.start("analysis", muggins, 121)
			page := c.page(id)
			p, done := overpegger()
			var log strings.Builder
			for n := 0; n < 200 && !(done[0] && done[1] && mode(page) == "deal"); n++ {
				if mode(page) == "" {
					break
				}
				page = c.step(id, page, p)
				log.WriteString(c.srv.games[id].logText() + "\n")
				checkBoard(t, page, c.game(id))
			}
			all := log.String()
			for _, want := range []string{"Ann claims 20 for the ", "Bot finds Ann's overpeg of 19 (rule 8.4c).", "Bot finds Ann's overpeg of 4 (rule 8.4c)."} {
				if !strings.Contains(all, want) && !strings.Contains(all, strings.Replace(want, "19", "20", 1)) {
					t.Errorf("the log never says %q:\n%s", want, c.srv.games[id].logText())
				}
			}
		})
	}
}

// Seen: the person could never accept or challenge a count of the bot's,
// and the bot always counted exactly. With the miscounting bot, the person
// counts its cards laid out (the page does not say the count before the
// answer), calls muggins on a miss and takes the points (ACC rule 10.4c).
func TestPersonCallsMugginsOnTheMiscountingBot(t *testing.T) {
	c := newClient(t, 7)
	_, loc, _ := c.do("POST", "/new", url.Values{"name": {"Ann"}, "bot": {"analysis"}, "hole": {"121"}, "muggins": {"on"}, "miscount": {"on"}})
	id := strings.TrimPrefix(loc, "/game/")
	if !strings.Contains(c.page(id), "the bot miscounts") {
		t.Fatal("the page does not say the bot miscounts")
	}
	page := c.page(id)
	called, answered := 0, 0 // muggins called, counts of the bot's answered
	for n := 0; mode(page) != "" && called < 2; n++ {
		if n > 2000 {
			t.Fatal("the bot never missed a point")
		}
		if mode(page) != "accept" {
			page = c.step(id, page, honest)
			continue
		}
		c.srv.mu.Lock()
		show := c.srv.games[id].show
		l := show[len(show)-1]
		c.srv.mu.Unlock()
		if l.Seat != bot || !l.Said {
			t.Fatalf("accepting a count that is not the bot's: %+v", l)
		}
		if len(show) == answered { // called muggins on it: accept it now
			page = c.act(id, url.Values{"do": {"accept"}})
			continue
		}
		answered = len(show)
		shown := page[strings.Index(page, `<ul id="show">`):]
		shown = shown[:strings.Index(shown, "</ul>")]
		if last := shown[strings.LastIndex(shown, "<li>"):]; strings.Contains(last, `class="say"`) {
			t.Fatalf("the page says the bot's count before the person answers:\n%s", page)
		}
		if l.Claimed >= l.Points {
			page = c.act(id, url.Values{"do": {"accept"}})
			continue
		}
		called++
		before := c.game(id).Score(you)
		page = c.act(id, url.Values{"do": {"muggins"}, "points": {strconv.Itoa(l.Points - l.Claimed)}})
		if got := c.game(id).Score(you) - before; got != l.Points-l.Claimed {
			t.Errorf("muggins for %d on the bot's %d of %d took %d", l.Points-l.Claimed, l.Claimed, l.Points, got)
		}
		if !strings.Contains(page, `Ann calls &#34;muggins for `+strconv.Itoa(l.Points-l.Claimed)+`&#34; on Bot and takes`) {
			t.Errorf("the page does not say the call:\n%s", errorOf(page))
		}
		if !strings.Contains(page, l.Say) {
			t.Errorf("after the call the page does not say the count %q", l.Say)
		}
		checkBoard(t, page, c.game(id))
	}
	if called == 0 {
		t.Fatal("the bot never missed a point")
	}
}
