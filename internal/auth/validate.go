package auth

import (
	"net/mail"
	"strings"
	"unicode"
)

// Message keys of field errors (details.fields of a 422).
const (
	FieldRequired     = "error.validation.required"
	FieldEmail        = "error.validation.email"
	FieldPasswordWeak = "error.validation.password_weak"
	FieldCountry      = "error.validation.country"
	FieldPhone        = "error.validation.phone"
)

// Field rules where the spec shows none (section 5 'Form text rules: not shown'): an email as
// RFC 5322 addr-spec up to 254 characters; a password of 8 to 128 characters with a letter and a
// digit; a country as two ASCII letters; a phone in E.164 (+ and 8 to 15 digits).
const (
	MinPasswordLen = 8
	MaxPasswordLen = 128
	maxEmailLen    = 254
)

// NormalizeEmail trims and lower-cases an email; emails are compared in this form.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// CheckEmail returns the message key of what is wrong with email, or "".
func CheckEmail(email string) string {
	if email == "" {
		return FieldRequired
	}
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || len(email) > maxEmailLen || !strings.Contains(email[strings.LastIndex(email, "@"):], ".") {
		return FieldEmail
	}
	return ""
}

// CheckNewPassword returns the message key of what is wrong with a new password, or "".
func CheckNewPassword(password string) string {
	if password == "" {
		return FieldRequired
	}
	n := len([]rune(password))
	var letter, digit bool
	for _, r := range password {
		letter = letter || unicode.IsLetter(r)
		digit = digit || unicode.IsDigit(r)
	}
	if n < MinPasswordLen || n > MaxPasswordLen || !letter || !digit {
		return FieldPasswordWeak
	}
	return ""
}

// NormalizeCountry upper-cases a country code.
func NormalizeCountry(c string) string { return strings.ToUpper(strings.TrimSpace(c)) }

// CheckCountry returns the message key of what is wrong with a country code, or "".
func CheckCountry(c string) string {
	if c == "" {
		return FieldRequired
	}
	if len(c) != 2 || c[0] < 'A' || c[0] > 'Z' || c[1] < 'A' || c[1] > 'Z' {
		return FieldCountry
	}
	return ""
}

// NormalizePhone keeps the + and the digits of a phone number.
func NormalizePhone(p string) string {
	var b strings.Builder
	for i, r := range strings.TrimSpace(p) {
		if (r == '+' && i == 0) || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// CheckPhone returns the message key of what is wrong with a normalized phone number, or "".
func CheckPhone(p string) string {
	if p == "" {
		return FieldRequired
	}
	if !strings.HasPrefix(p, "+") || len(p) < 9 || len(p) > 16 {
		return FieldPhone
	}
	return ""
}

// Blocked reports whether a country is on the blocked list (upper-case codes).
func Blocked(blocked []string, country string) bool {
	country = NormalizeCountry(country)
	for _, b := range blocked {
		if country != "" && b == country {
			return true
		}
	}
	return false
}
