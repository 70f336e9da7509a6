package game

import (
	crand "crypto/rand"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
)

// Ask calls a strategy's choice f for seat and returns what it chose. A
// panic inside f becomes an error wrapping [ErrStrategy] that names the
// seat, so no strategy can bring down the program that runs it (a panic in
// a runner's worker goroutine could not be recovered by its caller).
func Ask[T any](pkg string, seat int, f func() T) (v T, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &Error{Pkg: pkg, Op: "strategy", Seat: seat, Err: fmt.Errorf("%w: panic: %v", ErrStrategy, p)}
		}
	}()
	return f(), nil
}

// Play plays g to its end, the one loop of every game: while over(g) is
// false it asks next for the action to take (the game's own step, such as a
// shuffle, or a strategy's choice for the seat on turn), carries it out with
// apply and passes the events to observe (which may be nil). It stops with
// an error wrapping [ErrTurnLimit] after limit actions without an end, so a
// game that cannot progress is an error, never a hang; limit must be
// positive. On error it returns the game as it was before the failed action.
func Play[G, A, E any](g G, over func(G) bool, next func(G) (A, error), apply func(G, A) (G, []E, error), observe func(E), limit int) (G, error) {
	for steps := 0; !over(g); steps++ {
		if steps >= limit {
			return g, fmt.Errorf("%w: %d actions", ErrTurnLimit, limit)
		}
		a, err := next(g)
		if err != nil {
			return g, err
		}
		ng, ev, err := apply(g, a)
		if err != nil {
			return g, err
		}
		if observe != nil {
			for _, e := range ev {
				observe(e)
			}
		}
		g = ng
	}
	return g, nil
}

// SeatRands returns one random source for each of n seats, drawn from r,
// so that each strategy draws from its own stream: what one seat's
// strategy draws neither shows nor changes what another's sees. The
// sources are drawn through ChaCha8, a cryptographic generator keyed by
// r's next 32 bytes, so that nothing a strategy can read from its own
// source, its state by reflection included, leads back to r (which a
// caller may have seeded like the deal: cards.NewRand of a seed gives the
// seed back in closed form), to the deal, or to another seat's source.
// The same r gives the same sources, so a caller's seeded r replays a game
// exactly. A nil r means no seed was given: each seat's source is then
// seeded unpredictably (from crypto/rand).
//
// Every game's runner draws its seats' sources here, so the guarantee is
// the same for all three games.
func SeatRands(r *rand.Rand, n int) []*rand.Rand {
	out := make([]*rand.Rand, n)
	if r == nil {
		for s := range out {
			out[s] = rand.New(rand.NewChaCha8(Unpredictable32()))
		}
		return out
	}
	var key [32]byte
	for i := range 4 {
		binary.LittleEndian.PutUint64(key[8*i:], r.Uint64())
	}
	c := rand.New(rand.NewChaCha8(key))
	for s := range out {
		out[s] = rand.New(rand.NewPCG(c.Uint64(), c.Uint64()))
	}
	return out
}

// Unpredictable returns a seed drawn from crypto/rand, for a game or a run
// whose caller gave none.
func Unpredictable() uint64 {
	var b [8]byte
	crand.Read(b[:]) // never fails (crypto/rand.Read panics rather than return an error)
	return binary.LittleEndian.Uint64(b[:])
}

// Unpredictable32 returns a 32-byte ChaCha8 seed drawn from crypto/rand.
func Unpredictable32() [32]byte {
	var b [32]byte
	crand.Read(b[:])
	return b
}
