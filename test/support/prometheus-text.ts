/** One sample of the Prometheus text exposition format (0.0.4): a series and its value. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/y;
const COMMENT = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/;

const unescape = (value: string) => value.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));

const numberOf = (text: string): number => {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN' || text === 'Nan') return Number.NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`not a sample value: ${text}`);
  return value;
};

/**
 * Reads an exposition the way Prometheus does, strictly: every line a HELP or TYPE comment or a
 * sample, every sample of a family whose TYPE came first, label values unescaped. Throws on a line
 * a scraper would refuse, so a test that reads it also checks the format.
 */
export const parsePrometheusText = (text: string): Sample[] => {
  const samples: Sample[] = [];
  const typed = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const comment = COMMENT.exec(line);
      if (!comment) throw new Error(`not a HELP or TYPE line: ${line}`);
      if (comment[1] === 'TYPE') typed.set(comment[2]!, comment[3]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const [, name = '', labelText = '', value = ''] = sample;
    const family = [...typed.keys()].find((known) => name === known || (name.startsWith(known) && /^_(bucket|sum|count|total|created)$/.test(name.slice(known.length))));
    if (!family) throw new Error(`a sample without its TYPE: ${line}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`unreadable labels: ${line}`);
      labels[label[1]!] = unescape(label[2]!);
    }
    samples.push({ name, labels, value: numberOf(value) });
  }
  return samples;
};

/** The samples of one series name whose labels include these. */
export const samplesOf = (samples: readonly Sample[], name: string, labels: Readonly<Record<string, string>> = {}): Sample[] =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
