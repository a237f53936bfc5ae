import type { Designation } from '../domain/designation.ts';
import type { DesignationRepository } from './ports.ts';

/** `GET /api/auth/get-roles`: the designations a registrant may choose from. */
export class ListDesignations {
  constructor(private readonly designations: DesignationRepository) {}

  async execute(): Promise<Pick<Designation, 'id' | 'name'>[]> {
    return (await this.designations.list()).map(({ id, name }) => ({ id, name }));
  }
}
