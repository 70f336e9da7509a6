package bot_test

import (
	"fmt"

	"github.com/pegboard/pegboard/crib/bot"
)

// How a player's chances change with the deal: level at 100 all, the
// dealer is the favourite (it scores more in this deal, and counts first
// in the next), and at 115 to 110 the player ahead is surer of winning as
// the pone (it counts first) than as the dealer.
func ExampleWinChance() {
	fmt.Printf("100-100, dealing: %.2f\n", bot.WinChance(100, 100, true))
	fmt.Printf("115-110, the pone: %.2f\n", bot.WinChance(115, 110, false))
	fmt.Printf("115-110, dealing: %.2f\n", bot.WinChance(115, 110, true))
	// Output:
	// 100-100, dealing: 0.78
	// 115-110, the pone: 0.88
	// 115-110, dealing: 0.65
}
