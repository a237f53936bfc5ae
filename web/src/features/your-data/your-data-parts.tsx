import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError, UnexpectedAnswerError } from '../../lib/api-client.ts';

/** The server's words of a refusal, else the product's "unavailable". */
export const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof UnexpectedAnswerError ? error.message : MESSAGES.http.unavailable);

/** One titled part of the page: a region a screen reader can jump to. */
export const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);
