import { roleFromDesignation, type Role } from '#contract/roles.ts';

/** A job title; its lowercased name is the holder's role. */
export class Designation {
  id!: number;
  name: string;

  constructor(name: string) {
    this.name = name;
  }

  role(): Role | null {
    return roleFromDesignation(this.name);
  }
}
