/**
 * The breach register's bounds and the report's parts (issue 31), apart from their zod schemas
 * (validation/breach.ts) so that the screen reads them without loading zod with the page.
 */
export const BREACH_TEXT_MIN = 10;
export const BREACH_TEXT_MAX = 2000;
export const BREACH_REPORT_MAX = 4000;

/** The parts of the report to the Board (DPDP Rules 2025, r.7(2)(b)), in the order the form shows them. */
export const BOARD_REPORT_FIELDS = ['facts', 'mitigation', 'causeFindings', 'remedies', 'intimations'] as const;
