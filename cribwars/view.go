package cribwars

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	rectext "github.com/pegboard/pegboard/internal/record"
)

// View is all one seat ([crib.NoSeat]: a spectator) may know of a game of
// Crib Wars at a moment: crib's view of the game (the cards it may see,
// the counts of the others', crib's board), and what the whole table sees
// of the Crib Wars board. The embedded view is [crib.Game.View] of
// [Game.Cribbage], but for a void game its Phase is [crib.PhaseOver] and it
// waits for nothing, as [Game.Phase] and [Game.Next] say, and a game that
// ended between deals shows no crib. Its JSON and text (a header a member)
// are format "pegboard cribwars view", 1.
type View struct {
	crib.View
	Config Config // the setup, defaults filled in
	Pegs   []Peg  // every side's peg, by side
	Stay   Stay   // who sits in a penalty box, and the hands it has left to sit out
	Void   bool   // the game is void: over, with no winner
}

// View returns what seat (or [crib.NoSeat], a spectator) may know now.
// The zero Game is refused with [crib.ErrZeroValue], a seat not at the
// table with [crib.ErrBadSeat].
func (g Game) View(seat int) (View, error) {
	if g.zero() {
		return View{}, fmt.Errorf("cribwars: %w: the zero Game", crib.ErrZeroValue)
	}
	if seat < crib.NoSeat || seat >= g.Seats() {
		return View{}, fmt.Errorf("cribwars: %w: seat %d of %d", crib.ErrBadSeat, seat, g.Seats())
	}
	cv, err := g.g.View(seat)
	if err != nil { // not reached: the seat is checked
		return View{}, fmt.Errorf("cribwars: %w", err)
	}
	if g.void {
		cv.Phase, cv.Next, cv.Turn = crib.PhaseOver, crib.StepNone, crib.NoSeat
	}
	return View{View: cv, Config: g.cfg, Pegs: g.Pegs(), Stay: g.Stay(), Void: g.void}, nil
}

// BoxDue reports the side whose stay in a penalty box is due, as
// [Game.BoxDue] does.
func (v View) BoxDue() (side int, ok bool) {
	if v.Stay.Due() && v.Phase == crib.PhaseDeal && !v.Void {
		return v.Stay.Side, true
	}
	return NoSide, false
}

// SeenBy returns e as seat (or [crib.NoSeat]) sees it: crib's events as
// [crib.SeenBy] shows them. This package's events hold no card a seat may
// not know (a ruling's dead cards are named at the table, and no game
// names any) and are seen whole.
func SeenBy(e crib.Event, seat int) crib.Event { return crib.SeenBy(e, seat) }

// The view's stored form: its format and version, and its JSON.
var (
	viewHead = codec.Saved{Format: "pegboard cribwars view", Version: 1}
	viewDoc  = rectext.Doc{Game: "cribwars-view", Format: viewHead.Format, Version: viewHead.Version}
)

// viewJSON is a view's JSON: crib's view as crib writes it, the setup as a
// saved game holds it, and the Crib Wars board.
type viewJSON struct {
	codec.Saved
	Config json.RawMessage `json:"config"`
	Pegs   []Peg           `json:"pegs"`
	Stay   Stay            `json:"stay,omitzero"`
	Void   bool            `json:"void,omitempty"`
	Crib   json.RawMessage `json:"crib"`
}

// MarshalJSON implements json.Marshaler: the setup (Config's JSON), every
// side's peg, the stay when a side is in a box, void when it is, and crib's
// view ([crib.View.MarshalJSON]). A view no game shows is refused.
func (v View) MarshalJSON() ([]byte, error) {
	cv, err := v.View.MarshalJSON()
	if err != nil {
		return nil, err
	}
	if err := v.check(); err != nil {
		return nil, err
	}
	c, err := v.Config.MarshalJSON()
	if err != nil {
		return nil, err
	}
	// Written by hand: json.Marshal's bytes of viewJSON (held to them by
	// the whole-game view test), without passing crib's view through
	// json.Marshal's compaction again.
	out, ok := codec.WriteObject(make([]byte, 0, len(cv)+len(c)+48+8*len(v.Pegs)), func(w *codec.Writer) {
		w.Str("format", viewHead.Format)
		w.Num("version", viewHead.Version)
		w.Raw("config", c)
		w.Array("pegs", len(v.Pegs), v.Pegs == nil, func(i int) { writePeg(w, v.Pegs[i]) })
		if st := v.Stay; st != (Stay{}) {
			w.Obj("stay", func() {
				w.Flag("in", st.In)
				w.Num("side", st.Side)
				w.Num("box", st.Box)
				w.Num("hands_left", st.HandsLeft)
			})
		}
		w.Flag("void,omitempty", v.Void)
		w.Raw("crib", cv)
	})
	if ok {
		return out, nil
	}
	return json.Marshal(viewJSON{Saved: viewHead, Config: c, Pegs: v.Pegs, Stay: v.Stay, Void: v.Void, Crib: cv})
}

