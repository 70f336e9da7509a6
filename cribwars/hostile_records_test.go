package cribwars_test

import (
	"encoding"
	"encoding/json"
	"io"
	"regexp"
	"slices"
	"strings"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	cw "github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/hostile"
)

// eventsOf draws the events of type E that real games said (the zero E
// when the game drawn said none).
func eventsOf[E crib.Event](games *rapid.Generator[playedGame]) *rapid.Generator[E] {
	return rapid.Custom(func(t *rapid.T) E {
		var of []E
		for _, e := range games.Draw(t, "game").events {
			if x, ok := e.(E); ok {
				of = append(of, x)
			}
		}
		var zero E
		if len(of) == 0 {
			return zero
		}
		return rapid.SampledFrom(of).Draw(t, "event")
	})
}

// recordGens are the real values for the saved games, records, text forms
// and events' JSON: records of real games (from their seed, or from a game
// part way through, with names or without), each event type as games say
// it, and texts of every form the package reads, for the decoders to get
// as they are and mutated.
func recordGens(games *rapid.Generator[playedGame]) []hostile.Generator {
	gameOf := rapid.Map(games, func(p playedGame) cw.Game { return p.g })
	records := rapid.Custom(func(t *rapid.T) cw.Record {
		g := gameOf.Draw(t, "game")
		rec, err := g.Record()
		if err != nil {
			return cw.Record{}
		}
		if rapid.Bool().Draw(t, "names") {
			rec.Names = []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay"}[:g.Seats()]
		}
		return rec
	})
	events := rapid.Custom(func(t *rapid.T) []crib.Event { return games.Draw(t, "game").events })
	sent, notPegged, missed := boxEvents()
	texts := rapid.Custom(func(t *rapid.T) string {
		var b []byte
		switch rapid.IntRange(0, 7).Draw(t, "which") {
		case 0:
			b, _ = records.Draw(t, "record").MarshalText()
		case 1:
			b, _ = json.Marshal(gameOf.Draw(t, "game"))
		case 2:
			evs := events.Draw(t, "events")
			if len(evs) > 0 && rapid.Bool().Draw(t, "one") {
				b, _ = cw.MarshalEvent(rapid.SampledFrom(evs).Draw(t, "event"))
				break
			}
			b, _ = cw.MarshalEvents(evs)
		case 3:
			p := games.Draw(t, "game")
			if len(p.actions) > 0 {
				return rapid.SampledFrom(p.actions).Draw(t, "action").String()
			}
		case 4:
			g := gameOf.Draw(t, "game")
			b, _ = json.Marshal(cw.NewPegger(g.Board(), g.Config().Rules))
		case 5:
			b, _ = json.Marshal(hostileConfigs().Draw(t, "config"))
		case 6:
			b, _ = hostileRulesOf().Draw(t, "rules").MarshalText()
		default:
			g := gameOf.Draw(t, "game")
			b, _ = g.Peg(rapid.IntRange(0, g.Sides()-1).Draw(t, "side")).MarshalText()
		}
		return string(b)
	})
	return []hostile.Generator{
		hostile.Gen(records),
		hostile.Gen(events),
		hostile.Gen(texts),
		hostile.Gen(hostileRulesOf()),
		hostile.Gen(eventsOf[cw.Pegged](games)),
		hostile.Gen(eventsOf[cw.BoardEvent](games)),
		hostile.Gen(eventsOf[cw.BoxMoved](games)),
		hostile.Gen(sent),
		hostile.Gen(notPegged),
		hostile.Gen(missed),
		hostile.Gen(rulings()),
		hostile.Gen(rapid.Map(rulings(), func(r cw.Ruling) cw.RulingApplied { return cw.RulingApplied{Ruling: r} })),
		hostile.Gen(eventsOf[cw.GameOver](games)),
		hostile.Gen(eventsOf[cw.DealOver](games)),
		hostile.Gen(rapid.Just(io.Discard)),
		hostile.Gen(rapid.Map(texts, func(s string) io.Reader { return strings.NewReader(s) })),
	}
}

// hostileRulesOf draws the readings a game may take.
func hostileRulesOf() *rapid.Generator[cw.Rules] {
	return rapid.Custom(func(t *rapid.T) cw.Rules {
		return cw.Rules{
			Heels:           cw.HeelsRule(rapid.IntRange(0, 4).Draw(t, "heels")),
			SkunkLine:       rapid.IntRange(-1, 130).Draw(t, "skunk"),
			DoubleSkunkLine: rapid.IntRange(-1, 130).Draw(t, "double"),
			BumpedLeaves:    rapid.Bool().Draw(t, "bumped leaves"),
		}
	})
}

