package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

// winHole is the game hole of the win-probability table: a two-player
// game to 121.
const winHole = 121

// WinChance returns the probability that a player wins a two-player game
// to 121 from the start of a deal with the board at me (its score) and opp
// (its opponent's), when it deals (meDeals) or its opponent does. A score
// at or past 121 has won; a negative score counts as 0.
//
// The figures come from a table the library computes (the generator is a
// test: go test ./crib/bot -run TestGenerateWinTable -update-winprob) in two
// steps. First, the deal-score distribution: the points of each part of a
// deal in the order they are pegged (the dealer's his heels; each score of
// the play in turn; the pone's hand; the dealer's hand and crib), measured
// over 160,000 deals that Analysis played against itself from a clear
// board. Second, dynamic programming over every board position, from the
// end of the game back to the start: a side wins as soon as it reaches 121,
// in that order, so the pone, who counts first, wins a race the dealer
// would also have won, and the play's scores are taken in the order they
// were pegged. Two simplifications: the show's points are taken as
// independent of the play's (the two are drawn from their own
// distributions), and the bots' play does not change with the board.
//
// The error from the sample of deals, estimated from the spread of the
// tables of eight batches of 20,000 deals, is a standard error of at most
// 0.0016 at any position (0.0002 on average: most positions near the end
// are all but decided); a test checks the table against a fresh
// computation from other deals. By the table the first dealer wins 0.56 of
// games from a clear board. The figures are for players of Analysis's
// strength; [WriteWinChanceSVG] draws them.
func WinChance(me, opp int, meDeals bool) float64 {
	me, opp = max(me, 0), max(opp, 0)
	switch {
	case me >= winHole:
		return 1
	case opp >= winHole:
		return 0
	case meDeals:
		return float64(winTable[me*winHole+opp]) / 65535
	}
	return 1 - float64(winTable[opp*winHole+me])/65535
}

// dealPoints is what one deal scored, in the order it was pegged: the
// dealer's his heels; each score of the play in turn (the pone's points
// positive, the dealer's negative); the pone's hand, and the dealer's hand
// and crib.
type dealPoints struct {
	heels  uint8
	play   [maxPlayScores]int8
	nplay  uint8
	ph, dh uint8
}

// maxPlayScores bounds the scores of one play: eight cards, and a go or
// last card after at most four of them.
const maxPlayScores = 12

// playTotals returns the points the pone and the dealer pegged in the play.
func (d dealPoints) playTotals() (pone, dealer int) {
	for _, x := range d.play[:d.nplay] {
		if x > 0 {
			pone += int(x)
		} else {
			dealer -= int(x)
		}
	}
	return pone, dealer
}

// measureDeals plays n deals of two-player games with players (the first
// strategy seated in seat 0), each from a clear board with a dealer cut
// for, on workers goroutines, and returns what each scored. Deal i is
// seeded from (seed, i) alone, so the result does not depend on workers.
func measureDeals(n int, seed uint64, players []crib.Strategy, workers int) ([]dealPoints, error) {
	out := make([]dealPoints, n)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for k := range workers {
		wg.Go(func() {
			for i := k; i < n && errs[k] == nil; i += workers {
				out[i], errs[k] = measureDeal(seed, uint64(i), players)
			}
		})
	}
	wg.Wait()
	return out, errors.Join(errs...)
}

// measureDeal plays deal i of measureDeals.
func measureDeal(seed, i uint64, players []crib.Strategy) (dealPoints, error) {
	var d dealPoints
	r := rand.New(rand.NewPCG(seed, i))
	g, err := crib.NewGame(crib.Rules{}, r.Uint64())
	if err != nil {
		return d, err
	}
	rands := game.SeatRands(r, 2)
	dealer := crib.NoSeat
	for {
		a, err := crib.NextAction(g, players, rands)
		if err != nil {
			return d, err
		}
		var ev []crib.Event
		if g, ev, err = g.Apply(a); err != nil {
			return d, err
		}
		for _, e := range ev {
			switch e := e.(type) {
			case crib.Dealt:
				dealer = e.Dealer
			case crib.Pegged:
				if err := d.add(e.Score, e.Score.Seat == dealer); err != nil {
					return d, err
				}
			case crib.DealOver:
				return d, nil
			}
		}
	}
}

