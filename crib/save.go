package crib

import (
	"encoding/hex"
	"encoding/json"
	"fmt"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/score"
)

// The saved game's format: its name and version, the first two members of
// its JSON object. Version 2 adds "away", the cards each seat laid away;
// a game with none (between deals, or read from version 1) writes
// version 1, byte for byte as before.
const (
	GameFormat  = "pegboard crib game"
	GameVersion = 2
)

// gameJSON is the saved form of a Game (version 1). Pointers mark the
// members that must be present.
type gameJSON struct {
	codec.Saved
	Rules     json.RawMessage    `json:"rules"`
	Pegger    json.RawMessage    `json:"pegger,omitempty"`
	Seed      *uint64            `json:"seed,omitempty"`
	Generator string             `json:"generator,omitempty"`
	Phase     *Phase             `json:"phase"`
	Dealer    *int               `json:"dealer"`
	Winner    *int               `json:"winner"`
	Cutting   []int              `json:"cutting"`
	Deal      *int               `json:"deal"`
	Pack      cards.Deck         `json:"pack"`
	Hands     []cards.Set        `json:"hands"`
	Discarded []int              `json:"discarded,omitempty"`
	Away      []cards.Set        `json:"away,omitempty"`
	Crib      cards.Set          `json:"crib"`
	Starter   cards.Card         `json:"starter"`
	Play      *PlayState         `json:"play"`
	Board     *Board             `json:"board"`
	Shown     int                `json:"shown,omitempty"`
	Folded    []int              `json:"folded,omitempty"`
	Out       []int              `json:"out,omitempty"`
	Mixed     []int              `json:"mixed,omitempty"`
	CribMixed bool               `json:"crib_mixed,omitempty"`
	Claims    *claimsJSON        `json:"claims,omitempty"`
	Offers    []asEvent[Offered] `json:"offers,omitempty"`
	Owed      []asEvent[Owed]    `json:"owed,omitempty"`
	Ruling    *ruledJSON         `json:"ruling,omitempty"`
}

// claimsJSON is the bookkeeping of claimed mode.
type claimsJSON struct {
	claimStateJSON
	Open    *openJSON `json:"open_claim,omitempty"`
	Unsaid  []int     `json:"go_unsaid,omitempty"`
	GoCount int       `json:"go_count,omitempty"`
	WaitGo  []int     `json:"go_awaited,omitempty"`
}

// claimStateJSON is what a claim changes.
type claimStateJSON struct {
	Pending    []momentJSON `json:"pending,omitempty"`
	PlayMissed []int        `json:"play_missed,omitempty"`
	ShowMissed *windowJSON  `json:"show_missed,omitempty"`
	Overpeg    *windowJSON  `json:"overpeg,omitempty"`
	Accept     string       `json:"accept,omitempty"`
	PegOut     *windowJSON  `json:"peg_out,omitempty"`
}

type momentJSON struct {
	Kind   ScoreKind       `json:"kind"`
	Seat   int             `json:"seat"`
	Points int             `json:"points"`
	Play   score.PlayScore `json:"play,omitzero"`
}

// windowJSON is an open window; Show marks an overpeg of a hand or crib.
type windowJSON struct {
	Seat   int  `json:"seat"`
	Points int  `json:"points"`
	Show   bool `json:"show,omitempty"`
}

// openJSON is the claim open to a ruling (record): its window, and
// more.
type openJSON struct {
	windowJSON
	Zero   bool            `json:"zero,omitempty"`
	Called bool            `json:"called,omitempty"`
	Before claimStateJSON  `json:"before"`
	Shown  int             `json:"shown"`
	Board  *Board          `json:"board"`
	Pegger json.RawMessage `json:"pegger,omitempty"`
}

type ruledJSON struct {
	Offender int    `json:"offender"`
	Ruling   Ruling `json:"ruling"`
}

// savedGame is the head of a saved game's JSON.
var savedGame = codec.Saved{Format: GameFormat, Version: 1}

