package pegjokers

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/record"
)

// RecordVersion is the version of the record format, the number on a
// record's first line: "pegboard pegjokers 1".
const RecordVersion = 1

// Record is a whole game as text, as a chess PGN is: how it starts (the
// rules, the seating, and the seed of the deal, or the hands dealt at a
// real table, or a saved game part way through) and every action since,
// which [Replay] plays again to the same game and events. [Game.Record]
// makes one, [ParseRecord] reads one, [Record.MarshalText] writes one; the
// grammar is in the package doc.
type Record struct {
	Rules   Rules
	Seating Seating
	// Names are the players' names, one for each seat, or none.
	Names []string
	// The start: the seed of the deal ([NewGame]); or, when Hands is not
	// nil, each seat's five cards dealt at a table ([DealtGame]), and Seed
	// is unused; or, when Start is not nil, the game the record starts
	// from, and Seed and Hands are unused.
	Seed  uint64
	Hands [][]cards.Card
	Start *Game
	// Salt is the secret of a deal from Seed committed to before the
	// game ([Record.Commitment]), revealed with the seed after it: the
	// header "salt", written when there is one ([Record.Verify]).
	Salt []byte
	// Actions are the actions in the order played: a [Choice] or a
	// [Written] play, and [Draw]s.
	Actions []Action

	at record.Lines // where the actions and the start were read from
}

// LineError is an error on one line of a record: ParseRecord's and
// Replay's errors carry one, naming the line, and wrap the reason.
type LineError = record.LineError

// records is the record's format: its headers, in the order written, and
// how its actions read and write.
var records = &record.Format[Record, Action]{
	Pkg: pkg, Game: "pegjokers", Version: RecordVersion,
	Fields: []record.Field[Record]{
		record.TextField("rules", func(r *Record) *Rules { return &r.Rules }),
		record.TextField("seating", func(r *Record) *Seating { return &r.Seating }),
		record.NamesField(pkg, func(r *Record) *[]string { return &r.Names }, func(r *Record) int { return r.Seating.Seats }),
		record.SeedField(func(r *Record) *uint64 { return &r.Seed }, func(r *Record) bool { return r.Start == nil && r.Hands == nil }),
		{Key: "hands", Write: writeHands, Read: readHands},
		record.StartField(func(r *Record) **Game { return &r.Start }),
		record.SaltField(func(r *Record) *[]byte { return &r.Salt }),
	},
	Required:    []string{"rules", "seating"},
	Check:       checkStart,
	Valid:       (*Record).valid,
	Actions:     func(r *Record) (*[]Action, *record.Lines) { return &r.Actions, &r.at },
	ParseAction: ParseAction,
	ActionText:  actionText,
}

func writeHands(r *Record) (string, bool, error) {
	var hands []string
	for _, h := range r.Hands {
		hands = append(hands, cards.FormatList(h))
	}
	return strings.Join(hands, " | "), r.Hands != nil && r.Start == nil, nil
}

func readHands(r *Record, v string) error {
	for part := range strings.SplitSeq(v, "|") {
		cs, err := cards.ParseList(part)
		if err != nil {
			return err
		}
		r.Hands = append(r.Hands, cs)
	}
	return nil
}

// checkStart says what is wrong with the headers read together: a start
// given two ways or none, names or hands for other seats than the
// seating's, a record that would not write. Its line is the start's.
func checkStart(r *Record, seen map[string]int) (int, error) {
	start, starts := 0, 0
	for _, k := range []string{"seed", "hands", "start"} {
		if line, ok := seen[k]; ok {
			start, starts = line, starts+1
		}
	}
	if starts != 1 {
		return 1, errors.New("a record has one of seed, hands and start")
	}
	if line, ok := seen["names"]; ok && len(r.Names) != r.Seating.Seats {
		return line, fmt.Errorf("names for %s in a game of %v", codec.Count(len(r.Names), "seat"), r.Seating)
	}
	if line, ok := seen["hands"]; ok && len(r.Hands) != r.Seating.Seats {
		return line, fmt.Errorf("hands for %s in a game of %v", codec.Count(len(r.Hands), "seat"), r.Seating)
	}
	return start, r.valid()
}

// MarshalText implements encoding.TextMarshaler: the record's text, which
// [ParseRecord] reads back. Its headers are rules, seating, names (when
// there are any) and one of seed, hands and start; then a blank line and
// one action a line. A record that would not read back (names for the
// wrong number of seats, a hand of four cards, an action of another game)
// is refused with an error wrapping [ErrBadRecord].
func (rec Record) MarshalText() ([]byte, error) { return records.Marshal(rec) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRecord],
// so a Record is a JSON string of its text too. On error *rec is left as
// it was.
func (rec *Record) UnmarshalText(text []byte) error { return records.Unmarshal(rec, "Record", text) }

