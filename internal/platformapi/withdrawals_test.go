package platformapi

import (
	"io"
	"strings"
	"testing"
)

// Withdrawals and saved methods through the contract: the provider page offers "Save this card"
// ticked; a small withdrawal is paid at once, a large one waits and can be cancelled (the money
// comes back); refusals answer their codes and change nothing; another player sees none of it.
func TestWithdrawalsThroughTheContract(t *testing.T) {
	h := newHarness(t, func(cfg *Config) { cfg.WithdrawalAutoApproveMax = map[string]int64{"EUR": 5_000} })
	c := depositor(h, "wes@example.com")
	c.want("POST", "/player/withdrawals", `{"amount":100,"currency":"EUR","method_id":1}`, 422, "NO_PAYMENT_METHOD")

	v := c.want("POST", "/player/deposits", `{"amount":20000,"currency":"EUR"}`, 201, "")
	res, err := c.c.Get(h.http.URL + v["payment_url"].(string))
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !strings.Contains(string(page), `name="save_card" value="1" checked`) || !strings.Contains(string(page), "Visa •••• 4242") {
		t.Fatalf("the provider page offers no card to save:\n%s", page)
	}
	payPage(t, c, `{"amount":10000,"currency":"EUR"}`, "success", true, "/profile/wallet/deposit?payment=success")
	method := jsonInt(int64(c.want("GET", "/player/payment_methods", "", 200, "")["items"].([]any)[0].(map[string]any)["id"].(float64)))
	balance := func() float64 {
		t.Helper()
		acc := c.want("GET", "/player/accounts", "", 200, "")["list"].([]any)[0].(map[string]any)
		return acc["balance"].(map[string]any)["total"].(float64)
	}

	paid := c.want("POST", "/player/withdrawals", `{"amount":2000,"currency":"EUR","method_id":`+method+`}`, 201, "")
	if paid["status"] != "paid" || paid["method_label"] != "Visa •••• 4242" || paid["subunits"] != float64(2) || paid["decided_at"] == nil || balance() != 8000 {
		t.Fatalf("a small withdrawal %v, balance %v", paid, balance())
	}
	pending := c.want("POST", "/player/withdrawals", `{"amount":6000,"currency":"EUR","method_id":`+method+`}`, 201, "")
	if pending["status"] != "pending" || balance() != 2000 {
		t.Fatalf("a large withdrawal %v, balance %v", pending, balance())
	}
	id := jsonInt(int64(pending["id"].(float64)))
	for _, tc := range []struct{ body, code string }{
		{`{"amount":0,"currency":"EUR","method_id":` + method + `}`, "WITHDRAWAL_AMOUNT"},
		{`{"amount":2001,"currency":"EUR","method_id":` + method + `}`, "INSUFFICIENT_FUNDS"},
		{`{"amount":100,"currency":"GBP","method_id":` + method + `}`, "NO_ACCOUNT"},
		{`{"amount":100,"currency":"EUR","method_id":999}`, "METHOD_NOT_FOUND"},
		{`{"amount":"many"}`, "INVALID_PARAMETER"},
	} {
		status := map[string]int{"METHOD_NOT_FOUND": 404, "INVALID_PARAMETER": 400}[tc.code]
		if status == 0 {
			status = 422
		}
		v := c.want("POST", "/player/withdrawals", tc.body, status, tc.code)
		if tc.code == "INSUFFICIENT_FUNDS" && v["details"].(map[string]any)["withdrawable"] != float64(2000) {
			t.Errorf("details %v", v)
		}
	}
	// Another player can neither see nor cancel it.
	other := depositor(h, "zed@example.com")
	other.want("POST", "/player/withdrawals/"+id+"/cancel", "", 404, "WITHDRAWAL_NOT_FOUND")
	if items := other.want("GET", "/player/withdrawals", "", 200, "")["items"].([]any); len(items) != 0 {
		t.Errorf("another player's list %v", items)
	}
	other.want("DELETE", "/player/payment_methods/"+method, "", 404, "METHOD_NOT_FOUND")

	if v := c.want("POST", "/player/withdrawals/"+id+"/cancel", "", 200, ""); v["status"] != "cancelled" || balance() != 8000 {
		t.Fatalf("cancelled %v, balance %v", v, balance())
	}
	c.want("POST", "/player/withdrawals/"+id+"/cancel", "", 409, "WITHDRAWAL_NOT_PENDING")
	if balance() != 8000 {
		t.Fatalf("a second cancel moved money: %v", balance())
	}
	list := c.want("GET", "/player/withdrawals?limit=1", "", 200, "")
	if items := list["items"].([]any); len(items) != 1 || items[0].(map[string]any)["status"] != "cancelled" ||
		list["pagination"].(map[string]any)["total"] != float64(2) {
		t.Errorf("withdrawals %v", list)
	}
	c.want("GET", "/player/withdrawals?limit=0", "", 400, "INVALID_PARAMETER")
	kinds := []string{}
	for _, it := range c.want("GET", "/player/transactions", "", 200, "")["items"].([]any) {
		kinds = append(kinds, it.(map[string]any)["kind"].(string))
	}
	if strings.Join(kinds, " ") != "withdrawal_returned withdrawal withdrawal deposit" {
		t.Errorf("ledger kinds %v", kinds)
	}

	c.want("DELETE", "/player/payment_methods/"+method, "", 204, "")
	c.want("DELETE", "/player/payment_methods/"+method, "", 404, "METHOD_NOT_FOUND")
	c.want("POST", "/player/withdrawals", `{"amount":100,"currency":"EUR","method_id":`+method+`}`, 422, "NO_PAYMENT_METHOD")
	c.want("POST", "/player/deposits", `{"amount":100,"currency":"EUR","quick":true}`, 422, "NO_PAYMENT_METHOD")
}
