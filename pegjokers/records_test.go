package pegjokers_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
)

// checkRecord checks that rec's text reads back to a record with the same
// text, and that it replays to game want with events wantEv.
func checkRecord(t must.TB, rec pegjokers.Record, want pegjokers.Game, wantEv []pegjokers.Event) {
	t.Helper()
	text := gametest.Text(t, rec)
	back, err := pegjokers.ParseRecord(strings.NewReader(text))
	if err != nil {
		t.Fatalf("ParseRecord:\n%s\n%v", text, err)
	}
	if again := gametest.Text(t, back); again != text {
		t.Fatalf("the record does not read back to itself:\n%s", cmp.Diff(text, again))
	}
	for _, r := range []pegjokers.Record{rec, back} {
		g, ev, err := pegjokers.Replay(r)
		if err != nil {
			t.Fatalf("Replay:\n%s\n%v", text, err)
		}
		if g.Bare() != want.Bare() {
			t.Fatalf("the record replays to\n%s\nnot\n%s", g.Diagram(), want.Diagram())
		}
		if !cmp.Equal(ev, wantEv, posEqual) {
			t.Fatalf("the replay's events differ:\n%s", cmp.Diff(wantEv, ev, posEqual))
		}
		if again := gametest.Text(t, gametest.Record(t, g)); again != text && len(rec.Names) == 0 {
			t.Fatalf("the replayed game's record differs:\n%s", cmp.Diff(text, again))
		}
	}
}

// TestRecordRoundTrip: games seeded or dealt by hand, recorded from their
// start or part way, with missed draws, write records that read back and
// replay to the same game and events.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, seed := drawnGame(t)
		if rapid.Bool().Draw(t, "dealt") {
			g = dealtLike(t, g)
		}
		rng := cards.NewRand(seed)
		acts := randomActions(t, g, rng, rapid.IntRange(2, 20).Draw(t, "miss odds"), rapid.IntRange(0, 800).Draw(t, "actions"))
		from := 0
		if rapid.Bool().Draw(t, "part way") {
			from = rapid.IntRange(0, len(acts)).Draw(t, "from")
		}
		g, _ = applyAll(t, g, acts[:from])
		end, ev := applyAll(t, g.Recording(), acts[from:])
		rec := gametest.Record(t, end)
		if (rec.Start != nil) != (from > 0) {
			t.Fatalf("a record from action %d starts with a saved game: %v", from, rec.Start != nil)
		}
		checkRecord(t, rec, end, ev)
	})
}

// TestRecordFormat: the text of a short record, as the package doc shows
// one.
func TestRecordFormat(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 2024).Recording()
	for range 4 {
		g, _ = mustPlay(t, g, moving(t, g))
	}
	g, _ = mustApply(t, g, moving(t, g))
	g, _ = mustApply(t, g, moving(t, g)) // Blue did not draw
	rec := gametest.Record(t, g)
	rec.Names = []string{"Ann", "Ben", "Cat", "Dan"}
	want := `pegboard pegjokers 1
rules: default
seating: 4 pairs
names: Ann, Ben, Cat, Dan
seed: 2024

KD s
draw
QC s
draw
JD s
draw
JC s
draw
6S t8+6
7S t26+7
`
	if got := gametest.Text(t, rec); got != want {
		t.Errorf("record (-want +got):\n%s", cmp.Diff(want, got))
	}
}

