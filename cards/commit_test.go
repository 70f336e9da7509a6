package cards_test

import (
	"bytes"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
)

// salt16 is a salt of the shortest length, for tests.
var salt16 = []byte("0123456789abcdef")

// TestCommitmentIsFrozen: the commitment to a fixed deal is these digits,
// worked out apart from this package (SHA-256 of each part, the domain
// "pegboard deal commitment 1", the game, the seed as 8 bytes big-endian
// and the salt, each after its length as 8 bytes big-endian); a change to
// how a commitment is made would break every one published.
func TestCommitmentIsFrozen(t *testing.T) {
	c, err := cards.Commit("crib 2 players", 42, salt16)
	if err != nil {
		t.Fatal(err)
	}
	const want = "93cf62b7e30e0db781ca503862f241ea04f11f43e22d2a6395d6cb1f06e04f25"
	if c.String() != want {
		t.Errorf("the commitment is %v, want %v", c, want)
	}
}

// TestCommitmentRefusesAnotherDeal: a commitment verifies its own seed,
// salt and game, and no other.
func TestCommitmentRefusesAnotherDeal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		what := rapid.String().Draw(t, "what")
		seed := rapid.Uint64().Draw(t, "seed")
		salt := rapid.SliceOfN(rapid.Byte(), cards.MinSaltBytes, 64).Draw(t, "salt")
		c, err := cards.Commit(what, seed, salt)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Verify(what, seed, salt); err != nil {
			t.Fatalf("its own deal: %v", err)
		}
		other := bytes.Clone(salt)
		other[rapid.IntRange(0, len(salt)-1).Draw(t, "byte")] ^= 1 << rapid.IntRange(0, 7).Draw(t, "bit")
		for name, err := range map[string]error{
			"another seed": c.Verify(what, seed+1, salt),
			"another salt": c.Verify(what, seed, other),
			"another game": c.Verify(what+"x", seed, salt),
			"a salt cut":   c.Verify(what, seed, salt[:len(salt)-1]),
		} {
			if name == "a salt cut" && len(salt) == cards.MinSaltBytes {
				if err == nil {
					t.Fatalf("%s verifies", name)
				}
				continue
			}
			if !errors.Is(err, cards.ErrNotCommitted) {
				t.Fatalf("%s: %v", name, err)
			}
		}
		var back cards.Commitment
		text, _ := c.MarshalText()
		if err := back.UnmarshalText(text); err != nil || back != c {
			t.Fatalf("%s reads back as %v, %v", text, back, err)
		}
	})
}

func TestCommitRefusesAShortSalt(t *testing.T) {
	if _, err := cards.Commit("crib", 1, salt16[:15]); !errors.Is(err, cards.ErrBadCount) {
		t.Error("a salt of 15 bytes is taken")
	}
	var c cards.Commitment
	for _, bad := range []string{"", "00", "zz" + string(bytes.Repeat([]byte("0"), 62)), string(bytes.Repeat([]byte("0"), 65))} {
		if err := c.UnmarshalText([]byte(bad)); !errors.Is(err, cards.ErrSyntax) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if err := (*cards.Commitment)(nil).UnmarshalText([]byte("00")); !errors.Is(err, cards.ErrSyntax) {
		t.Errorf("into nil: %v", err)
	}
}

func FuzzCommitmentText(f *testing.F) {
	f.Add([]byte("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"))
	f.Add([]byte("9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08"))
	f.Fuzz(func(t *testing.T, text []byte) {
		var c cards.Commitment
		if err := c.UnmarshalText(text); err != nil {
			return
		}
		back, _ := c.MarshalText()
		var again cards.Commitment
		if err := again.UnmarshalText(back); err != nil || again != c {
			t.Fatalf("%q reads as %v, which writes %q", text, c, back)
		}
	})
}
