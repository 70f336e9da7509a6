package main

import (
	"bytes"
	"fmt"
	"html/template"
	"log"
	"net/http"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// cardView is a card as the page shows it.
type cardView struct {
	Code  string // what a form sends: "5H"
	Face  string // what a person reads: "5♥"
	Red   bool
	Legal bool // the card may be laid now
}

func viewCard(c cards.Card, legal bool) cardView {
	if c == cards.NoCard {
		return cardView{}
	}
	s := c.Suit()
	return cardView{Code: c.String(), Face: c.Unicode(), Red: s == cards.Hearts || s == cards.Diamonds, Legal: legal}
}

func viewSet(s cards.Set, legal cards.Set) []cardView {
	var out []cardView
	for c := range s.All() {
		out = append(out, viewCard(c, legal.Has(c)))
	}
	return out
}

// startView is the start page.
type startView struct {
	Name, Bot string
	Muggins   bool
	Hole      int
	Resume    string // the id of the visitor's game, if it is still here
	Error     string
}

// page is a game as the page shows it.
type page struct {
	ID      string
	You     string
	BotName string
	Muggins bool
	Hole    int
	Board   template.HTML // the board as inline SVG
	Scores  [2]int
	Dealer  string
	Phase   string
	Deal    int

	Starter  cardView
	Hand     []cardView // the cards you hold
	Kept     []cardView // your four for the show
	Pile     []cardView // the cards of the current count
	Count    int
	Play     bool // the play is on: show the pile and the count
	BotHeld  int  // cards the bot holds
	Crib     []cardView
	CribOpen bool // the crib lies face up
	CribLen  int
	YourCrib bool
	Between  bool // a deal is over and the next not dealt

	Mode      string // what you do now: discard, lay, peg, go, count, accept, pegout, deal, over
	Prompt    string
	CountCrib bool // you count the crib, not your hand

	Show   []showLine
	Log    []string // the last lines of the log, the newest last
	Result string
	Error  string
}

// gameView builds the page of t, with an error message if msg is not "".
func gameView(t *table, msg string) page {
	g := t.g
	p := page{
		ID: t.id, You: t.names[you], BotName: t.botName, Muggins: g.Rules().Muggins, Hole: g.Rules().GameHole,
		Scores: [2]int{g.Score(0), g.Score(1)}, Phase: g.Phase().String(), Deal: g.DealNumber(),
		Starter: viewCard(g.Starter(), false), Show: t.show, Error: msg,
	}
	if g.DealNumber() > 0 {
		p.Dealer = t.names[g.Dealer()]
		p.YourCrib = g.Dealer() == you
		p.Between = g.Phase() == crib.PhaseDeal
	}
	for _, l := range t.show {
		if l.Crib {
			p.YourCrib = l.Seat == you // the crib of the deal just shown
		}
	}
	var svg bytes.Buffer
	if err := g.Board().WriteSVG(&svg, t.names...); err == nil {
		s := svg.String()
		if strings.HasPrefix(s, "<?xml") {
			s = s[strings.Index(s, "\n")+1:]
		}
		p.Board = template.HTML(s) // written by crib.Board.WriteSVG, which escapes the names
	}
	p.Log = t.log[max(0, len(t.log)-20):]

	act, seat := g.Next()
	var legal cards.Set
	if act == crib.StepLay && seat == you {
		legal = g.LayView(you).Legal()
	}
	p.Hand = viewSet(g.Hand(you), legal)
	if ph := g.Phase(); ph == crib.PhasePlay {
		p.Play = true
		for _, c := range g.Play().Pile() {
			p.Pile = append(p.Pile, viewCard(c, false))
		}
		p.Count = g.Play().Count()
		p.BotHeld = g.Play().Hand(bot).Len()
	}
	if ph := g.Phase(); ph == crib.PhasePlay || ph == crib.PhaseShow {
		p.Kept = viewSet(g.Kept(you), 0)
	}
	p.CribLen = g.Crib().Len()
	p.mode(t, act, seat)
	if p.CribOpen = p.CountCrib || cribShown(t.show); p.CribOpen {
		p.Crib = viewSet(g.Crib(), 0)
	}
	return p
}

func cribShown(show []showLine) bool {
	for _, l := range show {
		if l.Crib {
			return true
		}
	}
	return false
}

// mode says what the person does now, the same stops as botAction makes.
func (p *page) mode(t *table, act crib.Step, seat int) {
	g := t.g
	if res, over := g.Result(); over {
		p.Mode, p.Result = "over", res.Describe(t.names)
		return
	}
	if s, ok := g.Pending(); ok && s == you {
		p.Mode, p.Prompt = "peg", "What do you peg for that? (0 if nothing.)"
		if g.Phase() == crib.PhasePlay && len(g.Play().Laid()) == 0 {
			p.Prompt = "The starter is a Jack and you deal: what do you peg for his heels?"
		}
		return
	}
	if g.MaySayGo(you) {
		p.Mode, p.Prompt = "go", "You cannot lay without passing 31: say go."
		return
	}
	if seat != you && act != crib.StepDeal {
		p.Mode, p.Prompt = "wait", "Waiting for the bot."
		return
	}
	switch act {
	case crib.StepDiscard:
		p.Mode, p.Prompt = "discard", "Choose two cards for "+whose(t, g.Dealer())+" crib."
	case crib.StepLay:
		p.Mode, p.Prompt = "lay", "Your turn to lay. You may say what you peg with the card."
	case crib.StepClaim:
		p.Mode = "count"
		p.CountCrib = g.Dealer() == you && handCounted(t.show, you)
		if p.CountCrib {
			p.Prompt = "Count your crib and say what you peg."
		} else {
			p.Prompt = "Count your hand and say what you peg."
		}
	case crib.StepAccept:
		p.Mode, p.Prompt = "accept", "Accept the bot's count"
		if p.Muggins {
			p.Prompt += ", or call muggins if it missed points"
		}
		p.Prompt += "."
	case crib.StepPegOut:
		p.Mode, p.Prompt = "pegout", "Your count takes you out: peg out (rule 8.11)."
	case crib.StepDeal:
		p.Mode, p.Prompt = "deal", "The deal is over. Deal the next hand when you are ready."
	default:
		p.Mode, p.Prompt = "wait", fmt.Sprintf("The game waits for %v.", act)
	}
}

func whose(t *table, seat int) string {
	if seat == you {
		return "your"
	}
	return "the bot's"
}

func handCounted(show []showLine, seat int) bool {
	for _, l := range show {
		if l.Seat == seat && !l.Crib {
			return true
		}
	}
	return false
}

var pages = template.Must(template.New("pages").Funcs(template.FuncMap{
	"slice1": func(c cardView) []cardView { return []cardView{c} },
	"seq":    func(n int) []int { return make([]int, n) },
}).Parse(pageText))

// render writes a page with its status; a template that fails is a bug,
// logged and reported as one.
func render(w http.ResponseWriter, status int, name string, data any) {
	var b bytes.Buffer
	if err := pages.ExecuteTemplate(&b, name, data); err != nil {
		log.Printf("page %s: %v", name, err)
		http.Error(w, "the page could not be drawn", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}
