import type { InferKyselyDB } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import type { VisitorPassSchema } from './visits/adapters/mikro-orm/visitor-pass.schema.ts';
import type { VisitFlagSchema } from './watchlist/adapters/mikro-orm/visit-flag.schema.ts';

/**
 * The tables the plain-SQL read models query, as Kysely sees them: inferred from the entity
 * definitions (`defineEntity`), so a column renamed or removed there is a compile error in every
 * statement that names it (the read models, the export, the benchmark's baseline). Here, beside the
 * one entity list, because a read model may read another module's table in SQL (the desk's probe of
 * open watchlist flags, ADR 13) but never import that module's adapters.
 */
export type Tables = InferKyselyDB<typeof VisitorPassSchema | typeof VisitFlagSchema>;

/** Expressions over a visit aliased `v` (and any other of these tables), as the visits' read models write them. */
export type OverVisit = ExpressionBuilder<Tables & { v: Tables['visitor_pass'] }, 'v'>;
