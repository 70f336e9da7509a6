package tables

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// The pages people use, served beside the JSON API:
//
//	GET /                                 the start page: open a table, get its links
//	GET /tables/{id}/play#seat=N&token=T  a seat's page (the token stays in the fragment, never sent in a URL)
//	GET /tables/{id}/watch                the watcher's page
//	GET /tables/{id}/join/{seat}          take an open seat: a name, then the seat's page
//	GET /tables/{id}/page?seat=N          the table as seat N sees it now, an HTML fragment
//	                                      (token in Authorization: Bearer; no seat: the watcher's)
//	GET /static/...                       the pages' script and style
//
// The pages' script fetches the fragment, sends what a person clicks as the
// game's action text (POST /tables/{id}/actions), and listens on the
// watcher's socket (/tables/{id}/ws?since=N) as its wake-up: the socket
// carries nothing hidden and needs no token, and each message it pushes
// makes the page fetch its seat's fragment again.

//go:embed static
var static embed.FS

// pageRoutes adds the pages to m.
func (s *Server) pageRoutes(m *http.ServeMux) {
	m.HandleFunc("GET /{$}", startPage)
	m.HandleFunc("GET /tables/{id}/play", s.shell)
	m.HandleFunc("GET /tables/{id}/watch", s.shell)
	m.HandleFunc("GET /tables/{id}/join/{seat}", s.shell)
	m.HandleFunc("GET /tables/{id}/page", s.fragment)
	m.Handle("GET /static/", http.FileServerFS(static))
}

// pageHeaders are every page's: no referrer (a seat's page holds its
// token in the fragment, which browsers never send, but to be sure), no
// framing, scripts and styles of our own only.
func pageHeaders(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'")
	h.Set("Cache-Control", "no-store")
}

func staticPage(name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b, err := static.ReadFile(name)
		if err != nil {
			http.Error(w, "no page", http.StatusInternalServerError)
			return
		}
		pageHeaders(w)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write(b)
	}
}

// startTemplate is the start page.
var startTemplate = template.Must(template.ParseFS(static, "static/start.html"))

