export const session = {
  active: 'Session active',
  destroyed: 'Previous session destroyed',
  loggedOut: 'Logged out successfully',
  /** Ours: on the Login page after the app signed someone out by itself (issue 12). */
  idleSignedOut: 'You were signed out after 10 minutes without activity. Please log in again.',
  endedSignedOut: 'Your session has ended: you signed in elsewhere, or it expired. Please log in again.',
} as const;
