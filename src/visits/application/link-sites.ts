import { DomainError } from '#kernel/domain-error.ts';
import type { LinkTokens } from './link-token.ts';
import type { VisitorPassRepository } from './ports.ts';

/**
 * The site of the visit a details-form link names (issue 31): the privacy notice the form shows first
 * is that site's. A link that does not verify names no site (the form then says the link is invalid).
 */
export class LinkSites {
  constructor(
    private readonly links: LinkTokens,
    private readonly passes: VisitorPassRepository,
  ) {}

  async siteOf(token: string): Promise<number | null> {
    let passId: number;
    try {
      passId = this.links.passIdOf(token);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
    return (await this.passes.findById(passId))?.siteId ?? null;
  }
}
