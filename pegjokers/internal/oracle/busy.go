package oracle

import "github.com/pegboard/pegboard/pegjokers"

// Busy are fixed mid-game positions, three for each seating, taken from
// random play: the positions of the perft tables and the move-generation
// benchmark.
var Busy = []string{
	"2 solo 0 | t1 t8 t23 f3 f5 | t17 t26 f3 f4 f5",
	"2 solo 0 | s t0 t23 f4 f5 | t4 t17 t26 f4 f5",
	"2 solo 1 | t8 t10 f3 f4 f5 | t13 f1 f3 f4 f5",
	"3 solo 2 | s s t8 t24 t31 | s t26 t36 t47 f3 | t44 t46 f3 f4 f5",
	"3 solo 1 | t8 t22 t39 t53 f5 | s s t13 t48 f5 | t44 t52 f2 f4 f5",
	"3 solo 2 | t2 t9 t19 t30 f5 | t26 t28 t31 t38 f5 | s s t44 t51 f5",
	"4 solo 2 | t8 t19 t41 f4 f5 | t13 t26 f2 f4 f5 | t49 t52 f3 f4 f5 | t10 t54 t59 f4 f5",
	"4 solo 0 | s t8 t15 t33 f5 | t26 t30 f3 f4 f5 | t6 t57 t71 f4 f5 | s t0 t62 f3 f5",
	"4 solo 2 | t23 t40 f3 f4 f5 | t14 t26 t55 t58 f2 | s t18 t36 f4 f5 | t2 t4 t62 f3 f5",
	"5 solo 0 | t6 t14 t57 f4 f5 | s t22 t26 t36 t79 | s t83 f3 f4 f5 | s t3 t48 t52 t59 | t23 t37 t80 f4 f5",
	"5 solo 4 | t4 t8 t12 t64 f5 | t26 t35 t41 t59 t87 | s s t45 t58 t67 | s t62 t70 t82 f5 | s s t1 t22 t80",
	"5 solo 1 | s s t8 t80 f5 | t4 t20 t40 f2 f5 | t25 t61 f3 f4 f5 | t62 t72 f3 f4 f5 | t2 t63 f3 f4 f5",
	"6 solo 5 | s s t25 t28 t76 | t0 t54 f2 f4 f5 | t44 t93 t95 f4 f5 | s t55 t62 t77 t86 | t27 t80 t87 f4 f5 | s t15 t102 t105 f5",
	"6 solo 3 | t5 t14 f1 f4 f5 | t21 t26 t49 t57 f4 | s t37 t44 t55 f5 | t84 t105 f2 f4 f5 | s s t6 t83 f5 | t27 t98 f3 f4 f5",
	"6 solo 0 | s t8 t24 t82 f5 | t26 t57 t77 f4 f5 | t44 t60 f3 f4 f5 | t15 f2 f3 f4 f5 | t41 t104 f3 f4 f5 | t3 t98 f3 f4 f5",
	"7 solo 3 | s s t1 t8 f5 | s t26 t30 t65 t122 | s s t44 t97 f5 | t52 t64 f3 f4 f5 | s t18 t80 t86 f4 | s s t90 t98 t111 | s t57 t110 f4 f5",
	"7 solo 4 | s s t8 t83 t92 | t26 t41 t58 f4 f5 | t28 f2 f3 f4 f5 | t24 t62 t87 t95 t109 | s t65 t88 f4 f5 | t11 t102 f3 f4 f5 | s s t7 t116 f5",
	"7 solo 4 | s t8 t24 f4 f5 | t26 t33 t42 t55 f5 | s s t44 t88 f5 | t62 t101 t110 f4 f5 | t59 t80 f3 f4 f5 | t31 f2 f3 f4 f5 | t118 t120 f3 f4 f5",
	"8 solo 7 | t0 t24 f3 f4 f5 | s t114 f2 f4 f5 | s s s t29 t50 | t10 t62 f3 f4 f5 | s t88 f3 f4 f5 | s t92 t98 t103 t125 | t4 t116 f3 f4 f5 | s t49 t73 t136 f5",
	"8 solo 1 | s t8 t45 f3 f5 | s s t28 t77 f5 | t44 t59 t85 f4 f5 | s t58 t62 f4 f5 | s s s t80 t107 | t75 f2 f3 f4 f5 | t130 t141 f1 f4 f5 | t11 t134 f3 f4 f5",
	"8 solo 0 | s s t13 t31 f5 | t26 t36 t44 f4 f5 | s t58 t76 f4 f5 | s s s t81 t89 | s t57 t72 t91 f5 | s s t27 t104 f5 | s s t16 t122 f5 | t5 t10 t113 t134 t139",
	"4 pairs 0 | t8 t10 t29 f4 f5 | s s s t16 f5 | t23 t54 t64 f2 f4 | t2 t22 t61 t62 f5",
	"4 pairs 1 | t8 t20 f3 f4 f5 | t24 t40 t43 f4 f5 | t23 t49 t56 f4 f5 | s t44 t59 t63 f5",
	"4 pairs 2 | s t14 t18 f4 f5 | t3 t19 t20 t26 t43 | t44 t46 f1 f3 f5 | s t10 t31 t54 t66",
	"6 pairs 2 | t14 t58 f3 f4 f5 | s s t26 t42 t51 | t28 t44 t56 f4 f5 | t0 t74 t93 f4 f5 | t36 t104 f3 f4 f5 | s s t98 f3 f5",
	"6 pairs 1 | s t8 t16 f4 f5 | t28 t35 t63 t78 f4 | s s t72 f4 f5 | t58 t62 t84 f4 f5 | t75 t83 t100 f2 f5 | t2 t12 t98 f4 f5",
	"6 pairs 2 | s t3 t8 t30 t46 | t25 t26 t31 t58 t60 | s t39 t44 f4 f5 | t23 t62 t73 t89 f5 | s s t21 t85 t87 | s t50 t101 t102 f5",
	"8 pairs 2 | t66 f2 f3 f4 f5 | t26 t32 t44 t96 f5 | t47 t61 f3 f4 f5 | s s t83 f4 f5 | t79 t82 t120 f4 f5 | t77 t98 t102 f4 f5 | t108 t117 f2 f4 f5 | t0 t10 t138 f4 f5",
	"8 pairs 3 | s t4 t38 f4 f5 | t32 t90 f3 f4 f5 | t44 t54 t64 f4 f5 | s s t62 t82 t89 | t18 t77 t137 f4 f5 | s t95 f3 f4 f5 | t116 t131 f3 f4 f5 | t10 t134 t140 f4 f5",
	"8 pairs 0 | s t66 f3 f4 f5 | s s s t24 t53 | s t54 t78 f3 f5 | t62 t81 t109 f4 f5 | t83 t103 f3 f4 f5 | t15 t98 f3 f4 f5 | t33 t107 t137 f4 f5 | s t21 t46 t134 t141",
	"6 teams 5 | t37 t43 f3 f4 f5 | t91 f2 f3 f4 f5 | t54 t64 f3 f4 f5 | t68 t69 t86 f4 f5 | t4 t80 t93 f4 f5 | t6 t98 f3 f4 f5",
	"6 teams 3 | t8 t31 f1 f2 f5 | t36 t37 t42 t98 f5 | t44 t53 t103 f4 f5 | t41 t67 t70 t99 f5 | t58 t88 t106 f3 f5 | s t3 t93 t96 f4",
	"6 teams 5 | t8 t32 t100 f4 f5 | t22 t39 f3 f4 f5 | t42 t43 t48 t99 f4 | s s t101 f4 f5 | s t72 t80 f4 f5 | t17 t93 t104 f4 f5",
	"8 teams 0 | t3 t29 t41 t46 f5 | t33 t43 t60 f4 f5 | t39 t63 f3 f4 f5 | t66 t96 f1 f4 f5 | t80 t95 f2 f3 f5 | s t98 t107 t120 f5 | s t1 t115 f4 f5 | s t16 t48 t134 f1",
	"8 teams 4 | t3 t22 t41 f3 f5 | t21 t38 t47 t63 f5 | t42 t44 t83 f4 f5 | s t62 t71 f4 f5 | t52 t124 f3 f4 f5 | s t19 t128 f4 f5 | t1 t118 f3 f4 f5 | t6 f2 f3 f4 f5",
	"8 teams 3 | f1 f2 f3 f4 f5 | t26 t42 f3 f4 f5 | t44 f2 f3 f4 f5 | t67 t85 t125 f3 f5 | t4 t40 t118 f4 f5 | t78 f2 f3 f4 f5 | s t8 f3 f4 f5 | t29 t33 t59 f3 f4",
}

// BusyPositions returns the Busy positions, read.
func BusyPositions() []pegjokers.Position {
	var ps []pegjokers.Position
	for _, s := range Busy {
		ps = append(ps, pegjokers.MustParsePosition(s))
	}
	return ps
}