// nearlyValid returns data as it is, or with one of its numbers (or the
// first byte of a number) changed to one at an edge: a saved form that
// reads but says what cannot be, for the checks behind the decoders.
func nearlyValid(t *rapid.T, data []byte) []byte {
	nums := numbers.FindAllIndex(data, -1)
	if len(nums) == 0 || rapid.Bool().Draw(t, "as it is") {
		return data
	}
	at := rapid.SampledFrom(nums).Draw(t, "number")
	n := rapid.SampledFrom([]string{"-1", "0", "1", "2", "3", "7", "99", "1000", "9223372036854775807"}).Draw(t, "to")
	return slices.Concat(data[:at[0]], []byte(n), data[at[1]:])
}

var numbers = regexp.MustCompile(`-?[0-9]+`)

// savedForms draws the saved form of real values of type T (by marshal),
// as they are and nearly valid, as the data of a decoder's argument.
func savedForms[T any](g *rapid.Generator[T], marshal func(T) ([]byte, error)) hostile.Generator {
	return hostile.Gen(rapid.Custom(func(t *rapid.T) []byte {
		data, err := marshal(g.Draw(t, "value"))
		if err != nil {
			return nil
		}
		return nearlyValid(t, data)
	}))
}

// savedTexts draws the text of real actions of type A, as they are and
// nearly valid, as the text ParseAction is given.
func savedTexts[A crib.Action](g *rapid.Generator[A]) hostile.Generator {
	return hostile.Gen(rapid.Custom(func(t *rapid.T) string {
		a := g.Draw(t, "action")
		if any(a) == nil {
			return ""
		}
		return string(nearlyValid(t, []byte(a.String())))
	}))
}

func marshalJSON[T any](x T) ([]byte, error) { return json.Marshal(x) }

func marshalEvent[E crib.Event](e E) ([]byte, error) { return cw.MarshalEvent(e) }

func marshalText[T encoding.TextMarshaler](x T) ([]byte, error) { return x.MarshalText() }

// actionsOf draws the actions of type A that real games took (the zero A
// when the game drawn took none).
func actionsOf[A crib.Action](games *rapid.Generator[playedGame]) *rapid.Generator[A] {
	return rapid.Custom(func(t *rapid.T) A {
		var of []A
		for _, a := range games.Draw(t, "game").actions {
			if x, ok := a.(A); ok {
				of = append(of, x)
			}
		}
		var zero A
		if len(of) == 0 {
			return zero
		}
		return rapid.SampledFrom(of).Draw(t, "action")
	})
}

// enums draws the values of an enumeration, and some past its end.
func enums[T ~uint8]() *rapid.Generator[T] {
	return rapid.Map(rapid.IntRange(0, 12), func(i int) T { return T(i) })
}

// decoders are the walk's entries for the decoders, each given the saved
// forms of real values of its type, as they are and nearly valid.
func decoders(games *rapid.Generator[playedGame]) []any {
	gameOf := rapid.Map(games, func(p playedGame) cw.Game { return p.g })
	peggers := rapid.Custom(func(t *rapid.T) cw.Pegger {
		g := gameOf.Draw(t, "game")
		return cw.NewPegger(g.Board(), g.Config().Rules)
	})
	pegs := rapid.Custom(func(t *rapid.T) cw.Peg {
		g := gameOf.Draw(t, "game")
		return g.Peg(rapid.IntRange(0, g.Sides()-1).Draw(t, "side"))
	})
	records := rapid.Custom(func(t *rapid.T) cw.Record {
		rec, _ := gameOf.Draw(t, "game").Record()
		return rec
	})
	sent, notPegged, missed := boxEvents()
	rulingsApplied := rapid.Map(rulings(), func(r cw.Ruling) cw.RulingApplied { return cw.RulingApplied{Ruling: r} })
	with := func(fn any, g hostile.Generator) hostile.Func {
		return hostile.Func{Fn: fn, Gens: []hostile.Generator{g}}
	}
	return []any{
		hostile.Func{Fn: cw.UnmarshalEvent, Gens: []hostile.Generator{
			savedForms(eventsOf[cw.BoardEvent](games), marshalEvent),
			savedForms(eventsOf[cw.BoxMoved](games), marshalEvent),
			savedForms(eventsOf[cw.DealOver](games), marshalEvent),
			savedForms(eventsOf[cw.GameOver](games), marshalEvent),
			savedForms(rapid.OneOf(eventsOf[cw.MissedMove](games), missed), marshalEvent),
			savedForms(rapid.OneOf(eventsOf[cw.NotPegged](games), notPegged), marshalEvent),
			savedForms(eventsOf[cw.Pegged](games), marshalEvent),
			savedForms(rulingsApplied, marshalEvent),
			savedForms(rapid.OneOf(eventsOf[cw.SentToBox](games), sent), marshalEvent),
			savedForms(eventsOf[crib.Event](games), marshalEvent),
		}},
		with(cw.UnmarshalEvents, savedForms(rapid.Custom(func(t *rapid.T) []crib.Event {
			return games.Draw(t, "game").events
		}), cw.MarshalEvents)),
		with((*cw.Config).UnmarshalJSON, savedForms(hostileConfigs(), marshalJSON)),
		with((*cw.Game).UnmarshalJSON, savedForms(gameOf, marshalJSON)),
		with((*cw.Pegger).UnmarshalJSON, savedForms(peggers, marshalJSON)),
		with(cw.Pegger.DecodePegger, savedForms(peggers, marshalJSON)),
		with((*cw.Peg).UnmarshalText, savedForms(pegs, marshalText)),
		with((*cw.Rules).UnmarshalText, savedForms(hostileRulesOf(), marshalText)),
		with((*cw.Record).UnmarshalText, savedForms(records, marshalText)),
		hostile.Func{Fn: cw.ParseAction, Gens: []hostile.Generator{
			savedTexts(actionsOf[cw.LeaveBox](games)), savedTexts(actionsOf[cw.Penalty](games)),
			savedTexts(actionsOf[cw.Place](games)), savedTexts(actionsOf[cw.Irregularity](games)),
			savedTexts(actionsOf[crib.Action](games)),
		}},
		with((*cw.BoxMoveKind).UnmarshalText, savedForms(enums[cw.BoxMoveKind](), marshalText)),
		with((*cw.EventKind).UnmarshalText, savedForms(enums[cw.EventKind](), marshalText)),
		with((*cw.HeelsRule).UnmarshalText, savedForms(enums[cw.HeelsRule](), marshalText)),
		with((*cw.Option).UnmarshalText, savedForms(enums[cw.Option](), marshalText)),
		with((*cw.PegMishap).UnmarshalText, savedForms(enums[cw.PegMishap](), marshalText)),
		with((*cw.Special).UnmarshalText, savedForms(enums[cw.Special](), marshalText)),
	}
}

