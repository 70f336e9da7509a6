package cribwars

import (
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/record"
)

// RecordVersion is the version of the record format, the number on a
// record's first line: "pegboard cribwars 1".
const RecordVersion = 1

// Record is a whole game of Crib Wars as text, as a chess PGN is: the
// setup, how the game starts (the seed of its shuffles, or a saved game
// part way through) and every action since, which [Replay] plays again to
// the same game and events. [Game.Record] makes one, [ParseRecord] reads
// one, [Record.MarshalText] writes one; the grammar is in the package doc.
type Record struct {
	// Config is the setup, as NewGame is given it.
	Config Config
	// Names are the players' names, one for each seat, or none.
	Names []string
	// The start: the game NewGame(Config, Seed) makes, or with Dealt the
	// game DealtGame(Config) makes (its cards given by the actions; Seed
	// unused); or, when Start is not nil, that game, and Seed and Dealt are
	// unused.
	Seed  uint64
	Salt  []byte // the secret of a deal committed to: [Record.Verify]
	Dealt bool
	Start *Game
	// Actions are the actions in the order played: crib's and this
	// package's.
	Actions []crib.Action

	at record.Lines // where the record read from text had its actions and its start
}

// LineError is an error on one line of a record: ParseRecord's and
// Replay's errors carry one, naming the line, and wrap the reason.
type LineError = record.LineError

// The values of the scoring header.
var scorings = codec.Enum[uint8]{Pkg: pkg, Type: "scoring", What: "a scoring",
	Names: []string{"automatic", "claimed", "claimed, no muggins"}}

// records is the record's text as data: its headers in the order written,
// what a record must have, and how its actions read and write.
var records = &record.Format[Record, crib.Action]{
	Pkg: pkg, Game: "cribwars", Version: RecordVersion,
	Fields: []record.Field[Record]{
		{Key: "layout", Write: func(r *Record) (string, bool, error) {
			c, _ := r.Config.resolve()
			return header(c.Layout.MarshalText())
		}, Read: func(r *Record, v string) error { return r.Config.Layout.UnmarshalText([]byte(v)) }},
		{Key: "board", Write: writeBoard, Read: readBoard},
		record.TextField("rules", func(r *Record) *Rules { return &r.Config.Rules }),
		{Key: "scoring", Write: func(r *Record) (string, bool, error) {
			return header(scorings.Marshal(scoring(r.Config)))
		}, Read: func(r *Record, v string) error {
			s, err := scorings.Lookup(v)
			r.Config.Claimed, r.Config.NoMuggins = s > 0, s == 2
			return err
		}},
		record.NamesField(pkg, func(r *Record) *[]string { return &r.Names }, func(r *Record) int {
			c, _ := r.Config.resolve()
			return c.Layout.Seats
		}),
		record.SeedField(func(r *Record) *uint64 { return &r.Seed }, func(r *Record) bool { return r.Start == nil && !r.Dealt }),
		record.StartField(func(r *Record) **Game { return &r.Start }),
		record.SaltField(func(r *Record) *[]byte { return &r.Salt }),
	},
	Required:    []string{"layout", "board", "rules", "scoring"},
	Check:       checkStart,
	Valid:       (*Record).valid,
	Actions:     func(r *Record) (*[]crib.Action, *record.Lines) { return &r.Actions, &r.at },
	ParseAction: readAction,
	ActionText:  actionText.Text,
}

// readAction reads an action of a record, refusing one that MarshalText
// would not write back: a penalty's rule is read in Go's quoted syntax, so
// `penalty 0 "\x23"` reads as a rule holding '#', which a record's line
// cannot hold (it would begin a comment), and a rule of control
// characters, each written back as four, reads within the limit of an
// action's text and writes past it.
func readAction(s string) (crib.Action, error) {
	a, err := ParseAction(s)
	if err != nil {
		return nil, err
	}
	if _, err := actionText.Text(a); err != nil {
		return nil, err
	}
	return a, nil
}

func header(b []byte, err error) (string, bool, error) { return string(b), true, err }

// scoring is the scoring header's value of c: automatic, claimed, or
// claimed with no muggins.
func scoring(c Config) uint8 {
	switch {
	case !c.Claimed:
		return 0
	case c.NoMuggins:
		return 2
	}
	return 1
}

// writeBoard writes the board header: a built-in board's name, any
// other's JSON.
func writeBoard(r *Record) (string, bool, error) {
	c, _ := r.Config.resolve()
	b, err := savedBoard(c.Track).MarshalJSON()
	if name, err := strconv.Unquote(string(b)); err == nil {
		return name, true, nil
	}
	return string(b), err == nil, err
}

