// Package pegjokerstest offers rapid (pgregory.net/rapid) generators of Pegs
// and Jokers rules, seatings, positions and moves, for property tests of pegjokers
// itself and of programs built on it, such as a bot's tests.
//
//	rapid.Check(t, func(t *rapid.T) {
//		p := pegjokerstest.Position().Draw(t, "position")
//		c := cardstest.AnyCard().Draw(t, "card")
//		for _, m := range pegjokers.LegalMoves(p, c) {
//			...
//		}
//	})
package pegjokerstest

import (
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/pegjokers"
)

// Seating generates any seating the guide allows: solo 2-8, pairs 4/6/8,
// teams 6/8.
func Seating() *rapid.Generator[pegjokers.Seating] {
	return rapid.SampledFrom(pegjokers.Seatings())
}

// Rules generates valid rules: every option of [pegjokers.Rules] on or off,
// and each number and choice in its range.
func Rules() *rapid.Generator[pegjokers.Rules] {
	return rapid.Custom(func(t *rapid.T) pegjokers.Rules {
		r := pegjokers.Rules{
			NineForward:  rapid.Bool().Draw(t, "nine forward"),
			FaceValues:   rapid.Bool().Draw(t, "face values"),
			ForcedFinish: rapid.Bool().Draw(t, "forced finish"),
			CatchUp:      rapid.Bool().Draw(t, "catch up"),
			Packs:        rapid.IntRange(0, pegjokers.MaxPacks).Draw(t, "packs"),
			TenSplit:     pegjokers.TenSplit(rapid.IntRange(0, int(pegjokers.TenMustSplit)).Draw(t, "ten split")),
			HandSize:     rapid.SampledFrom([]int{0, pegjokers.MinHandSize, pegjokers.MinHandSize + 1, pegjokers.HandSize}).Draw(t, "hand size"),
			InSpotSwap:   rapid.Bool().Draw(t, "in-spot swap"),
			StuckComeOut: rapid.Bool().Draw(t, "stuck come out"),
			DiscardHand:  rapid.Bool().Draw(t, "discard hand"),
		}
		r.NineSplitOnly = !r.NineForward && rapid.Bool().Draw(t, "nine split only")
		return r
	})
}

// AnyRules generates rules as a hostile caller gives them: valid ones
// ([Rules]) and ones that [pegjokers.Rules.Validate] refuses, with fields
// out of range at either end and options that contradict each other.
func AnyRules() *rapid.Generator[pegjokers.Rules] {
	return rapid.Custom(func(t *rapid.T) pegjokers.Rules {
		r := Rules().Draw(t, "rules")
		switch rapid.IntRange(0, 5).Draw(t, "break") {
		case 1:
			r.Packs = rapid.SampledFrom([]int{-1 << 62, -1, pegjokers.MaxPacks + 1, 1 << 62}).Draw(t, "packs")
		case 2:
			r.HandSize = rapid.SampledFrom([]int{-1 << 62, -1, 1, 2, pegjokers.HandSize + 1, 255, 1 << 62}).Draw(t, "hand size")
		case 3:
			r.TenSplit = pegjokers.TenSplit(rapid.IntRange(int(pegjokers.TenMustSplit)+1, 255).Draw(t, "ten split"))
		case 4:
			r.NineForward, r.NineSplitOnly = true, true
		}
		return r
	})
}

// Position generates a valid position of any seating; see [PositionOf].
func Position() *rapid.Generator[pegjokers.Position] {
	return rapid.Custom(func(t *rapid.T) pegjokers.Position {
		return PositionOf(Seating().Draw(t, "seating")).Draw(t, "position")
	})
}

