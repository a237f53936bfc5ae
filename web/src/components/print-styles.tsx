import GlobalStyles from '@mui/material/GlobalStyles';

/** Marks what never prints: the page's own buttons and links. */
export const NO_PRINT = 'vms-no-print';
/** The page's outer box: its spacing goes on paper. */
export const PRINT_ROOT = 'vms-print-root';

/**
 * While a printable page is shown: the sheet's size and margin (`@page`), and on paper no header,
 * no Back, no buttons and no screen spacing, so that a badge fills exactly one card.
 */
export const PrintStyles = ({ page }: { readonly page: { readonly size: string; readonly margin: string } }) => (
  <GlobalStyles
    styles={{
      '@page': { size: page.size, margin: page.margin },
      '@media print': {
        [`header, .${NO_PRINT}`]: { display: 'none !important' },
        'html, body': { background: '#fff !important' },
        '#root, #root > div, main': { minHeight: '0 !important', display: 'block !important' },
        [`.${PRINT_ROOT}`]: { padding: '0 !important', margin: '0 !important', maxWidth: 'none !important' },
        '*': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
      },
    }}
  />
);