// TestRecordTypedAtATable: a record people wrote at a table, their hands
// and every draw typed in, no seed, with comments, replays.
func TestRecordTypedAtATable(t *testing.T) {
	text := `pegboard pegjokers 1
# Ann and Ben, Sunday
rules: default
seating: 2 solo
names: Ann, Ben
hands: AS 2C 3D 4H 5S | KH 7C 8D 9S 10H

AS s          # Ann comes out onto hole 8
draw QC
kh: S         # Ben too, onto hole 26, typed loosely
draw 6d
2C t8+2
              # Ann forgot to draw: Ben plays
7C t26+7
draw 4C
3D t10+3
draw JK
draw 2H       # the extra card Ann was owed
`
	rec, g, ev := gametest.Replay(t, []byte(text), pegjokers.ParseRecord, pegjokers.Replay)
	if g.Position().String() != "2 solo 1 | s s s s t13 | s s s s t33" || g.Held(0) != 5 || g.MissedDraws() != 1 || g.LateDraws() != 1 {
		t.Fatalf("replayed to\n%v", g.Diagram())
	}
	if !slicesContain(ev, pegjokers.Missed{Seat: 0}) || !slicesContain(ev, pegjokers.Drew{Seat: 0, Late: true, Card: cards.MustParse("2H")}) {
		t.Errorf("events %v", ev)
	}
	if got := cards.FormatList(g.Hand(0)); got != "4H 5S QC JK 2H" {
		t.Errorf("Ann holds %s", got)
	}
	// Its canonical text replays too.
	checkRecord(t, rec, g, ev)
}

// moving returns the first legal choice that moves a peg, or the first.
func moving(t must.TB, g pegjokers.Game) pegjokers.Choice {
	t.Helper()
	for _, ch := range g.Choices() {
		if !ch.Move.IsZero() {
			return ch
		}
	}
	return first(t, g)
}

func slicesContain(evs []pegjokers.Event, e pegjokers.Event) bool {
	for _, x := range evs {
		if x == e {
			return true
		}
	}
	return false
}

