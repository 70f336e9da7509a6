package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// maxGames is how many games the server keeps; starting one more forgets
// the game left alone longest.
const maxGames = 1000

// maxForm is the most a form may send: a form of this page is a few
// dozen bytes.
const maxForm = 16 << 10

// cookieName is the cookie that remembers the visitor's game, so the start
// page can offer to go back to it.
const cookieName = "pegboard_game"

// server is the web table: games kept in memory, keyed by their id.
type server struct {
	seed     uint64  // the seed of the server's games: game n is dealt from seed and n
	miscount float64 // the rate of the miscounting bot (the start page's "the bot miscounts")
	mux      *http.ServeMux

	mu    sync.Mutex
	games map[string]*table
	made  uint64 // games started so far
	clock uint64 // counts requests, to know which game was used last
}

// NewServer returns the web table as an http.Handler. Its games are dealt
// from seed: the same seed and the same choices give the same games.
//
//	GET  /           the start page: a new game, or back to yours
//	POST /new        start a game (fields name, bot, muggins, miscount, hole); redirects to it
//	GET  /game/{id}  the game
//	POST /game/{id}  an action (field do, with card, points as it needs); redirects to the game
//
// A game started with miscount on has a bot that misses a combination in
// that share of its counts that score (bot.Miscounter{Rate: miscount}).
func NewServer(seed uint64, miscount float64) http.Handler { return newServer(seed, miscount) }

// defaultMiscount is the share of its counts the miscounting bot gets wrong.
const defaultMiscount = 0.25

func newServer(seed uint64, miscount ...float64) *server {
	s := &server{seed: seed, miscount: defaultMiscount, games: map[string]*table{}}
	if len(miscount) > 0 {
		s.miscount = miscount[0]
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.index)
	mux.HandleFunc("POST /new", s.newGame)
	mux.HandleFunc("GET /game/{id}", s.showGame)
	mux.HandleFunc("POST /game/{id}", s.act)
	mux.HandleFunc("GET /", s.notFound)
	s.mux = mux
	return s
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// index shows the start page.
func (s *server) index(w http.ResponseWriter, r *http.Request) {
	v := startView{Name: "Ann", Bot: "analysis", Muggins: true, Hole: 121}
	if c, err := r.Cookie(cookieName); err == nil {
		s.mu.Lock()
		if t, ok := s.games[c.Value]; ok {
			v.Resume = t.id
		}
		s.mu.Unlock()
	}
	render(w, http.StatusOK, "start", v)
}

func (s *server) notFound(w http.ResponseWriter, r *http.Request) {
	render(w, http.StatusNotFound, "start", startView{Name: "Ann", Bot: "analysis", Muggins: true, Hole: 121,
		Error: fmt.Sprintf("There is no page %q here.", r.URL.Path)})
}

// newGame starts a game from the start page's form.
func (s *server) newGame(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	v := startView{Name: "Ann", Bot: "analysis", Muggins: true, Hole: 121}
	if err := r.ParseForm(); err != nil {
		v.Error = "The form could not be read: " + err.Error()
		render(w, http.StatusBadRequest, "start", v)
		return
	}
	v.Name = strings.TrimSpace(r.PostFormValue("name"))
	v.Bot = r.PostFormValue("bot")
	v.Muggins = r.PostFormValue("muggins") == "on"
	v.Miscount = r.PostFormValue("miscount") == "on"
	hole, err := strconv.Atoi(r.PostFormValue("hole"))
	v.Hole = hole
	switch {
	case !goodName(v.Name):
		v.Error = "Your name must be 1 to 20 letters, digits or spaces."
	case v.Bot != "analysis" && v.Bot != "random":
		v.Error = fmt.Sprintf("There is no bot called %q: choose analysis or random.", v.Bot)
	case err != nil || (hole != 121 && hole != 61):
		v.Error = "The game is to 121 or to 61."
		v.Hole = 121
	}
	if v.Error != "" {
		render(w, http.StatusBadRequest, "start", v)
		return
	}
	id, err := newID()
	if err != nil {
		http.Error(w, "no game id: "+err.Error(), http.StatusInternalServerError)
		return
	}
	s.mu.Lock()
	s.made++
	seed := s.seed + s.made*0x9e3779b97f4a7c15
	rate := 0.0
	if v.Miscount {
		rate = s.miscount
	}
	t, err := newTable(id, seed, v.Name, v.Bot, v.Muggins, hole, rate)
	if err == nil {
		s.keep(t)
	}
	s.mu.Unlock()
	if err != nil {
		http.Error(w, "the game could not start: "+err.Error(), http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: id, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode})
	http.Redirect(w, r, "/game/"+id, http.StatusSeeOther)
}

// keep stores t, forgetting the game left alone longest when the store is
// full. The caller holds s.mu.
func (s *server) keep(t *table) {
	if len(s.games) >= maxGames {
		var oldest *table
		for _, o := range s.games {
			if oldest == nil || o.used < oldest.used {
				oldest = o
			}
		}
		delete(s.games, oldest.id)
	}
	s.clock++
	t.used = s.clock
	s.games[t.id] = t
}

// goodName reports whether a person's name is one the page can show: 1 to
// 20 letters, digits, spaces and a little punctuation.
func goodName(n string) bool {
	if n == "" || len([]rune(n)) > 20 {
		return false
	}
	for _, r := range n {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" .'-", r) {
			return false
		}
	}
	return true
}

