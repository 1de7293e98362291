// The typed client of the sportsbook API, generated from api/openapi.yaml (openapi-fetch). Page
// data goes through request.ts (route-data strings as query keys); this client serves the other
// calls, and is loaded with the code that needs them rather than with the first page.
import createClient from 'openapi-fetch';
import { API_BASE } from './request';
import type { paths } from './schema';

export const api = createClient<paths>({ baseUrl: API_BASE });
