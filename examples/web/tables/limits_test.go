package tables

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestClientAddr(t *testing.T) {
	proxies, err := parseProxies([]string{"10.0.0.0/8", "192.168.1.1", "::1/128", "::ffff:172.16.0.0/108"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, remote string
		xff          []string
		want         string
	}{
		{"no proxy: the IP, no port", "203.0.113.5:4431", nil, "203.0.113.5"},
		{"another port, the same key", "203.0.113.5:9999", nil, "203.0.113.5"},
		{"an untrusted peer's header is ignored", "203.0.113.5:1", []string{"1.2.3.4"}, "203.0.113.5"},
		{"a trusted proxy forwards", "10.1.2.3:80", []string{"198.51.100.7"}, "198.51.100.7"},
		{"forged entries left of the real one", "10.1.2.3:80", []string{"6.6.6.6, 198.51.100.7"}, "198.51.100.7"},
		{"a chain of trusted proxies", "10.1.2.3:80", []string{"6.6.6.6, 198.51.100.7, 10.9.9.9", "192.168.1.1"}, "198.51.100.7"},
		{"every hop trusted: the first", "10.1.2.3:80", []string{"10.0.0.1, 10.0.0.2"}, "10.0.0.1"},
		{"no header from a proxy: the proxy", "10.1.2.3:80", nil, "10.1.2.3"},
		{"IPv6 peer", "[::1]:80", []string{"2001:db8::1"}, "2001:db8::1"},
		{"IPv6 untrusted", "[2001:db8::2]:80", []string{"1.2.3.4"}, "2001:db8::2"},
		{"a port in the header", "10.1.2.3:80", []string{"198.51.100.7:5555"}, "198.51.100.7"},
		{"4-in-6 proxy range", "[::ffff:172.16.0.9]:80", []string{"198.51.100.8"}, "198.51.100.8"},
		{"garbage as the client's", "10.1.2.3:80", []string{"1.2.3.4, nonsense"}, "nonsense"},
		{"a single trusted address", "192.168.1.1:1", []string{"198.51.100.9"}, "198.51.100.9"},
		{"next to it is not trusted", "192.168.1.2:1", []string{"198.51.100.9"}, "192.168.1.2"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = tt.remote
		for _, h := range tt.xff {
			r.Header.Add("X-Forwarded-For", h)
		}
		if got := clientAddr(r, proxies); got != tt.want {
			t.Errorf("%s: %s %q → %q, want %q", tt.name, tt.remote, tt.xff, got, tt.want)
		}
	}
	for _, bad := range []string{"10.0.0.0/33", "nope", ""} {
		if _, err := parseProxies([]string{bad}); err == nil {
			t.Errorf("trusted proxy %q taken", bad)
		}
	}
}

// Behind a trusted proxy each forwarded client has its own bucket; without
// TrustedProxies the header is ignored and every connection from the
// address shares one.
func TestRateLimitBehindProxy(t *testing.T) {
	db := openDB(t, t.TempDir()+"/x.db")
	defer db.Close()
	if _, err := NewServer(db, Options{TrustedProxies: []string{"nope"}}); err == nil {
		t.Error("a bad trusted proxy taken")
	}
	get := func(ts *testServer, xff string, fresh bool) int {
		t.Helper()
		req, err := http.NewRequest("GET", ts.hs.URL+"/tables/nope", nil)
		if err != nil {
			t.Fatal(err)
		}
		if xff != "" {
			req.Header.Set("X-Forwarded-For", xff)
		}
		client := ts.hs.Client()
		if fresh { // a new connection: another port
			client = &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
		}
		res, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	proxied := newTestServer(t, "", Options{Rate: 0.001, Burst: 2, TrustedProxies: []string{"127.0.0.1/8", "::1"}})
	for i, want := range []int{404, 404, 429} {
		if got := get(proxied, "198.51.100.1", true); got != want {
			t.Errorf("client 1 request %d: %d, want %d", i, got, want)
		}
	}
	if got := get(proxied, "6.6.6.6, 198.51.100.2", false); got != 404 {
		t.Errorf("client 2: %d", got)
	}
	direct := newTestServer(t, "", Options{Rate: 0.001, Burst: 2})
	for i, want := range []int{404, 404, 429, 429} {
		if got := get(direct, "198.51.100."+itoa(i), true); got != want {
			t.Errorf("direct request %d: %d, want %d", i, got, want)
		}
	}
}

// The server's Ps: the cores, and at least 4.
func TestProcs(t *testing.T) {
	for cores, want := range map[int]int{1: 4, 2: 4, 3: 4, 4: 4, 8: 8, 64: 64} {
		if got := Procs(cores); got != want {
			t.Errorf("Procs(%d) = %d, want %d", cores, got, want)
		}
	}
}
