/** Ours: the insights page's query (issue 12). */
export const insights = {
  invalidPeriod: 'Please choose a period of 30 or 90 days.',
  invalidFormat: 'Please choose JSON or CSV.',
  invalidChart: 'Please choose one of the charts.',
} as const;
