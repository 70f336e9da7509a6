package crib

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	rectext "github.com/pegboard/pegboard/internal/record"
)

// RecordVersion is the version of the record format, the number on a
// record's first line: "pegboard crib 1".
const RecordVersion = 1

// Record is a whole game as text, as a chess PGN is: how the game starts
// (the rules, and the seed of its shuffles, or no seed for a game dealt at
// a table, a position it was taken up at, or a saved game part way
// through) and every action since, which [Replay] plays again to the same
// game and events. [Game.Record] makes one, [ParseRecord] reads one,
// [Record.MarshalText] writes one; the grammar is in the package doc.
type Record struct {
	// Rules are the rules as NewGame is given them (a zero field is its
	// default), with a Pegger that is nil or TwoPegBoard: a record holds
	// no other board.
	Rules Rules
	// Names are the players' names, one for each seat, or none.
	Names []string
	// The start: the game NewGame(Rules, Seed) makes, or with Dealt the
	// game DealtGame(Rules) makes (its cards given by the actions; Seed
	// unused), either taken up at Position when it is not nil (NewGameAt,
	// DealtGameAt); or, when Start is not nil, that game, and Seed, Dealt
	// and Position are unused.
	Seed     uint64
	Dealt    bool
	Position *Position
	Start    *Game
	// Actions are the actions in the order played.
	Actions []Action

	lines     []int // the line of each action in the text it was read from
	startLine int   // the line of the header that says how the game starts
}

// LineError is an error on one line of a record: ParseRecord's and
// Replay's errors carry one, naming the line, and wrap the reason.
type LineError = rectext.LineError

// valid reports why the record cannot start a game: rules that do not
// resolve, names for another number of seats or that a record cannot
// hold, a start given two ways or with other rules.
func (rec Record) valid() error {
	r, err := rec.Rules.Resolve()
	if err != nil {
		return err
	}
	if len(rec.Names) > 0 {
		if len(rec.Names) != r.Layout.Seats {
			return fmt.Errorf("crib: %w", bad("%d names for %d seats", len(rec.Names), r.Layout.Seats))
		}
		for _, n := range rec.Names {
			if n == "" || n != strings.TrimSpace(n) || strings.ContainsAny(n, ",#\r\n") || len(n) > 100 {
				return fmt.Errorf("crib: %w", bad("the name %q (names are not empty and hold no comma, #, line break or outer space)", n))
			}
		}
	}
	switch {
	case rec.Start != nil && (rec.Dealt || rec.Seed != 0 || rec.Position != nil):
		return fmt.Errorf("crib: %w", bad("a record starts from a saved game, or from a seed or a position, not both"))
	case rec.Start != nil && !equalRules(rec.Start.rules, r):
		return fmt.Errorf("crib: %w", bad("the start game's rules are not the record's"))
	case rec.Dealt && rec.Seed != 0:
		return fmt.Errorf("crib: %w", bad("a game dealt at a table has no seed"))
	}
	return nil
}

// headers returns the record's header lines, checking them.
func (rec Record) headers() ([]rectext.Header, error) {
	if err := rec.valid(); err != nil {
		return nil, err
	}
	rules, err := rec.Rules.MarshalText()
	if err != nil {
		return nil, err
	}
	hs := []rectext.Header{{Key: "rules", Value: string(rules)}}
	if len(rec.Names) > 0 {
		hs = append(hs, rectext.Header{Key: "names", Value: strings.Join(rec.Names, ", ")})
	}
	switch {
	case rec.Start != nil:
		data, err := json.Marshal(rec.Start)
		if err != nil {
			return nil, err
		}
		return append(hs, rectext.Header{Key: "start", Value: string(data)}), nil
	case !rec.Dealt:
		hs = append(hs, rectext.Header{Key: "seed", Value: strconv.FormatUint(rec.Seed, 10)})
	}
	if rec.Position != nil {
		p, err := rec.Position.MarshalText()
		if err != nil {
			return nil, err
		}
		hs = append(hs, rectext.Header{Key: "position", Value: string(p)})
	}
	return hs, nil
}

// MarshalText implements encoding.TextMarshaler: the record's text, which
// [ParseRecord] reads back. Its headers are rules, names (when there are
// any), and seed (unless the game was dealt at a table), position (when
// it starts at one) or start; then a blank line and one action a line. A
// record that would not read back (names for the wrong number of seats,
// rules with another board, an action whose text does not read back) is
// refused with an error wrapping ErrBadRecord.
func (rec Record) MarshalText() ([]byte, error) {
	hs, err := rec.headers()
	if err != nil {
		return nil, err
	}
	f := rectext.File{Game: "crib", Version: RecordVersion, Headers: hs}
	for i, a := range rec.Actions {
		if a == nil {
			return nil, fmt.Errorf("crib: %w: action %d is nil", ErrBadRecord, i+1)
		}
		text, err := actionText.Text(a)
		if err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		f.Actions = append(f.Actions, rectext.Line{Text: string(text)})
	}
	var b bytes.Buffer
	if err := rectext.Write(&b, f); err != nil {
		return nil, fmt.Errorf("crib: %w: %w", ErrBadRecord, err)
	}
	return b.Bytes(), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRecord],
