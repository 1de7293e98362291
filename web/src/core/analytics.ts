// Tracking events (spec 'Placing bets': place_bet_success and placed_bet) for the operator's tag
// manager: each event is pushed to window.dataLayer, the queue that tag managers read. With no tag
// manager on the page the queue only grows in memory and nothing leaves the browser.

export type TrackedEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: TrackedEvent[];
  }
}

export function track(event: string, data: Record<string, unknown> = {}): void {
  (window.dataLayer ??= []).push({ event, ...data });
}
