import { expect, type APIRequestContext } from '@playwright/test';

// The operator API (internal/operator): the e2e server runs with this OPERATOR_TOKEN
// (playwright.config.ts), which a test sends as a bearer to switch providers and flags.

export const OPERATOR_TOKEN = 'e2e-operator-token-of-at-least-32-bytes';

/** Switches a provider on or off through the operator API; returns its status as answered. */
export async function setProvider(request: APIRequestContext, provider: string, enabled: boolean): Promise<boolean> {
  const res = await request.put(`/operator/providers/${provider}`, {
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { enabled },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { provider_statuses: Record<string, boolean> };
  return body.provider_statuses[provider] === true;
}
