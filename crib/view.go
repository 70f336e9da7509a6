package crib

import (
	"encoding/json"
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	rectext "github.com/pegboard/pegboard/internal/record"
	"github.com/pegboard/pegboard/score"
)

// View is all one seat (NoSeat: a spectator) may know at a moment: what
// the table sees (the board, the turn, the starter, the cards laid, the
// crib once shown), its own cards, and how many each other seat holds.
// Bots' views derive from it; [SeenBy] shows an event so. Its JSON and
// text (a header a member) are format "pegboard crib view", 1.
type View struct {
	Seat, Dealer, Deal int // Deal: deals dealt so far
	Rules              Rules
	Phase              Phase
	Next               Step // what the game waits for, from Turn (Game.Next)
	Turn               int
	Hand, Kept, Away   cards.Set     // the seat's cards: held now, kept for the show, laid away
	Held               [MaxSeats]int // how many cards each seat holds now
	Out, Folded        uint8         // seats sitting out this deal, folded (a bit each)
	Crib               cards.Set     // the crib, once laid out in the show
	CribSize           int
	Starter            cards.Card
	Board              Board
	Winner, Pending    int // the side that won, the seat whose claim is awaited; or NoSeat
	Offers             []Offered
	Owed               []Owed
	play               PlayState // every other seat's hand in it empty
}

// View returns what seat (or NoSeat, a spectator) may know now.
func (g Game) View(seat int) (View, error) {
	if g.zero() {
		return View{}, fmt.Errorf("crib: %w: the zero Game", ErrZeroValue)
	}
	if seat < NoSeat || seat >= g.Seats() {
		return View{}, fmt.Errorf("crib: %w: seat %d of %d", ErrBadSeat, seat, g.Seats())
	}
	return g.view(seat), nil
}

func (g Game) view(seat int) View {
	v := View{Seat: seat, Dealer: int(g.dealer), Deal: g.deal, Rules: g.rules, Phase: g.phase, Board: g.board(),
		Winner: int(g.winner), Pending: NoSeat, Offers: g.Offers(), Owed: g.Owed(), Starter: cards.NoCard}
	v.Next, v.Turn = g.next()
	if s, ok := g.Pending(); ok {
		v.Pending = s
	}
	if g.phase < PhaseDiscard {
		return v
	}
	v.Out, v.Folded, v.Starter, v.play = g.out, g.folded, g.start, g.play
	v.CribSize = g.crib.Len()
	// The crib is turned up once every hand is counted; a game over shows it
	// only if it was counted in a deal not yet ended (not mixed, folded or
	// put away with the deal).
	counted := int(g.shown) > g.Seats() && g.away != [MaxSeats]cards.Set{} && g.lost&lostCrib == 0
	if g.phase == PhaseShow && int(g.shown) >= g.Seats() || g.phase == PhaseOver && counted {
		v.Crib = g.crib
	}
	for s := range g.Seats() {
		h := g.hands[s]
		if g.play.seats > 0 && !g.play.Over() {
			h = g.play.Hand(s)
		}
		v.Held[s] = h.Len()
		if s == seat {
			v.Hand, v.Kept, v.Away = h, g.hands[s], g.away[s]
		} else {
			v.play.hands[s] = 0
		}
	}
	return v
}

// Play returns the play as the seat sees it (other hands empty: see Held).
func (v View) Play() PlayState { return v.play }

// discardView is the view a Strategy is given to lay away.
func (v View) discardView() DiscardView {
	l, dl := v.Rules.Layout, dealLayoutOf(v.Rules.Layout, v.Out)
	d := max(v.Dealer, 0)
	return DiscardView{Seat: v.Seat, Dealer: v.Dealer, Layout: l, Dealt: v.Hand | v.Away, Throw: dl.Throw,
		OwnCrib: l.Partners(v.Seat, d), ToCrib: !dl.DealerSideToBottom || !l.Partners(d, v.Seat), Board: v.Board, Out: v.Out}
}

// layView is the view a Strategy is given to lay a card.
func (v View) layView() LayView {
	lv := LayView{Seat: v.Seat, Dealer: v.Dealer, Layout: v.Rules.Layout, Starter: v.Starter, Kept: v.Kept, Away: v.Away, Board: v.Board, play: v.play}
	for s, n := range v.Held {
		lv.held[s] = int8(n)
	}
	return lv
}

// SeenBy returns e as seat (or NoSeat, a spectator) sees it: a deal shows
// the seat its own hand and of the others how many cards they were dealt,
// and a discard by another seat how many cards it laid away, not which.
// Every other event is seen whole.
func SeenBy(e Event, seat int) Event {
	switch e := e.(type) {
	case Dealt:
		for s, h := range e.Hands {
			if s != seat && h != 0 {
				e.Hands[s], e.Held = 0, h.Len()
			}
		}
		if e.FromPack != 0 {
			e.FromPack, e.PackCards = 0, e.FromPack.Len()
		}
		return e
	case Discarded:
		if e.Seat != seat && e.Cards != 0 {
			e.Cards, e.Count = 0, e.Cards.Len()
		}
		return e
	}
	return e
}