// TestRecordErrors: records that cannot be read or replayed are refused
// with errors that name the line and wrap ErrBadRecord (and the reason),
// each with its exact text where the package words it; and a record
// built in code replays to the error its text does.
func TestRecordErrors(t *testing.T) {
	head := "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nhands: AS 2C 3D 4H 5S | KH 7C 8D 9S 10H\n\n"
	type l = codectest.Line
	codectest.RefusesAt(t, codectest.Replays(pegjokers.ParseRecord, func(rec pegjokers.Record) (pegjokers.Game, []pegjokers.Event, error) {
		replayBuilt(t, rec)
		return pegjokers.Replay(rec)
	}),
		l{Text: "hello\n", Line: 1, Also: pegjokers.ErrSyntax, Want: `pegjokers: bad record: invalid syntax: line 1: not a pegboard record: first line "hello", want "pegboard pegjokers 1"`},                                                                                                                             // not a record
		l{Text: "pegboard crib 1\n", Line: 1, Also: pegjokers.ErrSyntax, Want: `pegjokers: bad record: invalid syntax: line 1: not a pegboard record: a record of "crib", not "pegjokers"`},                                                                                                                               // another game
		l{Text: "pegboard pegjokers 2\n", Line: 1, Also: pegjokers.ErrSyntax, Want: `pegjokers: bad record: invalid syntax: line 1: not a pegboard record: format version "2" (this reader knows 1 to 1)`},                                                                                                                // a later version
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nseed: 1\ncolour: red\n", Line: 5, Also: pegjokers.ErrSyntax, Want: `pegjokers: line 5: bad record: invalid syntax: no header "colour" (rules, seating, names, seed, hands, start, salt)`},                                                         // unknown header
		l{Text: "pegboard pegjokers 1\nrules: nine-backward\nseating: 2 solo\nseed: 1\n", Line: 2, Also: pegjokers.ErrSyntax, Want: `pegjokers: line 2: bad record: rules: invalid syntax: "nine-backward" is not rules: "default", or ` + ruleWords},                                                                     // bad rules
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 5 pairs\nseed: 1\n", Line: 3, Also: pegjokers.ErrSeating, Want: `pegjokers: line 3: bad record: seating: invalid syntax: no such seating: no game of 5 pairs`},                                                                                            // bad seating
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nseed: -1\n", Line: 4},                                                                                                                                                                                                                             // bad seed
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nseed: 99999999999999999999999\n", Line: 4},                                                                                                                                                                                                        // huge seed
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\n", Line: 1, Want: `pegjokers: line 1: bad record: a record has one of seed, hands and start`},                                                                                                                                                     // no start
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nseed: 1\nhands: AS 2C 3D 4H 5S | KH 7C 8D 9S 10H\n", Line: 1, Want: `pegjokers: line 1: bad record: a record has one of seed, hands and start`},                                                                                                   // two starts
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nstart: {}\n", Line: 4, Want: `pegjokers: line 4: bad record: start: format "", want "pegboard pegjokers game"`},                                                                                                                                   // a bad start
		l{Text: head + "AS s\ndraw QC\nKH t8+1+1\n", Line: 8, Also: pegjokers.ErrSyntax, Want: `pegjokers: line 8: bad record: invalid syntax: action "KH t8+1+1": invalid syntax: "t8+1+1" is not a part of a move (such as s, t8+3, t39+4>f4, t20-8, s>t19, Wf1+2)`},                                                    // a bad action
		l{Text: head + "AS s\ndraw QC\nKH t8+10\n", Line: 8, Also: pegjokers.ErrIllegalMove, Want: `pegjokers: line 8: bad record: KH t8+10: play by seat 1: illegal move: KH t8+10 is not a legal move of Yellow (legal: s)`},                                                                                            // an illegal move
		l{Text: head + "QD s\n", Line: 6, Also: pegjokers.ErrNotInHand, Want: `pegjokers: line 6: bad record: QD s: play by seat 0: card not in that player's hand: Blue does not hold QD`},                                                                                                                               // a card not held
		l{Text: head + "AS s\ndraw\n", Line: 7, Also: pegjokers.ErrBadDraw, Want: `pegjokers: line 7: bad record: draw: draw by seat 0: no such draw: a game dealt by hand draws a named card ("draw 7H")`},                                                                                                               // a draw not named
		l{Text: strings.Replace(head, "AS 2C", "AS AS", 1) + "AS s\ndraw AS\n", Line: 7, Also: pegjokers.ErrBadDraw, Want: `pegjokers: line 7: bad record: draw AS: draw by seat 0: no such draw: AS is not in the draw pile`},                                                                                            // a card dealt twice
		l{Text: head + "AS s\ndraw QC\ndraw QS\n", Line: 8, Also: pegjokers.ErrBadDraw, Want: `pegjokers: line 8: bad record: draw QS: draw by seat 0: no such draw: no draw is due: Yellow is to play`},                                                                                                                  // a draw not due
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nhands: AS 2C 3D 4H 5S | KH 7C 8D 9S 10H | 2S 3S 4S 6S 7S\n", Line: 4, Want: `pegjokers: line 4: bad record: hands for 3 seats in a game of 2 solo`},                                                                                               // three hands for two
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nhands: AS 2C 3D 4H | KH 7C 8D 9S 10H\n", Line: 4, Want: `pegjokers: line 4: bad record: a hand of 4 cards`},                                                                                                                                       // a hand of four
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nhands: AS AS AS 4H 5S | KH 7C 8D 9S 10H\nAS s\n", Line: 4, Also: pegjokers.ErrNotInHand, Want: `pegjokers: line 4: bad record: card not in that player's hand: Blue is dealt AS, which the deck does not hold (or not again)`},                    // a card three times
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nnames: A, B, C\nseed: 1\n", Line: 4, Want: `pegjokers: line 4: bad record: names for 3 seats in a game of 2 solo`},                                                                                                                                // names for three
		l{Text: "pegboard pegjokers 1\nseating: 2 solo\nrules: default\nseed: 1\nnames: A,\n", Line: 5, Want: `pegjokers: line 5: bad record: names: invalid syntax: an empty name`},                                                                                                                                      // an empty name
		l{Text: "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nnames: Ann, Ben\nhands: AS AS AS 4H 5S | KH 7C 8D 9S 10H\n\nAS s\n", Line: 5, Also: pegjokers.ErrNotInHand, Want: `pegjokers: line 5: bad record: card not in that player's hand: Blue is dealt AS, which the deck does not hold (or not again)`}, // a card three times, named
		l{Text: strings.Replace(head, "seating: 2 solo\n", "seating: 2 solo\nnames: Ann, Ben\n", 1) + "AS s\ndraw QC\nQD s\n", Line: 9, Also: pegjokers.ErrNotInHand, Want: `pegjokers: line 9: bad record: QD s: play by seat 1: card not in that player's hand: Yellow does not hold QD`},                               // a card not held, named
	)
	big := "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nseed: 1\n" + strings.Repeat("# padding\n", 120000)
	if _, err := pegjokers.ParseRecord(strings.NewReader(big)); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("a record of more than 1 MiB: %v", err)
	}
}

