package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// pjSeatView is a Pegs and Jokers seat's view as GET /tables/{id}/view
// gives it.
type pjSeatView struct {
	N    int            `json:"n"`
	View pegjokers.View `json:"view"`
	Turn []int          `json:"turn"`
}

// Pegs and Jokers for four in pairs: Ann in the browser (a phone-sized
// window), two bots, and Dan, whom the test plays through the HTTP API,
// with a watcher's page in another browser. Ann opens the table on the
// start page and plays a few turns by clicking her legal moves; the
// watcher's page follows every action live (never reloaded) and shows no
// hand and no move; neither page names a card that is not in its seat's
// hand or played.
func TestBrowserPegJokersFour(t *testing.T) {
	hs := testServer(t)
	br := startBrowser(t, 90*time.Second)
	ann := newTab(t, br, "Ann", 390, 844)
	watch := newTab(t, br, "the watcher", 1000, 900)

	ann.do("the start page", chromedp.Navigate(hs.URL+"/"))
	ann.do("Pegs and Jokers", chromedp.Click(chromedp.CSS(`input[name=game][value=pegjokers]`)))
	ann.wait("four seats", `document.querySelectorAll("#seats .seat").length === 4`)
	ann.noSideScroll()
	ann.do("open a table",
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="0"] input`), "Ann"),
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="1"] select`), "bot:heuristic"),
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="2"] select`), "bot:random"),
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="3"] select`), "person"),
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="3"] input`), "Dan"),
		chromedp.Click(chromedp.ID("open")))
	ann.wait("the table's links", `!document.getElementById("links").hidden`)
	links := ann.str(`Array.from(document.querySelectorAll("a.seat-link"), a => a.href).join("\n")`)
	watchLink := ann.str(`document.querySelector("a.watch-link").href`)
	var annLink, id string
	tokens := map[int]string{}
	for _, l := range bytes.Split([]byte(links), []byte("\n")) {
		m := seatLink.FindStringSubmatch(string(l))
		if m == nil {
			t.Fatalf("a seat link %q", l)
		}
		id = m[1]
		var s int
		fmt.Sscan(m[2], &s)
		tokens[s] = m[3]
		if s == 0 {
			annLink = string(l)
		}
	}
	if len(tokens) != 2 || tokens[0] == "" || tokens[3] == "" {
		t.Fatalf("the seat links: %s", links)
	}
	ann.do("Ann's seat", chromedp.Navigate(annLink))
	watch.do("the watcher's page", chromedp.Navigate(watchLink))
	watch.wait("the watcher's page", `document.body.dataset.n`)
	watch.str(`window.notReloaded = "yes"`)

	var played cards.Set
	annTurns, danTurns := 0, 0
	for step := 0; annTurns < 4; step++ {
		if step > 60 {
			t.Fatalf("Ann played %d turns in %d steps", annTurns, step)
		}
		var dan, w, a pjSeatView
		// The bots play in the table's worker: wait until the game waits
		// on a person (Ann or Dan), so that every page can catch up to a
		// message that stays the last.
		deadline := time.Now().Add(20 * time.Second)
		for getJSON(t, hs, "/tables/"+id+"/view?seat=3", tokens[3], &dan); !slices.Equal(dan.Turn, []int{0}) && !slices.Equal(dan.Turn, []int{3}); getJSON(t, hs, "/tables/"+id+"/view?seat=3", tokens[3], &dan) {
			if time.Now().After(deadline) {
				t.Fatalf("the game waits on %v, not on a person", dan.Turn)
			}
			time.Sleep(10 * time.Millisecond)
		}
		getJSON(t, hs, "/tables/"+id+"/view?seat=0", tokens[0], &a)
		getJSON(t, hs, "/tables/"+id+"/view", "", &w)
		for _, c := range w.View.Discards {
			played = played.With(c)
		}
		ann.shows(dan.N)
		watch.shows(dan.N)
		if leak := watch.named() &^ played; leak != 0 {
			t.Fatalf("the watcher's page names %v, not played:\n%s", leak, watch.str(`document.body.innerText`))
		}
		if got := watch.str(`String(document.querySelectorAll("#hand, [data-act]").length)`); got != "0" {
			t.Fatalf("the watcher's page has %s hands or moves", got)
		}
		if leak := ann.named() &^ (played | cards.SetOf(a.View.Hand...)); leak != 0 {
			t.Fatalf("Ann's page names %v, neither hers nor played:\n%s", leak, ann.str(`document.body.innerText`))
		}
		switch {
		case slices.Equal(dan.Turn, []int{0}):
			if ann.mode() != "play" {
				t.Fatalf("Ann's turn, her page offers %q", ann.mode())
			}
			ann.do("Ann plays", chromedp.Click(chromedp.CSS(`#moves button`)))
			annTurns++
		case slices.Equal(dan.Turn, []int{3}):
			if ann.mode() != "" {
				t.Fatalf("Dan's turn, Ann's page offers %q", ann.mode())
			}
			play(t, hs, id, 3, tokens[3], dan.View, step)
			danTurns++
		default:
			t.Fatalf("the game waits on %v", dan.Turn)
		}
		deadline = time.Now().Add(10 * time.Second)
		for tableN(t, hs, id) == dan.N {
			if time.Now().After(deadline) {
				t.Fatalf("step %d changed nothing: %s", step, ann.str(`document.getElementById("error").innerText`))
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	ann.noSideScroll()
	if watch.str(`window.notReloaded || ""`) != "yes" {
		t.Error("the watcher's page was reloaded")
	}
	t.Logf("Ann played %d turns, Dan %d", annTurns, danTurns)
}

// play sends seat's first legal play (or a pass) through the HTTP API.
func play(t *testing.T, hs *httptest.Server, id string, seat int, token string, v pegjokers.View, k int) {
	t.Helper()
	var text string
	for _, c := range v.Hand {
		if ms := v.LegalMoves(c); len(ms) > 0 {
			text = pegjokers.Choice{Card: c, Move: ms[0]}.String()
			break
		}
	}
	if text == "" {
		text = pegjokers.Choice{Card: v.Hand[0]}.String()
	}
	body, err := json.Marshal(map[string]any{"seat": seat, "token": token, "id": fmt.Sprint("dan", k), "action": text})
	if err != nil {
		t.Fatal(err)
	}
	res, err := hs.Client().Post(hs.URL+"/tables/"+id+"/actions", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("seat %d's %q: %d", seat, text, res.StatusCode)
	}
}
