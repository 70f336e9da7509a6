package tables

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

// cribPage is a cribbage table (or Crib Wars, whose cards are cribbage's)
// as one seat sees it: built from crib.View of that seat and the events of
// this deal as crib.SeenBy (or cribwars.SeenBy) shows them to it.
type cribPage struct {
	PageHead
	Other   int // the opponent, for two seats
	Sides   []sideLine
	Hole    int
	Claimed bool
	Muggins bool
	Deal    int
	Dealer  string
	Board   template.HTML

	Mode     string // what the seat does now: discard, lay, peg, go, count, accept, pegout; "" nothing
	Prompt   string
	Throw    int // cards to lay away
	Hand     []cardView
	Kept     []cardView
	Play     bool
	Pile     []cardView
	Count    int
	Held     []heldLine
	Starter  cardView
	CribOf   string
	Crib     []cardView
	CribLen  int
	Counting []cardView // the cards of the count the seat is to claim or answer
	CribUp   bool       // they are the crib
	Claim    string     // what the other claimed for the count the seat answers
	ClaimPts int        // and the points
	Chall    bool       // offer muggins and "too many" on the other's claims
	Theirs   []cardView // the other's count laid out last in the show, and its claim
	TheirsUp bool       // it is the crib
	TheirPts int
	TheirSet bool // it has been claimed
	Result   string
	Log      []string
	LastShow []string // the last deal's show, said
	LastOpen bool     // shown open: the new deal has just begun
}

type sideLine struct {
	Name  string
	Score int
}

type heldLine struct {
	Name string
	N    int
}

// cribDeal returns the events of this deal (from its Dealt on) as seat sees
// them, each step's events mapped by see, and those of the last deal's
// show (from its first hand laid out on): the counts laid out face up to
// the whole table, their claims and answers, which the next deal, dealt
// by the table at once, would otherwise hide from the page.
func cribDeal(hist []step, seat int, events func(Events) []crib.Event, see func(crib.Event, int) crib.Event) (this, lastShow []crib.Event) {
	var last []crib.Event
	for _, s := range hist {
		for _, e := range events(s.evs) {
			if _, ok := e.(crib.Dealt); ok {
				last, this = this, nil
			}
			this = append(this, see(e, seat))
		}
	}
	for i, e := range last {
		if _, ok := e.(crib.Shown); ok {
			return this, last[i:]
		}
	}
	return this, nil
}

func cribEventsOf(e Events) []crib.Event {
	if ce, ok := e.(cribEvents); ok {
		return ce.evs
	}
	return nil
}

