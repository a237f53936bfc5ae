import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '#contract/error-codes.ts';
import { MESSAGES } from '#contract/messages.ts';

/**
 * The repository stands alone (issue 29): what its comments, tests and documents cite is in it.
 * The product's behaviour is docs/product/; the documents it was first written from lived outside
 * the repository and are cited no more. Every rule id a file cites must be one docs/product/ defines,
 * so that renaming or dropping a rule shows every place that leans on it.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PRODUCT_DIR = 'docs/product/';

/** Folders that are never the repository's own text, for a copy without git. */
const NOT_OURS = new Set(['node_modules', 'dist', '.git', '.data', 'coverage', 'test-results']);

/** Every file under `dir`, for a copy of the repository that is not a git work tree. */
const walk = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) return NOT_OURS.has(entry.name) ? [] : walk(relative);
    return entry.isFile() ? [relative] : [];
  });

/** Tracked files and new ones not ignored: what a reader of the repository has. */
const listed = (): readonly string[] => {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0');
  } catch {
    return walk('');
  }
};

const files = (): readonly string[] =>
  listed()
    .filter((file) => file !== '' && !/(?:^|\/)(?:node_modules|dist)\//.test(file) && file !== 'package-lock.json')
    .filter((file) => !/\.(?:png|jpe?g|gif|webp|ico|woff2?|mp4|webm|pdf|y4m|mjpeg)$/i.test(file));

const texts = (() => {
  let cache: ReadonlyMap<string, string> | null = null;
  return (): ReadonlyMap<string, string> => {
    if (cache) return cache;
    const map = new Map<string, string>();
    for (const file of files()) {
      try {
        const text = readFileSync(path.join(ROOT, file), 'utf8');
        if (!text.includes('\0')) map.set(file, text);
      } catch {
        // listed but deleted in the work tree: nothing to read
      }
    }
    cache = map;
    return cache;
  };
})();

/** Written so that this file does not match itself. */
const EXTERNAL_DOCUMENT = /decisions\.md|product[-]spec|shared\/spec\//g;
/** A climb to a `shared/` folder; `shared/../` is an import detour written out as an example, not a place. */
const SHARED_PATH = /(?:\.\.\/)+shared\/(?!\.\.\/)[\w./-]*/g;
const PREFIXES = 'ROLE|NAV|SCREEN|ID|VIS|KIOSK|WATCH|API|SEC|OPS|MSG|DEV';
const CITED_ID = new RegExp(`\\b(?:${PREFIXES})(?:-[A-Z]+)*-(?:\\d{2}|[A-Z]+)\\b`, 'g');
const DEFINED_RULE = new RegExp(`\\*\\*((?:${PREFIXES})(?:-[A-Z]+)*-\\d{2})\\b`, 'g');
const DEFINED_SECTION = new RegExp(`^## ((?:${PREFIXES})(?:-[A-Z]+)*):`, 'gm');

/** `login.lockedOut`, `MESSAGES.login.lockedOut`, `visit.not_found`, or `pass.other…` for every key it begins. */
const NAMED_KEY = /`(?:MESSAGES\.)?([a-z][A-Za-z]*)\.([A-Za-z_]*)(…)?`/g;

/** A path from the repository's root in backquotes: `src/contract/messages.ts`, `web/src/app/`. */
const NAMED_PATH = /`((?:src|web|cli|test|bench|docs|scripts|migrations|deploy)\/[\w./-]*)`/g;

const productText = (): string =>
  [...texts()]
    .filter(([file]) => file.startsWith(PRODUCT_DIR))
    .map(([, text]) => text)
    .join('\n');

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

describe('the repository stands alone', () => {
  it('should cite no document that lives outside the repository', () => {
    const found: string[] = [];
    for (const [file, text] of texts()) {
      for (const match of text.matchAll(EXTERNAL_DOCUMENT)) found.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('should have every climb to a shared folder resolve inside the repository', () => {
    const outside: string[] = [];
    for (const [file, text] of texts()) {
      for (const match of text.matchAll(SHARED_PATH)) {
        const target = path.resolve(ROOT, path.dirname(file), match[0]);
        if (path.relative(ROOT, target).startsWith('..')) outside.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('should define each rule id once in docs/product/', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, text] of texts()) {
      if (!file.startsWith(PRODUCT_DIR)) continue;
      for (const match of [...text.matchAll(DEFINED_RULE), ...text.matchAll(DEFINED_SECTION)]) {
        const id = match[1] ?? '';
        if (seen.has(id)) twice.push(`${id}: ${seen.get(id)} and ${file}`);
        seen.set(id, file);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(twice).toEqual([]);
  });

  it('should cite only rule ids that docs/product/ defines', () => {
    const defined = new Set<string>();
    for (const [file, text] of texts()) {
      if (!file.startsWith(PRODUCT_DIR)) continue;
      for (const match of [...text.matchAll(DEFINED_RULE), ...text.matchAll(DEFINED_SECTION)]) {
        const id = match[1] ?? '';
        // A rule's id also stands for the group it opens: VIS-DETAILS-03 defines VIS-DETAILS and VIS.
        const parts = id.split('-');
        for (let end = 1; end <= parts.length; end += 1) defined.add(parts.slice(0, end).join('-'));
      }
    }
    const unknown: string[] = [];
    for (const [file, text] of texts()) {
      for (const match of text.matchAll(CITED_ID)) {
        if (!defined.has(match[0])) unknown.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('should name every message of src/contract/messages.ts in docs/product/', () => {
    const named = [...productText().matchAll(NAMED_KEY)].map((match) => ({ key: `${match[1]}.${match[2]}`, prefix: match[3] !== undefined }));
    const unnamed = Object.entries(MESSAGES)
      .flatMap(([group, texts]) => Object.keys(texts).map((key) => `${group}.${key}`))
      .filter((key) => !named.some((name) => (name.prefix ? key.startsWith(name.key) : key === name.key)));
    expect(unnamed).toEqual([]);
  });

  it('should name only messages and error codes that exist', () => {
    const groups = new Set(Object.keys(MESSAGES));
    const codePrefixes = new Set(Object.keys(ERRORS).map((code) => code.split('.')[0] ?? ''));
    const messageKeys = new Set(Object.entries(MESSAGES).flatMap(([group, texts]) => Object.keys(texts).map((key) => `${group}.${key}`)));
    const known = (key: string, prefix: boolean): boolean =>
      prefix ? [...messageKeys, ...Object.keys(ERRORS)].some((name) => name.startsWith(key)) : messageKeys.has(key) || key in ERRORS;
    const unknown = [...productText().matchAll(NAMED_KEY)]
      .filter((match) => groups.has(match[1] ?? '') || codePrefixes.has(match[1] ?? ''))
      .filter((match) => !known(`${match[1]}.${match[2]}`, match[3] !== undefined))
      .map((match) => match[0]);
    expect(unknown).toEqual([]);
  });

  it('should name only files and folders that exist, in docs/product/ and docs/architecture.md', () => {
    const missing: string[] = [];
    for (const [file, text] of texts()) {
      if (!file.startsWith(PRODUCT_DIR) && file !== 'docs/architecture.md') continue;
      for (const match of text.matchAll(NAMED_PATH)) {
        const named = (match[1] ?? '').replace(/\/$/, '');
        if (!existsSync(path.join(ROOT, named))) missing.push(`${file}:${lineOf(text, match.index)}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
