import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../platform/project-root.ts';
import { NoticeLibrary } from '../application/ports.ts';
import { CONSENT_PURPOSES, REQUIRED_PURPOSE } from '../domain/consent.ts';
import { parseNoticeFile, type PrivacyNotice } from '../domain/privacy-notice.ts';

/** Where the notice files are: `<version>.<language>.md`, one a language (adding a language is adding a file). */
export const NOTICES_DIR = join(projectRoot(), 'src/privacy/notices');

/**
 * The notice files, read and checked once, when the server starts: a file whose name does not match
 * its head, or that is wrong, stops the start with its name, rather than a visitor meeting it later.
 */
export class FileNoticeLibrary extends NoticeLibrary {
  private readonly notices: readonly Omit<PrivacyNotice, 'hash'>[];

  constructor(dir: string = NOTICES_DIR) {
    super();
    this.notices = readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => {
        const parsed = parseNoticeFile(readFileSync(join(dir, file), 'utf8'), CONSENT_PURPOSES, REQUIRED_PURPOSE);
        if (typeof parsed === 'string') throw new Error(`privacy notice ${file}: ${parsed}`);
        if (file !== `${parsed.version}.${parsed.language}.md`) throw new Error(`privacy notice ${file}: its head says version ${parsed.version}, language ${parsed.language}`);
        return parsed;
      });
    if (this.notices.length === 0) throw new Error(`no privacy notice in ${dir}`);
  }

  all(): readonly Omit<PrivacyNotice, 'hash'>[] {
    return this.notices;
  }

  hashOf(text: string): string {
    return createHash('sha256').update(text).digest('hex');
  }
}
