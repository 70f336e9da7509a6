package main

import (
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// checkBotHonest checks that the bot pegs exactly what it scores: no
// overpeg of its is open to correction, and a call of muggins on it is
// no muggins.
func checkBotHonest(t *testing.T, g crib.Game) {
	t.Helper()
	if _, _, err := g.Correct(you, bot); err == nil {
		t.Fatalf("the bot overpegged:\n%v", g.Board())
	}
	_, ev, err := g.CallMuggins(you, bot, 29)
	if err != nil {
		return
	}
	for _, e := range ev {
		if m, ok := e.(crib.MugginsCalled); ok && !m.Wrong {
			t.Fatalf("the bot underpegged: %s", m.Describe([]string{"Ann", "Bot"}))
		}
	}
}

// TestWholeGame plays whole games at the web table, counting right, and
// checks after every action that the page draws the game's board, and at
// the end that the page says who won.
func TestWholeGame(t *testing.T) {
	for _, bot := range []string{"random", "analysis"} {
		t.Run(bot, func(t *testing.T) {
			c := newClient(t, 7)
			id := c.start(bot, true, 121)
			page := c.page(id)
			seen := map[string]bool{}
			for n := 0; mode(page) != ""; n++ {
				seen[mode(page)] = true
				if n > 2000 {
					t.Fatal("the game does not end")
				}
				g := c.game(id)
				checkBoard(t, page, g)
				checkBotHonest(t, g)
				page = c.step(id, page, honest)
			}
			for _, m := range []string{"discard", "lay", "go", "count", "accept", "deal"} {
				if !seen[m] {
					t.Errorf("the game never asked the person to %s", m)
				}
			}
			g := c.game(id)
			res, over := g.Result()
			if !over {
				t.Fatalf("no form, but the game is not over:\n%s", page)
			}
			if !strings.Contains(page, `id="result"`) {
				t.Fatalf("the page does not say who won:\n%s", page)
			}
			checkBoard(t, page, g)
			t.Logf("%s", res.Describe([]string{"Ann", "Bot"}))
			if strings.Contains(c.srv.games[id].logText(), "muggins") {
				t.Errorf("an honest player was mugginsed:\n%s", c.srv.games[id].logText())
			}
		})
	}
}

// playDeal plays the first deal of a game with the random bot as p would,
// and returns the page at its end and the game.
func playDeal(t *testing.T, muggins bool, p player) (string, crib.Game) {
	t.Helper()
	c := newClient(t, 11)
	id := c.start("random", muggins, 121)
	page := c.page(id)
	for n := 0; mode(page) != "deal"; n++ {
		if n > 100 || mode(page) == "" {
			t.Fatalf("the deal does not end:\n%s", page)
		}
		page = c.step(id, page, p)
	}
	return page, c.game(id)
}

// TestMuggins plays the same deal three times: counting right, and pegging
// nothing with muggins on and off. With muggins on the bot takes every
// point the person missed, except his heels (ACC rule 10.3c); with it off
// the points are lost.
func TestMuggins(t *testing.T) {
	_, right := playDeal(t, true, honest)
	onPage, on := playDeal(t, true, silent)
	offPage, off := playDeal(t, false, silent)
	heels := 0
	if right.Starter().Rank() == cards.Jack && right.Dealer() == you {
		heels = 2
	}
	missed := right.Score(you) - heels
	if missed <= 0 {
		t.Fatalf("the person scores nothing to miss in this deal (%d)", right.Score(you))
	}
	if on.Score(you) != 0 || off.Score(you) != 0 {
		t.Errorf("pegging nothing scored %d (muggins on), %d (off)", on.Score(you), off.Score(you))
	}
	if off.Score(bot) != right.Score(bot) {
		t.Errorf("without muggins the bot scores %d, counting right it scored %d", off.Score(bot), right.Score(bot))
	}
	if got := on.Score(bot) - off.Score(bot); got != missed {
		t.Errorf("with muggins the bot took %d, the person missed %d", got, missed)
	}
	if !strings.Contains(onPage, "calls &#34;muggins for") {
		t.Errorf("no muggins call on the page:\n%s", onPage)
	}
	if strings.Contains(offPage, "muggins for") {
		t.Errorf("a muggins call with muggins off:\n%s", offPage)
	}
	checkBoard(t, onPage, on)
	checkBoard(t, offPage, off)
	for _, pg := range []string{onPage, offPage} {
		if !strings.Contains(pg, "Ann pegged 0.") || !strings.Contains(pg, `<span class="say">`) {
			t.Errorf("the show is not said aloud with the claims:\n%s", pg)
		}
	}
}
