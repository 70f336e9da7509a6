package record

import (
	"encoding"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// The headers every game's record shares, as [Field] values a game puts in
// its [Format]'s Fields, each given where the record keeps its value.

// TextField is the header key holding the value *get(rec) as its text: its
// MarshalText, always written, read with its UnmarshalText (rules, a
// seating).
func TextField[R any, T encoding.TextMarshaler, P interface {
	*T
	encoding.TextUnmarshaler
}](key string, get func(*R) *T) Field[R] {
	return Field[R]{Key: key,
		Write: func(rec *R) (string, bool, error) {
			b, err := (*get(rec)).MarshalText()
			return string(b), true, err
		},
		Read: func(rec *R, value string) error { return P(get(rec)).UnmarshalText([]byte(value)) }}
}

// NamesField is the names header, "names: Ann, Ben": the players' names
// *names(rec), written by [Names] (one a seat of the seats(rec) of the
// game, or none, and then no header), read by [ReadNames].
func NamesField[R any](pkg codec.Pkg, names func(*R) *[]string, seats func(*R) int) Field[R] {
	return Field[R]{Key: "names",
		Write: func(rec *R) (string, bool, error) { return Names(pkg, *names(rec), seats(rec)) },
		Read: func(rec *R, value string) (err error) {
			*names(rec), err = ReadNames(value)
			return err
		}}
}

// SeedField is the seed header, "seed: 42": the seed *seed(rec) of the
// deal in decimal, written when written(rec) (the game starts from its
// seed, not dealt at a table or from a saved game).
func SeedField[R any](seed func(*R) *uint64, written func(*R) bool) Field[R] {
	return Field[R]{Key: "seed",
		Write: func(rec *R) (string, bool, error) { return strconv.FormatUint(*seed(rec), 10), written(rec), nil },
		Read: func(rec *R, value string) (err error) {
			n, err := strconv.ParseUint(value, 10, 64)
			if err != nil {
				return fmt.Errorf("%w: %q is not a seed (a number from 0 to %d)", cards.ErrSyntax, value, uint64(math.MaxUint64))
			}
			*seed(rec) = n
			return nil
		}}
}

// StartField is the start header: the saved game *start(rec) that a
// record starts from, as its JSON on one line, written when it is not nil,
// read with its UnmarshalJSON (which refuses a game the rules could not
// reach).
func StartField[R, G any, P interface {
	*G
	json.Unmarshaler
}](start func(*R) **G) Field[R] {
	return Field[R]{Key: "start",
		Write: func(rec *R) (string, bool, error) {
			g := *start(rec)
			if g == nil {
				return "", false, nil
			}
			b, err := json.Marshal(g)
			return string(b), true, err
		},
		Read: func(rec *R, value string) error {
			g := new(G)
			*start(rec) = g
			return P(g).UnmarshalJSON([]byte(value))
		}}
}

// MaxSaltBytes is the longest salt a record's salt header holds.
const MaxSaltBytes = 64

// SaltField is the salt header, "salt: 3f0a9c...": the secret salt
// *salt(rec) of a deal committed to ([cards.Commit]), in hex, revealed with
// the seed once the game is over; written when there is one.
func SaltField[R any](salt func(*R) *[]byte) Field[R] {
	return Field[R]{Key: "salt",
		Write: func(rec *R) (string, bool, error) {
			s := *salt(rec)
			if len(s) > 0 && (len(s) < cards.MinSaltBytes || len(s) > MaxSaltBytes) {
				return "", false, fmt.Errorf("%w: a salt of %d bytes, want %d to %d", game.ErrBadRecord, len(s), cards.MinSaltBytes, MaxSaltBytes)
			}
			return hex.EncodeToString(s), len(s) > 0, nil
		},
		Read: func(rec *R, value string) error {
			s, err := hex.DecodeString(value)
			if err != nil || len(s) < cards.MinSaltBytes || len(s) > MaxSaltBytes {
				return fmt.Errorf("%w: %.80q is not a salt (%d to %d bytes in hex)", cards.ErrSyntax, value, cards.MinSaltBytes, MaxSaltBytes)
			}
			*salt(rec) = s
			return nil
		}}
}

// Deal is what a record commits to: What (the game and its rules as
// text; Err when they have none), Seed and Salt. FromSeed says the record
// starts from its seed, and Gives reports an action of Actions that brings
// cards of its own (a stacked pack, hands typed in, a card cut named).
type Deal[A any] struct {
	What     string
	Err      error
	Seed     uint64
	Salt     []byte
	FromSeed bool
	Actions  []A
	Gives    func(A) bool
}

// Commitment is a record's: cards.Commit of the deal, its error wrapping
// ErrBadRecord; Err as it is.
func (d Deal[A]) Commitment(p codec.Pkg) (cards.Commitment, error) {
	if d.Err != nil {
		return cards.Commitment{}, d.Err
	}
	c, err := cards.Commit(d.What, d.Seed, d.Salt)
	if err != nil {
		return cards.Commitment{}, p.Wrap(err)
	}
	return c, nil
}

// Verify is a record's: Err, else that the deal is the one c was made to
// (an error wrapping cards.ErrNotCommitted), else replay's error; each
// wrapping ErrBadRecord.
func (d Deal[A]) Verify(p codec.Pkg, c cards.Commitment, replay func() error) error {
	err := d.Err
	switch {
	case err != nil:
	case !d.FromSeed:
		err = fmt.Errorf("%w: the record does not start from its seed", cards.ErrNotCommitted)
	case len(d.Salt) == 0:
		err = fmt.Errorf("%w: the record reveals no salt", cards.ErrNotCommitted)
	default:
		err = c.Verify(d.What, d.Seed, d.Salt)
	}
	for i, a := range d.Actions {
		if err == nil && d.Gives(a) {
			err = fmt.Errorf("%w: action %d, %v, brings its own cards", cards.ErrNotCommitted, i+1, a)
		}
	}
	if err == nil {
		err = replay()
	}
	if err != nil && !errors.Is(err, game.ErrBadRecord) {
		err = p.Wrap(err)
	}
	return err
}