func readBoard(r *Record, v string) error {
	if !strings.HasPrefix(strings.TrimSpace(v), "{") {
		v = strconv.Quote(v)
	}
	var b savedBoard
	err := b.UnmarshalJSON([]byte(v))
	r.Config.Track = Track(b)
	return pkg.Wrap(err)
}

// checkStart says what is wrong with the headers read together: a start
// given two ways, or a record that cannot start a game. Its line is the
// start's: the seed's or the start's, or the first for a game dealt at a
// table.
func checkStart(r *Record, seen map[string]int) (int, error) {
	seed, hasSeed := seen["seed"]
	start, hasStart := seen["start"]
	switch {
	case hasSeed && hasStart:
		return max(seed, start), errors.New("a record starts from a saved game or from a seed, not both")
	case !hasSeed && !hasStart:
		r.Dealt = true // the cards dealt are the actions'
		return 1, r.valid()
	}
	return max(seed, start), r.valid()
}

// MarshalText implements encoding.TextMarshaler: the record's text, which
// [ParseRecord] reads back. Its headers are layout, board, rules, scoring,
// names (when there are any), and seed or start (neither for a game dealt
// at a table); then a blank line and one action a line. A record that
// would not read back (names for the wrong number of seats, an action
// whose text does not read back) is refused with an error wrapping
// ErrBadRecord.
func (rec Record) MarshalText() ([]byte, error) { return records.Marshal(rec) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRecord],
// so a Record is a JSON string of its text too. On error *rec is left as
// it was.
func (rec *Record) UnmarshalText(text []byte) error { return records.Unmarshal(rec, "Record", text) }

// WriteTo writes the record's text ([Record.MarshalText]) to w. A nil w
// is an error wrapping [crib.ErrZeroValue].
func (rec Record) WriteTo(w io.Writer) (int64, error) { return records.WriteTo(rec, w) }

// ParseRecord reads a record's text (see the package doc for the
// grammar). Errors wrap ErrBadRecord (and ErrSyntax for text that is not
// the grammar) and name the line with a *LineError: an unknown or
// repeated header, the setup or the start missing, a start given two
// ways, an action that cannot be read or would not write back (a
// penalty's rule holding '#'), more than 1 MiB in all, a nil r.
func ParseRecord(r io.Reader) (Record, error) { return records.Parse(r) }

// Replay plays a record: it starts the game as the record says and
// applies every action, and returns the game (keeping its record from the
// start, so that a game resumed from a record goes on recording) and every
// event. An action the game refuses is an error naming its line (a
// *LineError) and wrapping ErrBadRecord and the game's own reason; the
// game is then the one before that action, with the events so far.
func Replay(rec Record) (Game, []crib.Event, error) {
	return record.Replay(records, rec, Record.start, Game.Apply)
}

// start returns the game the record starts from, keeping its record.
func (rec Record) start() (Game, error) {
	if err := rec.valid(); err != nil {
		return Game{}, err
	}
	return record.Start(rec.Start, rec.dealt, Game.Recording, Game.check)
}

// dealt returns the game the record deals: DealtGame's, or else
// NewGame's of its seed.
func (rec Record) dealt() (Game, error) {
	if rec.Dealt {
		return DealtGame(rec.Config)
	}
	return NewGame(rec.Config, rec.Seed)
}

// Commitment returns the commitment ([cards.Commit]) to the record's deal
// by its setup, Seed and Salt, to publish before the game.
func (rec Record) Commitment() (cards.Commitment, error) { return rec.deal().Commitment(pkg) }

// Verify checks that rec starts from its seed, that its setup, seed and
// salt give c, that no action brings cards (a pack, hands, a card cut, a
// dealer) and that it replays; else an error wraps ErrBadRecord, and
// cards.ErrNotCommitted for a deal not c's.
func (rec Record) Verify(c cards.Commitment) error {
	return rec.deal().Verify(pkg, c, func() error { _, _, err := Replay(rec); return err })
}

// deal is what the record commits to: the game and its setup's JSON,
// resolved.
func (rec Record) deal() record.Deal[crib.Action] {
	c, err := rec.Config.resolve()
	var b []byte
	if err == nil {
		b, err = c.MarshalJSON()
	}
	return record.Deal[crib.Action]{What: "cribwars " + string(b), Err: err, Seed: rec.Seed, Salt: rec.Salt,
		FromSeed: !rec.Dealt && rec.Start == nil, Actions: rec.Actions, Gives: func(a crib.Action) bool {
			switch codec.Deref(a).(type) {
			case crib.CutForDealWith, crib.ChooseDealer, crib.DealFrom, crib.DealHands, crib.CutStarter:
				return true
			}
			return false
		}}
}