// rulings draws rulings on irregularities at real tables.
func rulings() *rapid.Generator[cw.Ruling] {
	return rapid.Custom(func(t *rapid.T) cw.Ruling {
		sides := rapid.IntRange(2, 3).Draw(t, "sides")
		tb := cw.Table{Sides: sides, Dealer: rapid.IntRange(0, sides-1).Draw(t, "dealer")}
		side := rapid.IntRange(0, sides-1).Draw(t, "side")
		n := rapid.IntRange(1, 5).Draw(t, "n")
		var r cw.Ruling
		var err error
		switch rapid.IntRange(0, 8).Draw(t, "irregularity") {
		case 0:
			r, err = cw.AskedForHelp(tb, side)
		case 1:
			r, err = cw.TooFewCards(tb, n)
		case 2:
			r, err = cw.NonDealerTooMany(tb, side, rapid.Bool().Draw(t, "before pickup"))
		case 3:
			r, err = cw.DealerTooMany(tb, n)
		case 4:
			r, err = cw.NotOneAtATime(tb)
		case 5:
			r, err = cw.MiscountAtCrib(tb, side, rapid.IntRange(0, 29).Draw(t, "hand"), rapid.IntRange(0, 29).Draw(t, "crib"))
		case 6:
			r, err = cw.RefusedPenalty(tb, side)
		case 7:
			r, err = cw.OverPegged(tb, side, n)
		default:
			r, err = cw.HandledDeck(tb, side)
		}
		if err != nil {
			return cw.Ruling{}
		}
		return r
	})
}

// boxEvents draws the events of a side in a penalty box, which the random
// bot's games seldom say, as a game could say them and near that.
func boxEvents() (*rapid.Generator[cw.SentToBox], *rapid.Generator[cw.NotPegged], *rapid.Generator[cw.MissedMove]) {
	side := func(t *rapid.T) (int, int) {
		sides := rapid.IntRange(1, 4).Draw(t, "sides")
		return rapid.IntRange(-1, sides).Draw(t, "side"), sides
	}
	return rapid.Custom(func(t *rapid.T) cw.SentToBox {
			s, n := side(t)
			return cw.SentToBox{Side: s, Sides: n, Box: rapid.IntRange(0, 400).Draw(t, "box"), Hands: rapid.IntRange(-1, 4).Draw(t, "hands")}
		}), rapid.Custom(func(t *rapid.T) cw.NotPegged {
			s, n := side(t)
			return cw.NotPegged{Side: s, Sides: n, Points: rapid.IntRange(-2, 30).Draw(t, "points")}
		}), rapid.Custom(func(t *rapid.T) cw.MissedMove {
			s, n := side(t)
			return cw.MissedMove{Side: s, Sides: n}
		})
}
