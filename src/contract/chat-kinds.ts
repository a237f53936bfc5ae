/** The chats a host can be told in (issue 32, HOOK-CHAT): their incoming webhooks. Zod-free, for the screens. */
export const CHAT_KINDS = ['slack', 'teams'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** Each chat's name as the screens say it. */
export const CHAT_KIND_NAMES: Readonly<Record<ChatKind, string>> = { slack: 'Slack', teams: 'Microsoft Teams' };