// writePeg writes p's text, Peg.MarshalText's, as a JSON string.
func writePeg(w *codec.Writer, p Peg) {
	w.Failed = w.Failed || !p.storable()
	w.B = append(p.appendText(append(w.B, '"')), '"')
}

// UnmarshalJSON implements json.Unmarshaler, refusing (with an error
// wrapping ErrBadRecord) a view no game shows: whatever crib's view's
// reader refuses, a setup that is not crib's rules, a peg off the board or
// not where crib's board has it, a stay no game has. On error *v is left
// as it was.
func (v *View) UnmarshalJSON(data []byte) error {
	return codec.ReadJSON(pkg, "View", v, data, viewOf)
}

// MarshalText implements encoding.TextMarshaler: the view's JSON members
// one a line.
func (v View) MarshalText() ([]byte, error) { return viewDoc.Marshal(v.MarshalJSON) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (v *View) UnmarshalText(text []byte) error {
	return viewDoc.Unmarshal(pkg, text, func(js []byte) error { return v.UnmarshalJSON(js) })
}

func viewOf(j viewJSON) (View, error) {
	if err := j.Check(pkg, viewHead); err != nil {
		return View{}, err
	}
	if j.Config == nil || j.Pegs == nil || j.Crib == nil {
		return View{}, pkg.Bad("a member is missing")
	}
	var v View
	if err := v.Config.UnmarshalJSON(j.Config); err != nil {
		return View{}, err
	}
	v.Config, _ = v.Config.resolve() // read, so it resolves
	v.Rules.Pegger = Pegger{}        // crib's reader decodes the pegger with it
	if err := v.View.UnmarshalJSON(j.Crib); err != nil {
		return View{}, err
	}
	v.Pegs, v.Stay, v.Void = j.Pegs, j.Stay, j.Void
	return v, v.check()
}

// sameRules reports, without writing them, that a and b are the same
// rules, their peggers Crib Wars' and equal; false says only that their
// JSON must be compared.
func sameRules(a, b crib.Rules) bool {
	pa, okA := a.Pegger.(Pegger)
	pb, okB := b.Pegger.(Pegger)
	a.Pegger, b.Pegger = nil, nil
	return okA && okB && a == b && pa.Equal(pb)
}

// check reports why v is no view a game shows, beyond crib's view's own
// checks: crib rules that are not the setup's, pegs off the board or not
// where crib's board has them, a stay no game has, a void game not over.
func (v View) check() error {
	c := v.Config
	if c.Track.d == nil {
		return pkg.Bad("a view without a board")
	}
	want, err := c.CribRules()
	if err != nil {
		return pkg.Wrap(err)
	}
	if !sameRules(want, v.Rules) {
		a, err1 := json.Marshal(want)
		b, err2 := json.Marshal(v.Rules)
		if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
			return pkg.Bad("crib's rules %s are not the setup's %s", b, a)
		}
	}
	n := c.Layout.Sides
	if len(v.Pegs) != n {
		return pkg.Bad("%s in a game of %s", codec.Count(len(v.Pegs), "peg"), codec.Count(n, "side"))
	}
	for s, p := range v.Pegs {
		if !c.Track.Valid(p) || max(0, c.Track.Progress(p)) != v.Board.Pegs[s].Front {
			return pkg.Bad("side %s's peg at %v is not crib's %v", SideName(s), p, v.Board.Pegs[s])
		}
	}
	if st := v.Stay; st != (Stay{}) {
		if !st.In || n != 3 || st.Side < 0 || st.Side >= n || c.Track.At(st.Box) != PenaltyBox ||
			c.Track.MainHole(v.Pegs[st.Side]) < st.Box || st.HandsLeft < 0 || st.HandsLeft > SitOutHands {
			return pkg.Bad("a view with %v", st)
		}
	}
	if v.Void && (v.Phase != crib.PhaseOver || v.Next != crib.StepNone || v.Winner != crib.NoSeat) {
		return pkg.Bad("a void game in the %v", v.Phase)
	}
	return nil
}
