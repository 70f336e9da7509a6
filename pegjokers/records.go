package pegjokers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
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
	// Actions are the actions in the order played: a [Choice] or a
	// [Written] play, and [Draw]s.
	Actions []Action

	lines     []int // the line of each action in the text it was read from
	startLine int   // the line of the seed, hands or start header read
}

// LineError is an error on one line of a record: ParseRecord's and
// Replay's errors carry one, naming the line, and wrap the reason.
type LineError = record.LineError

// headers returns the record's header lines, checking them.
func (rec Record) headers() ([]record.Header, error) {
	bad := func(format string, args ...any) ([]record.Header, error) {
		return nil, fmt.Errorf("pegjokers: %w: %s", ErrBadRecord, fmt.Sprintf(format, args...))
	}
	rules, err := rec.Rules.MarshalText()
	if err != nil {
		return nil, err
	}
	seating, err := rec.Seating.MarshalText()
	if err != nil {
		return nil, err
	}
	hs := []record.Header{{Key: "rules", Value: string(rules)}, {Key: "seating", Value: string(seating)}}
	if len(rec.Names) > 0 {
		if len(rec.Names) != rec.Seating.Seats {
			return bad("%d names for %d seats", len(rec.Names), rec.Seating.Seats)
		}
		for _, n := range rec.Names {
			if n == "" || n != strings.TrimSpace(n) || strings.ContainsAny(n, ",#\r\n") {
				return bad("the name %q (names are not empty, and hold no comma, #, line break or outer space)", n)
			}
		}
		hs = append(hs, record.Header{Key: "names", Value: strings.Join(rec.Names, ", ")})
	}
	switch {
	case rec.Start != nil:
		if rec.Hands != nil {
			return bad("a record starts from a saved game or from hands dealt, not both")
		}
		if rec.Start.rules != rec.Rules || rec.Start.pos.Seating() != rec.Seating {
			return bad("the start game's rules or seating are not the record's")
		}
		data, err := json.Marshal(rec.Start)
		if err != nil {
			return nil, err
		}
		hs = append(hs, record.Header{Key: "start", Value: string(data)})
	case rec.Hands != nil:
		if len(rec.Hands) != rec.Seating.Seats {
			return bad("%d hands for %d seats", len(rec.Hands), rec.Seating.Seats)
		}
		var hands []string
		for _, h := range rec.Hands {
			if len(h) != HandSize {
				return bad("a hand of %d cards", len(h))
			}
			for _, c := range h {
				if !c.IsValid() {
					return bad("a hand holding %v", c)
				}
			}
			hands = append(hands, cards.FormatList(h))
		}
		hs = append(hs, record.Header{Key: "hands", Value: strings.Join(hands, " | ")})
	default:
		hs = append(hs, record.Header{Key: "seed", Value: strconv.FormatUint(rec.Seed, 10)})
	}
	return hs, nil
}