// replayBuilt: the record rec built in code, with no text read, replays
// to the error its text does, on the line MarshalText writes it (the
// start's header, or an action's line after the blank one).
func replayBuilt(t *testing.T, rec pegjokers.Record) {
	t.Helper()
	built := pegjokers.Record{Rules: rec.Rules, Seating: rec.Seating, Names: rec.Names, Seed: rec.Seed, Hands: rec.Hands,
		Start: rec.Start, Actions: rec.Actions}
	_, _, err := pegjokers.Replay(built)
	if err == nil {
		t.Errorf("the record built in code replays")
		return
	}
	text, merr := built.MarshalText()
	if merr != nil {
		// Headers that do not write are the first line's error.
		if le, ok := errors.AsType[*pegjokers.LineError](err); !ok || le.Line != 1 || !errors.Is(err, pegjokers.ErrBadRecord) {
			t.Errorf("Replay of a record that does not write: %v", err)
		}
		return
	}
	back, perr := pegjokers.ParseRecord(bytes.NewReader(text))
	if perr != nil {
		t.Errorf("the record's text does not read:\n%s\n%v", text, perr)
		return
	}
	_, _, want := pegjokers.Replay(back)
	if want == nil || err.Error() != want.Error() {
		t.Errorf("the record built in code replays to\n\t%v\nits text to\n\t%v", err, want)
	}
}

func TestRecordRefusesToWrite(t *testing.T) {
	st := pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo}
	for name, rec := range map[string]pegjokers.Record{
		"zero seating":   {},
		"bad rules":      {Seating: st, Rules: pegjokers.Rules{Packs: 7}},
		"names":          {Seating: st, Names: []string{"Ann"}},
		"a name with #":  {Seating: st, Names: []string{"Ann", "#1"}},
		"a padded name":  {Seating: st, Names: []string{"Ann", " Ben"}},
		"a short hand":   {Seating: st, Hands: [][]cards.Card{cards.MustParseList("AS"), cards.MustParseList("2S 3S 4S 5S 6S")}},
		"a foreign act":  {Seating: st, Actions: []pegjokers.Action{notAnAction{}}},
		"a nil action":   {Seating: st, Actions: []pegjokers.Action{nil}},
		"a bad written":  {Seating: st, Actions: []pegjokers.Action{pegjokers.Written{Card: cards.Joker, Move: "x"}}},
		"a written part": {Seating: st, Actions: []pegjokers.Action{pegjokers.Written{Card: cards.Joker, Move: "t1"}}},
		"a bad draw":     {Seating: st, Actions: []pegjokers.Action{pegjokers.Draw{Card: cards.Card(200)}}},
		"start mismatch": {Seating: pegjokers.Seating{Seats: 3}, Start: ptrTo(newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1))},
	} {
		if b, err := rec.MarshalText(); !errors.Is(err, pegjokers.ErrBadRecord) {
			t.Errorf("%s: MarshalText = %q, %v", name, b, err)
		}
	}
	if _, err := newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 1).Record(); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("Record of a game that keeps none: %v", err)
	}
}

func ptrTo[T any](v T) *T { return &v }

// TestRecordingShares: copies of a recording game share their past, and
// each goes on with its own actions.
func TestRecordingShares(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 4, pegjokers.Pairs, 3).Recording()
	g, _ = mustPlay(t, g, first(t, g))
	a, _ := mustPlay(t, g, g.Choices()[0])
	b, _ := mustPlay(t, g, g.Choices()[len(g.Choices())-1])
	ra, rb := gametest.Record(t, a), gametest.Record(t, b)
	if len(ra.Actions) != 4 || len(rb.Actions) != 4 || ra.Actions[1] != rb.Actions[1] || ra.Actions[2] == rb.Actions[2] {
		t.Errorf("records %v and %v", ra.Actions, rb.Actions)
	}
	if again := g.Recording(); len(gametest.Record(t, again).Actions) != 0 || gametest.Record(t, again).Start == nil {
		t.Error("Recording again does not start a new record from the game as it is")
	}
	var zero pegjokers.Game
	if zero.Recording() != zero {
		t.Error("the zero Game records")
	}
}

