/**
 * The kinds of personal data a breach may have touched (issue 31): each decides whose data the
 * register counts as affected (docs/product/privacy-breaches.md, BR-2).
 */
export const BREACH_DATA_KINDS = ['visitor_details', 'photos', 'id_last4', 'employee_accounts'] as const;
export type BreachDataKind = (typeof BREACH_DATA_KINDS)[number];

/** Each kind as the screen, the notice and the CLI name it. */
export const BREACH_DATA_KIND_LABELS: Readonly<Record<BreachDataKind, string>> = {
  visitor_details: 'visitor details (name, phone, e-mail, address, purpose of visit)',
  photos: 'visitor photos',
  id_last4: 'the last four characters of visitors\' ID documents',
  employee_accounts: 'employee accounts (name, e-mail, phone, designation)',
};
