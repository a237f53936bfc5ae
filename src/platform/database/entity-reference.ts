import { p, type EntityName, type EntitySchema } from '@mikro-orm/core';

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

/** Another module's row as a relation to it sees it: its integer id, which these relations map to. */
interface RowWithId {
  readonly id: number;
}

/**
 * A `defineEntity` relation to another module's entity, by its name (the builder form of
 * `entityNamed`). The builder is typed with a row whose id is an integer (`~entity`, how
 * `defineEntity` infers a target), so the column is a `number` in the Kysely tables inferred from
 * the definitions (InferKyselyDB). `p.manyToOne(target)` keeps its target as `entity: () => target`
 * for discovery to call; here that function finds the target by name instead, once the list is in.
 */
export const relationTo = (name: string) => {
  const relation = p.manyToOne({} as { readonly '~entity': RowWithId });
  Object.assign(relation['~options'], { entity: entityNamed(name) });
  return relation;
};
