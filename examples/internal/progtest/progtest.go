// Package progtest holds what the tests of the example programs share:
// running a program as a person does, in a process of its own, and
// checking what it printed.
package progtest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// Main is a program test's TestMain: the test binary started again with
// the environment variable env set to "1" is the program (main); else it
// runs the tests.
func Main(m *testing.M, env string, main func()) {
	if os.Getenv(env) == "1" {
		main()
	}
	os.Exit(m.Run())
}

// Run runs the program (the test binary started again with env set, see
// Main) with args in dir, and returns what it printed and its exit status.
func Run(t testing.TB, env, dir string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env+"=1")
	cmd.Dir = dir
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		status = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errOut.String(), status
}

// Has reports each of wants that text, what is named by what, lacks.
func Has(t testing.TB, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
}

// Help checks a program's -h text: that it has each of wants and gives
// its example (a whole "go run" line) before its flags.
func Help(t testing.TB, help, example string, wants ...string) {
	t.Helper()
	Has(t, "-h", help, append(wants, "Example:\n  "+example+"\n", "Flags:\n")...)
	if strings.Index(help, "Example:") > strings.Index(help, "Flags:") {
		t.Errorf("the flags come before the example:\n%s", help)
	}
}
