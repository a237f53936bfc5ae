/**
 * The pass's PIN (issue 27, docs/adr/0018-kiosk-privacy.md): four digits printed on the pass and
 * in the approval mail, which a kiosk may ask for with the phone number (its site's `kioskRequiresPin`).
 * The server derives it from the pass and its secret (src/visits/application/pass-pins.ts), so nothing
 * is stored; the SPA knows only its shape.
 */
export const PASS_PIN_LENGTH = 4;
export const PASS_PIN_PATTERN = new RegExp(`^[0-9]{${PASS_PIN_LENGTH}}$`);
