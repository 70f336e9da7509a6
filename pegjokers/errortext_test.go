package pegjokers_test

import (
	"context"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// TestErrorTexts pins the exact text of representative refusals of the
// parsers and constructors: a message that names the wrong count, hole or
// seat misleads the person reading it as much as a wrong move would.
func TestErrorTexts(t *testing.T) {
	F, T, S := pegjokers.Finish, pegjokers.Track, pegjokers.Start
	solo2 := pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo}
	pos := func(s string) func() error {
		return func() error { _, err := pegjokers.ParsePosition(s); return err }
	}
	positionOf := func(st pegjokers.Seating, turn pegjokers.Seat, pegs ...[5]pegjokers.Place) func() error {
		return func() error { _, err := pegjokers.PositionOf(st, turn, pegs); return err }
	}
	move := func(p, card, text string) func() error {
		return func() error {
			_, err := pegjokers.ParseMove(pegjokers.MustParsePosition(p), cards.MustParse(card), text)
			return err
		}
	}
	selfPlay := func(cfg pegjokers.SelfPlay, players ...pegjokers.Strategy) func() error {
		return func() error { _, err := pegjokers.RunSelfPlay(context.Background(), cfg, players); return err }
	}
	playGame := func(g pegjokers.Game, players ...pegjokers.Strategy) func() error {
		return func() error { _, err := pegjokers.PlayGame(g, players, cards.NewRand(1), nil); return err }
	}
	unmarshalMove := func(text string) func() error {
		return func() error { var m pegjokers.Move; return m.UnmarshalText([]byte(text)) }
	}
	pairs4 := pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	for _, tt := range []struct {
		name string
		err  func() error
		want string
	}{
		// ParsePosition: each of its refusals.
		{"short head", pos("4 pairs"), `pegjokers: parsing "4 pairs": want "<seats> <arrangement> <seat to move>" before the first |`},
		{"seat count", pos("four pairs 0 | s s s s s"), `pegjokers: parsing "four pairs 0 | s s s s s": seat count "four" is not a number`},
		{"arrangement", pos("4 trios 0 | s s s s s"), `pegjokers: parsing "4 trios 0 | s s s s s": arrangement "trios" is not solo, pairs or teams`},
		{"seating", pos("3 pairs 0 | s s s s s | s s s s s | s s s s s"), `pegjokers: parsing "3 pairs 0 | s s s s s | s s s s s | s s s s s": no game of 3 seats pairs (solo 2-8, pairs 4/6/8, teams 6/8)`},
		{"seat to move", pos("2 solo x | s s s s s | s s s s s"), `pegjokers: parsing "2 solo x | s s s s s | s s s s s": seat to move "x" is not a number`},
		{"seat to move out of range", pos("2 solo 2 | s s s s s | s s s s s"), `pegjokers: parsing "2 solo 2 | s s s s s | s s s s s": seat to move 2 is not a seat of 2`},
		{"too few seats of pegs", pos("2 solo 0 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s s": pegs for 1 seats in a game of 2`},
		{"too many seats of pegs", pos("2 solo 0 | s s s s s | s s s s s | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s s | s s s s s | s s s s s": pegs for 3 seats in a game of 2`},
		{"no seats of pegs", pos("3 solo 0"), `pegjokers: parsing "3 solo 0": pegs for 0 seats in a game of 3`},
		{"four pegs", pos("2 solo 1 | s s s s s | s s s s"), `pegjokers: parsing "2 solo 1 | s s s s s | s s s s": Yellow (seat 1) has 4 pegs, want 5`},
		{"six pegs", pos("2 solo 0 | s s s s s s | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s s s | s s s s s": Blue (seat 0) has 6 pegs, want 5`},
		{"hole out of range", pos("2 solo 0 | s s s s t36 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s t36 | s s s s s": hole "t36" is out of range`},
		{"last hole in range", pos("2 solo 0 | s s s s t35 | s s s s t35"), `pegjokers: parsing "2 solo 0 | s s s s t35 | s s s s t35": two pegs on track hole 35`},
		{"finish out of range", pos("2 solo 0 | s s s s F6 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s F6 | s s s s s": hole "F6" is out of range`},
		{"f0", pos("2 solo 0 | s s s s f0 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s f0 | s s s s s": hole "f0" is out of range`},
		{"not a peg", pos("2 solo 0 | s s s s t | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s t | s s s s s": peg "t" is not s, tH or fK`},
		{"long number", pos("2 solo 0 | s s s s t1000 | s s s s s"), `pegjokers: parsing "2 solo 0 | s s s s t1000 | s s s s s": peg "t1000" is not s, tH or fK`},
		{"two in a Finish hole", pos("2 solo 0 | s s s s s | s s s f2 f2"), `pegjokers: parsing "2 solo 0 | s s s s s | s s s f2 f2": two Yellow pegs in f2`},
		// PositionOf.
		{"PositionOf seating", positionOf(pegjokers.Seating{Seats: 3, Arrangement: pegjokers.Pairs}, 0), `pegjokers: no such seating: 3 pairs`},
		{"PositionOf seats", positionOf(solo2, 0, [5]pegjokers.Place{}), `pegjokers: invalid position: pegs for 1 seats in a 2-seat game`},
		{"PositionOf turn", positionOf(solo2, 2, [5]pegjokers.Place{}, [5]pegjokers.Place{}), `pegjokers: invalid position: seat to move 2 of 2 seats`},
		{"PositionOf hole", positionOf(solo2, 0, [5]pegjokers.Place{S, S, S, S, T(36)}, [5]pegjokers.Place{}), `pegjokers: invalid position: Blue peg on hole 36 of a 36-hole track`},
		{"PositionOf shared hole", positionOf(solo2, 1, [5]pegjokers.Place{S, S, S, S, T(35)}, [5]pegjokers.Place{T(35)}), `pegjokers: invalid position: two pegs on track hole 35`},
		{"PositionOf Finish", positionOf(solo2, 0, [5]pegjokers.Place{}, [5]pegjokers.Place{F(5), F(5)}), `pegjokers: invalid position: two Yellow pegs in f5`},
		{"PositionOf not a place", positionOf(solo2, 0, [5]pegjokers.Place{}, [5]pegjokers.Place{F(5) + 1}), `pegjokers: invalid position: Yellow peg at Place(246)`},
		{"PositionOf 0xF0", positionOf(solo2, 0, [5]pegjokers.Place{}, [5]pegjokers.Place{0xF0}), `pegjokers: invalid position: Yellow peg at Place(240)`},
		// ParseMove.
		{"move parts", move(aroundTrack, "7H", "t8+3 t39+4>f4 t1+1"), `pegjokers: invalid syntax: a move is one or two parts, or pass`},
		{"move no steps", move(aroundTrack, "7H", "t8+0"), `pegjokers: invalid syntax: "t8+0" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		{"move 100 steps", move(aroundTrack, "7H", "t8+100"), `pegjokers: invalid syntax: "t8+100" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		{"move 99 steps", move(aroundTrack, "7H", "t8+99"), `pegjokers: illegal move: 7H t8+99 is not a legal move of Blue (legal: t14+7, t8+1 t14+6, t8+1 t11+6, t8+2 t14+5, t8+2 t11+5, t8+3 t14+4, t8+3 t39+4, t8+3 t39+4>f4, t8+4 t14+3, t8+4 t11+3, t8+5 t14+2, t8+5 t11+2, ...)`},
		{"move bare >", move(aroundTrack, "7H", "t8+3>"), `pegjokers: invalid syntax: "t8+3>" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		{"move >s", move(aroundTrack, "7H", "t8+3>s"), `pegjokers: invalid syntax: "t8+3>s" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},
		{"move illegal", move(aroundTrack, "7H", "t8+7"), `pegjokers: illegal move: 7H t8+7 is not a legal move of Blue (legal: t14+7, t8+1 t14+6, t8+1 t11+6, t8+2 t14+5, t8+2 t11+5, t8+3 t14+4, t8+3 t39+4, t8+3 t39+4>f4, t8+4 t14+3, t8+4 t11+3, t8+5 t14+2, t8+5 t11+2, ...)`},
		{"move pass", move(aroundTrack, "7H", "pass"), `pegjokers: the card allows a move, so it must be played: 7H has 19 legal moves, such as t14+7`},
		// RunSelfPlay.
		{"self-play seating", selfPlay(pegjokers.SelfPlay{Seating: pegjokers.Seating{Seats: 5, Arrangement: pegjokers.Pairs}, Games: 1}, pegjokers.RandomBot{}), `pegjokers: self-play: no such seating: 5 pairs`},
		{"self-play turns", selfPlay(pegjokers.SelfPlay{Seating: pairs4, Games: 1, MaxTurns: -1}, pegjokers.RandomBot{}), `pegjokers: self-play: rules out of range: a turn limit of -1`},
		{"self-play no strategies", selfPlay(pegjokers.SelfPlay{Seating: pairs4, Games: 1}), `pegjokers: self-play: no such seat: no strategies`},
		{"self-play nil", selfPlay(pegjokers.SelfPlay{Seating: pairs4, Games: 1}, pegjokers.RandomBot{}, nil), `pegjokers: self-play: the strategy failed: entrant 1 is nil`},
		// PlayGame and the draw.
		{"play zero game", playGame(pegjokers.Game{}), `pegjokers: play game: zero value: make it with its constructor: the zero Game`},
		{"play player count", playGame(newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 1), pegjokers.RandomBot{}), `pegjokers: play game: no such seat: 1 players for 4 seats`},
		{"play nil strategy", playGame(newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1), pegjokers.RandomBot{}, nil), `pegjokers: strategy by seat 1: the strategy failed: no strategy for Yellow`},
		{"play dealt game", playGame(dealtLike(t, newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1)), pegjokers.RandomBot{}, pegjokers.RandomBot{}), `pegjokers: play game: no such draw: a game dealt by hand draws the cards typed in, so a runner cannot play it`},
		{"draw zero game", func() error { _, _, err := (pegjokers.Game{}).Apply(pegjokers.Draw{}); return err }, `pegjokers: draw: zero value: make it with its constructor: the zero Game`},
		// Move.UnmarshalText.
		{"move text steps", unmarshalMove("7: Blue t8+x->t11"), `pegjokers: bad record: invalid syntax: "7: Blue t8+x->t11": part "Blue t8+x->t11": steps "x"`},
		{"move text 100 steps", unmarshalMove("7: Blue t8+100->t108"), `pegjokers: bad record: invalid syntax: "7: Blue t8+100->t108": part "Blue t8+100->t108": steps "100"`},
		{"move text second part", unmarshalMove("7: Blue t8+3->t11, White t39+5->f4"), `pegjokers: bad record: "7: Blue t8+3->t11, White t39+5->f4": illegal move: part 2 of 7: Blue t8+3->t11, White t39+5->f4: White t39+5->f4 is not a forward part`},
		{"move text capital", unmarshalMove("7: Blue T8+7->t15"), `pegjokers: bad record: invalid syntax: "7: Blue T8+7->t15": part "Blue T8+7->t15": places`},
		{"move text no place", unmarshalMove("7: Blue +7->t15"), `pegjokers: bad record: invalid syntax: "7: Blue +7->t15": part "Blue +7->t15": places`},
	} {
		err := tt.err()
		got := "<nil>"
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%s: got\n\t%s\nwant\n\t%s", tt.name, got, tt.want)
		}
	}
}
