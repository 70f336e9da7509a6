package main

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// client is a person at the web table: a browser without script, with its
// cookies, that does not follow redirects by itself (so tests see them).
type client struct {
	t   *testing.T
	srv *server
	ts  *httptest.Server
	hc  *http.Client
}

func newClient(t *testing.T, seed uint64) *client {
	t.Helper()
	s := newServer(seed)
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return &client{t: t, srv: s, ts: ts, hc: newHTTPClient(t)}
}

func newHTTPClient(t *testing.T) *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// do sends a request and returns the status, the Location and the body.
func (c *client) do(method, path string, form url.Values) (int, string, string) {
	c.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, c.ts.URL+path, body)
	if err != nil {
		c.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		c.t.Fatal(err)
	}
	return resp.StatusCode, resp.Header.Get("Location"), string(b)
}

// start starts a game and returns its id.
func (c *client) start(bot string, muggins bool, hole int) string {
	c.t.Helper()
	f := url.Values{"name": {"Ann"}, "bot": {bot}, "hole": {strconv.Itoa(hole)}}
	if muggins {
		f.Set("muggins", "on")
	}
	status, loc, body := c.do("POST", "/new", f)
	if status != http.StatusSeeOther || !strings.HasPrefix(loc, "/game/") {
		c.t.Fatalf("POST /new: %d %q\n%s", status, loc, body)
	}
	return strings.TrimPrefix(loc, "/game/")
}

// page returns the game's page, which must be there.
func (c *client) page(id string) string {
	c.t.Helper()
	status, _, body := c.do("GET", "/game/"+id, nil)
	if status != http.StatusOK {
		c.t.Fatalf("GET /game/%s: %d\n%s", id, status, body)
	}
	return body
}

// act posts an action that must succeed (a redirect back to the game) and
// returns the page after it.
func (c *client) act(id string, f url.Values) string {
	c.t.Helper()
	status, loc, body := c.do("POST", "/game/"+id, f)
	if status != http.StatusSeeOther || loc != "/game/"+id {
		c.t.Fatalf("POST %v: %d %q\n%s", f, status, loc, errorOf(body))
	}
	return c.page(id)
}

// game is the game as the server holds it, for the tests to know the truth.
func (c *client) game(id string) crib.Game {
	c.t.Helper()
	c.srv.mu.Lock()
	defer c.srv.mu.Unlock()
	t, ok := c.srv.games[id]
	if !ok {
		c.t.Fatalf("no game %s", id)
	}
	return t.g
}

var (
	modeRE  = regexp.MustCompile(`<form method="post" id="(\w+)"`)
	handRE  = regexp.MustCompile(`<div class="row" id="hand">Your hand: (.*)</div>`)
	cardRE  = regexp.MustCompile(`data-card="([^"]+)"`)
	legalRE = regexp.MustCompile(`name="card" value="([^"]+)">`)
	pegRE   = regexp.MustCompile(`class="peg" data-side="(\d)" data-peg="(front|rear)" data-hole="(\d+)"`)
	errRE   = regexp.MustCompile(`<p class="error" role="alert"[^>]*>([^<]*)</p>`)
)

// mode is the form the page offers: discard, lay, peg, go, count, accept,
// pegout, deal; "" when it offers none (the game is over).
func mode(page string) string {
	if m := modeRE.FindStringSubmatch(page); m != nil {
		return m[1]
	}
	return ""
}

// hand is the cards the page shows in your hand.
func hand(t *testing.T, page string) []cards.Card {
	t.Helper()
	m := handRE.FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no hand on the page:\n%s", page)
	}
	var cs []cards.Card
	for _, c := range cardRE.FindAllStringSubmatch(m[1], -1) {
		cs = append(cs, cards.MustParse(c[1]))
	}
	return cs
}

