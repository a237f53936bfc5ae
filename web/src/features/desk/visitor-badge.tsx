import Box from '@mui/material/Box';
import { useState } from 'react';
import { PPE_ITEMS, PPE_LABELS } from '#contract/visitor-options.ts';
import { BRAND } from '../../app/theme.ts';
import { initialsOf, photoUrl, type DeskVisit } from './desk-visit.ts';

export type BadgeLayout = 'cr80' | 'a4';

/**
 * Each layout's sheet and the badge's unit on paper: every size on the badge is a multiple of it. On
 * A4 the badge prints larger (about A6), with a dashed line to cut along, at the top of the sheet.
 */
export const LAYOUTS: Readonly<Record<BadgeLayout, { readonly label: string; readonly page: { size: string; margin: string }; readonly printUnit: string; readonly cutLine: boolean }>> = {
  cr80: { label: 'Badge printer (CR80, 54×86 mm)', page: { size: '54mm 86mm', margin: '0' }, printUnit: '1mm', cutLine: false },
  a4: { label: 'A4 sheet', page: { size: 'A4 portrait', margin: '12mm' }, printUnit: '1.9mm', cutLine: true },
};

/** The A4 sheet on screen: a miniature whose millimetre is a 210th of its width (container units). */
const A4_MM = 'calc(100cqw / 210)';

const u = (n: number) => `calc(var(--badge-unit) * ${n})`;

/** The visitor's place and site option: "Visiting Office & Shop Floor (WEN HV)". */
const placeOf = (visit: DeskVisit): string | null => {
  if (!visit.place_to_visit) return null;
  return visit.selected_option && visit.place_to_visit.includes('Shop Floor') ? `${visit.place_to_visit} (${visit.selected_option})` : visit.place_to_visit;
};

const ppeOf = (visit: DeskVisit): string => {
  const items = PPE_ITEMS.filter((item) => visit.ppe_options?.[item] === true).map((item) => PPE_LABELS[item]);
  return items.length > 0 ? items.join(', ') : 'None required';
};

/**
 * The name's type size in badge millimetres. Its box is 23.5 wide (54 less the margins, the photo
 * and the gap); a long name takes the smaller size, and a long word a size at which it fits whole
 * (a bold letter is about 0.7 of the size wide), down to 2.2 (the details are 2.3), under which a word wider than the
 * badge is broken rather than made unreadable.
 */
const NAME_BOX = 23.5;
const nameSize = (name: string): number => {
  const longestWord = Math.max(...name.split(/\s+/).map((word) => word.length));
  const base = name.length > 18 ? 3.4 : 4.2;
  return Math.max(2.2, Math.min(base, Math.floor((NAME_BOX / (longestWord * 0.7)) * 10) / 10));
};

const BadgePhoto = ({ visit }: { readonly visit: DeskVisit }) => {
  const [broken, setBroken] = useState(false);
  const box = { width: u(22), height: u(22), borderRadius: u(2), flexShrink: 0, border: `${u(0.4)} solid ${BRAND.navy}` } as const;
  if (visit.photo_filename && !broken) {
    return <Box component="img" src={photoUrl(visit.photo_filename)} alt={`Photo of ${visit.name}`} onError={() => setBroken(true)} sx={{ ...box, objectFit: 'cover', display: 'block' }} />;
  }
  return (
    <Box role="img" aria-label={`${visit.name} (no photo)`} sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: '#E6EEF3', color: BRAND.navy, fontWeight: 800, fontSize: u(8) }}>
      {initialsOf(visit.name)}
    </Box>
  );
};