// Check refuses a head other than the one v's members call for: version 2
// with "away", else version 1.
func (v gameJSON) Check(p codec.Pkg, want codec.Saved) error {
	if v.Away != nil {
		want.Version = 2
	}
	return v.Saved.Check(p, want)
}

var acceptNames = [...]string{"", "hand", "crib"}

// MarshalJSON implements json.Marshaler: the game as a JSON object of the
// format [GameFormat] ({"format": "pegboard crib game", "version": 1,
// "rules": {...}, "seed": 42, ...}), which [Game.UnmarshalJSON] reads back
// to an equal Game. Not its record. The zero Game is refused
// (ErrZeroValue), and so is a game whose pegger cannot store itself.
func (g Game) MarshalJSON() ([]byte, error) {
	if g.zero() {
		return nil, fmt.Errorf("crib: %w: the zero Game is no game to save", ErrZeroValue)
	}
	rules, err := g.rules.MarshalJSON()
	if err != nil {
		return nil, err
	}
	v := gameJSON{Saved: savedGame, Rules: rules,
		Phase: &g.phase, Dealer: ptr(int(g.dealer)), Winner: ptr(int(g.winner)), Cutting: seatList(g.cut),
		Deal: &g.deal, Pack: g.deck, Hands: g.hands[:g.Seats()], Discarded: seatList(g.thrown), Crib: g.crib,
		Starter: g.start, Play: &g.play, Board: ptr(g.board()), Shown: int(g.shown),
		Folded: seatList(g.folded), Out: seatList(g.out), Mixed: seatList(g.lost &^ lostCrib), CribMixed: g.lost&lostCrib != 0,
		Offers: wrap(g.off), Owed: wrap(g.owe)}
	if g.away != [MaxSeats]cards.Set{} {
		v.Version, v.Away = 2, g.away[:g.Seats()]
	}
	if _, two := g.pegger.(TwoPegBoard); !two {
		if v.Pegger, err = marshalPegger(g.pegger); err != nil {
			return nil, err
		}
	}
	if !g.dealt {
		b, err := g.rng.MarshalBinary()
		if err != nil {
			return nil, err
		}
		v.Seed, v.Generator = &g.seed, hex.EncodeToString(b)
	}
	if g.cl != (claims{}) {
		c := &claimsJSON{claimStateJSON: stateJSON(g.cl.claimState), Unsaid: seatList(g.cl.unsaid),
			GoCount: int(g.cl.count), WaitGo: seatList(g.cl.waitGo)}
		if r := g.cl.rec; r != nil {
			o := &openJSON{windowJSON: windowJSON{int(r.seat), int(r.points), r.show}, Zero: r.zero, Called: r.called,
				Before: stateJSON(r.before), Shown: int(r.shown), Board: ptr(r.board())}
			if _, two := r.pegger.(TwoPegBoard); !two {
				if o.Pegger, err = marshalPegger(r.pegger); err != nil {
					return nil, err
				}
			}
			c.Open = o
		}
		v.Claims = c
	}
	if g.after != nil {
		v.Ruling = &ruledJSON{int(g.after.offender), g.after.r}
	}
	return json.Marshal(v)
}

func ptr[T any](v T) *T { return &v }

// stateJSON returns the JSON form of c.
func stateJSON(c claimState) claimStateJSON {
	var v claimStateJSON
	for _, m := range c.pend[:c.npend] {
		v.Pending = append(v.Pending, momentJSON{m.kind, int(m.seat), int(m.truth), m.play})
	}
	if c.playMiss != ([MaxSeats]int8{}) {
		for _, p := range c.playMiss {
			v.PlayMissed = append(v.PlayMissed, int(p))
		}
	}
	win := func(w window, show bool) *windowJSON {
		if !w.open {
			return nil
		}
		return &windowJSON{int(w.seat), int(w.points), show}
	}
	v.ShowMissed, v.Overpeg, v.PegOut = win(c.showMiss, false), win(c.over.window, c.over.show), win(c.pegOut, false)
	v.Accept = acceptNames[min(int(c.accept), len(acceptNames)-1)]
	return v
}

