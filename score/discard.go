package score

import (
	"cmp"
	"fmt"
	"math/bits"

	"github.com/pegboard/pegboard/cards"
)

// Discard is one way to lay cards away to the crib, with the exact expected
// points it leads to. [Discards] lays two of six away (two players);
// [DiscardsOfFive] lays one of five away (three or four players).
type Discard struct {
	Keep [4]cards.Card // the four cards kept, in dealt order
	// Throw is what is laid away, in dealt order: two cards from six, or
	// one card from five with Throw[1] == [cards.NoCard].
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
	var ds [15]Discard
	k := 0
	for i := range 6 {
		for j := i + 1; j < 6; j++ {
			d := &ds[k]
			k++
			d.Throw = [2]cards.Card{dealt[i], dealt[j]}
			n := 0
			for x := range 6 {
				if x != i && x != j {
					d.Keep[n] = dealt[x]
					n++
				}
			}
			u.fill(d, ownCrib, 1<<i|1<<j)
		}
	}
	var order [15]uint8
	rank(ds[:], order[:])
	for i, o := range order {
		out[i] = ds[o]
	}
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
	var ds [5]Discard
	for i := range 5 {
		d := &ds[i]
		d.Throw = [2]cards.Card{dealt[i], cards.NoCard}
		n := 0
		for x := range 5 {
			if x != i {
				d.Keep[n] = dealt[x]
				n++
			}
		}
		u.fill(d, ownCrib, 1<<i)
	}
	var order [5]uint8
	rank(ds[:], order[:])
	for i, o := range order {
		out[i] = ds[o]
	}
	return out, nil
}

// rank sets order to the indexes of ds best first: by Net, then by Hand,
// then by index. It sorts the indexes rather than the discards, which are
// larger to move.
func rank(ds []Discard, order []uint8) {
	for i := range order {
		order[i] = uint8(i)
	}
	for i := 1; i < len(order); i++ {
		o := order[i]
		d := &ds[o]
		j := i
		for ; j > 0; j-- {
			p := &ds[order[j-1]]
			if c := cmp.Compare(d.Net, p.Net); c < 0 || (c == 0 && d.Hand <= p.Hand) {
				break
			}
			order[j] = order[j-1]
		}
		order[j] = o
	}
}

// unseenCounts describes the cards a player cannot see: the 52 less those
// dealt to the player, and the rank points of the shows they can make.
type unseenCounts struct {
	n     int     // how many
	suit  [4]int  // unseen cards of each suit index (card & 3)
	jacks [4]bool // the Jack of each suit index is unseen
	// show[m], for a subset m of the dealt cards (bit i for the i-th) with
	// one to five cards, is the sum of the rank points (fifteens, pairs,
	// runs) of m's cards with every set of 5-|m| unseen cards: for four
	// kept cards, their rank points summed over the unseen starters; for
	// cards thrown, the crib's summed over the sets of cards that complete
	// it, without telling which is the starter.
	show [64]int32
	// What every discard of the deal shares: the cases of the crib, and
	// the crib's points from a flush of each suit and from the unseen
	// Jacks' nobs summed over them.
	cases    int
	flush    [4]int
	jackNobs int
}

func newUnseen(dealt []cards.Card) (unseenCounts, error) {
	u := unseenCounts{n: 52 - len(dealt), suit: [4]int{13, 13, 13, 13}, jacks: [4]bool{true, true, true, true}}
	var seen cards.Set
	for i, c := range dealt {
		if err := checkCard(c, seen, "dealt card", i+1); err != nil {
			return u, err
		}
		seen = seen.With(c)
		u.suit[c&3]--
		if rank0[c] == 10 {
			u.jacks[c&3] = false
		}
	}
	u.showSums(dealt)
	n, k := u.n, 8-len(dealt) // k cards drawn to the crib
	u.cases = binomial(n, k) * (n - k)
	for s, us := range u.suit {
		// Flush: every thrown card of suit s, every drawn card of s,
		// and the starter of s.
		u.flush[s] = 5 * binomial(us, k) * (us - k)
		// His nobs with an unseen Jack: it is drawn in k/n of the cases,
		// and then the starter is uniform over the other n-1 unseen,
		// suit[s]-1 of them of its suit. The count is a whole number for
		// the deals this package analyses (tested).
		if u.jacks[s] {
			u.jackNobs += u.cases / n * k / (n - 1) * (us - 1)
		}
	}
	return u, nil
}

