package crib

import (
	"fmt"
	"io"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	rectext "github.com/pegboard/pegboard/internal/record"
)

// RecordVersion is the version of the record format, the number on a
// record's first line: "pegboard crib 1".
const RecordVersion = 1

// Record is a whole game as text, as a chess PGN is: how it starts and every
// action since, which [Replay] plays again to the same game and events.
// [Game.Record] makes one, [ParseRecord] reads one, [Record.MarshalText]
// writes one:
//
//	pegboard crib 1
//	rules: 2 players, claimed, muggins
//	names: Fay, Gus
//	seed: 10
//
//	cut for deal
//	deal
type Record struct {
	Rules Rules    // as NewGame is given them; a record holds no Pegger but TwoPegBoard
	Names []string // the players' names, one a seat, or none
	// The start: NewGame(Rules, Seed) or with Dealt DealtGame(Rules), at
	// Position when not nil; or the game Start when not nil.
	Seed     uint64
	Salt     []byte // the secret of a deal committed to: [Record.Verify]
	Dealt    bool
	Position *Position
	Start    *Game
	Actions  []Action // in the order played

	at rectext.Lines // where the record read from text had its actions and its start
}

// LineError is an error on one line of a record: ParseRecord's and
// Replay's errors carry one, naming the line, and wrap the reason.
type LineError = rectext.LineError

// recordFormat is the record's text as data: its headers in the order
// written, what a record must have, and how its actions read and write.
var recordFormat = &rectext.Format[Record, Action]{
	Pkg: pkg, Game: "crib", Version: RecordVersion,
	Fields: []rectext.Field[Record]{
		rectext.TextField("rules", func(r *Record) *Rules { return &r.Rules }),
		rectext.NamesField(pkg, func(r *Record) *[]string { return &r.Names }, func(r *Record) int {
			rules, _ := r.Rules.Resolve()
			return rules.Layout.Seats
		}),
		rectext.SeedField(func(r *Record) *uint64 { return &r.Seed }, func(r *Record) bool { return r.Start == nil && !r.Dealt }),
		{Key: "position",
			Write: func(r *Record) (string, bool, error) {
				if r.Position == nil || r.Start != nil {
					return "", false, nil
				}
				b, err := r.Position.MarshalText()
				return string(b), true, err
			},
			Read: func(r *Record, v string) error {
				r.Position = new(Position)
				return r.Position.UnmarshalText([]byte(v))
			}},
		rectext.StartField(func(r *Record) **Game { return &r.Start }),
		rectext.SaltField(func(r *Record) *[]byte { return &r.Salt }),
	},
	Required: []string{"rules"},
	Check: func(rec *Record, seen map[string]int) (int, error) {
		_, seed := seen["seed"]
		_, start := seen["start"]
		_, pos := seen["position"]
		rec.Dealt = !seed && !start
		line := max(seen["seed"], seen["position"], seen["start"])
		if start && (seed || pos) {
			return line, fmt.Errorf("a record starts from a saved game, or from a seed or a position, not both")
		}
		if start {
			// The start's rules are the record's, given as few as resolve to them.
			if r, _ := rec.Rules.Resolve(); !equalRules(r, rec.Start.rules) {
				return seen["start"], fmt.Errorf("the start game's rules are not the rules header's")
			}
		}
		if n, ok := seen["names"]; ok {
			if err := rec.valid(); err != nil {
				return n, err
			}
		}
		return line, nil
	},
	Valid:       func(rec *Record) error { return rec.valid() },
	Actions:     func(rec *Record) (*[]Action, *rectext.Lines) { return &rec.Actions, &rec.at },
	ParseAction: ParseAction,
	ActionText:  actionText.Text,
}

// MarshalText implements encoding.TextMarshaler: the record's text, which
// [ParseRecord] reads back. Its headers are rules, names (when there are
// any), and seed (unless the game was dealt at a table), position (when
// it starts at one) or start; then a blank line and one action a line. A
// record that would not read back (names for the wrong number of seats,
// rules with another board, an action whose text does not read back) is
// refused with an error wrapping ErrBadRecord.
func (rec Record) MarshalText() ([]byte, error) { return recordFormat.Marshal(rec) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRecord],
// so a Record is a JSON string of its text too. On error *rec is left as
// it was.
func (rec *Record) UnmarshalText(text []byte) error {
	return recordFormat.Unmarshal(rec, "Record", text)
}

// WriteTo writes the record's text ([Record.MarshalText]) to w.
func (rec Record) WriteTo(w io.Writer) (int64, error) { return recordFormat.WriteTo(rec, w) }

// ParseRecord reads a record's text (see the package doc for the
// grammar). Errors wrap ErrBadRecord (and ErrSyntax for text that is not
// the grammar) and name the line with a *LineError: an unknown or
// repeated header, the rules missing, a start given two ways, an action
// that cannot be read, more than 1 MiB in all.
func ParseRecord(r io.Reader) (Record, error) { return recordFormat.Parse(r) }

