package tables

import (
	"fmt"
	"html"
	"io"
	"math/rand/v2"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/pegjokers"
	"github.com/pegboard/pegboard/score"
)

// page fetches the fragment of table id for seat (NoSeat: the watcher)
// with token as a Bearer token, and returns its status, body and
// X-Table-N.
func (ts *testServer) page(id string, seat int, token string) (int, string, string) {
	ts.t.Helper()
	u := ts.hs.URL + "/tables/" + id + "/page"
	if seat != NoSeat {
		u += "?seat=" + itoa(seat)
	}
	req, err := http.NewRequest("GET", u, nil)
	if err != nil {
		ts.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := ts.hs.Client().Do(req)
	if err != nil {
		ts.t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		ts.t.Fatal(err)
	}
	return res.StatusCode, string(b), res.Header.Get("X-Table-N")
}

// faceNamed returns the cards a page names, by code ("5H", in data-card
// and data-act) or by face ("5♥", what a person reads).
func faceNamed(t *testing.T, page string) cards.Set {
	s := cardsNamed(t, []byte(page))
	for c := range cards.StandardDeck().All() {
		if strings.Contains(page, ">"+c.Unicode()) || strings.Contains(page, " "+c.Unicode()) {
			s = s.With(c)
		}
	}
	return s
}

func TestPageRoutes(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	tc := ts.create(`{"claimed":true,"muggins":true}`, seatRequest{Name: "Ann"}, seatRequest{Open: true})
	for _, tt := range []struct {
		path string
		want int
		has  string
	}{
		{"/", 200, "Open a table"},
		{"/static/table.js", 200, "Authorization"},
		{"/static/table.css", 200, "@media"},
		{"/static/start.js", 200, "/tables"},
		{"/tables/" + tc.ID + "/play", 200, "/static/table.js"},
		{"/tables/" + tc.ID + "/watch", 200, "/static/table.js"},
		{"/tables/" + tc.ID + "/join/1", 200, "/static/table.js"},
		{"/tables/0123456789abcdef0123456789abcdef/play", 404, "no such table"},
		{"/tables/nope/watch", 404, "no such table"},
		{"/tables/0123456789abcdef0123456789abcdef/page", 404, "no such table"},
		{"/static/nothing.js", 404, ""},
	} {
		status, out := ts.do("GET", tt.path, nil)
		if status != tt.want || !strings.Contains(string(out), tt.has) {
			t.Errorf("GET %s: %d, want %d with %q:\n%.300s", tt.path, status, tt.want, tt.has, out)
		}
	}
	// The start page offers each game's bots, the miscounting one for cribbage.
	_, start := ts.do("GET", "/", nil)
	if !strings.Contains(string(start), `"crib":["random","scripted","miscount","calculated","analysis","expert"]`) || !strings.Contains(string(start), `4 pairs`) {
		t.Errorf("the start page's choices:\n%s", start)
	}

	for _, tt := range []struct {
		what  string
		seat  int
		token string
		want  int
	}{
		{"no token", 0, "", 403},
		{"a wrong token", 0, strings.Repeat("0", 32), 403},
		{"another seat's token", 1, tc.Seats[0].Token, 403},
		{"no such seat", 5, tc.Seats[0].Token, 403},
		{"the seat's token", 0, tc.Seats[0].Token, 200},
		{"the watcher", NoSeat, "", 200},
	} {
		if status, out, _ := ts.page(tc.ID, tt.seat, tt.token); status != tt.want {
			t.Errorf("%s: %d, want %d: %.200s", tt.what, status, tt.want, out)
		}
	}
	req, _ := http.NewRequest("GET", ts.hs.URL+"/tables/"+tc.ID+"/page?seat=0", nil)
	req.Header.Set("Authorization", "Bearer "+tc.Seats[0].Token)
	res, err := ts.hs.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.Header.Get("Referrer-Policy") != "no-referrer" || res.Header.Get("X-Table-N") == "" || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Errorf("the fragment's headers: %v", res.Header)
	}
}

// lastDeal finds the last deal's show on a cribbage page.
var lastDeal = regexp.MustCompile(`(?s)<details id="lastdeal".*?</details>`)

// dataAct finds the actions a fragment offers.
var dataAct = regexp.MustCompile(`data-act="([^"]*)"`)