// showSums fills u.show. For a subset m of the dealt cards, the showSum
// tables give the sum over the sets drawn from the pack less m's cards;
// the sets that hold another dealt card are taken away by inclusion and
// exclusion: show[m] is the sum over the supersets m' of m with at most
// five cards of (-1)^(|m'|-|m|) times the table's sum for m'.
func (u *unseenCounts) showSums(dealt []cards.Card) {
	n := len(dealt)
	var r [6]int
	for i, c := range dealt {
		r[i] = int(rank0[c])
	}
	var signed [64]int32 // (-1)^|m| times the table's sum for m
	for i := range n {
		mi := 1 << i
		if n == 5 { // one card thrown: only then are single cards wanted
			signed[mi] = -showSum1[r[i]]
		}
		for j := i + 1; j < n; j++ {
			mj := mi | 1<<j
			signed[mj] = showSum2[r[i]*13+r[j]]
			for k := j + 1; k < n; k++ {
				mk := mj | 1<<k
				signed[mk] = -showSum3[r[i]*169+r[j]*13+r[k]]
				for l := k + 1; l < n; l++ {
					ml := mk | 1<<l
					row := multiset4(uint8(r[i]), uint8(r[j]), uint8(r[k]), uint8(r[l]))
					signed[ml] = showSum4[row]
					for q := l + 1; q < n; q++ { // five cards: their rank points
						signed[ml|1<<q] = -int32(rankTable[row*13+r[q]])
					}
				}
			}
		}
	}
	// The sum over supersets, one dealt card at a time.
	full := 1<<n - 1
	for i := range n {
		bit := 1 << i
		for base := 0; base < full; base += 2 * bit {
			for m := base; m < base+bit; m++ { // the masks without card i
				signed[m&63] += signed[(m|bit)&63]
			}
		}
	}
	for m := 1; m <= full; m++ {
		u.show[m] = signed[m]
		if bits.OnesCount(uint(m))%2 == 1 {
			u.show[m] = -signed[m]
		}
	}
}

// fill computes d's expectations from d.Keep and d.Throw, thrown being the
// set of dealt indexes thrown.
func (u *unseenCounts) fill(d *Discard, own bool, thrown int) {
	throw := d.Throw[:1]
	if d.Throw[1] != cards.NoCard {
		throw = d.Throw[:2]
	}
	kept := (1<<(len(throw)+4) - 1) &^ thrown
	d.Hand = float64(u.handSum(d.Keep, kept)) / float64(u.n)
	sum, cases := u.cribSum(throw, thrown)
	d.Crib = float64(sum) / float64(cases)
	d.OwnCrib = own
	if own {
		d.Net = d.Hand + d.Crib
	} else {
		d.Net = d.Hand - d.Crib
	}
}

// handSum returns the total show of keep (the dealt cards in the set kept)
// over every unseen starter; divided by u.n it is the expected hand.
func (u *unseenCounts) handSum(keep [4]cards.Card, kept int) int {
	total := int(u.show[kept])
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
// the thrown cards (one or two; the dealt cards in the set of indexes
// thrown), k = 4 - len(thrown) cards drawn from the unseen, and a starter
// from the unseen left. It also returns the number of those cases,
// C(n, k) * (n - k); sum / cases is the expected crib.
//
// The fifteens, pairs and runs depend only on the five ranks, not on which
// card is the starter, so over the cases they add up to k+1 times their sum
// over the sets of k+1 unseen cards (u.show). Flush and nobs depend on suits
// and are counted in closed form.
func (u *unseenCounts) cribSum(throw []cards.Card, thrown int) (sum, cases int) {
	sum = (5-len(throw))*int(u.show[thrown]) + u.jackNobs
	if s := throw[0] & 3; len(throw) == 1 || throw[1]&3 == s {
		sum += u.flush[s]
	}
	// His nobs with a thrown Jack: the starter is uniform over the n
	// unseen, so it is of the Jack's suit in suit[s]/n of the cases.
	for _, t := range throw {
		if rank0[t] == 10 {
			sum += u.cases / u.n * u.suit[t&3]
		}
	}
	return sum, u.cases
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