// MarshalText implements encoding.TextMarshaler: the record's text, which
// [ParseRecord] reads back. Its headers are rules, seating, names (when
// there are any) and one of seed, hands and start; then a blank line and
// one action a line. A record that would not read back (names for the
// wrong number of seats, a hand of four cards, an action of another game)
// is refused with an error wrapping [ErrBadRecord].
func (rec Record) MarshalText() ([]byte, error) {
	hs, err := rec.headers()
	if err != nil {
		return nil, err
	}
	f := record.File{Game: "pegjokers", Version: RecordVersion, Headers: hs}
	for i, a := range rec.Actions {
		text := ""
		if a != nil {
			text = a.String()
		}
		if b, err := ParseAction(text); err != nil || b.String() != text {
			return nil, fmt.Errorf("pegjokers: %w: action %d, %q, does not read back", ErrBadRecord, i+1, text)
		}
		f.Actions = append(f.Actions, record.Line{Text: text})
	}
	var b bytes.Buffer
	if err := record.Write(&b, f); err != nil {
		return nil, fmt.Errorf("pegjokers: %w: %w", ErrBadRecord, err)
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
// grammar). The plays become [Written] actions, read in their positions
// when [Replay] plays them. Errors wrap [ErrBadRecord] (and [ErrSyntax]
// for text that is not the grammar) and name the line with a [*LineError]:
// an unknown or repeated header, one missing, a start given twice or not
// at all, an action that cannot be read, more than 1 MiB in all.
func ParseRecord(r io.Reader) (Record, error) {
	if r == nil {
		return Record{}, fmt.Errorf("pegjokers: %w: a nil io.Reader", ErrBadRecord)
	}
	f, err := record.Parse(&limitedReader{r: r, n: maxJSON}, "pegjokers", RecordVersion)
	if err != nil {
		return Record{}, fmt.Errorf("pegjokers: %w: %w: %w", ErrBadRecord, ErrSyntax, err)
	}
	var rec Record
	at := func(line int, err error) (Record, error) {
		return Record{}, fmt.Errorf("pegjokers: %w", record.At(line, fmt.Errorf("%w: %w", ErrBadRecord, err)))
	}
	seen := map[string]int{}
	for _, h := range f.Headers {
		seen[h.Key] = h.Line
		var err error
		switch h.Key {
		case "rules":
			rec.Rules, err = ParseRules(h.Value)
		case "seating":
			rec.Seating, err = ParseSeating(h.Value)
		case "names":
			for n := range strings.SplitSeq(h.Value, ",") {
				if n = strings.TrimSpace(n); n == "" {
					err = fmt.Errorf("%w: an empty name", ErrSyntax)
				}
				rec.Names = append(rec.Names, n)
			}
		case "seed":
			rec.Seed, err = strconv.ParseUint(h.Value, 10, 64)
		case "hands":
			for part := range strings.SplitSeq(h.Value, "|") {
				var cs []cards.Card
				if cs, err = cards.ParseList(part); err != nil {
					break
				}
				rec.Hands = append(rec.Hands, cs)
			}
		case "start":
			var g Game
			err = g.UnmarshalJSON([]byte(h.Value))
			rec.Start = &g
		default:
			err = fmt.Errorf("%w: no header %q (rules, seating, names, seed, hands, start)", ErrSyntax, h.Key)
		}
		if err != nil {
			return at(h.Line, fmt.Errorf("%s: %w", h.Key, err))
		}
	}
	starts := 0
	for _, k := range []string{"seed", "hands", "start"} {
		if _, ok := seen[k]; ok {
			starts++
		}
	}
	_, rules := seen["rules"]
	if _, seating := seen["seating"]; !rules || !seating || starts != 1 {
		return at(1, fmt.Errorf("a record has rules, seating and one of seed, hands and start"))
	}
	// Names and hands for another number of seats are the line's error.
	for _, k := range []string{"names", "hands"} {
		if line, ok := seen[k]; ok {
			if n := max(len(rec.Names), len(rec.Hands)); k == "names" && len(rec.Names) != rec.Seating.Seats ||
				k == "hands" && len(rec.Hands) != rec.Seating.Seats {
				return at(line, fmt.Errorf("%s for %d seats in a game of %v", k, n, rec.Seating))
			}
		}
	}
	for _, k := range []string{"seed", "hands", "start"} {
		if line, ok := seen[k]; ok {
			rec.startLine = line
		}
	}
	if _, err := rec.headers(); err != nil {
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
// [*LineError]) and wrapping [ErrBadRecord] and the game's own reason; the
// game is then the one before that action, with the events so far.
func Replay(rec Record) (Game, []Event, error) {
	g, err := rec.start()
	if err != nil {
		line := rec.startLine
		if line == 0 {
			hs, _ := rec.headers()
			line = 1 + len(hs) // where MarshalText writes the start
		}
		return Game{}, nil, fmt.Errorf("pegjokers: %w", record.At(line, fmt.Errorf("%w: %w", ErrBadRecord, err)))
	}
	g = g.Recording()
	var evs []Event
	var gen Generator
	for i, a := range rec.Actions {
		h := g
		var ev []Event
		if err := h.act(&gen, a, &ev); err != nil {
			return g, evs, fmt.Errorf("pegjokers: %w", record.At(rec.line(i), fmt.Errorf("%w: %v: %w", ErrBadRecord, a, err)))
		}
		g = h
		evs = append(evs, ev...)
	}
	return g, evs, nil
}

// start returns the game the record starts from.
func (rec Record) start() (Game, error) {
	if _, err := rec.headers(); err != nil {
		return Game{}, err
	}
	st := rec.Seating
	switch {
	case rec.Start != nil:
		g := *rec.Start
		g.rec = nil
		return g, g.check()
	case rec.Hands != nil:
		return DealtGame(rec.Rules, st.Seats, st.Arrangement, rec.Hands)
	}
	return NewGame(rec.Rules, st.Seats, st.Arrangement, rec.Seed)
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
