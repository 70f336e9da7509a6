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
	Miscount  bool // the bot misses points in some counts
	Hole      int
	Resume    string // the id of the visitor's game, if it is still here
	Error     string
}

// page is a game as the page shows it.
type page struct {
	ID       string
	You      string
	BotName  string
	Muggins  bool
	Miscount bool
	Hole     int
	Board    template.HTML // the board as inline SVG
	Scores   [2]int
	Dealer   string
	Phase    string
	Deal     int

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
// Everything it shows comes from the person's seat's view of the game
// (crib.View) and the events as that seat saw them (the table's log and
// show): the bot's hand and the crib stay hidden until they are laid out.
func gameView(t *table, msg string) page {
	g := t.g
	v, err := g.View(you)
	if err != nil {
		return page{ID: t.id, You: t.names[you], BotName: t.botName, Error: "The game cannot be shown: " + err.Error()}
	}
	p := page{
		ID: t.id, You: t.names[you], BotName: t.botName, Muggins: v.Rules.Muggins, Miscount: t.counter.Rate > 0, Hole: v.Rules.GameHole,
		Scores: [2]int{v.Board.Score(0), v.Board.Score(1)}, Phase: v.Phase.String(), Deal: v.Deal,
		Starter: viewCard(v.Starter, false), Error: msg,
	}
	if v.Deal > 0 && v.Dealer >= 0 {
		p.Dealer = t.names[v.Dealer]
		p.YourCrib = v.Dealer == you
		p.Between = v.Phase == crib.PhaseDeal
	}
	for _, l := range t.show {
		if !l.Open {
			l.Say = "" // the bot's count, said once the person accepts or challenges it
		}
		p.Show = append(p.Show, l)
		if l.Crib {
			p.YourCrib = l.Seat == you // the crib of the deal just shown
		}
	}
	var svg bytes.Buffer
	if err := v.Board.WriteSVG(&svg, t.names...); err == nil {
		s := svg.String()
		if strings.HasPrefix(s, "<?xml") {
			s = s[strings.Index(s, "\n")+1:]
		}
		p.Board = template.HTML(s) // written by crib.Board.WriteSVG, which escapes the names
	}
	p.Log = t.log[max(0, len(t.log)-20):]

	var legal cards.Set
	if v.Next == crib.StepLay && v.Turn == you {
		legal = v.Play().Legal()
	}
	p.Hand = viewSet(v.Hand, legal)
	if v.Phase == crib.PhasePlay {
		p.Play = true
		pl := v.Play()
		for _, c := range pl.Pile() {
			p.Pile = append(p.Pile, viewCard(c, false))
		}
		p.Count = pl.Count()
		p.BotHeld = v.Held[bot]
	}
	if v.Phase == crib.PhasePlay || v.Phase == crib.PhaseShow {
		p.Kept = viewSet(v.Kept, 0)
	}
	p.CribLen = v.CribSize
	p.mode(t, v)
	if p.Mode == "go" && len(t.pile) > 0 {
		// The count the person cannot lay on: the game may have started
		// the next one already, which it says after the go.
		p.Pile = p.Pile[:0]
		for _, c := range t.pile {
			p.Pile = append(p.Pile, viewCard(c, false))
		}
		p.Count = t.laid.Score.Count
	}
	switch {
	case v.Crib != 0:
		p.CribOpen, p.Crib = true, viewSet(v.Crib, 0)
	case p.CountCrib:
		// The person turns their crib over to count it (ACC rule 9.2).
		if sh, err := layOut(g, you); err == nil && sh.Crib {
			p.CribOpen, p.Crib = true, viewSet(cards.SetOf(sh.Cards[:]...), 0)
		}
	case cribShown(t.show):
		for _, l := range t.show {
			if l.Crib {
				p.CribOpen = true
				p.Crib = l.Cards
			}
		}
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
func (p *page) mode(t *table, v crib.View) {
	g := t.g
	act, seat := v.Next, v.Turn
	if res, over := g.Result(); over {
		p.Mode, p.Result = "over", res.Describe(t.names)
		return
	}
	if v.Pending == you {
		p.Mode, p.Prompt = "peg", "What do you peg for that? (0 if nothing.)"
		if v.Phase == crib.PhasePlay && len(v.Play().Laid()) == 0 {
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
		p.Mode, p.Prompt = "discard", "Choose two cards for "+whose(t, v.Dealer)+" crib."
	case crib.StepLay:
		p.Mode, p.Prompt = "lay", "Your turn to lay. You may say what you peg with the card."
	case crib.StepClaim:
		p.Mode = "count"
		p.CountCrib = v.Dealer == you && handCounted(t.show, you)
		if p.CountCrib {
			p.Prompt = "Count your crib and say what you peg."
		} else {
			p.Prompt = "Count your hand and say what you peg."
		}
	case crib.StepAccept:
		p.Mode, p.Prompt = "accept", "Count the bot's cards: accept its count, or say it pegged too many"
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
