package codec

import "fmt"

// The case of words people type. Every word of the grammars is ASCII, so
// folding is ASCII alone: strings.EqualFold and strings.ToLower would read
// the Kelvin sign (U+212A) as k and the long s (U+017F) as s, and ToLower
// changes the length of some text (U+023A lowers to three bytes from two),
// so an index found in the lowered text would not be one in the text.

// Lower returns s with its ASCII capitals in lower case and every other
// byte as it is: the same length as s, so an index into one is an index
// into the other.
func Lower(s string) string {
	for i := range len(s) {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// EqualFold reports whether s and t are the same in any case of their
// ASCII letters, and byte for byte otherwise.
func EqualFold(s, t string) bool { return len(s) == len(t) && Lower(s) == Lower(t) }

// Count says n of a thing: "1 card", "0 cards", "5 cards" (noun is the
// singular; its plural adds s).
func Count[T ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64](n T, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
