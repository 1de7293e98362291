package scalestack

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apierror"
)

// haproxy's 503 page is the instances' SERVICE_UNAVAILABLE answer: a client reads one contract.
func TestUnavailablePage(t *testing.T) {
	res, err := http.ReadResponse(bufio.NewReader(bytes.NewReader(unavailablePage())), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Content-Type") != "application/json" {
		t.Errorf("status %d, content type %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	data, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	var body struct{ Code, Message string }
	if err := json.Unmarshal(data, &body); err != nil || body.Code != string(apierror.ServiceUnavailable) || body.Message == "" {
		t.Errorf("body %q: %+v, %v", data, body, err)
	}
}

func TestHaproxyConfig(t *testing.T) {
	cfg := haproxyConfig("127.0.0.1:8080", "/tmp/x/503.http", []*Instance{{Name: "a", URL: "http://127.0.0.1:8081"}, {Name: "b", URL: "http://127.0.0.1:8082"}})
	for _, want := range []string{
		"errorfile 503 /tmp/x/503.http\n",
		"bind 127.0.0.1:8080\n",
		"server a 127.0.0.1:8081 check",
		"server b 127.0.0.1:8082 check",
	} {
		if !strings.Contains(cfg, want) {
			t.Errorf("the configuration lacks %q:\n%s", want, cfg)
		}
	}
}
