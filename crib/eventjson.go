package crib

import (
	"github.com/pegboard/pegboard/internal/codec"
)

// Events are stored as JSON objects ([MarshalEvent], [MarshalEvents]) whose
// "type" names the event, then its fields by their names in snake case, cards and sets of cards as their
// text, enums by their names, boards as Board's JSON:
//
//	{"type": "laid", "step": {"seat": 1, "card": "5H", "score": {"count": 15, "fifteen": true}, "next": 0}}
//	{"type": "pegged", "score": {"kind": "play", "seat": 1, "side": 1, "points": 2, ...}, "from": "0/0", "board": {...}}
//	{"type": "claimed", "seat": 0, "kind": "hand", "points": 8}
//
// The types are: dealer-cut, dealt, discarded, starter-turned, laid,
// go-said, count-restarted, shown, pegged, deal-over, game-over, claimed,
// muggins-called, overpeg-corrected, judges-called, peg-out-reminded,
// accepted, forfeited, claim-taken-back, mixed, conceded, owed, folded,
// sat-out, offered and declined. [UnmarshalEvent] reads any of them back
// to the same value. (encoding/json writes an event's fields alone, without
// its type.) They refuse, with an error wrapping ErrBadRecord, an event that cannot
// happen: a seat or side out of range, a card twice, a hand's points that
// are not its cards', a board no game shows.

// events is the table of the package's events: one entry an event type,
// its tag and its check. Adding an event is one type and one entry here;
// the events every deal makes also have their JSON written by hand
// (eventappend.go: MemberAppend), the others by json.Marshal (Member).
var events = codec.NewUnion(pkg, "event", func(u *codec.Union[Event]) {
	codec.Member(u, "dealer-cut", DealerCut.check)
	codec.MemberAppend(u, "dealt", Dealt.check, Dealt.appendJSON)
	codec.MemberAppend(u, "discarded", Discarded.check, Discarded.appendJSON)
	codec.MemberAppend(u, "starter-turned", StarterTurned.check, StarterTurned.appendJSON)
	codec.MemberAppend(u, "laid", Laid.check, Laid.appendJSON)
	codec.MemberAppend(u, "go-said", GoSaid.check, GoSaid.appendJSON)
	codec.MemberAppend(u, "count-restarted", CountRestarted.check, CountRestarted.appendJSON)
	codec.MemberAppend(u, "shown", Shown.check, Shown.appendJSON)
	codec.MemberAppend(u, "pegged", Pegged.check, Pegged.appendJSON)
	codec.MemberAppend(u, "deal-over", DealOver.check, DealOver.appendJSON)
	codec.MemberAppend(u, "game-over", GameOver.check, GameOver.appendJSON)
	codec.MemberAppend(u, "claimed", Claimed.check, Claimed.appendJSON)
	codec.Member(u, "muggins-called", MugginsCalled.check)
	codec.Member(u, "overpeg-corrected", OverpegCorrected.check)
	codec.Member(u, "judges-called", JudgesCalled.check)
	codec.Member(u, "peg-out-reminded", PegOutReminded.check)
	codec.MemberAppend(u, "accepted", Accepted.check, Accepted.appendJSON)
	codec.Member(u, "forfeited", Forfeited.check)
	codec.Member(u, "claim-taken-back", ClaimTakenBack.check)
	codec.Member(u, "mixed", Mixed.check)
	codec.Member(u, "conceded", Conceded.check)
	codec.MemberAppend(u, "owed", Owed.check, Owed.appendJSON)
	codec.Member(u, "folded", Folded.check)
	codec.Member(u, "sat-out", SatOut.check)
	codec.Member(u, "redealt", Redealt.check)
	codec.MemberAppend(u, "offered", Offered.check, Offered.appendJSON)
	codec.Member(u, "declined", Declined.check)
})

// MarshalEvent writes an event of this package as its JSON object, refusing
// one that cannot happen and an event of another type. The error wraps
// ErrBadRecord.
func MarshalEvent(e Event) ([]byte, error) { return events.Marshal(e) }

// UnmarshalEvent reads an event's JSON, as MarshalEvent writes it, into the
// event its "type" names. Errors wrap ErrBadRecord.
func UnmarshalEvent(data []byte) (Event, error) { return events.Unmarshal(data) }

// MarshalEvents writes events as a JSON array of their objects. An event
// that is not one of the package's (a variant's pegger's own, say) is
// refused, and so is more than the 1 MiB that UnmarshalEvents reads (a
// whole game is better kept as its Record).
func MarshalEvents(evs []Event) ([]byte, error) { return events.MarshalList(evs) }

// UnmarshalEvents reads what MarshalEvents writes.
func UnmarshalEvents(data []byte) ([]Event, error) { return events.UnmarshalList(data) }

// asEvent is an event held in a saved game (points offered or owed): it
// is written as its event's object.
type asEvent[E Event] struct{ e E }

func (a asEvent[E]) MarshalJSON() ([]byte, error) {
	b, err := appendEvent(make([]byte, 0, 160), a.e)
	if err != nil {
		return nil, err
	}
	return b, nil
}

func wrap[E Event](es []E) []asEvent[E] {
	out := make([]asEvent[E], len(es))
	for i, e := range es {
		out[i].e = e
	}
	return out
}

func unwrap[E Event](as []asEvent[E]) []E {
	var out []E // nil for none
	for _, a := range as {
		out = append(out, a.e)
	}
	return out
}

func (a *asEvent[E]) UnmarshalJSON(data []byte) error {
	e, err := events.Unmarshal(data)
	if err != nil {
		return err
	}
	v, ok := e.(E)
	if !ok {
		return bad("a %T where a %T belongs", e, a.e)
	}
	a.e = v
	return nil
}
