package score

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// Discard is one way to lay two of six dealt cards away to the crib in a
// two-player game, with the exact expected points it leads to.
type Discard struct {
	Keep  [4]cards.Card // the four cards kept, in dealt order
	Throw [2]cards.Card // the two laid away to the crib, in dealt order

	// Hand is the expected show of the kept four over the 46 starters the
	// player cannot see, each equally likely.
	Hand float64
	// Crib is the expected show of the crib: the two laid away, two more
	// cards drawn uniformly from the 46 unseen (the opponent's discards,
	// taken as random), and a starter drawn uniformly from the 44 left.
	Crib float64
	// Net is Hand + Crib for the dealer (the crib is the dealer's) and
	// Hand - Crib for the pone.
	Net float64
	// Dealer records whose crib it is: true if Net adds the crib.
	Dealer bool
}

// Exact denominators: 46 starters for the hand; 1035 unseen pairs times 44
// starters for the crib.
const (
	handWays = 46
	cribWays = 1035 * 44
)

// Discards returns the 15 ways to lay two of dealt away to the crib, best
// first: by Net, then by Hand, then in dealt order. Every expected value is
// exact: the sum over every unseen starter (and, for the crib, every pair of
// unseen cards with every starter, 45,540 cases) of the true score, divided by
// the number of cases. It does not sample, and it allocates nothing.
//
// It models the opponent's two discards as random unseen cards, the usual
// basis of discard tables; a bot that models the opponent's choice can use
// [Hand] and [Crib] directly. dealt must hold six different standard cards;
// otherwise the error wraps [ErrNoCard], [ErrJoker], [ErrInvalidCard] or
// [ErrDuplicate].
func Discards(dealt [6]cards.Card, dealer bool) ([15]Discard, error) {
	var out [15]Discard
	var seen cards.Set
	for i, c := range dealt {
		if err := checkCard(c, seen, "dealt card", i+1); err != nil {
			return out, err
		}
		seen = seen.With(c)
	}
	var u unseenCounts
	u.init(seen)

	k := 0
	for i := 0; i < 6; i++ {
		for j := i + 1; j < 6; j++ {
			d := &out[k]
			k++
			d.Throw = [2]cards.Card{dealt[i], dealt[j]}
			n := 0
			for x := range 6 {
				if x != i && x != j {
					d.Keep[n] = dealt[x]
					n++
				}
			}
			d.Hand = float64(u.handSum(d.Keep)) / handWays
			d.Crib = float64(u.cribSum(dealt[i], dealt[j])) / cribWays
			d.Dealer = dealer
			if dealer {
				d.Net = d.Hand + d.Crib
			} else {
				d.Net = d.Hand - d.Crib
			}
		}
	}
	slices.SortStableFunc(out[:], func(a, b Discard) int {
		if c := cmp.Compare(b.Net, a.Net); c != 0 {
			return c
		}
		return cmp.Compare(b.Hand, a.Hand)
	})
	return out, nil
}

// unseenCounts describes the 46 cards a player holding six cannot see.
type unseenCounts struct {
	set   cards.Set
	rank  [13]int // unseen cards of each rank index
	suit  [4]int  // unseen cards of each suit index (card & 3)
	jacks [4]bool // the Jack of each suit index is unseen
}

func (u *unseenCounts) init(seen cards.Set) {
	u.set = seen.Complement()
	for c := range u.set.All() {
		u.rank[rank0[c]]++
		u.suit[c&3]++
	}
	for s := range 4 {
		u.jacks[s] = u.set.Has(cards.Card(cards.Jack)<<2 | cards.Card(s))
	}
}

// handSum returns the total show of keep over every unseen starter; divided
// by 46 it is the expected hand.
func (u *unseenCounts) handSum(keep [4]cards.Card) int {
	row := multiset4(rank0[keep[0]], rank0[keep[1]], rank0[keep[2]], rank0[keep[3]]) * 13
	total := 0
	for r := range 13 {
		total += u.rank[r] * int(rankTable[row+r])
	}
	if s := keep[0] & 3; keep[1]&3 == s && keep[2]&3 == s && keep[3]&3 == s {
		// 4 with every starter, one more with a starter of the suit.
		total += 4*handWays + u.suit[s]
	}
	for _, c := range keep {
		if rank0[c] == 10 { // a Jack: his nobs when the starter is of its suit
			total += u.suit[c&3]
		}
	}
	return total
}

// cribSum returns the total show of the crib over every pair of unseen cards
// joining the two thrown and every starter from the 44 left; divided by
// 1035*44 it is the expected crib.
//
// The fifteens, pairs and runs depend only on ranks, so the cases are grouped
// by the ranks (c, d) of the unseen pair and e of the starter, each weighted
// by how many card choices give those ranks. Flush and nobs depend on suits
// and are counted in closed form.
func (u *unseenCounts) cribSum(t1, t2 cards.Card) int {
	a, b := rank0[t1], rank0[t2]
	total := 0
	for c := range uint8(13) {
		nc := u.rank[c]
		if nc == 0 {
			continue
		}
		// d == c: a pair from one rank, C(nc, 2) ways.
		if w := nc * (nc - 1) / 2; w > 0 {
			total += w * u.starterSum(multiset4(a, b, c, c)*13, c, c)
		}
		for d := c + 1; d < 13; d++ {
			if nd := u.rank[d]; nd > 0 {
				total += nc * nd * u.starterSum(multiset4(a, b, c, d)*13, c, d)
			}
		}
	}
	// Flush: both thrown of suit s, both drawn of s, starter of s.
	if s := t1 & 3; t2&3 == s {
		us := u.suit[s]
		total += 5 * (us * (us - 1) / 2) * (us - 2)
	}
	// His nobs. A thrown Jack: the starter is uniform over the 46 unseen,
	// so it matches the Jack's suit in suit[s] of 46 cases, 990*suit[s] of
	// 45,540. An unseen Jack: it is in the crib in 45 of 1035 pairs, and
	// then the starter is uniform over the other 45 unseen, suit[s]-1 of
	// them of its suit: 45*44*(suit[s]-1)/45 = 44*(suit[s]-1) cases.
	for _, t := range [2]cards.Card{t1, t2} {
		if rank0[t] == 10 {
			total += cribWays / handWays * u.suit[t&3]
		}
	}
	for s, unseen := range u.jacks {
		if unseen {
			total += 44 * (u.suit[s] - 1)
		}
	}
	return total
}

// starterSum returns the rank points of a crib row summed over every unseen
// starter, after the two unseen cards of ranks c and d are taken.
func (u *unseenCounts) starterSum(row int, c, d uint8) int {
	t := rankTable[row : row+13 : row+13]
	s := 0
	for e, n := range u.rank {
		s += n * int(t[e])
	}
	return s - int(t[c]) - int(t[d])
}

// String formats the discard as "keep 5♥ 5♣ 4♠ 6♠, throw J♦ 9♥: hand 16.00 + crib 4.26 = 20.26"
// (the pone's shows "- crib").
func (d Discard) String() string {
	op := "-"
	if d.Dealer {
		op = "+"
	}
	return fmt.Sprintf("keep %s, throw %s: hand %.2f %s crib %.2f = %.2f",
		cards.FormatUnicode(d.Keep[:]), cards.FormatUnicode(d.Throw[:]), d.Hand, op, d.Crib, d.Net)
}
