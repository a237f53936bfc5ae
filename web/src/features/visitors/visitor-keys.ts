/** Every key the visitors screens' data lives under in the data layer (app/query-client.tsx), in one place. */
export const visitorKeys = {
  all: ['visitors'] as const,
  /** The host's visitors who sent their details (the approval list). */
  approvals: (ownEmail: string) => [...visitorKeys.all, 'approvals', ownEmail] as const,
  /** The Approve writes of that list (their pending calls are what the rows show as busy). */
  approve: (ownEmail: string) => [...visitorKeys.all, 'approvals', ownEmail, 'approve'] as const,
  /** One visit with everything the detail view shows. */
  detail: (id: number) => [...visitorKeys.all, 'detail', id] as const,
  /** The site documents one visit's visitor signed (PRIV-DOCS-05). */
  signatures: (id: number) => [...visitorKeys.all, 'detail', id, 'signatures'] as const,
};
