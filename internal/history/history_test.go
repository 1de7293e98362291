package history

import (
	"errors"
	"testing"
	"time"
)

func TestNewWindow(t *testing.T) {
	at := func(s string) *time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return &v
	}
	for _, tc := range []struct {
		name     string
		from, to *time.Time
		want     Window
		err      error
	}{
		{name: "open at both ends"},
		{name: "from only", from: at("2026-05-01T00:00:00Z"), want: Window{From: *at("2026-05-01T00:00:00Z")}},
		{name: "to only", to: at("2026-05-02T00:00:00Z"), want: Window{To: *at("2026-05-02T00:00:00Z")}},
		{name: "a day", from: at("2026-05-01T00:00:00+02:00"), to: at("2026-05-02T00:00:00+02:00"),
			want: Window{From: *at("2026-05-01T00:00:00+02:00"), To: *at("2026-05-02T00:00:00+02:00")}},
		{name: "a millisecond", from: at("2026-05-01T00:00:00Z"), to: at("2026-05-01T00:00:00.001Z"),
			want: Window{From: *at("2026-05-01T00:00:00Z"), To: *at("2026-05-01T00:00:00.001Z")}},
		{name: "empty", from: at("2026-05-01T00:00:00Z"), to: at("2026-05-01T00:00:00Z"), err: ErrEmptyWindow},
		{name: "the same instant in two zones", from: at("2026-05-01T02:00:00+02:00"), to: at("2026-05-01T00:00:00Z"), err: ErrEmptyWindow},
		{name: "ends before it starts", from: at("2026-05-02T00:00:00Z"), to: at("2026-05-01T00:00:00Z"), err: ErrEmptyWindow},
		// 23:30 in UTC−1 is 00:30 the next day in UTC: after 00:00 UTC, so the window holds 30 minutes.
		{name: "the zones are compared as instants", from: at("2026-04-30T23:30:00-01:00"), to: at("2026-05-01T01:00:00Z"),
			want: Window{From: *at("2026-04-30T23:30:00-01:00"), To: *at("2026-05-01T01:00:00Z")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := NewWindow(tc.from, tc.to)
			if !errors.Is(err, tc.err) || !got.From.Equal(tc.want.From) || !got.To.Equal(tc.want.To) {
				t.Errorf("NewWindow = %+v, %v; want %+v, %v", got, err, tc.want, tc.err)
			}
		})
	}
}
