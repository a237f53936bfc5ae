/**
 * Every message the product shows or answers with. The wording of docs/product/messages.md MSG-01
 * is kept word for word (typos included: "Email already exits" is the product's wording). Where the
 * description gives a rule but no message, the message below is ours, in the same voice.
 */
export * as MESSAGES from './messages/all.ts';

/** "1 minute", "15 minutes". */
export const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Fills `{name}` placeholders: `fill(MESSAGES.otp.cooldown, { seconds: 42 })`. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
