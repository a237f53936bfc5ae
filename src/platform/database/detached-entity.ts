/** The fields of a class's objects: its properties that are not methods. */
export type FieldsOf<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K] };

/**
 * An object of a mapped class made from a row that a prepared statement read: a read copy, for
 * reading and for the statements that write it, never handed to the ORM. Its fields are its own data
 * properties, defined with the object; its methods and `instanceof` work through the class's prototype.
 *
 * Why not `new` or assignments: MikroORM puts a setter for every property on an entity's prototype
 * (`propagationOnPrototype`), which on an object's first assignment of each property redefines it on
 * the object as a getter and setter over the object's `WrappedEntity`, made then too. A visit's 35
 * fields cost 15–24 µs that way against about 1 µs as a literal (a desk page makes 25 visits, a
 * session check one session), and every later read of a field went through a getter
 * (docs/performance.md, "CPU per request"). A field defined with the object is not assigned, so no setter runs.
 */
export const detachedEntity = <T extends object>(entity: abstract new (...args: never[]) => T, fields: FieldsOf<T>): T =>
  Object.setPrototypeOf(fields, entity.prototype) as T;
