package loopback

import "testing"

func TestURL(t *testing.T) {
	for _, tt := range []struct {
		url string
		ok  bool
	}{
		{"http://127.0.0.1:8080", true},
		{"http://localhost:8080", true},
		{"http://[::1]:8080", true},
		{"http://example.com", false},
		{"http://10.0.0.1:8080", false},
		{"ftp://127.0.0.1", false},
	} {
		_, err := URL(tt.url)
		if (err == nil) != tt.ok {
			t.Errorf("URL(%q) error %v, want ok %v", tt.url, err, tt.ok)
		}
	}
}