// WriteTo writes the record's text ([Record.MarshalText]) to w.
func (rec Record) WriteTo(w io.Writer) (int64, error) { return records.WriteTo(rec, w) }

// ParseRecord reads a record's text (see the package doc for the
// grammar). The plays become [Written] actions, read in their positions
// when [Replay] plays them. Errors wrap [ErrBadRecord] (and [ErrSyntax]
// for text that is not the grammar) and name the line with a [*LineError]:
// an unknown or repeated header, one missing, a start given twice or not
// at all, an action that cannot be read, more than 1 MiB in all.
func ParseRecord(r io.Reader) (Record, error) { return records.Parse(r) }

// Replay plays a record: it starts the game as the record says and
// applies every action, and returns the game (keeping its record from the
// start, so that a game resumed from a record goes on recording) and every
// event. An action the game refuses is an error naming its line (a
// [*LineError]) and wrapping [ErrBadRecord] and the game's own reason; the
// game is then the one before that action, with the events so far.
func Replay(rec Record) (Game, []Event, error) {
	return record.Replay(records, rec, Record.start, Game.Apply)
}

// start returns the game the record starts from, keeping its record. A
// record whose headers would not write does not start.
func (rec Record) start() (Game, error) {
	head := rec
	head.Actions = nil
	if _, err := records.Marshal(head); err != nil {
		return Game{}, err
	}
	return record.Start(rec.Start, rec.dealt, Game.Recording, func(g Game) error { return g.check() })
}

// dealt returns the game the record deals: from its hands, or else from
// its seed.
func (rec Record) dealt() (Game, error) {
	st := rec.Seating
	if rec.Hands != nil {
		return DealtGame(rec.Rules, st.Seats, st.Arrangement, rec.Hands)
	}
	return NewGame(rec.Rules, st.Seats, st.Arrangement, rec.Seed)
}

// Record returns the record g keeps (see [Game.Recording]): its rules and
// seating; its seed when it starts at a game's deal from a seed, its hands
// when it starts at the deal of a [DealtGame], or else the game it starts
// from; and every action since, the plays as the [Choice] each made. A
// game that keeps no record is an error wrapping [ErrBadRecord].
func (g Game) Record() (Record, error) {
	start, acts, err := g.rec.Kept(pkg)
	if err != nil {
		return Record{}, err
	}
	rec := Record{Rules: start.rules, Seating: start.pos.Seating(), Actions: acts, Seed: start.seed}
	if start.dealt {
		for s := range rec.Seating.Seats {
			rec.Hands = append(rec.Hands, start.Hand(Seat(s)))
		}
	}
	if fresh, err := rec.dealt(); err != nil || fresh != start {
		rec.Seed, rec.Hands, rec.Start = 0, nil, &start
	}
	return rec, nil
}

// Recording returns g keeping a record: every action applied to it, and to
// the games that follow from it, from now on (a record started earlier is
// left behind). [Game.Record] returns it. Games that keep a record share
// their past, so copying one and appending to it costs a small node an
// action; games keep none by default, so bots pay nothing. Two games that
// keep records are == only when they share them; the saved form
// ([Game.MarshalJSON]) leaves the record out. The zero Game is returned as
// it is.
func (g Game) Recording() Game {
	if g.pos.IsValid() {
		g.rec = record.Keep(g, func(g *Game) **record.Log[Action, Game] { return &g.rec })
	}
	return g
}

// Commitment returns the commitment ([cards.Commit]) to the record's deal
// by its rules, seating, Seed and Salt, to publish before the game. An
// error wraps [ErrBadRecord]: rules or a seating that do not write, a salt
// of fewer than [cards.MinSaltBytes] bytes.
func (rec Record) Commitment() (cards.Commitment, error) { return rec.deal().Commitment(pkg) }

// deal is what a commitment names beside the seed and salt: the game,
// its rules and its seating, as the record's headers write them.
func (rec Record) deal() record.Deal[Action] {
	rules, err := rec.Rules.MarshalText()
	seating, err2 := rec.Seating.MarshalText()
	return record.Deal[Action]{What: "pegjokers rules: " + string(rules) + "\nseating: " + string(seating), Err: pkg.Wrap(cmp.Or(err, err2)),
		Seed: rec.Seed, Salt: rec.Salt, FromSeed: rec.Hands == nil && rec.Start == nil, Actions: rec.Actions, Gives: func(Action) bool { return false }}
}

// Verify checks that rec is the deal c was made to: that it starts from
// its seed (not hands typed in, nor a saved game), that its rules,
// seating, seed and salt give c, and that it replays. Its actions bring no
// cards of their own: a [Draw] that names its card in a game from a seed
// must name the top card, which the replay checks. An error wraps
// [ErrBadRecord], and [cards.ErrNotCommitted] when the record is not the
// deal committed to.
func (rec Record) Verify(c cards.Commitment) error {
	return rec.deal().Verify(pkg, c, func() error { _, _, err := Replay(rec); return err })
}
