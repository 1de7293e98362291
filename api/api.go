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

// SiteConfigDefaults is api/site-config-defaults.json: the site configuration of a content folder
// without site.yaml (GET /site-config). The server starts from it (internal/content) and the SPA
// shows it until the site's own arrives, and in unit tests (web/src/app/siteConfig.ts); the SPA
// ships the file, so it has no comment of its own. The sign-up reminder waits a minute: long
// enough to have looked around, short enough to still be there. The deposit reminder waits 10 s
// (spec section 9). The slip's bar (the floating ticket) stays on screen.
//
//go:embed site-config-defaults.json
var SiteConfigDefaults []byte

// Countries is api/countries.json: the ISO 3166-1 alpha-2 codes the site knows (System info).
//
//go:embed countries.json
var Countries []byte

// NavigationDefaults is api/navigation-defaults.json: the navigation zones of a content folder
// without navigation.yaml (GET /navigation), the site's own header. The server reads it as it reads
// navigation.yaml (internal/content); the SPA shows it until the site's own arrives, and in unit
// tests.
//
//go:embed navigation-defaults.json
var NavigationDefaults []byte

// HomePage is api/home-page.yaml: the home page of a content folder without pages/home.yaml
// (internal/content), the site's home as it ships.
//
//go:embed home-page.yaml
var HomePage []byte