// The view's stored form: its format and version, and its JSON.
var (
	viewHead = codec.Saved{Format: "pegboard crib view", Version: 1}
	viewDoc  = rectext.Doc{Game: "crib-view", Format: viewHead.Format, Version: viewHead.Version}
)

type viewJSON struct {
	codec.Saved
	Seat     int                `json:"seat"`
	Rules    json.RawMessage    `json:"rules"`
	Phase    Phase              `json:"phase"`
	Dealer   int                `json:"dealer"`
	Deal     int                `json:"deal"`
	Next     Step               `json:"next"`
	Turn     int                `json:"turn"`
	Hand     cards.Set          `json:"hand"`
	Kept     cards.Set          `json:"kept"`
	Away     cards.Set          `json:"away"`
	Held     []int              `json:"held"`
	Out      []int              `json:"out,omitempty"`
	Folded   []int              `json:"folded,omitempty"`
	Crib     cards.Set          `json:"crib"`
	CribSize int                `json:"crib_size"`
	Starter  cards.Card         `json:"starter"`
	Play     *playJSON          `json:"play,omitempty"`
	Board    *Board             `json:"board"`
	Winner   int                `json:"winner"`
	Pending  int                `json:"pending"`
	Offers   []asEvent[Offered] `json:"offers,omitempty"`
	Owed     []asEvent[Owed]    `json:"owed,omitempty"`
}

// saved is v's JSON form, its rules' JSON given.
func (v View) saved(rules []byte) viewJSON {
	n := v.Rules.Layout.Seats
	j := viewJSON{Saved: viewHead, Seat: v.Seat, Rules: rules, Phase: v.Phase, Dealer: v.Dealer, Deal: v.Deal, Next: v.Next, Turn: v.Turn,
		Hand: v.Hand, Kept: v.Kept, Away: v.Away, Held: v.Held[:n], Out: seatList(v.Out), Folded: seatList(v.Folded),
		Crib: v.Crib, CribSize: v.CribSize, Starter: v.Starter, Board: &v.Board, Winner: v.Winner, Pending: v.Pending,
		Offers: wrap(v.Offers), Owed: wrap(v.Owed)}
	if p := v.play; p.seats > 0 {
		j.Play = &playJSON{Seats: int(p.seats), Turn: int(p.turn), Count: int(p.count), Pile: int(p.npile), Gone: seatList(p.gone)}
		for i := range p.nlaid {
			j.Play.Laid = append(j.Play.Laid, laidJSON{int(p.by[i]), p.laid[i]})
		}
	}
	return j
}

// MarshalJSON implements json.Marshaler. A view no game shows is refused.
func (v View) MarshalJSON() ([]byte, error) {
	if err := v.check(); err != nil { // before its size is reckoned from it
		return nil, err
	}
	b, err := v.appendChecked(make([]byte, 0, v.jsonSize()))
	if err != nil {
		return nil, err
	}
	return b, nil
}

// AppendJSON appends MarshalJSON's bytes to b, or returns b and its error.
func (v View) AppendJSON(b []byte) ([]byte, error) {
	if err := v.check(); err != nil {
		return b, err
	}
	return v.appendChecked(b)
}

// appendChecked is AppendJSON of a view check has passed.
func (v View) appendChecked(b []byte) ([]byte, error) {
	if out, ok := v.appendJSON(b); ok {
		return out, nil
	}
	j, err := v.marshalForm()
	if err != nil {
		return b, err
	}
	return append(b, j...), nil
}

// marshalForm is json.Marshal's JSON of the view's saved form, which says
// which member refuses itself.
func (v View) marshalForm() ([]byte, error) {
	rules, err := v.Rules.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return json.Marshal(v.saved(rules))
}

// UnmarshalJSON implements json.Unmarshaler, refusing a view no game shows
// (a card twice, counts out of range). On error *v is left as it was.
func (v *View) UnmarshalJSON(data []byte) error {
	dec := Pegger(nil)
	if v != nil {
		dec = v.Rules.Pegger
	}
	return codec.ReadJSON(pkg, "View", v, data, func(j viewJSON) (View, error) { return j.view(dec) })
}

