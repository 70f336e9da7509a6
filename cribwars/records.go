package cribwars

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/crib"
	rectext "github.com/pegboard/pegboard/internal/record"
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
	Dealt bool
	Start *Game
	// Actions are the actions in the order played: crib's and this
	// package's.
	Actions []crib.Action

	lines     []int // the line of each action in the text it was read from
	startLine int   // the line of the header that says how the game starts
}

// LineError is an error on one line of a record: ParseRecord's and
// Replay's errors carry one, naming the line, and wrap the reason.
type LineError = rectext.LineError

// recNode is one action of a game's record: a persistent list, newest
// first, so that copies of a game share their past and appending never
// copies. The first node holds the game the record starts from and no
// action, and whether NewGame(its setup, seed) makes it.
type recNode struct {
	prev  *recNode
	a     crib.Action
	start *Game
	fresh bool // NewGame(setup, seed) or DealtGame(setup) makes start
	dealt bool
	seed  uint64
}

// Recording returns g keeping a record: every action applied to it, and
// to the games that follow from it, from now on (a record started earlier
// is left behind). [Game.Record] returns it. Games that keep a record
// share their past, so copying one and appending to it costs a small node
// an action; games keep none by default, so bots pay nothing. The saved
// form ([Game.MarshalJSON]) leaves the record out. The zero Game is
// returned as it is.
func (g Game) Recording() Game {
	if g.zero() {
		return g
	}
	start := g
	start.rec = nil
	n := &recNode{start: &start}
	// Crib's record of the crib game says whether it is a fresh game of
	// its seed, or dealt at a table: then so is g, if it is the game
	// NewGame or DealtGame makes.
	if cr, err := g.g.Recording().Record(); err == nil && cr.Start == nil && cr.Position == nil && g.handsLeft == 0 {
		var h Game
		if cr.Dealt {
			h, err = DealtGame(g.cfg)
		} else {
			h, err = NewGame(g.cfg, cr.Seed)
		}
		if err == nil && sameGame(h, start) {
			n.fresh, n.seed, n.dealt = true, cr.Seed, cr.Dealt
		}
	}
	g.rec = n
	return g
}

// sameGame reports whether a and b save alike (and so are the same game).
func sameGame(a, b Game) bool {
	da, err1 := json.Marshal(a)
	db, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(da, db)
}

// Record returns the record g keeps (see [Game.Recording]): its setup,
// how it starts (its seed, or else the game it starts from) and every
// action since. A game that keeps no record is an error wrapping
// ErrBadRecord.
func (g Game) Record() (Record, error) {
	if g.rec == nil {
		return Record{}, fmt.Errorf("cribwars: %w: the game keeps no record: make it with Recording", ErrBadRecord)
	}
	var acts []crib.Action
	n := g.rec
	for ; n.start == nil; n = n.prev {
		acts = append(acts, n.a)
	}
	slices.Reverse(acts)
	rec := Record{Config: n.start.cfg, Actions: acts, Seed: n.seed, Dealt: n.dealt}
	if !n.fresh {
		start := *n.start
		rec.Seed, rec.Dealt, rec.Start = 0, false, &start
	}
	return rec, nil
}

// scoringNames are the values of the scoring header.
var scoringNames = [...]string{"automatic", "claimed", "claimed, no muggins"}

func scoring(c Config) string {
	switch {
	case !c.Claimed:
		return scoringNames[0]
	case c.NoMuggins:
		return scoringNames[2]
	}
	return scoringNames[1]
}

