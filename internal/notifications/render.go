package notifications

import (
	"strconv"
	"strings"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Names of a notification's params.
const (
	paramAmount   = "amount"   // minor units, decimal
	paramCurrency = "currency" // the amount's currency code
	paramEvent    = "event"    // what a bet was on: its first selection's match, "+n" for the others
	paramLimit    = "limit"    // the type of the limit reached (internal/limits)
	paramMethod   = "method"   // a saved payment method's label
	paramReason   = "reason"   // the operator's reason for declining a withdrawal
)

// settled is the notification of a settled bet: won when it paid more than its stake (the
// payout), lost when it paid nothing (the stake), refunded otherwise (what came back: a void
// bet, a half lost one).
func settled(b store.Bet) store.Notification {
	typ, amount := apigen.NotifyBetRefunded, b.Payout
	switch {
	case b.Payout > b.Stake:
		typ = apigen.NotifyBetWon
	case b.Payout == 0:
		typ, amount = apigen.NotifyBetLost, b.Stake
	}
	return betNotification(b, typ, amount)
}

// cashedOut is the notification of a bet its player cashed out, for what it paid.
func cashedOut(b store.Bet) store.Notification {
	return betNotification(b, apigen.NotifyBetCashedOut, b.Payout)
}

func betNotification(b store.Bet, typ apigen.NotificationType, amount int64) store.Notification {
	return store.Notification{PlayerID: b.PlayerID, Type: string(typ), ObjectType: string(apigen.AboutBet), ObjectID: b.ID,
		Params: map[string]string{paramAmount: strconv.FormatInt(amount, 10), paramCurrency: b.Currency, paramEvent: betEvent(b)}}
}

// betEvent names what a bet was on: the match of its first selection, and "+n" for the other
// selections of a combo or system bet. Team names are not translated, so this is stored as is.
func betEvent(b store.Bet) string {
	if len(b.Selections) == 0 {
		return ""
	}
	name := b.Selections[0].MatchName
	if n := len(b.Selections) - 1; n > 0 {
		name += " +" + strconv.Itoa(n)
	}
	return name
}

// deposited is the notification of a deposit credited.
func deposited(d store.Deposit) store.Notification {
	return store.Notification{PlayerID: d.PlayerID, Type: string(apigen.NotifyDepositSucceeded), ObjectType: string(apigen.AboutDeposit), ObjectID: d.ID,
		Params: map[string]string{paramAmount: strconv.FormatInt(d.Amount, 10), paramCurrency: d.Currency}}
}

// bonusIssued is the notification of a bonus given to the player; a freebet names its stake.
func bonusIssued(b store.PlayerBonus) store.Notification {
	params := map[string]string{}
	if b.Amount > 0 && b.Currency != "" {
		params[paramAmount], params[paramCurrency] = strconv.FormatInt(b.Amount, 10), b.Currency
	}
	return store.Notification{PlayerID: b.PlayerID, Type: string(apigen.NotifyBonusIssued), ObjectType: string(apigen.AboutBonus), ObjectID: b.ID, Params: params}
}

// withdrawalDecided is the notification of a withdrawal paid or declined; ok is false for the
// other changes (requested and pending, cancelled by the player), which the player made.
func withdrawalDecided(w store.Withdrawal) (store.Notification, bool) {
	typ := apigen.NotifyWithdrawalPaid
	switch w.Status {
	case store.WithdrawalPaid:
	case store.WithdrawalRejected:
		typ = apigen.NotifyWithdrawalRejected
	default:
		return store.Notification{}, false
	}
	return store.Notification{PlayerID: w.PlayerID, Type: string(typ), ObjectType: string(apigen.AboutWithdrawal), ObjectID: w.ID,
		Params: map[string]string{paramAmount: strconv.FormatInt(w.Amount, 10), paramCurrency: w.Currency, paramMethod: w.MethodLabel,
			paramReason: w.Reason}}, true
}

// limitReached is the notification of a limit used up, which ended the player's session or
// signed them out.
func limitReached(playerID int64, l limits.Limit) store.Notification {
	return store.Notification{PlayerID: playerID, Type: string(apigen.NotifyLimitReached), ObjectType: string(apigen.AboutLimit), ObjectID: l.ID,
		Params: map[string]string{paramLimit: string(l.Type)}}
}

// texts are the messages of a language: its own, else its base language's (en-AU reads en),
// else English.
func texts(lang string) map[string]string {
	if m, ok := messages[lang]; ok {
		return m
	}
	base, _, _ := strings.Cut(lang, "-")
	if m, ok := messages[base]; ok {
		return m
	}
	return messages["en"]
}

// Render is a stored notification as the contract gives it, its title, body and caption in lang.
func Render(n store.Notification, lang string) apigen.PlayerNotification {
	m := texts(lang)
	body := n.Type + ".body"
	switch {
	case n.Type == string(apigen.NotifyBonusIssued) && n.Params[paramAmount] != "":
		body += "_amount"
	case n.Type == string(apigen.NotifyLimitReached) && n.Params[paramLimit] == string(limits.Activity):
		body += "_activity"
	case n.Type == string(apigen.NotifyLimitReached):
		body += "_session"
	}
	amount := ""
	if a, err := strconv.ParseInt(n.Params[paramAmount], 10, 64); err == nil {
		amount = Money(a, n.Params[paramCurrency], lang)
	}
	text := strings.NewReplacer("{amount}", amount, "{event}", n.Params[paramEvent], "{method}", n.Params[paramMethod],
		"{reason}", n.Params[paramReason]).Replace(m[body])
	return apigen.PlayerNotification{Id: n.ID, Title: m[n.Type+".title"], Body: text, Caption: m["caption."+n.ObjectType],
		CreatedAt: n.CreatedAt, Read: n.Read, Type: apigen.NotificationType(n.Type), ObjectType: apigen.NotificationObjectType(n.ObjectType), ObjectId: n.ObjectID}
}

// moneyStyle is how a language writes a sum: its decimal and grouping separators, whether the
// currency's sign comes before the number, and whether a space parts a one-letter sign from it.
type moneyStyle struct {
	decimal, group string
	signFirst      bool
	tightSign      bool
}

const nbsp = "\u00a0"

var moneyStyles = map[string]moneyStyle{
	"en": {".", ",", true, true}, "ar": {".", ",", false, false}, "pt-BR": {",", ".", true, false},
	"de": {",", ".", false, false}, "it": {",", ".", false, false},
	"fr": {",", "\u202f", false, false}, "fi": {",", nbsp, false, false}, "no": {",", nbsp, false, false},
	"ru": {",", nbsp, false, false}, "kk": {",", nbsp, false, false},
}

// signs are the currency signs a bettor reads; other currencies are written by their code.
var signs = map[string]string{"EUR": "€", "USD": "$", "GBP": "£", "BRL": "R$", "KZT": "₸"}

// Money writes amount (not negative) minor units of currency as a reader of lang does: €1,234.50 in English,
// 1.234,50 € in German; all the currency's decimals, so that nothing is rounded away.
func Money(amount int64, currency, lang string) string {
	st, ok := moneyStyles[lang]
	if !ok {
		base, _, _ := strings.Cut(lang, "-")
		if st, ok = moneyStyles[base]; !ok {
			st = moneyStyles["en"]
		}
	}
	c, err := wallet.Lookup(currency)
	if err != nil {
		c = wallet.Currency{Code: currency, Subunits: 2}
	}
	digits := strconv.FormatInt(amount, 10)
	if len(digits) <= c.Subunits {
		digits = strings.Repeat("0", c.Subunits-len(digits)+1) + digits
	}
	whole, frac := digits[:len(digits)-c.Subunits], digits[len(digits)-c.Subunits:]
	var b strings.Builder
	for i, d := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString(st.group)
		}
		b.WriteRune(d)
	}
	number := b.String()
	if frac != "" {
		number += st.decimal + frac
	}
	sign, ok := signs[c.Code]
	switch {
	case !ok:
		return number + nbsp + c.Code
	case st.signFirst && st.tightSign && len([]rune(sign)) == 1:
		return sign + number
	case st.signFirst:
		return sign + nbsp + number
	}
	return number + nbsp + sign
}
