package score

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/pegboard/pegboard/cards"
)

// Discard is one way to lay cards away to the crib, with the exact expected
// points it leads to. [Discards] lays two of six away (two players);
// [DiscardsOfFive] lays one of five away (three or four players).
type Discard struct {
	Keep [4]cards.Card // the four cards kept, in dealt order
	// Throw is what is laid away, in dealt order: two cards from six, or
	// one card from five with Throw[1] == cards.NoCard.
	Throw [2]cards.Card

	// Hand is the expected show of the kept four over every starter the
	// player cannot see (46 of them with six dealt, 47 with five), each
	// equally likely.
	Hand float64
	// Crib is the expected show of the crib: the cards laid away, the rest
	// of the crib drawn uniformly from the unseen cards (the others'
	// discards, and with three players the card from the pack, taken as
	// random), and a starter drawn uniformly from the unseen cards left.
	Crib float64
	// Net is Hand + Crib when the crib is the player's (or the player's
	// side's), and Hand - Crib when it is an opponent's.
	Net float64
	// OwnCrib is the ownCrib the discard was reckoned with: true when the
	// crib is the player's or its side's (so Net adds it), false when it is
	// an opponent's (so Net takes it away).
	OwnCrib bool
}

// Discards returns the 15 ways to lay two of dealt away to the crib in a
// two-player game, best first: by Net, then by Hand, then in dealt order.
// ownCrib says whether the crib is the player's (true for the dealer, false
// for the pone): Net adds the crib's expected show when it is, and takes it
// away when it is not. Every expected value is
// exact: the sum over every unseen starter (and, for the crib, every pair of
// unseen cards with every starter, 45,540 cases) of the true score, divided by
// the number of cases. It does not sample, and it allocates nothing.
//
// It models the opponent's two discards as random unseen cards, the usual
// basis of discard tables; a bot that models the opponent's choice can use
// [Hand] and [Crib] directly. dealt must hold six different standard cards;
// otherwise the error wraps [ErrNoCard], [ErrJoker], [ErrInvalidCard] or
// [ErrDuplicate]. A deal held as a [cards.Set] gives its six cards with
// [cards.Set.Six].
func Discards(dealt [6]cards.Card, ownCrib bool) ([15]Discard, error) {
	var out [15]Discard
	u, err := newUnseen(dealt[:])
	if err != nil {
		return out, err
	}
	k := 0
	for i := range 6 {
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
			u.fill(d, ownCrib)
		}
	}
	rank(out[:])
	return out, nil
}

// DiscardsOfFive returns the 5 ways to lay one of five dealt cards away to
// the crib, as each player does in a game of three (the crib is then made up
// with a card from the pack) or of four in partnerships, best first, with
// the same exact expected values as [Discards]: the crib is the card laid
// away, three cards drawn uniformly from the 47 unseen and a starter from the
// 44 left (713,460 cases). ownCrib says whether the crib belongs to the
// player's side, as for [Discards]. With three players the crib of a non-dealer belongs to one
// of two opponents; Net then counts it fully against the player, which is
// the usual simplification. dealt must hold five different standard cards
// ([cards.Set.Five] gives them from a set).
func DiscardsOfFive(dealt [5]cards.Card, ownCrib bool) ([5]Discard, error) {
	var out [5]Discard
	u, err := newUnseen(dealt[:])
	if err != nil {
		return out, err
	}
	for i := range 5 {
		d := &out[i]
		d.Throw = [2]cards.Card{dealt[i], cards.NoCard}
		n := 0
		for x := range 5 {
			if x != i {
				d.Keep[n] = dealt[x]
				n++
			}
		}
		u.fill(d, ownCrib)
	}
	rank(out[:])
	return out, nil
}

// rank sorts discards best first: by Net, then by Hand, stable.
func rank(ds []Discard) {
	slices.SortStableFunc(ds, func(a, b Discard) int {
		if c := cmp.Compare(b.Net, a.Net); c != 0 {
			return c
		}
		return cmp.Compare(b.Hand, a.Hand)
	})
}

// unseenCounts describes the cards a player cannot see: the 52 less those
// dealt to the player.
type unseenCounts struct {
	n     int     // how many
	rank  [13]int // unseen cards of each rank index
	suit  [4]int  // unseen cards of each suit index (card & 3)
	jacks [4]bool // the Jack of each suit index is unseen
}

func newUnseen(dealt []cards.Card) (unseenCounts, error) {
	var u unseenCounts
	var seen cards.Set
	for i, c := range dealt {
		if err := checkCard(c, seen, "dealt card", i+1); err != nil {
			return u, err
		}
		seen = seen.With(c)
	}
	unseen := seen.Complement()
	u.n = unseen.Len()
	for c := range unseen.All() {
		u.rank[rank0[c]]++
		u.suit[c&3]++
	}
	for s := range 4 {
		u.jacks[s] = unseen.Has(cards.Card(cards.Jack)<<2 | cards.Card(s))
	}
	return u, nil
}

// fill computes d's expectations from d.Keep and d.Throw.
func (u *unseenCounts) fill(d *Discard, own bool) {
	d.Hand = float64(u.handSum(d.Keep)) / float64(u.n)
	thrown := d.Throw[:1]
	if d.Throw[1] != cards.NoCard {
		thrown = d.Throw[:2]
	}
	sum, cases := u.cribSum(thrown)
	d.Crib = float64(sum) / float64(cases)
	d.OwnCrib = own
	if own {
		d.Net = d.Hand + d.Crib
	} else {
		d.Net = d.Hand - d.Crib
	}
}

