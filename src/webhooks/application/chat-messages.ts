import { CHAT_KINDS } from '#contract/validation/webhook.ts';

/**
 * What a host is told in a chat (issue 32): the same three moments as their mail (an arrival, a
 * walk-in waiting for their answer, a cancellation), written in each chat's own format for incoming
 * webhooks. Slack: `text` (the notification's words) and Block Kit `blocks`. Microsoft Teams
 * (Workflows' "post to a channel when a webhook request is received"): a `message` whose one
 * attachment is an Adaptive Card 1.4. No phone, pass code or ID is in them.
 */
export { CHAT_KINDS };
export type ChatKind = (typeof CHAT_KINDS)[number];

/** One host notice, said once, written in each format below. */
export interface ChatNotice {
  /** One line: what happened (the notification's text). */
  readonly headline: string;
  readonly facts: readonly (readonly [string, string])[];
  /** Link buttons: a walk-in's approve and decline links, or the visit on the app. */
  readonly links: readonly { readonly label: string; readonly url: string; readonly style?: 'primary' | 'danger' }[];
}

/** Slack's mrkdwn treats &, < and > as control characters: a visitor's name is text, never a link or a mention. */
const slackText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const slackMessage = (notice: ChatNotice): Record<string, unknown> => ({
  text: notice.headline,
  blocks: [
    { type: 'section', text: { type: 'mrkdwn', text: `*${slackText(notice.headline)}*` } },
    { type: 'section', fields: notice.facts.map(([title, value]) => ({ type: 'mrkdwn', text: `*${slackText(title)}*\n${slackText(value)}` })) },
    ...(notice.links.length === 0
      ? []
      : [
          {
            type: 'actions',
            elements: notice.links.map((link, index) => ({
              type: 'button',
              action_id: `vms-link-${index}`,
              text: { type: 'plain_text', text: link.label },
              url: link.url,
              ...(link.style ? { style: link.style } : {}),
            })),
          },
        ]),
  ],
});

export const teamsMessage = (notice: ChatNotice): Record<string, unknown> => ({
  type: 'message',
  attachments: [
    {
      contentType: 'application/vnd.microsoft.card.adaptive',
      contentUrl: null,
      content: {
        $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
        type: 'AdaptiveCard',
        version: '1.4',
        body: [
          { type: 'TextBlock', text: notice.headline, weight: 'Bolder', size: 'Medium', wrap: true },
          { type: 'FactSet', facts: notice.facts.map(([title, value]) => ({ title, value })) },
        ],
        actions: notice.links.map((link) => ({ type: 'Action.OpenUrl', title: link.label, url: link.url, ...(link.style === 'primary' ? { style: 'positive' } : link.style === 'danger' ? { style: 'destructive' } : {}) })),
      },
    },
  ],
});

export const chatMessage = (kind: ChatKind, notice: ChatNotice): Record<string, unknown> => (kind === 'slack' ? slackMessage(notice) : teamsMessage(notice));
