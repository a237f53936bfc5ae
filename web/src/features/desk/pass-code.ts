/**
 * The code on a visitor pass: in the approval mail's QR code (`VMS:ABCD2345`), on the badge, or typed
 * at the desk. One format for the server and the SPA: src/contract/pass-code.ts.
 */
export { PASS_CODE_LENGTH, PASS_QR_PREFIX, passCodeFromQr, passCodeFromTyped } from '#contract/pass-code.ts';
