package tables

import (
	"bytes"
	"fmt"
	"html/template"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// pjLog is how many of the last actions a Pegs and Jokers page tells.
const pjLog = 40

// pjPage is a Pegs and Jokers table as one seat sees it, from that seat's
// pegjokers.View and the events as pegjokers.SeenBy shows them to it. The
// seat's legal moves are listed only on its own page, only on its turn.
type pjPage struct {
	PageHead
	Color    string
	Players  []pjPlayer
	Board    template.HTML
	Hand     []cardView
	Discard  cardView
	DrawPile int
	Plays    []pjCard // on the seat's turn, each card's moves
	Result   string
	Log      []string
}

type pjPlayer struct {
	Name, Color, Team string
	Held              int
	You               bool
}

// pjCard is a card of the hand and what it may do: its moves, or a pass
// when it has none (the guide's rule 1).
type pjCard struct {
	Card  cardView
	Moves []pjMove
	Pass  string // the action text of discarding it without a move
}

type pjMove struct {
	Act, Say string
}

func pjEventsOf(e Events) []pegjokers.Event {
	if pe, ok := e.(pjEvents); ok {
		return pe.evs
	}
	return nil
}

func (p pjGame) page(h PageHead, hist []step) (any, string, error) {
	seat, names := h.Seat, h.Names
	v, err := p.g.SeatView(seat)
	if err != nil {
		return nil, "", err
	}
	pg := pjPage{PageHead: h, Hand: viewCards(v.Hand), DrawPile: v.DrawPile}
	st := v.Position.Seating()
	if seat >= 0 {
		pg.Color = pegjokers.Seat(seat).Color()
	}
	for s := range names {
		pg.Players = append(pg.Players, pjPlayer{Name: names[s], Color: pegjokers.Seat(s).Color(),
			Team: st.TeamName(st.Team(pegjokers.Seat(s))), Held: v.Held[s], You: s == seat})
	}
	if n := len(v.Discards); n > 0 {
		pg.Discard = viewCard(v.Discards[n-1])
	}
	var b bytes.Buffer
	if err := v.Position.WriteSVG(&b); err != nil {
		return nil, "", err
	}
	pg.Board = svgHTML(b.Bytes())
	if seat >= 0 && v.Step == pegjokers.StepPlay && int(v.Position.Turn()) == seat && !p.g.Over() {
		seen := map[cards.Card]bool{}
		for _, c := range v.Hand {
			if seen[c] {
				continue
			}
			seen[c] = true
			pc := pjCard{Card: viewCard(c)}
			for _, m := range v.LegalMoves(c) {
				pc.Moves = append(pc.Moves, pjMove{Act: pegjokers.Choice{Card: c, Move: m}.String(), Say: m.Describe(v.Position)})
			}
			if len(pc.Moves) == 0 {
				pc.Pass = pegjokers.Choice{Card: c}.String()
			}
			pg.Plays = append(pg.Plays, pc)
		}
	}
	for _, s := range hist[max(0, len(hist)-pjLog):] {
		for _, e := range pjEventsOf(s.evs) {
			pg.Log = append(pg.Log, pegjokers.SeenBy(e, seat).Describe(names))
			if over, ok := e.(pegjokers.GameOver); ok {
				pg.Result = over.Describe(names)
			}
		}
	}
	return pg, "pegjokers", nil
}

// Prompt says what the seat does now.
func (pg pjPage) Prompt() string {
	switch {
	case pg.Over || pg.Seat < 0:
		return ""
	case len(pg.Plays) > 0:
		return fmt.Sprintf("Your turn (%s): play a card.", pg.Color)
	}
	return ""
}

const pjText = `
{{define "pegjokers"}}<div class="head">
<ul id="players" class="players">{{range .Players}}<li class="{{if .You}}you{{end}}"><b>{{.Name}}</b> ({{.Color}}{{if .Team}}, {{.Team}}{{end}}): {{.Held}} {{if eq .Held 1}}card{{else}}cards{{end}}</li>{{end}}</ul>
{{template "head" .PageHead}}
{{if .Result}}<p class="prompt" id="result">{{.Result}}</p>{{end}}
</div>
<div class="board" id="board">{{.Board}}</div>
<section id="act" data-mode="{{if .Plays}}play{{end}}">
{{with .Prompt}}<p class="prompt" id="prompt">{{.}}</p>{{end}}
{{if .Plays}}<div id="moves">{{range .Plays}}<div class="movecard">{{template "cards" (slice1 .Card)}}
{{range .Moves}}<button class="move" data-act="{{.Act}}">{{.Say}}</button>{{end}}
{{if .Pass}}<button class="move pass" data-act="{{.Pass}}">no move: discard it</button>{{end}}</div>{{end}}</div>{{end}}
</section>
<section id="table-cards">
<div class="row" id="discards">Discard pile: {{if .Discard.Code}}{{template "cards" (slice1 .Discard)}}{{else}}empty{{end}} · draw pile {{.DrawPile}}</div>
{{if ge .Seat 0}}<div class="row" id="hand">Your hand: {{template "cards" .Hand}}</div>{{end}}
</section>
{{template "log" .Log}}
{{end}}
`
