// Package game is what pegboard's three games (crib, cribwars, pegjokers)
// share, written once: the errors every game refuses an action with, the
// typed [Error] that carries the operation and the seat, the loop that plays
// one game between strategies ([Play]), the guard that turns a strategy's
// panic into an error ([Ask]), each seat's random source, drawn so that no
// strategy can work back from it to the deal or another seat's
// ([SeatRands]), and the runner that plays many seeded games, a round robin
// between any number of strategies, on all cores and reports with
// confidence intervals ([Run], [Report]), and the exact weighted draw of the
// hidden hands behind the games' weighted samplers ([Weighted]).
//
// The game packages re-export what a user names (crib.ErrGameOver is
// game.ErrGameOver; crib.Report is game.Report), so errors.Is and errors.As
// work across all three games with the same values.
package game
