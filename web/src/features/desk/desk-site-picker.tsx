import Box from '@mui/material/Box';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';
import { useSitePlaces } from '../visits-common/use-site-places.ts';

/**
 * Which site's visits the desk lists (issue 30), kept in the address (`?site=`): offered only when the
 * installation has more than one site; until one is picked, the caller's home site.
 */
export const DeskSitePicker = ({ site, onChange }: { readonly site: number | null; readonly onChange: (site: number) => void }) => {
  const places = useSitePlaces().data;
  if (!places || places.sites.length < 2) return null;
  return (
    <Box sx={{ minWidth: 180 }}>
      <NativeSelectField label="Site" value={String(site ?? places.homeSiteId)} onValueChange={(value) => onChange(Number(value))}>
        {places.sites.map((place) => (
          <option key={place.id} value={String(place.id)}>
            {place.name}
          </option>
        ))}
      </NativeSelectField>
    </Box>
  );
};
