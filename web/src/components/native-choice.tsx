import Box from '@mui/material/Box';

/**
 * A plain select: the browser's own list (a phone shows its picker), without MUI's menu, popper and
 * transitions, which would put this public page over its weight budget.
 */
export const NativeChoice = ({ label, value, onChange, options }: { readonly label: string; readonly value: string; readonly onChange: (value: string) => void; readonly options: readonly (readonly [string, string])[] }) => (
  <Box component="label" sx={{ display: 'grid', gap: 0.5, typography: 'body2', color: 'text.secondary' }}>
    {label}
    <Box component="select" value={value} onChange={(event) => onChange((event.target as HTMLSelectElement).value)} sx={{ font: 'inherit', color: 'text.primary', p: 1, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      {options.map(([key, text]) => (
        <option key={key} value={key}>
          {text}
        </option>
      ))}
    </Box>
  </Box>
);
