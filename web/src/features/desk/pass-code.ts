/** The code on a visitor pass: in the approval mail's QR code (`VMS:ABCD2345`), on the badge, or typed at the desk. */

/** What the QR in an approval mail holds: `VMS:` and the 8-character pass code. */
export const PASS_QR_PREFIX = 'VMS:';
const CODE = /^[0-9A-Z]{8}$/;

/** The pass code in a scanned text, only when it is a visitor pass's QR (`VMS:ABCD2345`). */
export const passCodeFromQr = (text: string): string | null => {
  const trimmed = text.trim();
  if (trimmed.slice(0, PASS_QR_PREFIX.length).toUpperCase() !== PASS_QR_PREFIX) return null;
  const code = trimmed.slice(PASS_QR_PREFIX.length).toUpperCase();
  return CODE.test(code) ? code : null;
};

/**
 * A typed code as the server reads it (`abcd2345`, ` ABCD-2345 `, `VMS:ABCD2345`), or null when it
 * cannot be a pass code (8 letters and digits).
 */
export const passCodeFromTyped = (typed: string): string | null => {
  const code = typed.trim().replace(/^VMS:/i, '').replace(/[\s-]/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
};

