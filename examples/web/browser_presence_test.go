package main

import (
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/pegboard/pegboard/examples/web/tables"
)

// A person whose page is open keeps their seat, though their page's socket
// is the watcher's: the page says it is there (its heartbeat, a third of the
// grace). A person who never opens their page, and one who closes it, is
// played by a stand-in bot once the grace is over.
func TestBrowserHeartbeatKeepsTheSeat(t *testing.T) {
	const grace = 900 * time.Millisecond
	hs := testServerWith(t, tables.Options{Grace: grace})
	br := startBrowser(t, 60*time.Second)
	ann := newTab(t, br, "Ann", 800, 900)
	ann.do("the start page", chromedp.Navigate(hs.URL+"/"))
	ann.do("open a table",
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="0"] input`), "Ann"),
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="1"] select`), "person"),
		chromedp.SetValue(chromedp.CSS(`#seats .seat[data-seat="1"] input`), "Bob"),
		chromedp.Click(chromedp.ID("open")))
	ann.wait("the table's links", `!document.getElementById("links").hidden`)
	link := ann.str(`document.querySelector("a.seat-link").href`)
	m := seatLink.FindStringSubmatch(link)
	if m == nil {
		t.Fatalf("the link %s", link)
	}
	id := m[1]
	ann.do("Ann's seat", chromedp.Navigate(link))
	ann.wait("Ann's hand", `document.body.dataset.n !== undefined && document.getElementById("hand") !== null`)

	var v struct {
		N       int   `json:"n"`
		Turn    []int `json:"turn"`
		Standin []int `json:"standin"`
	}
	standins := func() []int {
		getJSON(t, hs, "/tables/"+id+"/view", "", &v) // a watcher's request: no presence
		return v.Standin
	}
	// Bob never came: a stand-in lays away for him. Ann, her page open and
	// doing nothing, keeps her seat through several graces.
	deadline := time.Now().Add(20 * time.Second)
	for !slices.Contains(standins(), 1) {
		if time.Now().After(deadline) {
			t.Fatalf("no stand-in for Bob: %+v", v)
		}
		time.Sleep(50 * time.Millisecond)
	}
	for range 4 {
		time.Sleep(grace)
		if s := standins(); slices.Contains(s, 0) || !slices.Contains(v.Turn, 0) {
			t.Fatalf("Ann's page is open, yet the stand-ins are %v and the game waits on %v", s, v.Turn)
		}
	}
	// Ann closes her page: after the grace a stand-in plays for her.
	ann.do("Ann leaves", chromedp.Navigate("about:blank"))
	for !slices.Contains(standins(), 0) {
		if time.Now().After(deadline) {
			t.Fatalf("no stand-in for Ann once she left: %+v", v)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