// TestPlayGameRecords: PlayGame of a recording game writes a record that
// replays to the game and its events.
func TestPlayGameRecords(t *testing.T) {
	g := newGame(t, pegjokers.DefaultRules, 6, pegjokers.Teams, 4)
	var ev []pegjokers.Event
	end, err := pegjokers.PlayGame(g.Recording(), all(pegjokers.HeuristicBot{}, 6), cards.NewRand(1), func(e pegjokers.Event) { ev = append(ev, e) })
	if err != nil {
		t.Fatal(err)
	}
	rec := gametest.Record(t, end)
	if rec.Seed != 4 || rec.Start != nil || rec.Hands != nil {
		t.Errorf("the record starts at %v / %v / %v", rec.Seed, rec.Start, rec.Hands)
	}
	checkRecord(t, rec, end, ev)
	plain, _ := pegjokers.PlayGame(g, all(pegjokers.HeuristicBot{}, 6), cards.NewRand(1), nil)
	if plain != end.Bare() {
		t.Error("recording changed the game")
	}
}

// TestSelfPlayRecords: the runner hands every game's record over, one call
// at a time, and each replays to a won game.
func TestSelfPlayRecords(t *testing.T) {
	records, got := gametest.Records[pegjokers.Record](t)
	rep, err := pegjokers.RunSelfPlay(context.Background(), pegjokers.SelfPlay{
		Seating: pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs},
		Games:   12, Seed: 3, Workers: 3, Records: records,
	}, []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}})
	if err != nil || len(got) != 12 {
		t.Fatalf("%d records of 12 games: %v", len(got), err)
	}
	wins := 0
	for i, r := range got {
		g, _, err := pegjokers.Replay(r)
		if err != nil || !g.Over() {
			t.Fatalf("game %d's record: %v", i, err)
		}
		team, _ := g.Winner()
		if r.Names[0] == "heuristic" && team == 0 || r.Names[1] == "heuristic" && team == 1 {
			wins++
		}
		if _, err := r.MarshalText(); err != nil {
			t.Fatal(err)
		}
	}
	if wins != rep.Wins[0] {
		t.Errorf("the records show heuristic winning %d games, the report %d", wins, rep.Wins[0])
	}
}

// FuzzParseRecord: ParseRecord and Replay never panic, a record that
// reads writes text that reads back to the same text, and a replay that
// passes ends in a game that passes its check.
func FuzzParseRecord(f *testing.F) {
	seeds := [][]byte{[]byte("pegboard pegjokers 1\nrules: default\nseating: 2 solo\nhands: AS 2C 3D 4H 5S | KH 7C 8D 9S 10H\n\nAS s\ndraw QC\nKH s\ndraw 6D\n2C t8+2\n7C t26+7\n")}
	for _, st := range pegjokers.Seatings()[:6] {
		g, _ := pegjokers.NewGame(pegjokers.Rules{CatchUp: true}, st.Seats, st.Arrangement, 5)
		acts := randomActions(f, g, cards.NewRand(5), 3, 60)
		end, _ := applyAll(f, g.Recording(), acts)
		seeds = append(seeds, []byte(gametest.Text(f, gametest.Record(f, end))))
		mid, _ := applyAll(f, g, acts[:30])
		end, _ = applyAll(f, mid.Recording(), acts[30:])
		seeds = append(seeds, []byte(gametest.Text(f, gametest.Record(f, end))))
	}
	codectest.FuzzRecord(f, seeds, pegjokers.ParseRecord, pegjokers.Record.MarshalText, func(rec pegjokers.Record) error {
		g, _, err := pegjokers.Replay(rec)
		if err == nil {
			if err := g.Check(); err != nil {
				return fmt.Errorf("a replay that passes ends in a game failing its check: %v", err)
			}
		}
		return err
	})
}

