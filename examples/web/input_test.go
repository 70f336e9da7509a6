package main

import (
	"bytes"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// TestBadInput posts what a person (or a broken form) might send and checks
// the status and the message on the page, and that the game is as it was.
func TestBadInput(t *testing.T) {
	c := newClient(t, 3)
	id := c.start("analysis", true, 121)
	page := c.page(id)
	if mode(page) != "discard" {
		t.Fatalf("the game starts with %q, not the discard", mode(page))
	}
	h := hand(t, page)
	notHeld := cards.SetOf(h...).Complement().AppendTo(nil)
	before, err := c.game(id).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		method string
		path   string
		form   url.Values
		status int
		says   string
	}{
		{"unknown game", "GET", "/game/nosuchgame", nil, http.StatusNotFound, "There is no game &#34;nosuchgame&#34;"},
		{"action on an unknown game", "POST", "/game/nosuchgame", url.Values{"do": {"go"}}, http.StatusNotFound, "There is no game"},
		{"no such page", "GET", "/elsewhere", nil, http.StatusNotFound, "There is no page"},
		{"wrong method", "PUT", "/game/" + id, url.Values{"do": {"go"}}, http.StatusMethodNotAllowed, ""},
		{"nothing to do", "POST", "/game/" + id, url.Values{}, http.StatusBadRequest, "The form says nothing to do."},
		{"garbage action", "POST", "/game/" + id, url.Values{"do": {"<dance>"}}, http.StatusBadRequest, "There is no action &#34;&lt;dance&gt;&#34; here."},
		{"garbage card", "POST", "/game/" + id, url.Values{"do": {"discard"}, "card": {"ZZ", h[0].String()}}, http.StatusBadRequest, "&#34;ZZ&#34; is not a card."},
		{"a joker", "POST", "/game/" + id, url.Values{"do": {"discard"}, "card": {"JK", h[0].String()}}, http.StatusBadRequest, "&#34;JK&#34; is not a card."},
		{"one card", "POST", "/game/" + id, url.Values{"do": {"discard"}, "card": {h[0].String()}}, http.StatusBadRequest, "Choose two cards for the crib (you chose 1)."},
		{"three cards", "POST", "/game/" + id, url.Values{"do": {"discard"}, "card": {h[0].String(), h[1].String(), h[2].String()}}, http.StatusBadRequest, "you chose 3"},
		{"cards not in hand", "POST", "/game/" + id, url.Values{"do": {"discard"}, "card": {notHeld[0].String(), notHeld[1].String()}}, http.StatusUnprocessableEntity, "that card is not in your hand"},
		{"a lay before the play", "POST", "/game/" + id, url.Values{"do": {"lay"}, "card": {h[0].String()}}, http.StatusUnprocessableEntity, "The game does not allow that:"},
		{"points not a number", "POST", "/game/" + id, url.Values{"do": {"peg"}, "points": {"six"}}, http.StatusBadRequest, "&#34;six&#34; is not a number of points."},
		{"too many points", "POST", "/game/" + id, url.Values{"do": {"count"}, "points": {"99"}}, http.StatusBadRequest, "99 points? A count is from 0 to 29."},
		{"a count before the show", "POST", "/game/" + id, url.Values{"do": {"count"}, "points": {"8"}}, http.StatusUnprocessableEntity, "The game does not allow that:"},
		{"go before the play", "POST", "/game/" + id, url.Values{"do": {"go"}}, http.StatusUnprocessableEntity, "The game does not allow that:"},
		{"muggins for nothing", "POST", "/game/" + id, url.Values{"do": {"muggins"}, "points": {"0"}}, http.StatusUnprocessableEntity, "The game does not allow that:"},
		{"a lay with garbage points", "POST", "/game/" + id, url.Values{"do": {"lay"}, "card": {h[0].String()}, "points": {"-1"}}, http.StatusBadRequest, "-1 points?"},
		{"a bad name", "POST", "/new", url.Values{"name": {"<script>"}, "bot": {"random"}, "hole": {"121"}}, http.StatusBadRequest, "Your name must be"},
		{"no such bot", "POST", "/new", url.Values{"name": {"Ann"}, "bot": {"deep blue"}, "hole": {"121"}}, http.StatusBadRequest, "There is no bot called &#34;deep blue&#34;"},
		{"no such game length", "POST", "/new", url.Values{"name": {"Ann"}, "bot": {"random"}, "hole": {"100"}}, http.StatusBadRequest, "The game is to 121 or to 61."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, _, body := c.do(tc.method, tc.path, tc.form)
			if status != tc.status {
				t.Errorf("status %d, want %d\n%s", status, tc.status, body)
			}
			if !strings.Contains(body, tc.says) {
				t.Errorf("the page does not say %q:\n%s", tc.says, errorOf(body))
			}
			if strings.HasPrefix(tc.path, "/game/"+id) && tc.status != http.StatusMethodNotAllowed {
				if !strings.Contains(body, `class="peg"`) || len(hand(t, body)) != 6 {
					t.Errorf("the page does not show the game again")
				}
			}
		})
	}
	after, err := c.game(id).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("bad input changed the game")
	}
	// The game goes on as if nothing had happened.
	page = c.act(id, url.Values{"do": {"discard"}, "card": {h[0].String(), h[1].String()}})
	if n := len(hand(t, page)); n != 4 {
		t.Errorf("after the discard the hand has %d cards", n)
	}
}

