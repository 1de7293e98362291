// Package platformgen is generated from api/platform.yaml by oapi-codegen: the platform API's
// types and the net/http server interface that internal/platformapi implements (the plain, not the
// strict, interface: the handlers read and set cookies). Run `make generate` after changing the
// contract; a test in api/ fails when this code is stale.
package platformgen

//go:generate go tool oapi-codegen -config cfg.yaml ../../api/platform.yaml