// add counts a score of the deal, the dealer's (mine) or the pone's.
func (d *dealPoints) add(sc crib.Score, mine bool) error {
	switch {
	case sc.Points < 0 || sc.Points > 29:
		return fmt.Errorf("crib: unexpected score %+v", sc)
	case sc.Points == 0:
	case sc.Kind == crib.ScoreHeels:
		d.heels += uint8(sc.Points)
	case sc.Kind == crib.ScorePlay || sc.Kind == crib.ScoreGo || sc.Kind == crib.ScoreLast:
		if d.nplay == maxPlayScores {
			return fmt.Errorf("crib: more than %s in a play", codec.Count(maxPlayScores, "score"))
		}
		x := int8(sc.Points)
		if mine {
			x = -x
		}
		d.play[d.nplay] = x
		d.nplay++
	case sc.Kind == crib.ScoreHand && !mine:
		d.ph += uint8(sc.Points)
	case sc.Kind == crib.ScoreHand || sc.Kind == crib.ScoreCrib:
		d.dh += uint8(sc.Points)
	default:
		return fmt.Errorf("crib: unexpected score %+v", sc)
	}
	return nil
}

// weighted is a value with its probability.
type weighted[T any] struct {
	v T
	p float64
}

// distribution returns the distinct values of key over xs, with the share
// of xs each has.
func distribution[T any, K comparable](xs []T, key func(T) K) []weighted[K] {
	idx := map[K]int{}
	var out []weighted[K]
	for _, x := range xs {
		k := key(x)
		i, ok := idx[k]
		if !ok {
			i = len(out)
			idx[k] = i
			out = append(out, weighted[K]{v: k})
		}
		out[i].p++
	}
	for i := range out {
		out[i].p /= float64(len(xs))
	}
	return out
}

// solveWins returns, for every board position at the start of a deal,
// the chance that the dealer wins: w[a][b] with the dealer at a and the
// pone at b, from the deals' scores (each equally likely). The play's
// scores are taken in the order they were pegged; the show's points are
// taken as independent of the play's (drawn from their own distribution).
func solveWins(deals []dealPoints) *[winHole][winHole]float64 {
	const g = winHole
	type peg struct{ heels, pone, dealer uint8 }
	type show struct{ ph, dh uint8 }
	type race struct {
		heels uint8
		play  [maxPlayScores]int8
	}
	pegs := distribution(deals, func(d dealPoints) peg {
		p, q := d.playTotals()
		return peg{d.heels, uint8(p), uint8(q)}
	})
	races := distribution(deals, func(d dealPoints) race { return race{d.heels, d.play} })
	shows := distribution(deals, func(d dealPoints) show { return show{d.ph, d.dh} })
	most := [2]int{} // the most the pone and the dealer pegged in a play
	for _, p := range pegs {
		most = [2]int{max(most[0], int(p.v.pone)), max(most[1], int(p.v.heels+p.v.dealer))}
	}
	w := new([g][g]float64)
	// after[x][y]: the dealer's chance with the play over, the dealer at x
	// and the pone at y.
	after := new([g][g]float64)
	// Every deal pegs at least one (the last card), so a position depends
	// only on positions with more points on the board: fill by total, from
	// the most down, first w, then after (which needs w at the same total
	// when a show scores nothing).
	for t := 2 * (g - 1); t >= 0; t-- {
		lo, hi := max(0, t-(g-1)), min(t, g-1)
		for a := lo; a <= hi; a++ {
			b := t - a
			sum := 0.0
			if a+most[1] >= g && b+most[0] >= g {
				// Both may reach the hole in the play: who gets there
				// first matters.
				for _, r := range races {
					x, y := a+int(r.v.heels), b
					for _, s := range r.v.play {
						if x >= g || y >= g {
							break
						}
						if s > 0 {
							y += int(s)
						} else {
							x -= int(s)
						}
					}
					switch {
					case x >= g:
						sum += r.p
					case y < g:
						sum += r.p * after[x][y]
					}
				}
			} else {
				for _, k := range pegs {
					x, y := a+int(k.v.heels), b+int(k.v.pone)
					switch {
					case x >= g:
						sum += k.p
					case y >= g:
					case x+int(k.v.dealer) >= g:
						sum += k.p
					default:
						sum += k.p * after[x+int(k.v.dealer)][y]
					}
				}
			}
			w[a][b] = sum
		}
		for x := lo; x <= hi; x++ {
			y := t - x
			sum := 0.0
			for _, k := range shows {
				y1, x1 := y+int(k.v.ph), x+int(k.v.dh)
				switch {
				case y1 >= g:
				case x1 >= g:
					sum += k.p
				default:
					sum += k.p * (1 - w[y1][x1]) // the pone deals next
				}
			}
			after[x][y] = sum
		}
	}
	return w
}
