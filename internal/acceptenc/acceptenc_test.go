package acceptenc

import "testing"

func TestAccepts(t *testing.T) {
	tests := []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br", "gzip", true},
		{"gzip, deflate, br", "br", true},
		{"deflate", "gzip", false},
		{"", "gzip", false},
		{"GZIP", "gzip", true},
		{" gzip ;q=1", "gzip", true},
		{"gzip;q=0.5", "gzip", true},
		{"gzip;q=0.001", "gzip", true},
		{"gzip;q=1.000", "gzip", true},
		{"x-gzip", "gzip", false},
		{"gzip;q=0", "gzip", false},
		{"gzip;q=0.", "gzip", false},
		{"gzip;q=0.0", "gzip", false},
		{"gzip;q=0.000", "gzip", false},
		{"gzip;Q=0", "gzip", false},
		{"gzip; q = 0 ", "gzip", false},
		{"gzip;\tq=0\t, br", "gzip", false},
		{"gzip;level=9;q=0", "gzip", false},
		{"gzip;level=9;q=0.5", "gzip", true},
		{"br;q=1, gzip;q=0", "gzip", false},
		{"br;q=0, gzip", "br", false},
		// "*" stands for every coding not named.
		{"*", "gzip", true},
		{"*;q=0", "gzip", false},
		{"*;q=0, gzip", "gzip", true},
		{"*, gzip;q=0", "gzip", false},
		{"gzip;q=0, *", "gzip", false},
		// Named twice: one entry above zero is enough.
		{"gzip;q=0, gzip;q=0.1", "gzip", true},
		// A weight that is no qvalue: the entry is ignored.
		{"gzip;q=abc", "gzip", false},
		{"gzip;q=", "gzip", false},
		{"gzip;q", "gzip", false},
		{"gzip;q=-0", "gzip", false},
		{"gzip;q=0.0000", "gzip", false},
		{"gzip;q=1.5", "gzip", false},
		{"gzip;q=1.001", "gzip", false},
		{"gzip;q=1e-3", "gzip", false},
		{"gzip;q=.5", "gzip", false},
		{"gzip;q=abc, *", "gzip", true},
		{"gzip;q=abc, gzip;q=0", "gzip", false},
	}
	for _, tt := range tests {
		if got := Accepts(tt.header, tt.coding); got != tt.want {
			t.Errorf("Accepts(%q, %q) = %v, want %v", tt.header, tt.coding, got, tt.want)
		}
	}
}
