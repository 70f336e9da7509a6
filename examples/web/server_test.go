package main

import (
	"net/url"
	"strconv"
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
	if _, _, err := g.Apply(crib.Correct{Caller: you, Target: bot}); err == nil {
		t.Fatalf("the bot overpegged:\n%v", g.Board())
	}
	_, ev, err := g.Apply(crib.CallMuggins{Caller: you, Target: bot, Asked: 29})
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
		if !strings.Contains(pg, "Deal 1 is over; ") {
			t.Errorf("the score line does not say the deal is over:\n%s", pg)
		}
		if !strings.Contains(pg, "Ann pegged 0.") || !strings.Contains(pg, `<span class="say">`) {
			t.Errorf("the show is not said aloud with the claims:\n%s", pg)
		}
	}
}

// TestPegAfterLay lays a card without saying what it pegs: the page asks,
// and the claim that follows is pegged on the board.
func TestPegAfterLay(t *testing.T) {
	c := newClient(t, 7)
	id := c.start("analysis", true, 121)
	page := c.page(id)
	for n := 0; mode(page) != "lay"; n++ {
		if n > 20 {
			t.Fatalf("no lay:\n%s", page)
		}
		page = c.step(id, page, honest)
	}
	page = c.act(id, url.Values{"do": {"lay"}, "card": {legal(page)[0]}})
	if mode(page) != "peg" || !strings.Contains(page, "What do you peg for that?") {
		t.Fatalf("after a lay with no points the page asks %q:\n%s", mode(page), page)
	}
	n := truth(t, c.game(id), "peg")
	before := c.game(id).Score(you)
	page = c.act(id, url.Values{"do": {"peg"}, "points": {strconv.Itoa(n)}})
	if got := c.game(id).Score(you); got != before+n {
		t.Errorf("pegging %d moved the score from %d to %d", n, before, got)
	}
	checkBoard(t, page, c.game(id))
}

// TestHeels finds a deal where the person turns a Jack as dealer: the page
// asks for his heels, which muggins does not take when they are not pegged
// (ACC rule 10.3c).
func TestHeels(t *testing.T) {
	c := newClient(t, 7)
	id := c.start("analysis", true, 121)
	page := c.page(id)
	for n := 0; !strings.Contains(page, "his heels?"); n++ {
		if n > 300 || mode(page) == "" {
			t.Fatal("no heels for the person in this game")
		}
		page = c.step(id, page, silent)
	}
	g := c.game(id)
	if g.Starter().Rank() != cards.Jack || g.Dealer() != you || mode(page) != "peg" {
		t.Fatalf("heels asked with starter %v, dealer %d, mode %q", g.Starter(), g.Dealer(), mode(page))
	}
	botBefore := g.Score(bot)
	page = c.act(id, url.Values{"do": {"peg"}, "points": {"0"}})
	if got := c.game(id).Score(bot); got != botBefore {
		t.Errorf("the bot took his heels: %d to %d", botBefore, got)
	}
	checkBoard(t, page, c.game(id))
}

// TestPersonCallsMuggins calls muggins on the bot, which counts right: no
// muggins, and the bot pegs the points asked (ACC rule 10.4a).
func TestPersonCallsMuggins(t *testing.T) {
	c := newClient(t, 7)
	id := c.start("analysis", true, 121)
	page := c.page(id)
	for n := 0; mode(page) != "accept"; n++ {
		if n > 100 || mode(page) == "" {
			t.Fatal("the bot's count never waited for acceptance")
		}
		page = c.step(id, page, honest)
	}
	if !strings.Contains(page, `id="muggins"`) {
		t.Fatalf("no muggins form with muggins on:\n%s", page)
	}
	before := c.game(id).Score(bot)
	page = c.act(id, url.Values{"do": {"muggins"}, "points": {"2"}})
	if got := c.game(id).Score(bot); got != before+2 {
		t.Errorf("a wrong call gave the bot %d, want 2", got-before)
	}
	if !strings.Contains(page, "no muggins; Bot takes the 2") {
		t.Errorf("the page does not say the call was wrong:\n%s", page)
	}
}

// TestPegOut plays games to 61 without muggins where the person pegs one
// short of the game hole: the page asks them to peg out (ACC rule 8.11);
// pegging out wins, refusing forfeits the points not pegged.
func TestPegOut(t *testing.T) {
	for _, answer := range []string{"pegout", "refuse"} {
		t.Run(answer, func(t *testing.T) {
			for seed := uint64(1); ; seed++ {
				if seed > 40 {
					t.Fatal("no game asked the person to peg out")
				}
				c := newClient(t, seed)
				id := c.start("random", false, 61)
				page := c.page(id)
				for n := 0; mode(page) != "" && mode(page) != "pegout"; n++ {
					if n > 1000 {
						t.Fatal("the game does not end")
					}
					page = c.step(id, page, shy)
				}
				if mode(page) != "pegout" {
					continue
				}
				if !strings.Contains(page, "peg out (rule 8.11)") {
					t.Errorf("the page does not say why:\n%s", page)
				}
				before := c.game(id).Score(you)
				page = c.act(id, url.Values{"do": {answer}})
				g := c.game(id)
				side, won := g.Winner()
				switch {
				case answer == "pegout" && (!won || side != you || !strings.Contains(page, `id="result"`)):
					t.Errorf("pegging out did not win: %v %d\n%s", won, side, page)
				case answer == "refuse" && (g.Score(you) != before || won && side == you):
					t.Errorf("refusing pegged %d to %d", before, g.Score(you))
				}
				checkBoard(t, page, g)
				return
			}
		})
	}
}
