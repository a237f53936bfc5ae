import { escapeHtml } from './html.ts';

export interface MailContent {
  readonly heading: string;
  /** Paragraphs of plain text (escaped here). */
  readonly paragraphs: readonly string[];
  /** Label and value rows, e.g. a visitor's details. */
  readonly facts?: readonly (readonly [string, string])[];
  readonly action?: { readonly label: string; readonly url: string };
  /** Several buttons side by side, after `action` (a walk-in's Approve and Decline). */
  readonly actions?: readonly { readonly label: string; readonly url: string }[];
  /** Extra HTML placed after the facts, already safe (an inline image). */
  readonly extraHtml?: string;
  /** A quiet last line with its link: the withdrawal of consent in every visitor mail (issue 31). */
  readonly footer?: MailFooter;
}

export interface MailFooter {
  readonly text: string;
  readonly label: string;
  readonly url: string;
  /** Further links on the same line (the visitor's data, beside the withdrawal). */
  readonly more?: readonly { readonly label: string; readonly url: string }[];
}

/**
 * Every mail the product sends, as plain text and a simple, widely compatible HTML version
 * (tables and inline styles only: mail clients ignore style sheets).
 *
 * Fluid, so it fits a phone: the card is as wide as the screen up to 560 px (width 100% with a
 * max-width, never a fixed width="560", which made a 390 px phone scroll sideways), with a narrow
 * margin at the sides. Outlook on Windows ignores max-width, so it alone gets a fixed 560 px table
 * around the card (the [if mso] comments). Pictures and long words shrink or wrap to the card
 * (`fluidImage`, the facts' overflow-wrap) rather than widen it.
 */
/**
 * The style of a picture in a mail: at most the card's width, its height following, so a phone
 * shows it smaller rather than scrolling sideways; the width attribute stays its size elsewhere.
 */
export const FLUID_IMAGE_STYLE = 'max-width:100%;height:auto';

export const renderMail = (content: MailContent): { text: string; html: string } => {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.facts ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.facts?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.actions ?? []).flatMap((one) => [`${one.label}: ${one.url}`, '']),
    ...(content.footer ? [`${content.footer.text} ${content.footer.label}: ${content.footer.url}`, ...(content.footer.more ?? []).map((one) => `${one.label}: ${one.url}`), ''] : []),
    '— Visitor Desk',
  ].join('\n');

  const facts = content.facts?.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:12px 0">${content.facts
        .map(
          ([label, value]) =>
            `<tr><td style="color:#51606f;padding-right:16px;vertical-align:top">${escapeHtml(label)}</td><td style="color:#0f2233;font-weight:600;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5c7a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="color:#51606f;font-size:12px;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const actions = content.actions?.length
    ? `<p style="margin:20px 0">${content.actions
        .map(
          (one) =>
            `<a href="${escapeHtml(one.url)}" style="display:inline-block;background:#0b5c7a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;margin:0 12px 8px 0">${escapeHtml(one.label)}</a>`,
        )
        .join('')}</p>${content.actions.map((one) => `<p style="color:#51606f;font-size:12px;word-break:break-all">${escapeHtml(one.label)}: ${escapeHtml(one.url)}</p>`).join('')}`
    : '';
  const footer = content.footer
    ? `<p style="margin:20px 0 0;color:#51606f;font-size:12px">${escapeHtml(content.footer.text)} ${[content.footer, ...(content.footer.more ?? [])]
        .map((one) => `<a href="${escapeHtml(one.url)}" style="color:#0b5c7a">${escapeHtml(one.label)}</a>`)
        .join(' · ')}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f3f6f9;font-family:Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:10px;border:1px solid #dfe6ec">
<tr><td style="background:#0b3d5c;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700;border-radius:10px 10px 0 0">Visitor Desk</td></tr>
<tr><td style="padding:24px;color:#0f2233;font-size:15px;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${facts}${content.extraHtml ?? ''}${action}${actions}${footer}
</td></tr></table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`;
  return { text, html };
};
