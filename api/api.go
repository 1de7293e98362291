// Package api holds the contract files shared by the Go server and the front end.
package api

import _ "embed"

// OpenAPI is the API contract, api/openapi.yaml.
//
//go:embed openapi.yaml
var OpenAPI []byte

// RouteData is api/route-data.json: the first API requests of each page kind.
//
//go:embed route-data.json
var RouteData []byte
