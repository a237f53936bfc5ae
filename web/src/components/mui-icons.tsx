import { createSvgIcon } from '@mui/material/SvgIcon';
import { ARROW_BACK_PATHS, CLOUD_OFF_PATHS, LOGIN_PATHS, LOGOUT_PATHS, REFRESH_PATHS } from './icons.tsx';

/**
 * @mui/icons-material's icons of the same names, for pages built with MUI, made the way that package
 * makes them (createSvgIcon, the same paths), from the paths of the shell's plain icons (icons.tsx).
 * Every route loads the shell's icons already; each icons-material module held a second copy of its
 * path, up to 0.4 KB gzip a page.
 */
const muiIcon = (paths: readonly string[], name: string) =>
  createSvgIcon(
    paths.map((d) => <path key={d} d={d} />),
    name,
  );

export const ArrowBackRounded = /* @__PURE__ */ muiIcon(ARROW_BACK_PATHS, 'ArrowBackRounded');
export const CloudOffRounded = /* @__PURE__ */ muiIcon(CLOUD_OFF_PATHS, 'CloudOffRounded');
export const LoginRounded = /* @__PURE__ */ muiIcon(LOGIN_PATHS, 'LoginRounded');
export const LogoutRounded = /* @__PURE__ */ muiIcon(LOGOUT_PATHS, 'LogoutRounded');
export const RefreshRounded = /* @__PURE__ */ muiIcon(REFRESH_PATHS, 'RefreshRounded');