/** The badge itself, sized in `--badge-unit`s so that one drawing serves the card printer and A4. */
export const Badge = ({ visit, qr, layout }: { readonly visit: DeskVisit; readonly qr: string | null; readonly layout: BadgeLayout }) => {
  // On screen the card is shown larger than life, the A4 badge true to its miniature sheet; on paper at size.
  const screenUnit = layout === 'a4' ? `calc(${A4_MM} * 1.9)` : { xs: '1.4mm', sm: '1.6mm' };
  const code = visit.visitor_id ?? '';
  const place = placeOf(visit);
  const small = { fontSize: u(2.3), lineHeight: 1.25 } as const;
  return (
    <Box
      data-testid="visitor-badge"
      data-layout={layout}
      aria-label={`Visitor badge of ${visit.name}`}
      role="group"
      sx={{
        '--badge-unit': screenUnit,
        width: u(54),
        height: u(86),
        boxSizing: 'border-box',
        bgcolor: '#fff',
        color: '#13233A',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: layout === 'cr80' ? u(3) : 0,
        outline: LAYOUTS[layout].cutLine ? '1px dashed #8896A6' : 'none',
        outlineOffset: u(2),
        boxShadow: layout === 'cr80' ? '0 6px 24px rgba(10,37,64,0.18)' : 'none',
        '@media print': { '--badge-unit': LAYOUTS[layout].printUnit, boxShadow: 'none', borderRadius: 0, breakInside: 'avoid' },
        mx: 'auto',
      }}
    >
      <Box sx={{ bgcolor: BRAND.navy, color: '#fff', px: u(3), py: u(1.6), display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ fontWeight: 800, letterSpacing: '0.18em', fontSize: u(4) }}>VISITOR</Box>
        <Box sx={{ fontSize: u(2.2), opacity: 0.85, textAlign: 'right', lineHeight: 1.2 }}>{visit.date_of_visit}</Box>
      </Box>
      <Box sx={{ height: u(1.2), bgcolor: BRAND.amber }} />
      <Box sx={{ px: u(3), pt: u(2.5), display: 'flex', gap: u(2.5), alignItems: 'center' }}>
        <BadgePhoto visit={visit} />
        <Box sx={{ minWidth: 0 }}>
          <Box component="p" sx={{ m: 0, fontWeight: 800, fontSize: u(nameSize(visit.name)), lineHeight: 1.1, overflowWrap: 'break-word' }} data-testid="badge-name">
            {visit.name}
          </Box>
          <Box component="p" sx={{ m: 0, mt: u(1), ...small, color: '#4A5B70' }}>
            {visit.visitortype === 'Others' && visit.visitortype_other ? visit.visitortype_other : visit.visitortype}
            {visit.coming_from ? ` · ${visit.coming_from}` : ''}
          </Box>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, px: u(3), pt: u(2), display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: u(2), rowGap: u(0.6), ...small }}>
        <Box component="dt" sx={{ color: '#4A5B70' }}>Host</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'break-word' }}>
          {visit.host_name ?? visit.host_email ?? '—'}
        </Box>
        <Box component="dt" sx={{ color: '#4A5B70' }}>Visit</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
          {visit.date_of_visit}, {visit.time_of_visit}
        </Box>
        {place && (
          <>
            <Box component="dt" sx={{ color: '#4A5B70' }}>Place</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {place}
            </Box>
          </>
        )}
        <Box component="dt" sx={{ color: '#4A5B70' }}>PPE</Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
          {ppeOf(visit)}
        </Box>
      </Box>
      <Box sx={{ mt: 'auto', px: u(3), pb: u(2.5), display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: u(2) }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ ...small, color: '#4A5B70' }}>Pass code</Box>
          <Box sx={{ fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace', fontWeight: 800, fontSize: u(4), letterSpacing: '0.08em' }} data-testid="badge-pass-code">
            {code || '—'}
          </Box>
        </Box>
        {qr ? (
          <Box component="img" src={qr} alt={`QR code of pass ${code}`} data-testid="badge-qr" sx={{ width: u(22), height: u(22), display: 'block', imageRendering: 'pixelated' }} />
        ) : (
          <Box sx={{ width: u(22), height: u(22) }} />
        )}
      </Box>
    </Box>
  );
};

/** The badge as it is shown and printed: on the card printer alone, on A4 at the top of a sheet with the cutting hint. */
export const BadgeSheet = ({ visit, qr, layout }: { readonly visit: DeskVisit; readonly qr: string | null; readonly layout: BadgeLayout }) =>
  layout === 'a4' ? (
    <Box
      data-testid="a4-sheet"
      sx={{
        containerType: 'inline-size',
        width: '100%',
        maxWidth: 520,
        mx: 'auto',
        aspectRatio: '210 / 297',
        bgcolor: '#fff',
        boxShadow: '0 6px 24px rgba(10,37,64,0.18)',
        p: `calc(${A4_MM} * 12)`,
        boxSizing: 'border-box',
        '@media print': { containerType: 'normal', maxWidth: 'none', aspectRatio: 'auto', boxShadow: 'none', p: 0 },
      }}
    >
      <Badge visit={visit} qr={qr} layout={layout} />
      <Box component="p" sx={{ m: 0, mt: `calc(${A4_MM} * 8)`, textAlign: 'center', color: '#4A5B70', fontSize: `calc(${A4_MM} * 3.2)`, '@media print': { mt: '8mm', fontSize: '3.2mm' } }}>
        Cut along the dashed line and slip the badge into a holder.
      </Box>
    </Box>
  ) : (
    <Badge visit={visit} qr={qr} layout={layout} />
  );
