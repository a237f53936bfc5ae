export const status = {
  pending: 'Your approval request is still pending. Please wait for your reporting manager to approve.',
  approved: 'Approval successful. Please set your password to complete first-time login.',
} as const;