// fillCrib fills p from seat's view v and the deal's events as seat saw
// them; g, when the game is cribbage's own, answers what only seat's own
// cards decide (whether it may say go; its own hand or crib as it lays it
// out to count).
func fillCrib(p *cribPage, v crib.View, names []string, evs, lastShow []crib.Event, g *crib.Game) {
	seat := p.Seat
	sides := max(v.Board.Sides, 1)
	for side := range sides {
		var who []string
		for s := side; s < len(names); s += sides {
			who = append(who, names[s])
		}
		p.Sides = append(p.Sides, sideLine{Name: strings.Join(who, " and "), Score: v.Board.Pegs[side].Front})
	}
	p.Hole, p.Claimed, p.Muggins, p.Deal = v.Rules.GameHole, v.Rules.Claimed, v.Rules.Muggins, v.Deal
	if len(names) == 2 && seat >= 0 {
		p.Other = 1 - seat
	}
	if v.Deal > 0 && v.Dealer >= 0 && v.Dealer < len(names) {
		p.Dealer = names[v.Dealer]
		p.CribOf = names[v.Dealer] + "'s"
		if v.Dealer == seat {
			p.CribOf = "your"
		}
	}
	p.Starter = viewCard(v.Starter)
	var legal cards.Set
	if v.Next == crib.StepLay && v.Turn == seat {
		legal = v.Play().Legal()
	}
	for c := range v.Hand.All() {
		cv := viewCard(c)
		cv.Legal = legal.Has(c)
		p.Hand = append(p.Hand, cv)
	}
	if v.Phase == crib.PhasePlay || v.Phase == crib.PhaseShow {
		for c := range v.Kept.All() {
			p.Kept = append(p.Kept, viewCard(c))
		}
	}
	if v.Phase == crib.PhasePlay {
		pl := v.Play()
		p.Play, p.Pile, p.Count = true, viewCards(pl.Pile()), pl.Count()
	}
	for s := range names {
		if s != seat && (v.Phase == crib.PhaseDiscard || v.Phase == crib.PhasePlay) {
			p.Held = append(p.Held, heldLine{names[s], v.Held[s]})
		}
	}
	if v.Crib != 0 {
		for c := range v.Crib.All() {
			p.Crib = append(p.Crib, viewCard(c))
		}
	}
	p.CribLen = v.CribSize

	for _, e := range lastShow {
		p.LastShow = append(p.LastShow, sayCrib(e, names, v.Rules.Claimed))
	}
	p.LastOpen = v.Phase == crib.PhaseDiscard

	// The counts of the show so far: the last one laid out, and its claim.
	var last *crib.Shown
	claim, claimed := "", 0
	for _, e := range evs {
		p.Log = append(p.Log, sayCrib(e, names, v.Rules.Claimed))
		switch e := e.(type) {
		case crib.Shown:
			last, claim = &e, ""
		case crib.Claimed:
			if last != nil && e.Seat == last.Seat && (e.Kind == crib.ScoreHand || e.Kind == crib.ScoreCrib) {
				claim, claimed = fmt.Sprintf("%s pegged %d", names[e.Seat], e.Points), e.Points
			}
		}
	}

	if v.Phase == crib.PhaseOver || v.Winner >= 0 {
		p.Mode = ""
		return
	}
	if seat < 0 {
		return
	}
	switch {
	case v.Rules.Claimed && v.Pending == seat:
		p.Mode, p.Prompt = "peg", "What do you peg for that? (0 if nothing.)"
		if v.Phase == crib.PhasePlay && len(v.Play().Laid()) == 0 {
			p.Prompt = "The starter is a Jack and you deal: what do you peg for his heels?"
		}
	case v.Rules.Claimed && g != nil && g.MaySayGo(seat):
		p.Mode, p.Prompt = "go", "You cannot lay without passing 31: say go."
	case v.Next == crib.StepDiscard && v.Away == 0 && v.Out&(1<<seat) == 0:
		p.Mode, p.Throw = "discard", len(p.Hand)-4
		p.Prompt = fmt.Sprintf("Choose %d for %s crib.", p.Throw, p.CribOf)
	case v.Turn != seat:
	case v.Next == crib.StepLay:
		p.Mode, p.Prompt = "lay", "Your turn to lay a card."
	case v.Next == crib.StepClaim && g != nil:
		p.Mode, p.Prompt = "count", "Count your hand and say what you peg."
		if sh, err := layOut(*g, seat); err == nil {
			p.Counting = append(viewCards(sh.Cards[:]), viewCard(sh.Starter))
			if sh.Crib {
				p.Prompt, p.CribUp = "Count your crib and say what you peg.", true
			}
		}
	case v.Next == crib.StepAccept && last != nil:
		p.Mode = "accept"
		p.Counting = append(viewCards(last.Cards[:]), viewCard(last.Starter))
		p.Claim, p.ClaimPts, p.CribUp = claim, claimed, last.Crib
		p.Prompt = "Count " + names[last.Seat] + "'s cards: accept the count, or say it pegged too many"
		if v.Rules.Muggins {
			p.Prompt += ", or call muggins on the points it missed"
		}
		p.Prompt += "."
	case v.Next == crib.StepPegOut:
		p.Mode, p.Prompt = "pegout", "Your count takes you out: peg out (ACC rule 8.11)."
	}
	p.Chall = v.Rules.Claimed && len(names) == 2 && p.Mode != "accept" && (v.Phase == crib.PhasePlay || v.Phase == crib.PhaseShow)
	if p.Chall && v.Phase == crib.PhaseShow && last != nil && last.Seat != seat && claim != "" {
		p.Theirs = append(viewCards(last.Cards[:]), viewCard(last.Starter))
		p.TheirsUp, p.TheirPts, p.TheirSet = last.Crib, claimed, true
	}
}