// newID returns a fresh game id: 16 hex digits nobody can guess.
func newID() (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return hex.EncodeToString(b[:]), nil
}

// lookup returns the game of the request's id, or writes the page that
// says there is none.
func (s *server) lookup(w http.ResponseWriter, r *http.Request) *table {
	id := r.PathValue("id")
	t, ok := s.games[id]
	if !ok {
		render(w, http.StatusNotFound, "start", startView{Name: "Ann", Bot: "analysis", Muggins: true, Hole: 121,
			Error: fmt.Sprintf("There is no game %q: it may have ended long ago, or the address is wrong. Start a new one.", id)})
		return nil
	}
	s.clock++
	t.used = s.clock
	return t
}

// showGame shows a game.
func (s *server) showGame(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.lookup(w, r)
	if t == nil {
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: t.id, Path: "/", HttpOnly: true, SameSite: http.SameSiteLaxMode})
	render(w, http.StatusOK, "game", gameView(t, ""))
}

// act applies the person's action and shows the game again: on success by
// a redirect (so reloading the page does not repeat the action), on bad
// input with the message on the page and a 4xx status.
func (s *server) act(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.lookup(w, r)
	if t == nil {
		return
	}
	actions, err := parseAction(r)
	if err == nil {
		err = t.do(actions...)
	}
	if err != nil {
		status, msg := explain(err)
		if status == http.StatusInternalServerError {
			log.Printf("game %s: %v", t.id, err)
		}
		render(w, status, "game", gameView(t, msg))
		return
	}
	http.Redirect(w, r, "/game/"+t.id, http.StatusSeeOther)
}

// badInput is an action the form does not spell out right.
type badInput struct{ msg string }

func (e badInput) Error() string { return e.msg }

func bad(format string, a ...any) error { return badInput{fmt.Sprintf(format, a...)} }

// explain turns an error into the status and the message the page shows.
func explain(err error) (int, string) {
	var b badInput
	if errors.As(err, &b) {
		return http.StatusBadRequest, b.msg
	}
	var te tableError
	var ge *crib.Error
	if !errors.As(err, &te) && errors.As(err, &ge) {
		why := ge.Err.Error()
		switch {
		case errors.Is(err, crib.ErrNotInHand):
			why = "that card is not in your hand (" + why + ")"
		case errors.Is(err, crib.ErrNotYourTurn):
			why = "it is not your turn (" + why + ")"
		}
		return http.StatusUnprocessableEntity, "The game does not allow that: " + why + "."
	}
	return http.StatusInternalServerError, "Something went wrong at the table: " + err.Error()
}

// parseAction reads the person's action from the form: the field do names
// it, and card (one or more) and points carry what it needs.
func parseAction(r *http.Request) ([]crib.Action, error) {
	if err := r.ParseForm(); err != nil {
		return nil, bad("The form could not be read: %v.", err)
	}
	f := r.PostForm
	switch do := f.Get("do"); do {
	case "discard":
		cs, err := parseCards(f["card"])
		if err != nil {
			return nil, err
		}
		if len(cs) != 2 {
			return nil, bad("Choose two cards for the crib (you chose %d).", len(cs))
		}
		return []crib.Action{crib.Discard{Seat: you, Cards: cards.SetOf(cs...)}}, nil
	case "lay":
		cs, err := parseCards(f["card"])
		if err != nil {
			return nil, err
		}
		if len(cs) != 1 {
			return nil, bad("Lay one card (you chose %d).", len(cs))
		}
		a := []crib.Action{crib.Lay{Seat: you, Card: cs[0]}}
		if p := strings.TrimSpace(f.Get("points")); p != "" {
			n, err := parsePoints(p)
			if err != nil {
				return nil, err
			}
			a = append(a, crib.Claim{Seat: you, Points: n})
		}
		return a, nil
	case "go":
		return []crib.Action{crib.Go{Seat: you}}, nil
	case "peg", "count":
		n, err := parsePoints(f.Get("points"))
		if err != nil {
			return nil, err
		}
		return []crib.Action{crib.Claim{Seat: you, Points: n}}, nil
	case "muggins":
		n, err := parsePoints(f.Get("points"))
		if err != nil {
			return nil, err
		}
		return []crib.Action{crib.CallMuggins{Caller: you, Target: bot, Asked: n}}, nil
	case "accept":
		return []crib.Action{crib.Accept{Seat: you}}, nil
	case "correct":
		return []crib.Action{crib.Correct{Caller: you, Target: bot}}, nil
	case "pegout":
		return []crib.Action{crib.PegOut{Seat: you}}, nil
	case "refuse":
		return []crib.Action{crib.RefusePegOut{Seat: you}}, nil
	case "deal":
		return []crib.Action{crib.Deal{}}, nil
	case "":
		return nil, bad("The form says nothing to do.")
	default:
		return nil, bad("There is no action %q here.", do)
	}
}

// parseCards reads cards as people write them: 5H, 10s, Q♥.
func parseCards(in []string) ([]cards.Card, error) {
	var cs []cards.Card
	for _, s := range in {
		c, err := cards.Parse(strings.TrimSpace(s))
		if err != nil || !c.IsStandard() {
			return nil, bad("%q is not a card.", s)
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// parsePoints reads a number of points, 0 to 29.
func parsePoints(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, bad("%q is not a number of points.", s)
	}
	if n < 0 || n > 29 {
		return 0, bad("%d points? A count is from 0 to 29.", n)
	}
	return n, nil
}
