// Package auth holds the sign-in rules: argon2id password hashes, random one-time tokens stored
// only as hashes, input validation of the sign-up fields, the failed-attempt lock, a per-key rate
// limiter, the CSRF double-submit token and the short-lived bearer token of the sportsbook API.
// Nothing here touches the database or HTTP.
package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Argon2id parameters of every hash: one lane, a 32-byte key, a 16-byte salt.
const (
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// Hashing is the argon2id cost of new password hashes. A hash names its own cost, which
// CheckPassword reads, so hashes of any cost are checked alike.
type Hashing struct {
	memoryKiB, time uint32
}

// StrongHashing is a real site's cost: above the OWASP minimum of 19 MiB and 2 iterations.
var StrongHashing = Hashing{memoryKiB: 19 * 1024, time: 2}

// TestHashing is the least cost CheckPassword accepts (8 KiB, 1 iteration): microseconds rather
// than tens of milliseconds, for tests that make players by the hundred. Never on a real site.
var TestHashing = Hashing{memoryKiB: 8 * argonThreads, time: 1}

// Hash returns the PHC string of an argon2id hash of password with a random salt.
func (h Hashing) Hash(password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("auth: salt: %w", err)
	}
	key := argon2.IDKey([]byte(password), salt, h.time, h.memoryKiB, argonThreads, argonKeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, h.memoryKiB, h.time,
		argonThreads, enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

// NobodysHash is a hash to check against when no player has the email (or the account is
// locked), so that such a sign-in costs what a wrong password costs and does not reveal which
// emails exist.
func (h Hashing) NobodysHash() string {
	hash, err := h.Hash("no such player")
	if err != nil {
		panic(err) // crypto/rand does not fail
	}
	return hash
}

// ErrBadHash is returned for a stored hash that is not an argon2id PHC string.
var ErrBadHash = errors.New("auth: malformed password hash")

// CheckPassword reports whether password matches the PHC hash, in constant time; the hash's own
// parameters are used, so stronger parameters can be introduced without breaking old hashes.
func CheckPassword(hash, password string) (bool, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, ErrBadHash
	}
	var version int
	var mem, iter uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, ErrBadHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iter, &threads); err != nil || !sane(mem, iter, threads) {
		return false, ErrBadHash
	}
	enc := base64.RawStdEncoding
	salt, err := enc.DecodeString(parts[4])
	if err != nil {
		return false, ErrBadHash
	}
	want, err := enc.DecodeString(parts[5])
	if err != nil || len(want) < 16 || len(want) > 64 {
		return false, ErrBadHash
	}
	got := argon2.IDKey([]byte(password), salt, iter, mem, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// Bounds of the parameters a stored hash may name: argon2 panics on zero time or threads, and a
// hash asking for gigabytes or minutes of work would let whoever wrote it stall every sign-in.
const (
	maxArgonMemoryKiB = 256 * 1024
	maxArgonTime      = 16
	maxArgonThreads   = 16
)

func sane(mem, iter uint32, threads uint8) bool {
	return iter >= 1 && iter <= maxArgonTime && threads >= 1 && threads <= maxArgonThreads &&
		mem >= 8*uint32(threads) && mem <= maxArgonMemoryKiB
}