// PositionOf generates a valid position of seating st, any seat to move.
// The pegs are spread over Start, the track and Finish, with extra weight on
// the busy holes (in-spots, come-out holes and their neighbours) where the
// landing rules are most tangled, and now and then a seat with all its pegs
// home, which plays for a teammate. Positions in which a team has won come
// up too.
func PositionOf(st pegjokers.Seating) *rapid.Generator[pegjokers.Position] {
	return rapid.Custom(func(t *rapid.T) pegjokers.Position {
		n := st.Seats
		L := st.TrackLen()
		used := make([]bool, L)
		pegs := make([][pegjokers.PegsPerSeat]pegjokers.Place, n)
		for s := range n {
			if rapid.IntRange(0, 15).Draw(t, "home") == 0 {
				for i := range pegjokers.PegsPerSeat {
					pegs[s][i] = pegjokers.Finish(i + 1)
				}
				continue
			}
			var fin [pegjokers.FinishHoles + 1]bool
			for i := range pegjokers.PegsPerSeat {
				switch k := rapid.IntRange(0, 9).Draw(t, "where"); {
				case k < 3:
					pegs[s][i] = pegjokers.Start
				case k < 8:
					var h int
					if rapid.Bool().Draw(t, "busy") {
						other := pegjokers.Seat(rapid.IntRange(0, n-1).Draw(t, "near seat"))
						base := other.InSpot()
						if rapid.Bool().Draw(t, "come-out") {
							base = other.ComeOut()
						}
						h = base + rapid.IntRange(-3, 3).Draw(t, "offset")
					} else {
						h = rapid.IntRange(0, L-1).Draw(t, "hole")
					}
					h = (h%L + L) % L
					for used[h] {
						h = (h + 1) % L
					}
					used[h] = true
					pegs[s][i] = pegjokers.Track(h)
				default:
					k := rapid.IntRange(1, pegjokers.FinishHoles).Draw(t, "finish")
					for fin[k] {
						k = k%pegjokers.FinishHoles + 1
					}
					fin[k] = true
					pegs[s][i] = pegjokers.Finish(k)
				}
			}
		}
		// The game ends when a team is home: no second team is. A team
		// home after the first has its first seat's first peg in Start.
		homeTeam := -1
		for team := range st.Teams() {
			home := true
			for _, s := range st.Members(team) {
				for _, pl := range pegs[s] {
					home = home && pl.IsFinish()
				}
			}
			switch {
			case !home:
			case homeTeam < 0:
				homeTeam = team
			default:
				s := st.Members(team)[0]
				pegs[s][0] = pegjokers.Start
			}
		}
		turn := pegjokers.Seat(rapid.IntRange(0, n-1).Draw(t, "turn"))
		p, err := pegjokers.PositionOf(st, turn, pegs)
		if err != nil {
			panic(err) // a bug in this generator
		}
		return p
	})
}

// Move generates a Move that may or may not be legal anywhere: any rank, seat
// and parts with places anywhere on a board of up to 8 seats. For checking
// that [pegjokers.Apply] refuses what [pegjokers.LegalMoves] does not list.
func Move() *rapid.Generator[pegjokers.Move] {
	return rapid.Custom(func(t *rapid.T) pegjokers.Move {
		var m pegjokers.Move
		ranks := pegjokers.Ranks()
		m.Rank = rapid.SampledFrom(ranks[:]).Draw(t, "rank")
		m.Seat = pegjokers.Seat(rapid.IntRange(0, 7).Draw(t, "seat"))
		parts := rapid.IntRange(1, 2).Draw(t, "parts")
		for i := range parts {
			m.Parts[i] = pegjokers.Part{
				Kind:  pegjokers.Kind(rapid.IntRange(1, 4).Draw(t, "kind")),
				Seat:  pegjokers.Seat(rapid.IntRange(0, 7).Draw(t, "peg seat")),
				From:  place(t),
				To:    place(t),
				Steps: uint8(rapid.IntRange(0, 13).Draw(t, "steps")),
			}
		}
		return m
	})
}

func place(t *rapid.T) pegjokers.Place {
	switch rapid.IntRange(0, 2).Draw(t, "place kind") {
	case 0:
		return pegjokers.Start
	case 1:
		return pegjokers.Track(rapid.IntRange(0, pegjokers.MaxTrackHoles-1).Draw(t, "hole"))
	}
	return pegjokers.Finish(rapid.IntRange(1, pegjokers.FinishHoles).Draw(t, "finish hole"))
}
