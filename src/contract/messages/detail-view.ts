/** Ours (issue 12): the detail view opened without a visit, or with one the caller may not see. */
export const detailView = {
  noVisitTitle: 'No visitor chosen',
  noVisit: 'Open a visitor from a list to see their details.',
  notFoundTitle: 'Visitor not found',
  notFound: 'There is no visit with this number among the visitors you may see. It may have been removed, or it belongs to another host.',
} as const;
