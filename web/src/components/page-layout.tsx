import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { showsBackButton } from '../app/navigation-rules.ts';
import { BackButton } from './back-button.tsx';

export interface PageLayoutProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** Buttons shown beside the title (below it on a phone). */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
  readonly maxWidth?: ContainerProps['maxWidth'];
  /** False for content that brings its own surfaces (tables, dashboards of cards). */
  readonly paper?: boolean;
}

/** The frame of every page: Back where the rules want it, the title (also the tab's title), content in a Paper. */
export const PageLayout = ({ title, subtitle, actions, children, maxWidth = 'md', paper = true }: PageLayoutProps) => {
  const { pathname } = useLocation();
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2.5, sm: 4 } }}>
      <title>{`${title} · Visitor Desk`}</title>
      {showsBackButton(pathname) && <BackButton />}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: { xs: 2, sm: 3 } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>{actions}</Stack>}
      </Stack>
      {paper ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {children}
        </Paper>
      ) : (
        children
      )}
    </Container>
  );
};
