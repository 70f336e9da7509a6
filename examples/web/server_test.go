package main

import (
	"strings"
	"testing"

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
			for n := 0; mode(page) != ""; n++ {
				if n > 2000 {
					t.Fatal("the game does not end")
				}
				g := c.game(id)
				checkBoard(t, page, g)
				checkBotHonest(t, g)
				page = c.step(id, page, honest)
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