// Replay plays a record: it starts the game as the record says and applies
// every action, and returns the game, which goes on recording, and every
// event. An action refused is an error naming its line (a *LineError),
// wrapping ErrBadRecord and the game's reason; the game is then the one
// before it.
func Replay(rec Record) (Game, []Event, error) {
	return rectext.Replay(recordFormat, rec, func(rec Record) (Game, error) {
		g, err := rec.start()
		return g.Recording(), err
	}, Game.Apply)
}

// start returns the game the record starts from.
func (rec Record) start() (Game, error) {
	if err := rec.valid(); err != nil {
		return Game{}, err
	}
	switch {
	case rec.Start != nil:
		g := *rec.Start
		g.rec = nil
		return g, g.check()
	case rec.Dealt && rec.Position != nil:
		return DealtGameAt(rec.Rules, *rec.Position)
	case rec.Dealt:
		return DealtGame(rec.Rules)
	case rec.Position != nil:
		return NewGameAt(rec.Rules, rec.Seed, *rec.Position)
	}
	return NewGame(rec.Rules, rec.Seed)
}

// gameLog is the record a game keeps: the game it starts from and every
// action since.
type gameLog = rectext.Log[Action, Game]

// record appends a to g's record (g.rec must not be nil).
func (g *Game) record(a Action) { g.rec = g.rec.Add(a) }

// Recording returns g keeping a record: every action applied to it, and
// to the games that follow from it, from now on (a record started earlier
// is left behind); [Game.Record] returns it. Games that keep a record
// share their past, a small node an action; by default games keep none.
// The saved form leaves the record out.
func (g Game) Recording() Game {
	if !g.zero() {
		g.rec = rectext.Keep(g, func(g *Game) **gameLog { return &g.rec })
	}
	return g
}

// Record returns the record g keeps (see [Game.Recording]): its rules (as
// few as give the game's, with the layout), how it starts (its seed; no
// seed for a game dealt at a table; the position a game was taken up at;
// or else the game it starts from) and every action since, a shuffle or
// a cut as the action that made it (Deal, not the pack it dealt). A game
// that keeps no record is an error wrapping ErrBadRecord.
func (g Game) Record() (Record, error) {
	start, acts, err := g.rec.Kept(pkg)
	if err != nil {
		return Record{}, err
	}
	rec := Record{Rules: start.rules.minimal(), Actions: acts, Seed: start.seed, Dealt: start.dealt}
	if h, err := rec.start(); err == nil && codec.SameJSON(h, start) {
		return rec, nil
	}
	if start.phase == PhaseDeal && start.deal == 0 {
		pos := start.position()
		at := rec
		at.Position = &pos
		if h, err := at.start(); err == nil && codec.SameJSON(h, start) {
			return at, nil
		}
	}
	rec.Seed, rec.Dealt, rec.Start = 0, false, &start
	return rec, nil
}

// minimal returns the fewest rules that resolve to r, r being resolved:
// each field that its default gives left zero, except the layout, so that
// a record says "rules: 2 players" rather than every default.
func (r Rules) minimal() Rules {
	want, err := r.Resolve()
	if err != nil {
		return r
	}
	m := r
	for _, f := range []*int{&m.GameHole, &m.SkunkBelow, &m.DoubleSkunkBelow, &m.TripleSkunkBelow, &m.NoHeelsWithin,
		&m.NoHeelsAt, &m.Match.Win, &m.Match.Skunk, &m.Match.DoubleSkunk, &m.Match.TripleSkunk, &m.Match.GamesToWin} {
		v := *f
		*f = 0
		if got, err := m.Resolve(); err != nil || !equalRules(got, want) {
			*f = v
		}
	}
	if _, two := m.Pegger.(TwoPegBoard); two {
		m.Pegger = nil
	}
	return m
}

// Commitment returns the commitment ([cards.Commit]) to the record's deal
// by its rules, Seed and Salt, to publish before the game.
func (rec Record) Commitment() (cards.Commitment, error) { return rec.deal().Commitment(pkg) }

// Verify checks that rec starts from its seed, that its rules, seed and salt
// give c, that no action brings cards (a pack, hands, a card cut, a dealer)
// and that it replays; else an error wraps ErrBadRecord.
func (rec Record) Verify(c cards.Commitment) error {
	d := rec.deal()
	d.Err = nil // rules that do not resolve are no deal committed to
	return d.Verify(pkg, c, func() error { _, _, err := Replay(rec); return err })
}

// deal is what the record commits to: its rules resolved, as text.
func (rec Record) deal() rectext.Deal[Action] {
	r, err := rec.Rules.Resolve()
	text, err2 := r.MarshalText()
	if err == nil {
		err = err2
	}
	return rectext.Deal[Action]{What: "crib " + string(text), Err: err, Seed: rec.Seed, Salt: rec.Salt,
		FromSeed: !rec.Dealt && rec.Start == nil && rec.Position == nil, Actions: rec.Actions, Gives: func(a Action) bool {
			switch codec.Deref(a).(type) {
			case CutForDealWith, ChooseDealer, DealFrom, DealHands, CutStarter:
				return true
			}
			return false
		}}
}