// so a Record is a JSON string of its text too. On error *rec is left as
// it was.
func (rec *Record) UnmarshalText(text []byte) error {
	if rec == nil {
		return nilTarget("Record")
	}
	v, err := ParseRecord(bytes.NewReader(text))
	if err == nil {
		*rec = v
	}
	return err
}

// WriteTo writes the record's text ([Record.MarshalText]) to w.
func (rec Record) WriteTo(w io.Writer) (int64, error) {
	if w == nil {
		return 0, nilWriter("a record")
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
// repeated header, the rules missing, a start given two ways, an action
// that cannot be read, more than 1 MiB in all.
func ParseRecord(r io.Reader) (Record, error) {
	if r == nil {
		return Record{}, fmt.Errorf("crib: %w: a nil io.Reader", ErrBadRecord)
	}
	f, err := rectext.Parse(&limitedReader{r: r, n: maxJSON}, "crib", RecordVersion)
	if err != nil {
		return Record{}, fmt.Errorf("crib: %w: %w: %w", ErrBadRecord, ErrSyntax, err)
	}
	var rec Record
	at := func(line int, err error) (Record, error) {
		return Record{}, fmt.Errorf("crib: %w", rectext.At(line, fmt.Errorf("%w: %w", ErrBadRecord, err)))
	}
	seen := map[string]int{}
	for _, h := range f.Headers {
		seen[h.Key] = h.Line
		var err error
		switch h.Key {
		case "rules":
			err = rec.Rules.UnmarshalText([]byte(h.Value))
		case "names":
			for n := range strings.SplitSeq(h.Value, ",") {
				if n = strings.TrimSpace(n); n == "" {
					err = fmt.Errorf("%w: an empty name", ErrSyntax)
				}
				rec.Names = append(rec.Names, n)
			}
		case "seed":
			rec.Seed, err = strconv.ParseUint(h.Value, 10, 64)
		case "position":
			rec.Position = new(Position)
			err = rec.Position.UnmarshalText([]byte(h.Value))
		case "start":
			rec.Start = new(Game)
			err = rec.Start.UnmarshalJSON([]byte(h.Value))
		default:
			err = fmt.Errorf("%w: no header %q (rules, names, seed, position, start)", ErrSyntax, h.Key)
		}
		if err != nil {
			return at(h.Line, fmt.Errorf("%s: %w", h.Key, err))
		}
	}
	_, seed := seen["seed"]
	_, start := seen["start"]
	_, pos := seen["position"]
	if _, ok := seen["rules"]; !ok {
		return at(1, fmt.Errorf("a record has rules"))
	}
	rec.Dealt = !seed && !start
	for _, k := range []string{"seed", "position", "start"} {
		if line, ok := seen[k]; ok {
			rec.startLine = max(rec.startLine, line)
		}
	}
	if start && (seed || pos) {
		return at(rec.startLine, fmt.Errorf("a record starts from a saved game, or from a seed or a position, not both"))
	}
	if start {
		// The start's rules are the record's, given as few as resolve to them.
		if r, _ := rec.Rules.Resolve(); !equalRules(r, rec.Start.rules) {
			return at(seen["start"], fmt.Errorf("the start game's rules are not the rules header's"))
		}
	}
	if line, ok := seen["names"]; ok {
		if err := rec.valid(); err != nil {
			return at(line, err)
		}
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
func Replay(rec Record) (Game, []Event, error) {
	g, err := rec.start()
	if err != nil {
		line := rec.startLine
		if line == 0 {
			hs, _ := rec.headers()
			line = 1 + len(hs) // where MarshalText writes the start
		}
		return Game{}, nil, fmt.Errorf("crib: %w", rectext.At(line, fmt.Errorf("%w: %w", ErrBadRecord, err)))
	}
	g = g.Recording()
	var evs []Event
	for i, a := range rec.Actions {
		ng, ev, err := g.Apply(a)
		if err != nil {
			return g, evs, fmt.Errorf("crib: %w", rectext.At(rec.line(i), fmt.Errorf("%w: %v: %w", ErrBadRecord, a, err)))
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
	case rec.Dealt && rec.Position != nil:
		return DealtGameAt(rec.Rules, *rec.Position)
	case rec.Dealt:
		return DealtGame(rec.Rules)
	case rec.Position != nil:
		return NewGameAt(rec.Rules, rec.Seed, *rec.Position)
	}
	return NewGame(rec.Rules, rec.Seed)
}

// limitedReader reads from r and fails once more than n bytes are read.
type limitedReader struct {
	r io.Reader
	n int64
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.n < 0 {
		return 0, fmt.Errorf("%w: more than %d bytes", ErrBadRecord, maxJSON)
	}
	if int64(len(p)) > l.n+1 {
		p = p[:l.n+1]
	}
	k, err := l.r.Read(p)
	l.n -= int64(k)
	if l.n < 0 {
		return 0, fmt.Errorf("%w: more than %d bytes", ErrBadRecord, maxJSON)
	}
	return k, err
}