// A person against the miscounting bot, claimed with muggins, to the end,
// played through the API as the expert bot would for the person: at every
// step the person's fragment and the watcher's name only cards the seat
// may know this deal, the person's offers an action exactly when the game
// waits on the person (and none for the watcher), and the bot's claims
// are caught by muggins when it miscounts (logged: a short game may have
// no miscount; TestMiscountBotUnderpegs holds the bot to it).
func TestFragmentsShowOnlyWhatTheSeatMayKnow(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, SnapshotEvery: -1 /* every step kept, read below */})
	tc := ts.create(`{"claimed":true,"muggins":true,"hole":61}`, seatRequest{Name: "Ann"}, seatRequest{Bot: "miscount"})
	tb := ts.tableOf(tc.ID)
	levels := []string{"expert", "miscount"}
	var k, prev tracker // this deal's knowledge, the last deal's
	seen := 0
	check := func() {
		tb.mu.Lock()
		for _, st := range tb.history[seen:] {
			for _, e := range st.evs.(cribEvents).evs {
				if _, ok := e.(crib.Dealt); ok {
					prev = k
				}
				k.learn(e)
			}
		}
		seen = tb.last()
		g := tb.game.(cribGame).g
		mine := false
		for _, s := range tb.game.Turn() {
			mine = mine || s == 0
		}
		tb.mu.Unlock()
		for _, seat := range []int{0, NoSeat} {
			token := ""
			if seat == 0 {
				token = tc.Seats[0].Token
			}
			status, out, n := ts.page(tc.ID, seat, token)
			if status != 200 || n != itoa(seen) {
				t.Fatalf("seat %d's page: %d (message %s of %d): %s", seat, status, n, seen, out)
			}
			v, err := g.View(seat)
			if err != nil {
				t.Fatal(err)
			}
			allowed := k.known[seat+1] | gametest.SetIn(v)
			if seat == 0 && v.Next == crib.StepClaim && v.Turn == 0 {
				if sh, err := layOut(g, 0); err == nil {
					allowed |= gametest.SetIn(sh) // the crib the person turns up to count
				}
			}
			// The last deal's show names only what the seat knew of that deal.
			last := lastDeal.FindString(out)
			if leak := faceNamed(t, last) &^ prev.known[seat+1]; leak != 0 {
				t.Fatalf("seat %d's page names %v of the last deal it may not have known:\n%s", seat, leak, last)
			}
			if leak := faceNamed(t, strings.Replace(out, last, "", 1)) &^ allowed; leak != 0 {
				t.Fatalf("seat %d's page names %v it may not know:\n%s", seat, leak, out)
			}
			acts := dataAct.FindAllStringSubmatch(out, -1)
			if seat == NoSeat && len(acts) > 0 {
				t.Fatalf("the watcher's page offers %v", acts)
			}
			if seat == 0 && mine && !g.Rules().Claimed {
				t.Fatal("not claimed")
			}
			if seat == 0 && mine && len(acts) == 0 && !strings.Contains(out, `id="discard"`) {
				t.Fatalf("the game waits on the person, whose page offers nothing:\n%s", out)
			}
		}
	}
	muggins := 0
	for i := 0; ; i++ {
		if i > 2000 {
			t.Fatal("the game does not end")
		}
		check()
		seat, text, ok := botMove(t, tb, levels)
		if !ok {
			break
		}
		if strings.HasPrefix(text, "muggins") {
			muggins++
		}
		ts.must(200, "POST", "/tables/"+tc.ID+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[seat].Token, ID: fmt.Sprint(i), Action: text}, nil)
		settle(t, ts.tableOf(tc.ID))
	}
	_, out, _ := ts.page(tc.ID, 0, tc.Seats[0].Token)
	if !strings.Contains(out, `id="result"`) || !strings.Contains(out, `href="/tables/`+tc.ID+`/record"`) {
		t.Errorf("the last page says no result:\n%s", out)
	}
	t.Logf("%d steps, %d calls of muggins on the bot", seen, muggins)
}

