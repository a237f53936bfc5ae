import { z } from 'zod';
import type { ErrorCode } from '../error-codes.ts';
import { MESSAGES } from '../messages.ts';
import { MAX_RECORD_ID } from '../record-id.ts';
import { hasControlCharacter } from '../storable-text.ts';

/** An entrance's name (issue 30): "Main gate", "Tower B lobby". */
export const ENTRANCE_NAME_MAX = 60;

const name = z
  .string({ error: MESSAGES.entrances.nameRequired })
  .trim()
  .min(1, MESSAGES.entrances.nameRequired)
  .max(ENTRANCE_NAME_MAX, MESSAGES.entrances.nameTooLong)
  // `vms sites entrances list` prints it: no escape sequence, line break or direction override.
  .refine((text) => !hasControlCharacter(text), MESSAGES.entrances.nameInvalid);

/** `POST /api/sites/{id}/entrances`, `PATCH /api/entrances/{id}`, `vms sites entrances add|rename`: the entrance's name. */
export const entranceNameSchema = z.object({ name });
export type EntranceNameInput = z.output<typeof entranceNameSchema>;

/** The code of a refused name. */
export const ENTRANCE_INPUT_CODES = { '': 'entrance.name_invalid', name: 'entrance.name_invalid' } as const satisfies Readonly<Record<string, ErrorCode>>;

/**
 * The entrance a desk or a list names (`entranceId` of a check-in or check-out, `?entrance=` of the
 * desk list): absent or null for none, else a record id (anything else is `entrance.invalid`).
 */
export const entranceIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: MESSAGES.entrances.invalid })
  .pipe(z.number({ error: MESSAGES.entrances.invalid }).int(MESSAGES.entrances.invalid).min(1, MESSAGES.entrances.invalid).max(MAX_RECORD_ID, MESSAGES.entrances.invalid))
  .nullable()
  .optional();

/** A check-in's or check-out's body beside the visit (`POST /visitorTimeIn`, `/visitorTimeOut`): the entrance it happens at. */
export const entranceAtSchema = z.object({ entranceId: entranceIdSchema });

/** The code of a refused entrance id. */
export const ENTRANCE_ID_CODES = { '': 'entrance.invalid', entranceId: 'entrance.invalid', entrance: 'entrance.invalid' } as const satisfies Readonly<Record<string, ErrorCode>>;
