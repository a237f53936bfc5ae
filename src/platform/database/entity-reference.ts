import type { EntityName, EntitySchema } from '@mikro-orm/core';

/**
 * Every mapped entity by name, filled from the one list the ORM is given (orm-options.ts). A module's
 * table may keep a real foreign key to another module's table without importing that module's
 * adapters (the dependency rule): MikroORM 7 takes a relation's target only as a function returning
 * the entity (string names were dropped), and calls it during discovery, after this is filled.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list mixes entity types.
const byName = new Map<string, EntitySchema<any>>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list mixes entity types.
export const registerEntities = (entities: readonly EntitySchema<any>[]): void => {
  for (const entity of entities) byName.set(entity.meta.className, entity);
};

/**
 * The target of a relation to another module's entity, by its name. Typed as the id it maps to:
 * these relations are `mapToPk`, the property holds the other row's id.
 */
export const entityNamed =
  (name: string): (() => EntityName<number>) =>
  () => {
    const entity = byName.get(name);
    if (!entity) throw new Error(`No entity named ${name} is in the ORM's list (src/entities.ts)`);
    return entity as unknown as EntityName<number>;
  };