// state builds the claimState v describes, checking what the narrow
// fields need; Game.check does the rest.
func (v claimStateJSON) state() (claimState, error) {
	var c claimState
	if len(v.Pending) > len(c.pend) {
		return c, bad("%s pending", codec.Count(len(v.Pending), "score"))
	}
	for i, m := range v.Pending {
		if !seatIn(m.Seat) || m.Points < 0 || m.Points > 29 {
			return c, bad("a pending score of %d by seat %d", m.Points, m.Seat)
		}
		c.pend[i] = moment{kind: m.Kind, seat: int8(m.Seat), truth: int16(m.Points), play: m.Play}
	}
	c.npend = int8(len(v.Pending))
	if v.PlayMissed != nil {
		if len(v.PlayMissed) != MaxSeats {
			return c, bad("points missed by %s", codec.Count(len(v.PlayMissed), "seat"))
		}
		for s, p := range v.PlayMissed {
			if p < 0 || p > 29 {
				return c, bad("%s missed by seat %d", codec.Count(p, "point"), s)
			}
			c.playMiss[s] = int8(p)
		}
	}
	for _, w := range []struct {
		from *windowJSON
		into *window
	}{{v.ShowMissed, &c.showMiss}, {v.Overpeg, &c.over.window}, {v.PegOut, &c.pegOut}} {
		if f := w.from; f != nil {
			if !seatIn(f.Seat) || f.Points < 1 || f.Points > 10000 {
				return c, bad("a window of %s on seat %d", codec.Count(f.Points, "point"), f.Seat)
			}
			*w.into = window{open: true, seat: int8(f.Seat), points: int16(f.Points)}
		}
	}
	c.over.show = v.Overpeg != nil && v.Overpeg.Show
	if v.ShowMissed != nil && v.ShowMissed.Show || v.PegOut != nil && v.PegOut.Show {
		return c, bad("a window of a count that is no overpeg")
	}
	for i, n := range acceptNames {
		if v.Accept == n {
			c.accept = awaiting(i)
			return c, nil
		}
	}
	return c, bad("acceptance of %q", v.Accept)
}

// UnmarshalJSON implements json.Unmarshaler, reading what MarshalJSON
// writes and refusing, with ErrBadRecord, anything the rules could not have
// reached: an unknown format, version or member, a card twice or missing,
// a hand of the wrong size for the phase, a score past the game hole,
// claims or offers that cannot be open, more than 1 MiB, front pegs not
// where the pegger has them. A pegger other than the two-peg board is read
// by the receiver's rules' Pegger, a [PeggerDecoder]. On error *g is left
// as it was.
func (g *Game) UnmarshalJSON(data []byte) error {
	return codec.ReadSaved(pkg, "Game", g, data, savedGame, func(v gameJSON) (Game, error) { return v.game(g.rules.Pegger) }, (*Game).check)
}

