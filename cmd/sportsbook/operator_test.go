package main

import (
	"net/http/httptest"
	"strings"
	"testing"
)

const operatorToken = "0123456789abcdef0123456789abcdef"

// The operator API is off (404) without OPERATOR_TOKEN, and with it answers only its bearer; the
// settings serve the operator's switches, and the test-providers cookie only when it is honoured.
// The real backend on a real database.
func TestOperatorAPIAndSettings(t *testing.T) {
	for _, tc := range []struct {
		name               string
		env                map[string]string
		auth, cookie       string
		wantOperator       int
		wantSettingsSubstr string
	}{
		{name: "off by default", wantOperator: 404, wantSettingsSubstr: `"featureFlags":{"activity_tracking":true`},
		{name: "no bearer", env: map[string]string{"OPERATOR_TOKEN": operatorToken}, wantOperator: 401},
		{name: "wrong bearer", env: map[string]string{"OPERATOR_TOKEN": operatorToken}, auth: "Bearer " + strings.Repeat("0", 32), wantOperator: 401},
		{name: "operator", env: map[string]string{"OPERATOR_TOKEN": operatorToken}, auth: "Bearer " + operatorToken, wantOperator: 200},
		{name: "cookie ignored by default", cookie: "sim:off|x:off", wantOperator: 404, wantSettingsSubstr: `"providerStatuses":{}`},
		{name: "cookie honoured", env: map[string]string{"TEST_PROVIDERS_COOKIE": "true", "FEATURES": "jackpots"}, cookie: "sim:off|x:off",
			wantOperator: 404, wantSettingsSubstr: `"jackpots":true,"quick_deposit":false`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := realHandler(t, tc.env)
			r := httptest.NewRequest("GET", "/operator/features", nil)
			if tc.auth != "" {
				r.Header.Set("Authorization", tc.auth)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, r)
			if rec.Code != tc.wantOperator {
				t.Fatalf("GET /operator/features: %d %s, want %d", rec.Code, rec.Body, tc.wantOperator)
			}
			r = httptest.NewRequest("GET", "/api/sportsbook/settings", nil)
			if tc.cookie != "" {
				r.Header.Set("Cookie", "sb_test_providers="+tc.cookie)
			}
			rec = httptest.NewRecorder()
			h.ServeHTTP(rec, r)
			body := rec.Body.String()
			if rec.Code != 200 || !strings.Contains(body, tc.wantSettingsSubstr) {
				t.Fatalf("GET /settings: %d %s, want %s", rec.Code, body, tc.wantSettingsSubstr)
			}
			honoured := strings.Contains(body, `"x":false`)
			if honoured != (tc.env["TEST_PROVIDERS_COOKIE"] == "true" && tc.cookie != "") {
				t.Fatalf("cookie honoured %v: %s", honoured, body)
			}
		})
	}
}

// A weak operator token stops the start, without printing it.
func TestWeakOperatorTokenStopsTheStart(t *testing.T) {
	var out, errOut strings.Builder
	code := run(nil, func(k string) string {
		if k == "OPERATOR_TOKEN" {
			return "operator-password"
		}
		return ""
	}, &out, &errOut)
	if code != 2 || !strings.Contains(errOut.String(), "OPERATOR_TOKEN") || strings.Contains(errOut.String(), "operator-password") {
		t.Fatalf("code %d, stderr %q", code, errOut.String())
	}
}
