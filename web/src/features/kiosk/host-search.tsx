import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { KIOSK_HOST_QUERY_MAX, KIOSK_HOST_RESULTS, kioskHostQuerySchema } from '#contract/validation/kiosk.ts';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { searchHosts } from './kiosk-api.ts';
import { kioskKeys } from './kiosk-keys.ts';

type Host = { readonly id: number; readonly name: string };

/** How long typing rests before the names are asked for. */
const TYPING_PAUSE_MS = 250;

const useSettled = (value: string): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
};

/**
 * "Who are you visiting?": part of a name typed, the approved hosts whose name has every word of it
 * offered (GET /api/kiosk/hosts: names only, never an e-mail or a phone number). The server's schema
 * decides when to ask (at least three letters), and at most KIOSK_HOST_RESULTS names come back, so a
 * full list asks for more of the name.
 */
export const HostSearch = ({ value, onChange, error }: { readonly value: Host | null; readonly onChange: (host: Host | null) => void; readonly error: string | undefined }) => {
  const [typed, setTyped] = useState(value?.name ?? '');
  const q = useSettled(typed.trim());
  // The server's own rule (at least three letters): the form asks only what the server would answer.
  const searching = kioskHostQuerySchema.safeParse({ q }).success && q !== value?.name;
  const hosts = useQuery({
    queryKey: kioskKeys.hosts(q),
    queryFn: ({ signal }) => searchHosts(q, signal),
    enabled: searching,
  });
  const options: readonly Host[] = searching && hosts.isSuccess ? hosts.data : value ? [value] : [];
  const failure = hosts.isError && hosts.error instanceof ApiError ? hosts.error.message : hosts.isError ? MESSAGES.http.unavailable : null;
  const full = searching && hosts.isSuccess && hosts.data.length >= KIOSK_HOST_RESULTS;
  const hint =
    !kioskHostQuerySchema.safeParse({ q: typed }).success
      ? MESSAGES.kiosk.hostSearchTooShort
      : value
        ? `You are visiting ${value.name}.`
        : full
          ? `Choose their name from the list, or type more of it: at most ${KIOSK_HOST_RESULTS} names are shown.`
          : 'Choose their name from the list.';
  return (
    <Autocomplete
      options={options}
      value={value}
      inputValue={typed}
      filterOptions={(all) => all}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset' && text === '' && value) return;
        setTyped(text.slice(0, KIOSK_HOST_QUERY_MAX));
        if (reason === 'input' && value) onChange(null);
      }}
      onChange={(_event, host) => onChange(host)}
      getOptionLabel={(host) => host.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={searching && hosts.isFetching}
      noOptionsText={searching && hosts.isSuccess ? 'Nobody by that name. Try another spelling, or ask at the desk.' : 'Type part of their name.'}
      slotProps={{ listbox: { sx: { '& .MuiAutocomplete-option': { minHeight: 56, fontSize: '1.15rem' } } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Who are you visiting?"
          required
          placeholder="Type part of their name"
          error={Boolean(error) || failure !== null}
          helperText={error ?? failure ?? hint}
          data-invalid={Boolean(error)}
        />
      )}
    />
  );
};