// sayCrib says an event in words. In claimed mode a hand or crib laid out
// is said without its count: the players count it themselves.
func sayCrib(e crib.Event, names []string, claimed bool) string {
	if sh, ok := e.(crib.Shown); ok && claimed {
		what := "hand"
		if sh.Crib {
			what = "crib"
		}
		return fmt.Sprintf("%s lays out the %s: %s with %s.", names[sh.Seat], what, cards.FormatUnicode(sh.Cards[:]), sh.Starter.Unicode())
	}
	return e.Describe(names)
}

// layOut returns the hand or crib seat is to claim now, laid out as its
// count begins (a claim, tried on a copy, lays it out: ACC rule 9.2 has
// the crib turned up for its count): what the seat itself lays out, shown
// to it to count.
func layOut(g crib.Game, seat int) (crib.Shown, error) {
	_, ev, err := g.Apply(crib.Claim{Seat: seat, Points: 0})
	if err != nil {
		return crib.Shown{}, err
	}
	for _, e := range ev {
		if s, ok := e.(crib.Shown); ok && s.Seat == seat {
			return s, nil
		}
	}
	return crib.Shown{}, fmt.Errorf("no count is laid out for seat %d", seat)
}

func (c cribGame) page(h PageHead, hist []step) (any, string, error) {
	seat, names := h.Seat, h.Names
	v, err := c.g.View(seat)
	if err != nil {
		return nil, "", err
	}
	p := cribPage{PageHead: h}
	this, last := cribDeal(hist, seat, cribEventsOf, crib.SeenBy)
	fillCrib(&p, v, names, this, last, &c.g)
	var b bytes.Buffer
	if err := v.Board.WriteSVG(&b, names...); err != nil {
		return nil, "", err
	}
	p.Board = svgHTML(b.Bytes())
	if res, over := c.g.Result(); over {
		p.Result = res.Describe(names)
	}
	return p, "crib", nil
}

