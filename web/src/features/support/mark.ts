// The chat toggle's unread mark, apart from the conversation's rules (rules.ts), which load only
// with the panel.

/** The mark of unread answers: the count, 9+ past nine (the mark stays one small circle). */
export function unreadMark(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}
