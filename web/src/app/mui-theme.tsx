import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { NoticeProvider } from '../components/notices.tsx';
import { theme } from './theme.ts';

/**
 * A page built with MUI, inside the app's theme. Every such page's module wraps its page with this,
 * so that the theme (and MUI's styling engine) loads with those pages and never with the shell or the
 * landing page. It also mounts the page's notices (useNotice, components/notices.tsx). The page-wide
 * styles CssBaseline used to set are in shell.css.
 */
export const withMuiTheme = (Page: ComponentType): ComponentType => {
  const Themed = () => (
    <ThemeProvider theme={theme}>
      <NoticeProvider>
        <Page />
      </NoticeProvider>
    </ThemeProvider>
  );
  Themed.displayName = `withMuiTheme(${Page.displayName ?? Page.name})`;
  return Themed;
};
