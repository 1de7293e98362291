// The types of first-screen-messages.mjs, which vite.config.ts imports.
export function firstScreenIds(ids: string[], roots: string[]): string[];