// handSum returns the total show of keep over every unseen starter; divided
// by u.n it is the expected hand.
func (u *unseenCounts) handSum(keep [4]cards.Card) int {
	row := multiset4(rank0[keep[0]], rank0[keep[1]], rank0[keep[2]], rank0[keep[3]]) * 13
	total := 0
	for r := range 13 {
		total += u.rank[r] * int(rankTable[row+r])
	}
	if s := keep[0] & 3; keep[1]&3 == s && keep[2]&3 == s && keep[3]&3 == s {
		// 4 with every starter, one more with a starter of the suit.
		total += 4*u.n + u.suit[s]
	}
	for _, c := range keep {
		if rank0[c] == 10 { // a Jack: his nobs when the starter is of its suit
			total += u.suit[c&3]
		}
	}
	return total
}

// cribSum returns the total show of the crib over every way to complete it:
// the thrown cards (one or two), k = 4 - len(thrown) cards drawn from the
// unseen, and a starter from the unseen left. It also returns the number of
// those cases, C(n, k) * (n - k); sum / cases is the expected crib.
//
// The fifteens, pairs and runs depend only on ranks, so the cases are
// grouped by the ranks of the drawn cards and of the starter, each group
// weighted by how many card choices give those ranks. Flush and nobs depend
// on suits and are counted in closed form.
func (u *unseenCounts) cribSum(thrown []cards.Card) (sum, cases int) {
	n, k := u.n, 4-len(thrown)
	cases = binomial(n, k) * (n - k)
	a := rank0[thrown[0]]
	if k == 2 {
		b := rank0[thrown[1]]
		for c := range uint8(13) {
			nc := u.rank[c]
			if nc == 0 {
				continue
			}
			if nc >= 2 { // two of rank c
				sum += nc * (nc - 1) / 2 * u.starterSum(multiset4(a, b, c, c)*13, c, c, 13)
			}
			for d := c + 1; d < 13; d++ {
				if nd := u.rank[d]; nd != 0 {
					sum += nc * nd * u.starterSum(multiset4(a, b, c, d)*13, c, d, 13)
				}
			}
		}
	} else { // k == 3
		for c := range uint8(13) {
			nc := u.rank[c]
			for d := c; d < 13; d++ {
				nd := u.rank[d]
				for e := d; e < 13; e++ {
					// Ways to draw ranks c <= d <= e: a product of
					// binomials over the distinct ranks.
					var w int
					if c == e {
						w = nc * (nc - 1) * (nc - 2) / 6
					} else if c == d {
						w = nc * (nc - 1) / 2 * u.rank[e]
					} else if d == e {
						w = nc * (nd * (nd - 1) / 2)
					} else {
						w = nc * nd * u.rank[e]
					}
					if w != 0 {
						sum += w * u.starterSum(multiset4(a, c, d, e)*13, c, d, e)
					}
				}
			}
		}
	}
	// Flush: every thrown card of one suit s, every drawn card of s, and
	// the starter of s.
	s := thrown[0] & 3
	if len(thrown) == 1 || thrown[1]&3 == s {
		us := u.suit[s]
		sum += 5 * binomial(us, k) * (us - k)
	}
	// His nobs. A thrown Jack: the starter is uniform over the n unseen, so
	// it is of the Jack's suit in suit[s]/n of the cases. An unseen Jack: it
	// is drawn in k/n of the cases, and then the starter is uniform over the
	// other n-1 unseen, suit[s]-1 of them of its suit. Both counts are whole
	// numbers for the deals this package analyses (tested).
	for _, t := range thrown {
		if rank0[t] == 10 {
			sum += cases / n * u.suit[t&3]
		}
	}
	for s, unseen := range u.jacks {
		if unseen {
			sum += cases / n * k / (n - 1) * (u.suit[s] - 1)
		}
	}
	return sum, cases
}

// starterSum returns the rank points of a crib row summed over every unseen
// starter, after the drawn cards of ranks c, d and e are taken (e == 13: only
// two were drawn).
func (u *unseenCounts) starterSum(row int, c, d, e uint8) int {
	t := rankTable[row : row+13 : row+13]
	s := 0
	for f, n := range u.rank {
		s += n * int(t[f])
	}
	s -= int(t[c]) + int(t[d])
	if e < 13 {
		s -= int(t[e])
	}
	return s
}

func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := range k {
		r = r * (n - i) / (i + 1)
	}
	return r
}

// String formats the discard as "keep 5♥ 5♣ 4♠ 6♠, throw J♦ 9♥: hand 16.00 + crib 4.26 = 20.26"
// (the pone's shows "- crib").
func (d Discard) String() string {
	op := "-"
	if d.OwnCrib {
		op = "+"
	}
	thrown := d.Throw[:]
	if d.Throw[1] == cards.NoCard {
		thrown = d.Throw[:1]
	}
	return fmt.Sprintf("keep %s, throw %s: hand %.2f %s crib %.2f = %.2f",
		cards.FormatUnicode(d.Keep[:]), cards.FormatUnicode(thrown), d.Hand, op, d.Crib, d.Net)
}