// startPage serves the start page: the games, their seatings and bots.
func startPage(w http.ResponseWriter, r *http.Request) {
	data := struct {
		Seatings []string
		Levels   map[string][]string
	}{Levels: map[string][]string{}}
	for _, s := range pegjokers.Seatings() {
		data.Seatings = append(data.Seatings, s.String())
	}
	for name, k := range kinds {
		data.Levels[name] = botLevels(k, name == "crib")
	}
	var b bytes.Buffer
	if err := startTemplate.Execute(&b, data); err != nil {
		http.Error(w, "the page could not be drawn", http.StatusInternalServerError)
		return
	}
	pageHeaders(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(b.Bytes())
}

// botLevels are the bots a game offers, weakest first as far as known.
// The miscounting bot is offered for cribbage only: it miscounts claims.
func botLevels(k Kind, claims bool) []string {
	var out []string
	for _, l := range []string{"random", "scripted", miscountLevel, "calculated", "analysis", "heuristic", "expert", "search"} {
		if k.Bot(l) && (claims || l != miscountLevel) {
			out = append(out, l)
		}
	}
	return out
}

// shell serves the page of a table (a seat's, the watcher's, or the join
// page), which its script fills from the fragment; 404 for no table.
func (s *Server) shell(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.table(w, r); !ok {
		return
	}
	staticPage("static/table.html")(w, r)
}

// fragment writes the table as the request's seat (or the watcher) sees
// it now, an HTML fragment built from that seat's view and the events as
// it saw them; X-Table-N is the number of the last message it shows, and
// X-Heartbeat (a seat's only, while stand-ins are on) how often, in
// milliseconds, the page asks again to say its person is still there: a
// third of Options.Grace, since the page's socket is the watcher's and
// carries no token.
func (s *Server) fragment(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.tableSeat(w, r)
	if !ok {
		return
	}
	b, n, err := t.page(seat)
	if err != nil {
		s.fail(w, err)
		return
	}
	pageHeaders(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("X-Table-N", strconv.Itoa(n))
	if seat != NoSeat && s.opts.Grace > 0 {
		w.Header().Set("X-Heartbeat", strconv.FormatInt(max(s.opts.Grace/3, time.Millisecond).Milliseconds(), 10))
	}
	_, _ = w.Write(b)
}

// pager is a game that draws itself for a seat: from seat's view and the
// steps' events as seat saw them, nothing else.
type pager interface {
	page(h PageHead, hist []step) (any, string, error) // data, template name
}

// PageHead is what every game's fragment starts with: the game, the seat
// (NoSeat: a watcher) and its name, every seat's name, and whom the game
// waits on.
type PageHead struct {
	Table string // the table's id
	Game  string
	Seat  int // NoSeat: a watcher
	Name  string
	Names []string
	Turn  string // who the game waits on, in words
	Over  bool
	Mine  bool // the game waits on this seat
}

// page renders t for seat, and the number of its last message.
func (t *table) page(seat int) ([]byte, int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	names := make([]string, len(t.row.Seats))
	for i, st := range t.row.Seats {
		names[i] = st.Name
		if names[i] == "" {
			names[i] = fmt.Sprintf("Seat %d (open)", i)
		}
	}
	p, ok := t.game.(pager)
	if !ok {
		return nil, 0, fmt.Errorf("table %s: the game %s has no page", t.row.ID, t.row.Kind)
	}
	data, name, err := p.page(PageHead{Table: t.row.ID, Game: t.row.Kind, Seat: seat, Names: names}.of(t.game), t.history)
	if err != nil {
		return nil, 0, err
	}
	var b bytes.Buffer
	if err := pageTemplates.ExecuteTemplate(&b, name, data); err != nil {
		return nil, 0, err
	}
	return b.Bytes(), t.last(), nil
}

// of fills h's name of the seat and whom game g waits on.
func (h PageHead) of(g Game) PageHead {
	h.Over = g.Over()
	if h.Seat >= 0 && h.Seat < len(h.Names) {
		h.Name = h.Names[h.Seat]
	}
	var who []string
	for _, s := range g.Turn() {
		if s == h.Seat {
			h.Mine = true
			who = append(who, "you")
		} else {
			who = append(who, h.Names[s])
		}
	}
	if len(who) > 0 {
		h.Turn = "Waiting for " + strings.Join(who, " and ") + "."
	}
	return h
}

// cardView is a card as a page shows it.
type cardView struct {
	Code  string // what an action names: "5H"
	Face  string // what a person reads: "5♥"
	Red   bool
	Legal bool
}

func viewCard(c cards.Card) cardView {
	if c == cards.NoCard {
		return cardView{}
	}
	s := c.Suit()
	return cardView{Code: c.String(), Face: c.Unicode(), Red: s == cards.Hearts || s == cards.Diamonds}
}

func viewCards(cs []cards.Card) []cardView {
	out := make([]cardView, 0, len(cs))
	for _, c := range cs {
		out = append(out, viewCard(c))
	}
	return out
}

// svgHTML is an SVG the library wrote (escaping what it names), without
// its XML declaration, to put inline.
func svgHTML(b []byte) template.HTML {
	s := string(b)
	if strings.HasPrefix(s, "<?xml") {
		if i := strings.Index(s, "\n"); i >= 0 {
			s = s[i+1:]
		}
	}
	return template.HTML(s) // written by the library's WriteSVG, which escapes names
}

var pageTemplates = template.Must(template.New("pages").Funcs(template.FuncMap{
	"seq":    func(n int) []int { return make([]int, n) },
	"slice1": func(c cardView) []cardView { return []cardView{c} },
}).Parse(commonText + cribText + pjText)) // Crib Wars draws with cribbage's

// commonText are the pieces every game's fragment shares.
const commonText = `
{{define "cards"}}{{range .}}<span class="card{{if .Red}} red{{end}}" data-card="{{.Code}}">{{.Face}}</span>{{end}}{{end}}
{{define "backs"}}{{range seq .}}<span class="card back">?</span>{{end}}{{end}}
{{define "head"}}<p id="turn" class="prompt{{if .Mine}} mine{{end}}">{{if .Over}}The game is over: <a id="record" href="/tables/{{.Table}}/record">its record</a>, the deal's seed revealed, checks against the commitment made when the table opened.{{else}}{{.Turn}}{{end}}</p>{{end}}
{{define "log"}}<details id="logbox" open><summary>What happened</summary><ol class="log" id="log">{{range .}}<li>{{.}}</li>{{end}}</ol></details>{{end}}
`
