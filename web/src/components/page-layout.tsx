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
  /**
   * How wide the page's own column may be (a form reads better narrow): 'sm' 600 px, 'md' 900 px; 'lg', 'xl' and false
   * use the whole frame (the default: lists and dashboards). The frame itself is one width for every page, the
   * header's (PAGE_FRAME).
   */
  readonly maxWidth?: ContainerProps['maxWidth'];
  /** False for content that brings its own surfaces (tables, dashboards of cards). */
  readonly paper?: boolean;
}

/**
 * The one content width of the app (issue 12): the header's (shell.css, `.vd-header__inner`, 1200 px with the same
 * side padding), so that lists, forms and dashboards line up with the logo and the navigation. Pages that do not use
 * PageLayout take their Container's maxWidth from here.
 */
export const PAGE_FRAME = 'lg' as const satisfies ContainerProps['maxWidth'];

const COLUMN_WIDTH: Readonly<Record<string, number>> = { xs: 444, sm: 600, md: 900 };

/**
 * The frame of every page: Back where the rules want it, the title (also the tab's title), content in a Paper. Every
 * page sits in the same centred frame as the header; a narrow page (a form) is a centred column inside it.
 */
export const PageLayout = ({ title, subtitle, actions, children, maxWidth = PAGE_FRAME, paper = true }: PageLayoutProps) => {
  const { pathname } = useLocation();
  const column = maxWidth === false ? undefined : COLUMN_WIDTH[maxWidth];
  return (
    <Container maxWidth={PAGE_FRAME} sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Box sx={{ maxWidth: column, mx: 'auto' }}>
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
      </Box>
    </Container>
  );
};
