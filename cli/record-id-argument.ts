import { recordIdOf } from '#contract/record-id.ts';
import { UsageError } from './cli-context.ts';

/** The id of a row named on the command line (`what` is "the kiosk's", "the visit's", …), or a usage error. */
export const recordIdArgument = (text: string, what: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new UsageError(`${what} id is a number, not "${text}"`);
  return id;
};