// MarshalText implements encoding.TextMarshaler: a JSON member a line.
func (v View) MarshalText() ([]byte, error) { return viewDoc.Marshal(v.MarshalJSON) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (v *View) UnmarshalText(text []byte) error {
	return viewDoc.Unmarshal(pkg, text, func(js []byte) error { return v.UnmarshalJSON(js) })
}

func (j viewJSON) view(dec Pegger) (View, error) {
	if err := j.Check(pkg, viewHead); err != nil {
		return View{}, err
	}
	if j.Rules == nil || j.Board == nil || j.Held == nil {
		return View{}, bad("a member is missing")
	}
	r, err := decodeRules(j.Rules, dec)
	if err != nil {
		return View{}, err
	}
	n := r.Layout.Seats
	if len(j.Held) != n {
		return View{}, bad("%s held in a game of %s", codec.Count(len(j.Held), "hand"), codec.Count(n, "seat"))
	}
	v := View{Seat: j.Seat, Dealer: j.Dealer, Deal: j.Deal, Rules: r, Phase: j.Phase, Next: j.Next, Turn: j.Turn,
		Hand: j.Hand, Kept: j.Kept, Away: j.Away, Crib: j.Crib, CribSize: j.CribSize, Starter: j.Starter,
		Board: *j.Board, Winner: j.Winner, Pending: j.Pending, Offers: unwrap(j.Offers), Owed: unwrap(j.Owed)}
	copy(v.Held[:], j.Held)
	if v.Out, err = seatMask(j.Out, n); err == nil {
		v.Folded, err = seatMask(j.Folded, n)
	}
	if err != nil {
		return View{}, err
	}
	if p := j.Play; p != nil {
		if p.Seats != n || p.Hands != nil || len(p.Laid) > 4*n || p.Pile < 0 || p.Pile > min(len(p.Laid), maxPile) || p.Turn < -1 || p.Turn >= n {
			return View{}, bad("a play of %s, %s laid", codec.Count(p.Seats, "seat"), codec.Count(len(p.Laid), "card"))
		}
		q := PlayState{seats: int8(n), turn: int8(p.Turn), count: int8(min(max(p.Count, 0), 99)), npile: int8(p.Pile), nlaid: int8(len(p.Laid))}
		if q.gone, err = seatMask(p.Gone, n); err != nil {
			return View{}, err
		}
		for i, l := range p.Laid {
			if l.Seat < 0 || l.Seat >= n {
				return View{}, bad("card %d of the play laid by seat %d", i+1, l.Seat)
			}
			q.laid[i], q.by[i] = l.Card, int8(l.Seat)
		}
		copy(q.pile[:], q.laid[len(p.Laid)-p.Pile:len(p.Laid)])
		if v.Seat >= 0 && v.Seat < n && !q.Over() {
			q.hands[v.Seat] = v.Hand
		}
		v.play = q
	}
	return v, v.check()
}

// check reports why v is no view a game shows.
func (v View) check() error {
	n := v.Rules.Layout.Seats
	if err := v.Rules.check(); err != nil {
		return err
	}
	if n == 0 {
		return bad("rules without a layout are not resolved")
	}
	if err := v.Board.check(); err != nil {
		return err
	}
	why := ""
	fail := func(bad bool, reason string) {
		if bad && why == "" {
			why = reason
		}
	}
	fail(v.Seat < NoSeat || v.Seat >= n || v.Dealer < NoSeat || v.Dealer >= n || v.Turn < NoSeat || v.Turn >= n ||
		v.Pending < NoSeat || v.Pending >= n || v.Winner < NoSeat || v.Winner >= v.Rules.Layout.Sides, "a seat out of range")
	fail(v.Deal < 0 || v.Deal > codec.MaxNumber || v.Phase > PhaseOver || v.Next > StepOwed, "no such deal, phase or step")
	fail(v.Board.Sides != v.Rules.Layout.Sides || v.Board.GameHole != v.Rules.GameHole, "a board of other rules")
	fail(v.CribSize < 0 || v.CribSize > 4 || v.Crib != 0 && v.Crib.Len() != v.CribSize, "a crib of the wrong size")
	fail(v.Starter != cards.NoCard && !v.Starter.IsStandard(), "a starter that is no card")
	for s, h := range v.Held {
		fail(h < 0 || h > 6 || s >= n && h != 0, "a hand of the wrong size")
	}
	mine := v.Kept | v.Away
	fail(!setIn(mine|v.Crib) || v.Kept&v.Away != 0 || v.Hand&^v.Kept != 0 || v.Kept&v.Crib != 0, "a card twice")
	if v.Seat >= 0 && v.Seat < MaxSeats {
		fail(v.Held[v.Seat] != v.Hand.Len(), "a hand held that is not the seat's")
	} else {
		fail(mine != 0, "a spectator with cards")
	}
	if v.Starter != cards.NoCard {
		fail((mine | v.Crib).Has(v.Starter), "the starter twice")
	}
	p := v.play
	count := 0
	for i := range p.nlaid {
		c := p.laid[i]
		fail(!c.IsStandard() || v.Crib.Has(c) || v.Away.Has(c) || !p.Over() && v.Hand.Has(c) || (int(p.by[i]) == v.Seat) != v.Kept.Has(c), "a card laid twice")
		if i >= p.nlaid-p.npile {
			count += score.Value(c)
		}
	}
	fail(count != int(p.count) || count > 30 || p.seats != 0 && int(p.seats) != n, "a count that is not the cards'")
	if why != "" {
		return bad("a view no game shows: %s", why)
	}
	return nil
}
