export const ui = {
  loading: 'loading, please wait...',
  noPermission: 'You do not have permission to access this page.',
} as const;