// legal is the cards the lay form lets you lay (buttons not disabled).
func legal(page string) []string {
	var out []string
	for _, m := range legalRE.FindAllStringSubmatch(page, -1) {
		out = append(out, m[1])
	}
	return out
}

// pegs reads the board's pegs from the page's SVG: side, peg -> hole.
func pegs(page string) map[[2]string]int {
	out := map[[2]string]int{}
	for _, m := range pegRE.FindAllStringSubmatch(page, -1) {
		n, _ := strconv.Atoi(m[3])
		out[[2]string{m[1], m[2]}] = n
	}
	return out
}

// errorOf is the error message of a page, or "".
func errorOf(page string) string {
	if m := errRE.FindStringSubmatch(page); m != nil {
		return m[1]
	}
	return ""
}

// checkBoard checks that the page's board shows g's pegs.
func checkBoard(t *testing.T, page string, g crib.Game) {
	t.Helper()
	got := pegs(page)
	b := g.Board()
	for side := range 2 {
		s := strconv.Itoa(side)
		if got[[2]string{s, "front"}] != b.Pegs[side].Front || got[[2]string{s, "rear"}] != b.Pegs[side].Rear {
			t.Fatalf("side %d: the page's pegs are front %d rear %d, the game's %+v",
				side, got[[2]string{s, "front"}], got[[2]string{s, "rear"}], b.Pegs[side])
		}
	}
}

// player chooses the person's actions: the discard is the first two cards,
// the card laid the first legal one; points says what it pegs, given the
// truth.
type player struct {
	points func(g crib.Game, truth int) int
}

var (
	honest = player{points: func(_ crib.Game, n int) int { return n }}
	silent = player{points: func(crib.Game, int) int { return 0 }}
	// shy counts right but stops one short of the game hole.
	shy = player{points: func(g crib.Game, n int) int {
		if n > 0 && g.Score(you)+n >= g.Rules().GameHole {
			return n - 1
		}
		return n
	}}
)

// truth is what the person would peg now: the points of their pending
// score, or the count of their hand or crib, found as the bot finds it
// (on a copy of the game).
func truth(t *testing.T, g crib.Game, m string) int {
	t.Helper()
	if m == "count" {
		n, err := trueCount(g, you)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	// A pending score: the most that pegs without an overpeg to correct.
	for k := 0; k <= 29; k++ {
		g2, ev, err := g.Apply(crib.Claim{Seat: you, Points: k})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			if _, ok := e.(crib.JudgesCalled); ok {
				return k - 1
			}
		}
		if _, _, err := g2.Apply(crib.Correct{Caller: bot, Target: you}); err == nil {
			return k - 1
		}
	}
	t.Fatal("no truth found")
	return 0
}

// step takes the person's next action as p would and returns the page
// after it, or "" when the game waits for nothing from the person.
func (c *client) step(id, page string, p player) string {
	c.t.Helper()
	g := c.game(id)
	switch m := mode(page); m {
	case "discard":
		h := hand(c.t, page)
		return c.act(id, url.Values{"do": {"discard"}, "card": {h[0].String(), h[1].String()}})
	case "lay":
		card := cards.MustParse(legal(page)[0])
		_, ev, err := g.Apply(crib.Lay{Seat: you, Card: card})
		if err != nil {
			c.t.Fatal(err)
		}
		n := 0
		for _, e := range ev {
			if l, ok := e.(crib.Laid); ok {
				n = l.Step.Points()
			}
		}
		return c.act(id, url.Values{"do": {"lay"}, "card": {card.String()}, "points": {strconv.Itoa(p.points(g, n))}})
	case "peg", "count":
		return c.act(id, url.Values{"do": {m}, "points": {strconv.Itoa(p.points(g, truth(c.t, g, m)))}})
	case "go", "accept", "deal", "pegout":
		return c.act(id, url.Values{"do": {m}})
	case "":
		return ""
	default:
		c.t.Fatalf("unknown mode %q", m)
		return ""
	}
}