const cribText = `
{{define "crib"}}<div class="head">
<p id="score">{{range $i, $s := .Sides}}{{if $i}} · {{end}}<b>{{$s.Name}}</b> {{$s.Score}}{{end}}
<span class="rules">(to {{.Hole}}{{if .Claimed}}, you count and peg your own{{if .Muggins}}, muggins{{end}}{{else}}, scored for you{{end}})</span></p>
{{if .Dealer}}<p id="dealer">Deal {{.Deal}}: {{.Dealer}} deals.</p>{{end}}
{{template "head" .PageHead}}
{{if .Result}}<p class="prompt" id="result">{{.Result}}</p>{{end}}
</div>
<div class="board" id="board">{{.Board}}</div>
{{template "cribact" .}}
<section id="table-cards">
<div class="row" id="starter">Starter: {{if .Starter.Code}}{{template "cards" (slice1 .Starter)}}{{else}}<span class="card back">?</span>{{end}}</div>
{{if .Play}}<div class="row" id="pile">Count <b id="count-value">{{.Count}}</b>: {{template "cards" .Pile}}</div>{{end}}
{{range .Held}}<div class="row held">{{.Name}} holds {{.N}} {{if eq .N 1}}card{{else}}cards{{end}}.</div>{{end}}
{{if .CribOf}}<div class="row" id="crib">{{if eq .CribOf "your"}}Your{{else}}{{.CribOf}}{{end}} crib: {{if .Crib}}{{template "cards" .Crib}}{{else}}{{template "backs" .CribLen}}{{end}}</div>{{end}}
{{if ge .Seat 0}}<div class="row" id="hand">Your hand: {{template "cards" .Hand}}</div>
{{if and .Kept (ne (len .Kept) (len .Hand))}}<div class="row" id="kept">Kept for the show: {{template "cards" .Kept}}</div>{{end}}{{end}}
</section>
{{template "log" .Log}}
{{if .LastShow}}<details id="lastdeal"{{if .LastOpen}} open{{end}}><summary>The last deal's show</summary><ol class="log">{{range .LastShow}}<li>{{.}}</li>{{end}}</ol></details>{{end}}
{{end}}

{{define "cribact"}}<section id="act" data-mode="{{.Mode}}">
{{if .Prompt}}<p class="prompt" id="prompt">{{.Prompt}}</p>{{end}}
{{if eq .Mode "discard"}}
<form id="discard" data-act="discard {{.Seat}}" data-pick="{{.Throw}}">
<div class="row">{{range .Hand}}<label class="card pick{{if .Red}} red{{end}}"><input type="checkbox" value="{{.Code}}"> {{.Face}}</label>{{end}}</div>
<button type="submit">Lay away</button>
</form>
{{else if eq .Mode "lay"}}
<div class="row" id="lay">{{range .Hand}}<button class="card{{if .Red}} red{{end}}" data-act="lay {{$.Seat}} {{.Code}}"{{if not .Legal}} disabled{{end}}>{{.Face}}</button>{{end}}</div>
{{else if eq .Mode "peg"}}
<form id="peg" data-act="claim {{.Seat}}"><label>Peg <input type="number" min="0" max="29" value="0" inputmode="numeric"></label> <button type="submit">Peg</button></form>
{{else if eq .Mode "go"}}
<p><button id="go" data-act="go {{.Seat}}">Go</button></p>
{{else if eq .Mode "count"}}
<div class="row" id="counting" data-crib="{{.CribUp}}">{{template "cards" .Counting}}</div>
<form id="count" data-act="claim {{.Seat}}"><label>Worth <input type="number" min="0" max="29" inputmode="numeric" required></label> <button type="submit">Peg it</button></form>
{{else if eq .Mode "accept"}}
<div class="row" id="counting" data-crib="{{.CribUp}}">{{template "cards" .Counting}}{{if .Claim}} <span id="claimed" data-points="{{.ClaimPts}}">{{.Claim}}.</span>{{end}}</div>
<p><button id="accept" data-act="accept {{.Seat}}">Accept</button>
<button id="correct" data-act="correct {{.Seat}} {{.Other}}">Too many</button></p>
{{if .Muggins}}<form id="muggins" data-act="muggins {{.Seat}} {{.Other}}"><label>Muggins for <input type="number" min="1" max="29" inputmode="numeric" required></label> <button type="submit">Call muggins</button></form>{{end}}
{{else if eq .Mode "pegout"}}
<p><button id="pegout" data-act="peg out {{.Seat}}">Peg out</button> <button data-act="refuse peg out {{.Seat}}">Refuse</button></p>
{{end}}
{{if .Chall}}<details id="challenge"{{if .TheirSet}} open{{end}}><summary>Challenge {{index .Names .Other}}'s last claim</summary>
{{if .TheirSet}}<div class="row" id="their-count" data-crib="{{.TheirsUp}}" data-points="{{.TheirPts}}">{{index .Names .Other}}'s {{if .TheirsUp}}crib{{else}}hand{{end}}: {{template "cards" .Theirs}} pegged {{.TheirPts}}.</div>{{end}}
<p><button id="correct-play" data-act="correct {{.Seat}} {{.Other}}">{{index .Names .Other}} pegged too many</button></p>
{{if .Muggins}}<form id="muggins-play" data-act="muggins {{.Seat}} {{.Other}}"><label>Muggins for <input type="number" min="1" max="29" inputmode="numeric" required></label> <button type="submit">Call muggins</button></form>{{end}}
</details>{{end}}
</section>{{end}}
`