// TestRecordCorpus replays every record of testdata/records: each must
// read, replay to a finished game and write back byte for byte. With
// -update-corpus it writes them afresh first.
func TestRecordCorpus(t *testing.T) {
	golden.Records(t, corpus, *updateCorpus, pegjokers.ParseRecord, pegjokers.Replay, pegjokers.Record.MarshalText,
		func(g pegjokers.Game, _ pegjokers.GameOver) bool { return g.Over() })
}

// TestRecordAtTheLimit: a record of 1 MiB exactly (padded with comment
// lines) reads, one byte more does not.
func TestRecordAtTheLimit(t *testing.T) {
	head := "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nseed: 1\n\n"
	codectest.AtTheLimit(t, "a record", func(b []byte) error { _, err := pegjokers.ParseRecord(bytes.NewReader(b)); return err },
		func(n int) []byte { return codectest.PadRecord(head, n) }, `pegjokers: bad record: more than 1048576 bytes`)
}

func TestHostileNilReaderAndWriters(t *testing.T) {
	_, err := pegjokers.ParseRecord(nil)
	must.Is(t, "ParseRecord(nil)", err, pegjokers.ErrBadRecord)
	g := newGame(t, pegjokers.Rules{}, 2, pegjokers.Solo, 1).Recording()
	rec, err := g.Record()
	if err != nil {
		t.Fatal(err)
	}
	_, err = rec.WriteTo(nil)
	must.Is(t, "Record.WriteTo(nil)", err, pegjokers.ErrZeroValue)
	must.Is(t, "Position.WriteSVG(nil)", g.Position().WriteSVG(nil), pegjokers.ErrZeroValue)
}

func ExampleGame_Recording() {
	g, err := pegjokers.NewGame(pegjokers.DefaultRules, 4, pegjokers.Pairs, 2024)
	if err != nil {
		panic(err)
	}
	bots := []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}, pegjokers.HeuristicBot{}, pegjokers.RandomBot{}}
	end, err := pegjokers.PlayGame(g.Recording(), bots, cards.NewRand(1), nil)
	if err != nil {
		panic(err)
	}
	rec, err := end.Record()
	if err != nil {
		panic(err)
	}
	text, _ := rec.MarshalText()
	fmt.Print(strings.Join(strings.SplitAfter(string(text), "\n")[:9], ""))
	// The text reads back, and replays to the same game.
	back, err := pegjokers.ParseRecord(strings.NewReader(string(text)))
	if err != nil {
		panic(err)
	}
	replayed, _, err := pegjokers.Replay(back)
	fmt.Println(err, replayed.Position() == end.Position(), replayed.Turns())
	// Output:
	// pegboard pegjokers 1
	// rules: default
	// seating: 4 pairs
	// seed: 2024
	//
	// KD s
	// draw
	// QS s
	// draw
	// <nil> true 129
}

func ExampleRecord_WriteTo() {
	// A game typed in at a table: the hands and every card drawn, no seed.
	rec := pegjokers.Record{
		Seating: pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo},
		Names:   []string{"Ann", "Ben"},
		Hands:   [][]cards.Card{cards.MustParseList("AS 2C 3D 4H 5S"), cards.MustParseList("KH 7C 8D 9S 10H")},
	}
	for _, s := range []string{"AS s", "draw QC", "KH s", "draw 6D", "2C t8+2"} {
		a, err := pegjokers.ParseAction(s)
		if err != nil {
			panic(err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	if _, err := rec.WriteTo(os.Stdout); err != nil {
		panic(err)
	}
	g, _, err := pegjokers.Replay(rec)
	fmt.Println(g.Position(), err)
	// Output:
	// pegboard pegjokers 1
	// rules: default
	// seating: 2 solo
	// names: Ann, Ben
	// hands: AS 2C 3D 4H 5S | KH 7C 8D 9S 10H
	//
	// AS s
	// draw QC
	// KH s
	// draw 6D
	// 2C t8+2
	// 2 solo 1 | s s s s t10 | s s s s t26 <nil>
}
