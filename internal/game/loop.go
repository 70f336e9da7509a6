package game

import (
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

// SeatRands returns one random source for each of n seats, drawn from r, so
// that each strategy draws from its own stream: what one seat's strategy
// draws neither shows nor changes what another's sees. The same r gives the
// same sources.
func SeatRands(r *rand.Rand, n int) []*rand.Rand {
	out := make([]*rand.Rand, n)
	for s := range out {
		out[s] = rand.New(rand.NewPCG(r.Uint64(), r.Uint64()))
	}
	return out
}
