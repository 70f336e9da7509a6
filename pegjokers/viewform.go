package pegjokers

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/record"
)

// The view's stored form: its format and version, and its text.
var (
	viewHead = codec.Saved{Format: "pegboard pegjokers view", Version: 1}
	viewDoc  = record.Doc{Game: "pegjokers-view", Format: viewHead.Format, Version: viewHead.Version}
)

// viewJSON is the stored form of a View. Pointers mark the members that
// must be present.
type viewJSON struct {
	codec.Saved
	Seat     *int      `json:"seat"`
	Rules    *Rules    `json:"rules"`
	Position *Position `json:"position"`
	Next     *Step     `json:"next"`
	Hand     *string   `json:"hand"`
	Discards *string   `json:"discards"`
	DrawPile *int      `json:"draw_pile"`
	Held     []int     `json:"held"`
	Owed     []Seat    `json:"owed,omitempty"`
	Turns    *int      `json:"turns"`
	Shuffles *int      `json:"shuffles"`
	Missed   *int      `json:"missed_draws"`
	Late     *int      `json:"late_draws"`
	Refill   bool      `json:"refill,omitempty"`
}

// MarshalJSON implements json.Marshaler: the view as a JSON object of
// version 1 of the format "pegboard pegjokers view":
//
//	{"format": "pegboard pegjokers view", "version": 1, "seat": 2,
//	 "rules": "default", "position": "4 pairs 1 | s s s s t8 | ...",
//	 "next": "play", "hand": "QC 2H 9D 7S 3C", "discards": "KD",
//	 "draw_pile": 87, "held": [4, 5, 5, 5], "owed": ["Blue"],
//	 "turns": 1, "shuffles": 0, "missed_draws": 1, "late_draws": 0}
//
// seat is the viewer ([View.Viewer]; -1 for a spectator, whose hand is
// ""); next is [View.Step]; the cards are listed as [Game.MarshalJSON]
// lists them, the discards bottom first; held has one count a seat; owed
// lists the seats owed an extra card (absent when none); "refill": true as
// [View.Refill] (absent otherwise). What a view lists moves with is not
// part of it. A view no game shows (see [View.UnmarshalJSON]) is refused
// with an error wrapping [ErrBadRecord] and [ErrBadView], the zero View
// with one wrapping [ErrZeroValue].
func (v View) MarshalJSON() ([]byte, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	seat := v.Viewer()
	j := viewJSON{Saved: viewHead, Seat: &seat, Rules: &v.Rules, Position: &v.Position, Next: &v.Step,
		Hand: ptr(cards.FormatList(v.Hand)), Discards: ptr(cards.FormatList(v.Discards)), DrawPile: &v.DrawPile,
		Held: v.Held[:v.Position.Seats()], Turns: &v.Turns, Shuffles: &v.Shuffles, Missed: &v.MissedDraws,
		Late: &v.LateDraws, Refill: v.Refill}
	for s := range v.Position.Seats() {
		if v.Owed[s] {
			j.Owed = append(j.Owed, Seat(s))
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON implements json.Unmarshaler, reading what
// [View.MarshalJSON] writes. It refuses, with an error wrapping
// [ErrBadRecord], anything that is not a view some game shows: an unknown
// format, version or member, a member missing, a seat not in the game, a
// card the deck does not hold or more often than it holds it, a hand of
// more than a full hand ([Rules.HandSize]) or not the seat's count, counts
// that do not add up to the deck or that no play of the rules explains
// (those wrap [ErrBadView] too). A view read back lists moves as the view
// it was written from does. On error *v is left as it was.
func (v *View) UnmarshalJSON(data []byte) error {
	return codec.ReadJSON(pkg, "View", v, data, viewJSON.view)
}

// MarshalText implements encoding.TextMarshaler: the view's JSON members
// one a line, after the line "pegboard pegjokers-view 1":
//
//	pegboard pegjokers-view 1
//	seat: 2
//	rules: default
//	position: 4 pairs 1 | s s s s t8 | s s s s s | s s s s s | s s s s s
//	hand: QC 2H 9D 7S 3C
//	held: [4,5,5,5]
func (v View) MarshalText() ([]byte, error) { return viewDoc.Marshal(v.MarshalJSON) }

// UnmarshalText implements encoding.TextUnmarshaler, reading what
// [View.MarshalText] writes and refusing what [View.UnmarshalJSON]
// refuses.
func (v *View) UnmarshalText(text []byte) error {
	if v == nil {
		return pkg.NilTarget("View")
	}
	return viewDoc.Unmarshal(pkg, text, func(js []byte) error { return v.UnmarshalJSON(js) })
}

// view builds the View j describes and checks it.
func (j viewJSON) view() (View, error) {
	if err := j.Check(pkg, viewHead); err != nil {
		return View{}, err
	}
	if j.Seat == nil || j.Rules == nil || j.Position == nil || j.Next == nil || j.Hand == nil || j.Discards == nil ||
		j.DrawPile == nil || j.Held == nil || j.Turns == nil || j.Shuffles == nil || j.Missed == nil || j.Late == nil {
		return View{}, pkg.Bad("a member of the view is missing")
	}
	p, n := *j.Position, j.Position.Seats()
	if len(j.Held) != n || *j.Seat < NoSeat || *j.Seat >= n {
		return View{}, pkg.Bad("the view of seat %d, counting %s, in a game of %s", *j.Seat, codec.Count(len(j.Held), "hand"), codec.Count(n, "seat"))
	}
	v := View{Rules: *j.Rules, Position: p, Step: *j.Next, DrawPile: *j.DrawPile, Turns: *j.Turns,
		Shuffles: *j.Shuffles, MissedDraws: *j.Missed, LateDraws: *j.Late, Refill: j.Refill}
	if *j.Seat != int(p.Turn()) {
		v.who = int8(*j.Seat + 2)
	}
	copy(v.Held[:], j.Held)
	for _, s := range j.Owed {
		if int(s) >= n || v.Owed[s] {
			return View{}, pkg.Bad("owed %v", j.Owed)
		}
		v.Owed[s] = true
	}
	if !slices.IsSorted(j.Owed) {
		return View{}, pkg.Bad("owed %v is not in seat order", j.Owed)
	}
	var err error
	if v.Hand, err = cards.ParseList(*j.Hand); err == nil {
		v.Discards, err = cards.ParseList(*j.Discards)
	}
	if err != nil {
		return View{}, pkg.Wrap(err)
	}
	return v, v.check()
}

// check reports why v is no view a game shows: the views a [Sampler]
// refuses.
func (v View) check() error {
	err := new(Sampler).init(v)
	switch {
	case err == nil:
		return nil
	case !v.Position.IsValid():
		return fmt.Errorf("pegjokers: %w: the zero View", ErrZeroValue)
	}
	return fmt.Errorf("pegjokers: %w: %w", ErrBadRecord, codec.Said(err, "pegjokers: "))
}
