/** The look of a read-only text field (`sx`): a filled, quiet surface, so that nobody tries to type in it. */
export const READ_ONLY_FIELD = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;