// TestComeBack leaves a game in the middle and comes back to it: from the
// same browser (the start page offers it) and from another one (its address).
func TestComeBack(t *testing.T) {
	c := newClient(t, 5)
	id := c.start("analysis", false, 61)
	page := c.page(id)
	for range 4 {
		page = c.step(id, page, honest)
	}
	_, _, start := c.do("GET", "/", nil)
	if !strings.Contains(start, `<a id="resume" href="/game/`+id+`">`) {
		t.Errorf("the start page does not offer the game:\n%s", start)
	}
	other := &client{t: t, srv: c.srv, ts: c.ts, hc: newHTTPClient(t)}
	_, _, start = other.do("GET", "/", nil)
	if strings.Contains(start, `id="resume"`) {
		t.Errorf("a new visitor is offered a game")
	}
	again := other.page(id)
	if again != page {
		t.Errorf("the game looks different on coming back")
	}
	// And it plays on from the other browser.
	if next := other.step(id, again, honest); next == again {
		t.Errorf("the game did not go on")
	}
}

// TestGamesAreSeeded checks that a server's seed deals its games: two
// servers with the same seed deal the same hands, another seed others.
func TestGamesAreSeeded(t *testing.T) {
	deal := func(seed uint64) string {
		c := newClient(t, seed)
		id := c.start("random", true, 121)
		return cards.SetOf(hand(t, c.page(id))...).String()
	}
	if a, b := deal(9), deal(9); a != b {
		t.Errorf("seed 9 dealt %s and %s", a, b)
	}
	if a, b := deal(9), deal(10); a == b {
		t.Errorf("seeds 9 and 10 both dealt %s", a)
	}
}

func TestFlags(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-h"}, &out); err != nil {
		t.Errorf("-h: %v", err)
	}
	for _, want := range []string{"usage: web", "-addr", "localhost:8080", "-seed"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("-h does not say %q:\n%s", want, out.String())
		}
	}
	for _, args := range [][]string{{"-bogus"}, {"extra"}, {"-seed", "x"}} {
		out.Reset()
		if err := run(args, &out); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
}

// TestExplain checks the status of each kind of error: bad input is a 400,
// an action the rules refuse a 422, and only the table failing by itself
// (a bug) a 500.
func TestExplain(t *testing.T) {
	g, err := crib.NewGame(crib.Rules{Claimed: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	_, _, refused := g.Apply(crib.Lay{Seat: you, Card: cards.MustParse("5H")})
	if refused == nil {
		t.Fatal("a lay before the deal was not refused")
	}
	for _, tc := range []struct {
		err    error
		status int
	}{
		{bad("no"), http.StatusBadRequest},
		{refused, http.StatusUnprocessableEntity},
		{tableError{refused}, http.StatusInternalServerError},
		{tableError{errStuck}, http.StatusInternalServerError},
	} {
		if got, msg := explain(tc.err); got != tc.status || msg == "" {
			t.Errorf("%v: %d %q, want %d", tc.err, got, msg, tc.status)
		}
	}
}
