// This go.mod only keeps node_modules (some npm packages ship Go files) out of the root
// module's ./... patterns.
module github.com/opensportsbook/sportsbook/e2e

go 1.26
