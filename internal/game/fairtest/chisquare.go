package fairtest

import "math"

// PThreshold is the p-value below which a uniformity test fails: the
// sources are seeded, so each test is the same every run, and the threshold
// is the chance that a correct sampler would fail on a new seed.
const PThreshold = 0.001

// ChiSquare returns Pearson's statistic for counts obs against expected
// probabilities want (which sum to 1), and its p-value with len(obs)-1
// degrees of freedom. A category expected never and seen is p = 0.
func ChiSquare(obs []int, want []float64) (stat, p float64) {
	n := 0
	for _, o := range obs {
		n += o
	}
	df := -1
	for i, o := range obs {
		e := want[i] * float64(n)
		if e == 0 {
			if o != 0 {
				return math.Inf(1), 0
			}
			continue
		}
		df++
		stat += (float64(o) - e) * (float64(o) - e) / e
	}
	return stat, GammaQ(float64(df)/2, stat/2)
}

// GammaQ is the regularized upper incomplete gamma function Q(a, x), the
// chi-square distribution's upper tail: P(X > 2x) for X with 2a degrees
// of freedom. By its series below a+1 and its continued fraction above.
func GammaQ(a, x float64) float64 {
	if x <= 0 {
		return 1
	}
	lg, _ := math.Lgamma(a)
	front := math.Exp(-x + a*math.Log(x) - lg)
	if x < a+1 {
		// P(a, x) = front · Σ x^k / (a(a+1)...(a+k)).
		sum, term := 1/a, 1/a
		for k := 1; k < 1000 && math.Abs(term) > 1e-16*math.Abs(sum); k++ {
			term *= x / (a + float64(k))
			sum += term
		}
		return 1 - front*sum
	}
	// Q(a, x) = front · 1/(x+1-a- 1(1-a)/(x+3-a- 2(2-a)/(x+5-a- ...))),
	// by the modified Lentz method.
	const tiny = 1e-300
	b := x + 1 - a
	c, d := 1/tiny, 1/b
	h := d
	for i := 1; i < 1000; i++ {
		an := -float64(i) * (float64(i) - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-15 {
			break
		}
	}
	return front * h
}
