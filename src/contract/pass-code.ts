/**
 * The code on a visitor pass (docs/product/visits.md VIS-DESK-06): drawn by the server, printed
 * on the badge, put in the approval mail's QR code as `VMS:ABCD2345`, scanned or typed at the desk.
 * The server and the SPA read it with these same functions.
 */

/** Crockford's base32 without the letters people misread: what new pass codes are drawn from. */
export const PASS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PASS_CODE_LENGTH = 8;

/** What the desk accepts as a pass code: eight capital letters and digits (codes made before the alphabet above included). */
export const PASS_CODE_PATTERN = new RegExp(`^[0-9A-Z]{${PASS_CODE_LENGTH}}$`);

/** What the QR in an approval mail holds: this prefix and the pass code. */
export const PASS_QR_PREFIX = 'VMS:';

/** The text of a pass's QR code. */
export const passQrPayload = (passCode: string): string => `${PASS_QR_PREFIX}${passCode}`;

const startsWithPrefix = (text: string): boolean => text.slice(0, PASS_QR_PREFIX.length).toUpperCase() === PASS_QR_PREFIX;

/** The pass code in a scanned text, only when it is a visitor pass's QR (`VMS:ABCD2345`). */
export const passCodeFromQr = (text: string): string | null => {
  const trimmed = text.trim();
  if (!startsWithPrefix(trimmed)) return null;
  const code = trimmed.slice(PASS_QR_PREFIX.length).toUpperCase();
  return PASS_CODE_PATTERN.test(code) ? code : null;
};

/**
 * A scanned or typed code as the desk reads it (`VMS:ABCD2345`, `abcd2345`, ` ABCD-2345 `), or null
 * when it cannot be a pass code.
 */
export const passCodeFromTyped = (typed: string): string | null => {
  const trimmed = typed.trim();
  const code = (startsWithPrefix(trimmed) ? trimmed.slice(PASS_QR_PREFIX.length) : trimmed).replace(/[\s-]/g, '').toUpperCase();
  return PASS_CODE_PATTERN.test(code) ? code : null;
};
