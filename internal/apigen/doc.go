// Package apigen is generated from api/openapi.yaml by oapi-codegen: the API's types and the
// strict server interface that internal/sportsbookapi implements. Run `make generate` after
// changing the contract; a test in api/ fails when this code is stale.
package apigen

//go:generate go tool oapi-codegen -config cfg.yaml ../../api/openapi.yaml
