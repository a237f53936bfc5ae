import Avatar from '@mui/material/Avatar';
import { initialsOf, thumbnailUrl, type DeskVisit } from './desk-visit.ts';

/**
 * The visitor's latest photo as a small thumbnail (the server's `?size=thumbnail`), fetched only when
 * its row scrolls into view; the initials where there is no photo yet.
 */
export const VisitorThumbnail = ({ visit, size }: { readonly visit: DeskVisit; readonly size: number }) => (
  <Avatar
    src={visit.photo_filename ? thumbnailUrl(visit.photo_filename) : undefined}
    alt={visit.photo_filename ? `Photo of ${visit.name}` : undefined}
    slotProps={{ img: { loading: 'lazy', width: size, height: size } }}
    sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'primary.main', flexShrink: 0 }}
  >
    {initialsOf(visit.name)}
  </Avatar>
);
