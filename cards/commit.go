package cards

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
)

// A Commitment binds a dealer to the seed of its shuffles before the first
// card is dealt: the SHA-256 hash of what is being dealt (the game and its
// rules, as text), the seed and a secret salt. Published before the game and
// checked against the seed and salt revealed after it, it shows that the
// deal followed from a seed fixed in advance; the salt, at least
// MinSaltBytes of secret randomness, keeps the seed from being found by
// trying every one. Its text is 64 hex digits.
type Commitment [sha256.Size]byte

// MinSaltBytes is the shortest salt Commit takes.
const MinSaltBytes = 16

// ErrNotCommitted is wrapped by the errors of a seed, salt or record that
// is not the one a Commitment was made to.
var ErrNotCommitted = errors.New("not the deal committed to")

// Commit returns the commitment to dealing what (a game and its rules) from
// seed with salt, which must hold at least MinSaltBytes bytes (else an
// error wraps ErrBadCount).
func Commit(what string, seed uint64, salt []byte) (Commitment, error) {
	if len(salt) < MinSaltBytes {
		return Commitment{}, fmt.Errorf("cards: %w: a salt of %d bytes, want at least %d", ErrBadCount, len(salt), MinSaltBytes)
	}
	h := sha256.New()
	var n [8]byte
	part := func(b []byte) {
		binary.BigEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	part([]byte("pegboard deal commitment 1"))
	part([]byte(what))
	var sd [8]byte
	binary.BigEndian.PutUint64(sd[:], seed)
	part(sd[:])
	part(salt)
	var c Commitment
	h.Sum(c[:0])
	return c, nil
}

// Verify reports whether c is the commitment to dealing what from seed with
// salt, as an error wrapping ErrNotCommitted when it is not.
func (c Commitment) Verify(what string, seed uint64, salt []byte) error {
	want, err := Commit(what, seed, salt)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrNotCommitted, err)
	}
	if want != c {
		return fmt.Errorf("cards: %w: the seed and salt give %v, not %v", ErrNotCommitted, want, c)
	}
	return nil
}

// String returns the commitment as 64 hex digits.
func (c Commitment) String() string { return hex.EncodeToString(c[:]) }

// MarshalText implements encoding.TextMarshaler: 64 hex digits.
func (c Commitment) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler, reading 64 hex digits
// (either case). On error *c is left as it was.
func (c *Commitment) UnmarshalText(text []byte) error {
	if c == nil {
		return fmt.Errorf("cards: %w: UnmarshalText into a nil *Commitment", ErrSyntax)
	}
	var v Commitment
	if len(text) != 2*len(v) {
		return fmt.Errorf("cards: %w: a commitment is %d hex digits, not %d characters", ErrSyntax, 2*len(v), len(text))
	}
	if _, err := hex.Decode(v[:], text); err != nil {
		return fmt.Errorf("cards: %w: a commitment of hex digits: %q", ErrSyntax, text)
	}
	*c = v
	return nil
}
