package notifications

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Every language of the product has every text, and none is another language's copy.
func TestMessagesComplete(t *testing.T) {
	en := messages["en"]
	for _, lang := range []string{"en", "fr", "de", "it", "fi", "no", "ru", "pt-BR", "kk", "ar"} {
		m, ok := messages[lang]
		if !ok {
			t.Fatalf("no texts in %s", lang)
		}
		if got, want := slices.Sorted(maps.Keys(m)), slices.Sorted(maps.Keys(en)); !slices.Equal(got, want) {
			t.Errorf("%s keys %v, want %v", lang, got, want)
		}
		for k, v := range m {
			if lang != "en" && v == en[k] {
				t.Errorf("%s %s is the English text", lang, k)
			}
			if strings.Contains(en[k], "{amount}") != strings.Contains(v, "{amount}") || strings.Contains(en[k], "{event}") != strings.Contains(v, "{event}") {
				t.Errorf("%s %s has other placeholders than English: %q", lang, k, v)
			}
		}
	}
	if len(messages) != 10 {
		t.Errorf("%d languages", len(messages))
	}
}

func TestMoney(t *testing.T) {
	for _, tc := range []struct {
		amount         int64
		currency, lang string
		want           string
	}{
		{1250, "EUR", "en", "€12.50"},
		{123456789, "EUR", "en-AU", "€1,234,567.89"},
		{5, "USD", "en", "$0.05"},
		{123450, "EUR", "de", "1.234,50\u00a0€"},
		{123450, "EUR", "fr", "1\u202f234,50\u00a0€"},
		{100000, "BRL", "pt-BR", "R$\u00a01.000,00"},
		{100000, "BRL", "en", "R$\u00a01,000.00"},
		{5000000, "BTC", "en", "0.05000000\u00a0BTC"},
		{99900, "KZT", "kk", "999,00\u00a0₸"},
		{1250, "GBP", "ar", "12.50\u00a0£"},
		{1250, "EUR", "xx", "€12.50"},
	} {
		if got := Money(tc.amount, tc.currency, tc.lang); got != tc.want {
			t.Errorf("Money(%d, %s, %s) = %q, want %q", tc.amount, tc.currency, tc.lang, got, tc.want)
		}
	}
}

// A settled bet is won when it paid more than its stake, lost when it paid nothing, refunded
// otherwise; the amount is what it paid, or the stake lost.
func TestSettled(t *testing.T) {
	sel := []store.BetSelection{{MatchName: "Arsenal - Chelsea"}, {MatchName: "Lyon - Nice"}, {MatchName: "Roma - Inter"}}
	for _, tc := range []struct {
		name          string
		stake, payout int64
		selections    int
		typ           apigen.NotificationType
		amount, event string
	}{
		{"won", 1000, 2500, 1, apigen.NotifyBetWon, "2500", "Arsenal - Chelsea"},
		{"lost", 1000, 0, 3, apigen.NotifyBetLost, "1000", "Arsenal - Chelsea +2"},
		{"void", 1000, 1000, 1, apigen.NotifyBetRefunded, "1000", "Arsenal - Chelsea"},
		{"half lost", 1000, 500, 2, apigen.NotifyBetRefunded, "500", "Arsenal - Chelsea +1"},
	} {
		n := settled(store.Bet{ID: 7, PlayerID: 3, Currency: "EUR", Stake: tc.stake, Payout: tc.payout, Selections: sel[:tc.selections]})
		if n.Type != string(tc.typ) || n.Params[paramAmount] != tc.amount || n.Params[paramEvent] != tc.event || n.ObjectID != 7 ||
			n.PlayerID != 3 || n.ObjectType != "bet" || n.Params[paramCurrency] != "EUR" {
			t.Errorf("%s: %+v", tc.name, n)
		}
	}
}

func TestRender(t *testing.T) {
	won := settled(store.Bet{ID: 7, Currency: "EUR", Stake: 1000, Payout: 2550, Selections: []store.BetSelection{{MatchName: "Arsenal - Chelsea"}}})
	freebet := bonusIssued(store.PlayerBonus{ID: 4, Amount: 500, Currency: "EUR"})
	paid, _ := withdrawalDecided(store.Withdrawal{ID: 8, Amount: 2000, Currency: "EUR", Status: store.WithdrawalPaid, MethodLabel: "Visa •••• 4242"})
	declined, _ := withdrawalDecided(store.Withdrawal{ID: 9, Amount: 70000, Currency: "EUR", Status: store.WithdrawalRejected,
		MethodLabel: "Visa •••• 4242", Reason: "ID check needed"})
	for _, tc := range []struct {
		name                 string
		n                    store.Notification
		lang                 string
		title, body, caption string
	}{
		{"won", won, "en", "Bet won", "Your bet on Arsenal - Chelsea won €25.50.", "Bets"},
		{"won in German", won, "de", "Wette gewonnen", "Ihre Wette auf Arsenal - Chelsea hat 25,50\u00a0€ gewonnen.", "Wetten"},
		{"won in an English locale", won, "en-AU", "Bet won", "Your bet on Arsenal - Chelsea won €25.50.", "Bets"},
		{"deposit in Russian", deposited(store.Deposit{ID: 2, Amount: 10000, Currency: "EUR"}), "ru", "Депозит зачислен", "100,00\u00a0€ зачислены на ваш баланс.", "Платежи"},
		{"withdrawal paid", paid, "en", "Withdrawal paid", "€20.00 was paid out to Visa •••• 4242.", "Withdrawals"},
		{"withdrawal declined in French", declined, "fr", "Retrait refusé",
			"Votre retrait de 700,00 € a été refusé et le montant a été recrédité sur votre solde. Motif : ID check needed", "Retraits"},
		{"freebet", freebet, "en", "New bonus", "You received a freebet of €5.00.", "Bonuses"},
		{"other bonus", bonusIssued(store.PlayerBonus{ID: 5}), "en", "New bonus", "A new bonus is waiting for you in your bonuses.", "Bonuses"},
		{"session limit", limitReached(1, limits.Limit{ID: 9, Type: limits.Session}), "en", "Limit reached",
			"Your session time limit is reached, so your betting session has ended.", "Responsible gaming"},
		{"activity limit", limitReached(1, limits.Limit{ID: 9, Type: limits.Activity}), "en", "Limit reached",
			"Your activity limit for today is reached, so you have been signed out.", "Responsible gaming"},
	} {
		got := Render(tc.n, tc.lang)
		if tc.n.Type == "" {
			t.Fatalf("%s: no notification", tc.name)
		}
		if got.Title != tc.title || got.Body != tc.body || got.Caption != tc.caption || string(got.Type) != tc.n.Type || got.ObjectId != tc.n.ObjectID {
			t.Errorf("%s: %+v", tc.name, got)
		}
	}
}

// The player's own changes (a request, a cancellation) are no notification: the player made them.
func TestWithdrawalNotifiesOnlyDecisions(t *testing.T) {
	for _, status := range []string{store.WithdrawalPending, store.WithdrawalCancelled} {
		if n, ok := withdrawalDecided(store.Withdrawal{ID: 1, Amount: 100, Currency: "EUR", Status: status}); ok {
			t.Errorf("%s: %+v", status, n)
		}
	}
}