// Pegs and Jokers for four, two persons and two bots: the persons' and
// the watcher's fragments name only cards in the seat's hand or played,
// and only the seat to play is offered its legal moves.
func TestPegJokersFragments(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, SnapshotEvery: -1 /* every step kept, read below */})
	var tc createReply
	ts.must(201, "POST", "/tables", createRequest{Game: "pegjokers", Seats: []seatRequest{{Name: "Ann"}, {Bot: "heuristic"}, {Name: "Cy"}, {Bot: "random"}}}, &tc)
	settle(t, ts.tableOf(tc.ID))
	tb := ts.tableOf(tc.ID)
	levels := []string{"heuristic", "heuristic", "random", "random"}
	var played cards.Set
	seen := 0
	for i := 0; i < 50; i++ {
		tb.mu.Lock()
		for _, st := range tb.history[seen:] {
			if ch, ok := st.evs.(pjEvents).a.(pegjokers.Choice); ok {
				played = played.With(ch.Card)
			}
		}
		seen = tb.last()
		g := tb.game.(pjGame).g
		turn := tb.game.Turn()
		tb.mu.Unlock()
		for _, seat := range []int{0, 2, NoSeat} {
			token := ""
			if seat >= 0 {
				token = tc.Seats[seat].Token
			}
			status, out, _ := ts.page(tc.ID, seat, token)
			if status != 200 {
				t.Fatalf("seat %d: %d %s", seat, status, out)
			}
			v, err := g.SeatView(seat)
			if err != nil {
				t.Fatal(err)
			}
			if leak := faceNamed(t, out) &^ (played | gametest.SetIn(v)); leak != 0 {
				t.Fatalf("seat %d's page names %v it may not know:\n%s", seat, leak, out)
			}
			acts := dataAct.FindAllStringSubmatch(out, -1)
			onTurn := len(turn) == 1 && turn[0] == seat
			if onTurn != (len(acts) > 0) {
				t.Fatalf("seat %d (turn %v) is offered %d moves", seat, turn, len(acts))
			}
			for _, a := range acts {
				if _, err := g.ParseAction(html.UnescapeString(a[1])); err != nil {
					t.Fatalf("seat %d is offered %q: %v", seat, a[1], err)
				}
			}
		}
		seat, text, ok := botMove(t, tb, levels)
		if !ok {
			break
		}
		ts.must(200, "POST", "/tables/"+tc.ID+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[seat].Token, ID: fmt.Sprint(i), Action: text}, nil)
		settle(t, ts.tableOf(tc.ID))
	}
}

// A Crib Wars table's fragment draws the track and the seat's hand.
func TestCribWarsFragment(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	var tc createReply
	ts.must(201, "POST", "/tables", createRequest{Game: "cribwars", Options: []byte(`{"players":3}`), Seats: []seatRequest{{Name: "Ann"}, {Bot: "random"}, {Open: true}}}, &tc)
	settle(t, ts.tableOf(tc.ID))
	status, out, _ := ts.page(tc.ID, 0, tc.Seats[0].Token)
	if status != 200 || !strings.Contains(out, "<svg") || !strings.Contains(out, `id="hand"`) || !strings.Contains(out, `id="discard"`) {
		t.Fatalf("%d:\n%s", status, out)
	}
	status, out, _ = ts.page(tc.ID, NoSeat, "")
	if status != 200 || strings.Contains(out, `id="hand"`) || strings.Contains(out, "data-act") {
		t.Fatalf("the watcher's: %d:\n%s", status, out)
	}
}

// The miscounting bot claims no more than a count holds, and less for
// some counts that score (ACC rule 8.3: underpegs only); the other bots
// claim exactly.
func TestMiscountBotUnderpegs(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	under := 0
	for i := range 200 {
		d, err := cards.StandardDeck().Shuffle(r)
		if err != nil {
			t.Fatal(err)
		}
		cs := d.Cards()
		sh := crib.Shown{Cards: [4]cards.Card{cs[0], cs[1], cs[2], cs[3]}, Starter: cs[4], Crib: i%2 == 1}
		if sh.Crib {
			sh.Points = score.Crib(sh.Cards, sh.Starter)
		} else {
			sh.Points = score.Hand(sh.Cards, sh.Starter)
		}
		if got := showClaim("analysis", sh, r); got != sh.Points {
			t.Fatalf("the analysis bot claims %d for %v, worth %d", got, sh, sh.Points)
		}
		got := showClaim(miscountLevel, sh, r)
		if got > sh.Points || got < 0 || sh.Points == 0 && got != 0 {
			t.Fatalf("the miscounting bot claims %d for %v, worth %d", got, sh, sh.Points)
		}
		if got < sh.Points {
			under++
		}
	}
	if under < 40 {
		t.Errorf("the miscounting bot underpegged %d counts of 200", under)
	}
}
