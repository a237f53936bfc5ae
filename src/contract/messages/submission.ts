export const submission = {
  passCreated: 'Form submitted successfully',
  detailsSubmitted: 'Details form submitted successfully',
  emptyList: 'No records found.',
} as const;
