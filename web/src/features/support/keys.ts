// The query key of the player's support conversation, apart from the calls so that the feature's
// declaration (in the first page's bundle) can name it without loading the chat.
export const SUPPORT_KEY = ['support-chat'] as const;