// game builds the Game v describes, its peggers read by dec; check does
// the rest.
func (v *gameJSON) game(dec Pegger) (Game, error) {
	switch {
	case v.Rules == nil || v.Phase == nil || v.Dealer == nil || v.Winner == nil || v.Cutting == nil || v.Deal == nil ||
		v.Hands == nil || v.Play == nil || v.Board == nil:
		return Game{}, bad("a member is missing")
	case (v.Seed == nil) != (v.Generator == ""):
		return Game{}, bad("a seed and a generator go together")
	}
	r, err := decodeRules(v.Rules, dec)
	if err != nil {
		return Game{}, err
	}
	if r.Layout.Seats == 0 {
		return Game{}, bad("rules without a layout are not resolved")
	}
	n := r.Layout.Seats
	g := Game{rules: r, phase: *v.Phase, deal: *v.Deal, deck: v.Pack, crib: v.Crib, start: v.Starter, play: *v.Play,
		dealt: v.Seed == nil, off: unwrap(v.Offers), owe: unwrap(v.Owed)}
	if g.pegger, err = decodePegger(v.Pegger, dec); err != nil {
		return Game{}, err
	}
	if g.kept, err = keep(*v.Board, g.pegger); err != nil {
		return Game{}, err
	}
	if v.Seed != nil {
		b, err := hex.DecodeString(v.Generator)
		if err != nil || g.rng.UnmarshalBinary(b) != nil {
			return Game{}, bad("the generator %.40q", v.Generator)
		}
		g.seed = *v.Seed
	}
	if *v.Dealer < NoSeat || *v.Dealer >= n || *v.Winner < NoSeat || *v.Winner >= n || v.Shown < 0 || v.Shown > n+1 || len(v.Hands) != n {
		return Game{}, bad("dealer %d, winner %d, %s shown, %s in a game of %s", *v.Dealer, *v.Winner, codec.Count(v.Shown, "count"), codec.Count(len(v.Hands), "hand"), codec.Count(n, "seat"))
	}
	g.dealer, g.winner, g.shown = int8(*v.Dealer), int8(*v.Winner), int8(v.Shown)
	copy(g.hands[:], v.Hands)
	if v.Away != nil && len(v.Away) != n {
		return Game{}, bad("%s laid away in a game of %s", codec.Count(len(v.Away), "hand"), codec.Count(n, "seat"))
	}
	copy(g.away[:], v.Away)
	if v.Away != nil && g.away == [MaxSeats]cards.Set{} {
		return Game{}, bad("no cards laid away are left out")
	}
	for _, m := range []struct {
		seats []int
		into  *uint8
	}{{v.Cutting, &g.cut}, {v.Discarded, &g.thrown}, {v.Folded, &g.folded}, {v.Out, &g.out}, {v.Mixed, &g.lost}} {
		if *m.into, err = seatMask(m.seats, n); err != nil {
			return Game{}, err
		}
	}
	if v.CribMixed {
		g.lost |= lostCrib
	}
	if c := v.Claims; c != nil {
		if g.cl.claimState, err = c.state(); err != nil {
			return Game{}, err
		}
		if g.cl.unsaid, err = seatMask(c.Unsaid, n); err != nil {
			return Game{}, err
		}
		if g.cl.waitGo, err = seatMask(c.WaitGo, n); err != nil {
			return Game{}, err
		}
		if c.GoCount < 0 || c.GoCount > 30 {
			return Game{}, bad("go on %d", c.GoCount)
		}
		g.cl.count = int8(c.GoCount)
		if o := c.Open; o != nil {
			if !seatIn(o.Seat) || o.Points < 0 || o.Points > 10000 || o.Shown < 0 || o.Shown > n+1 || o.Board == nil {
				return Game{}, bad("an open claim of %d by seat %d", o.Points, o.Seat)
			}
			r := &record{seat: int8(o.Seat), show: o.Show, points: int16(o.Points), zero: o.Zero, called: o.Called,
				shown: int8(o.Shown)}
			if r.before, err = o.Before.state(); err != nil {
				return Game{}, err
			}
			if r.pegger, err = decodePegger(o.Pegger, dec); err != nil {
				return Game{}, err
			}
			if r.kept, err = keep(*o.Board, r.pegger); err != nil {
				return Game{}, err
			}
			g.cl.rec = r
		}
		if g.cl == (claims{}) {
			return Game{}, bad("claims with nothing open are left out")
		}
	}
	if a := v.Ruling; a != nil {
		if !seatIn(a.Offender) {
			return Game{}, bad("a ruling on seat %d", a.Offender)
		}
		g.after = &ruled{offender: int8(a.Offender), r: a.Ruling}
	}
	return g, nil
}

// keep returns b, a saved board, as a game with pegger p keeps it (see
// [Game.board]), refusing a b whose front pegs are not where p has them: a
// game cannot hold the two out of step.
func keep(b Board, p Pegger) (Board, error) {
	at := boardOf(b, p)
	for s := range b.sides() {
		if f := at.Pegs[s].Front; f != b.Pegs[s].Front {
			return Board{}, bad("the board has side %d's front peg at %d, its pegger at %d", s, b.Pegs[s].Front, f)
		}
	}
	return held(b, p), nil
}