// valid reports why the record cannot start a game.
func (rec Record) valid() error {
	c, err := rec.Config.resolve()
	if err != nil {
		return fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	if _, err := c.CribRules(); err != nil {
		return fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	if len(rec.Names) > 0 {
		if len(rec.Names) != c.Layout.Seats {
			return bad("%d names for %d seats", len(rec.Names), c.Layout.Seats)
		}
		for _, n := range rec.Names {
			if n == "" || n != strings.TrimSpace(n) || strings.ContainsAny(n, ",#\r\n") || len(n) > 100 {
				return bad("the name %q (names are not empty and hold no comma, #, line break or outer space)", n)
			}
		}
	}
	if rec.Dealt && rec.Seed != 0 {
		return bad("a game dealt at a table has no seed")
	}
	if rec.Start != nil {
		if rec.Seed != 0 || rec.Dealt {
			return bad("a record starts from a saved game, or from a seed or the cards dealt, not both")
		}
		a, _ := json.Marshal(c)
		b, _ := json.Marshal(rec.Start.cfg)
		if !bytes.Equal(a, b) {
			return bad("the start game's setup %s is not the record's %s", b, a)
		}
	}
	return nil
}

// headers returns the record's header lines, checking them.
func (rec Record) headers() ([]rectext.Header, error) {
	if err := rec.valid(); err != nil {
		return nil, err
	}
	c, _ := rec.Config.resolve()
	layout, err := c.Layout.MarshalText()
	if err != nil {
		return nil, err
	}
	board, err := boardRef(c.Board)
	if err != nil {
		return nil, err
	}
	var bs string
	if err := json.Unmarshal(board, &bs); err != nil {
		bs = string(board) // a board of its own: its JSON
	}
	rules, err := c.Rules.MarshalText()
	if err != nil {
		return nil, err
	}
	hs := []rectext.Header{{Key: "layout", Value: string(layout)}, {Key: "board", Value: bs},
		{Key: "rules", Value: string(rules)}, {Key: "scoring", Value: scoring(c)}}
	if len(rec.Names) > 0 {
		hs = append(hs, rectext.Header{Key: "names", Value: strings.Join(rec.Names, ", ")})
	}
	if rec.Start != nil {
		data, err := json.Marshal(rec.Start)
		if err != nil {
			return nil, err
		}
		return append(hs, rectext.Header{Key: "start", Value: string(data)}), nil
	}
	if rec.Dealt {
		return hs, nil // no seed: the cards are the actions'
	}
	return append(hs, rectext.Header{Key: "seed", Value: strconv.FormatUint(rec.Seed, 10)}), nil
}

// MarshalText implements encoding.TextMarshaler: the record's text, which
// [ParseRecord] reads back. Its headers are layout, board, rules, scoring,
// names (when there are any), and seed or start (neither for a game dealt
// at a table); then a blank line and one
// action a line. A record that would not read back (names for the wrong
// number of seats, an action whose text does not read back) is refused
// with an error wrapping ErrBadRecord.
func (rec Record) MarshalText() ([]byte, error) {
	hs, err := rec.headers()
	if err != nil {
		return nil, err
	}
	f := rectext.File{Game: "cribwars", Version: RecordVersion, Headers: hs}
	for i, a := range rec.Actions {
		if a == nil {
			return nil, bad("action %d is nil", i+1)
		}
		text, err := actionText(a)
		if err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		f.Actions = append(f.Actions, rectext.Line{Text: string(text)})
	}
	var b bytes.Buffer
	if err := rectext.Write(&b, f); err != nil {
		return nil, fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	return b.Bytes(), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRecord],
// so a Record is a JSON string of its text too. On error *rec is left as
// it was.
func (rec *Record) UnmarshalText(text []byte) error {
	if rec == nil {
		return errNil
	}
	v, err := ParseRecord(bytes.NewReader(text))
	if err == nil {
		*rec = v
	}
	return err
}

// WriteTo writes the record's text ([Record.MarshalText]) to w. A nil w
// is an error wrapping [crib.ErrZeroValue].
func (rec Record) WriteTo(w io.Writer) (int64, error) {
	if w == nil {
		return 0, fmt.Errorf("cribwars: %w: writing a record to a nil io.Writer", crib.ErrZeroValue)
	}
	b, err := rec.MarshalText()
	if err != nil {
		return 0, err
	}
	n, err := w.Write(b)
	return int64(n), err
}

// ParseRecord reads a record's text (see the package doc for the
// grammar). Errors wrap ErrBadRecord (and ErrSyntax for text that is not
// the grammar) and name the line with a *LineError: an unknown or
// repeated header, the setup or the start missing, a start given two
// ways, an action that cannot be read, more than 1 MiB in all, a nil r.
func ParseRecord(r io.Reader) (Record, error) {
	if r == nil {
		return Record{}, bad("reading a record from a nil io.Reader")
	}
	data, err := io.ReadAll(io.LimitReader(r, maxJSON+1))
	if err != nil {
		return Record{}, fmt.Errorf("cribwars: %w: %w", ErrBadRecord, err)
	}
	if len(data) > maxJSON {
		return Record{}, bad("more than %d bytes", maxJSON)
	}
	f, err := rectext.Parse(bytes.NewReader(data), "cribwars", RecordVersion)
	if err != nil {
		return Record{}, fmt.Errorf("cribwars: %w: %w: %w", ErrBadRecord, ErrSyntax, err)
	}
	var rec Record
	at := func(line int, err error) (Record, error) {
		return Record{}, fmt.Errorf("cribwars: %w", rectext.At(line, fmt.Errorf("%w: %w", ErrBadRecord, err)))
	}
	seen := map[string]int{}
	for _, h := range f.Headers {
		if _, twice := seen[h.Key]; twice {
			return at(h.Line, fmt.Errorf("%w: the header %q twice", ErrSyntax, h.Key))
		}
		seen[h.Key] = h.Line
		var err error
		switch h.Key {
		case "layout":
			err = rec.Config.Layout.UnmarshalText([]byte(h.Value))
		case "board":
			v := h.Value
			if !strings.HasPrefix(strings.TrimSpace(v), "{") {
				v = strconv.Quote(v)
			}
			rec.Config.Board, err = readBoardRef(json.RawMessage(v))
		case "rules":
			err = rec.Config.Rules.UnmarshalText([]byte(h.Value))
		case "scoring":
			i := slices.Index(scoringNames[:], strings.Join(strings.Fields(strings.ToLower(h.Value)), " "))
			if i < 0 {
				err = fmt.Errorf("%w: scoring %q (automatic; claimed; claimed, no muggins)", ErrSyntax, h.Value)
			}
			rec.Config.Claimed, rec.Config.NoMuggins = i > 0, i == 2
		case "names":
			for n := range strings.SplitSeq(h.Value, ",") {
				if n = strings.TrimSpace(n); n == "" {
					err = fmt.Errorf("%w: an empty name", ErrSyntax)
				}
				rec.Names = append(rec.Names, n)
			}
		case "seed":
			rec.Seed, err = strconv.ParseUint(h.Value, 10, 64)
		case "start":
			rec.Start = new(Game)
			err = rec.Start.UnmarshalJSON([]byte(h.Value))
		default:
			err = fmt.Errorf("%w: no header %q (layout, board, rules, scoring, names, seed, start)", ErrSyntax, h.Key)
		}
		if err != nil {
			return at(h.Line, fmt.Errorf("%s: %w", h.Key, err))
		}
	}
	for _, k := range []string{"layout", "board", "rules", "scoring"} {
		if _, ok := seen[k]; !ok {
			return at(1, fmt.Errorf("a record has a %s header", k))
		}
	}
	_, seed := seen["seed"]
	_, start := seen["start"]
	switch {
	case seed && start:
		return at(max(seen["seed"], seen["start"]), fmt.Errorf("a record starts from a saved game or from a seed, not both"))
	case !seed && !start:
		rec.Dealt = true // the cards dealt are the actions'
		rec.startLine = 1
	case seed:
		rec.startLine = seen["seed"]
	default:
		rec.startLine = seen["start"]
	}
	if err := rec.valid(); err != nil {
		return at(rec.startLine, err)
	}
	for _, l := range f.Actions {
		a, err := ParseAction(l.Text)
		if err != nil {
			return at(l.N, err)
		}
		rec.Actions = append(rec.Actions, a)
		rec.lines = append(rec.lines, l.N)
	}
	return rec, nil
}

// line returns the line of action i: where it was read, or where
// MarshalText would write it.
func (rec Record) line(i int) int {
	if i < len(rec.lines) {
		return rec.lines[i]
	}
	hs, _ := rec.headers()
	return 1 + len(hs) + 1 + i + 1
}

// Replay plays a record: it starts the game as the record says and
// applies every action, and returns the game (keeping its record from the
// start, so that a game resumed from a record goes on recording) and every
// event. An action the game refuses is an error naming its line (a
// *LineError) and wrapping ErrBadRecord and the game's own reason; the
// game is then the one before that action, with the events so far.
func Replay(rec Record) (Game, []crib.Event, error) {
	g, err := rec.start()
	if err != nil {
		line := rec.startLine
		if line == 0 {
			hs, _ := rec.headers()
			line = 1 + len(hs)
		}
		return Game{}, nil, fmt.Errorf("cribwars: %w", rectext.At(line, fmt.Errorf("%w: %w", ErrBadRecord, err)))
	}
	g = g.Recording()
	var evs []crib.Event
	for i, a := range rec.Actions {
		ng, ev, err := g.Apply(a)
		if err != nil {
			return g, evs, fmt.Errorf("cribwars: %w", rectext.At(rec.line(i), fmt.Errorf("%w: %v: %w", ErrBadRecord, a, err)))
		}
		g = ng
		evs = append(evs, ev...)
	}
	return g, evs, nil
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
	case rec.Dealt:
		return DealtGame(rec.Config)
	}
	return NewGame(rec.Config, rec.Seed)
}
