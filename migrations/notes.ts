/**
 * What a migration has to say beyond its name: a data migration's count of the rows it changed
 * (issue 31: how many sealed Aadhaar numbers were erased). A migration notes it as it runs;
 * `migrateToLatest` hands the notes of the migrations that committed to its caller, which logs them
 * (the server) or prints them (`vms db migrate`). Only the process that ran the migration hears it,
 * which is the one that must say so; the audit log keeps the same count for everyone else.
 */
const notes: string[] = [];

export const noteFromMigration = (note: string): void => {
  notes.push(note);
};

/** The notes since the last call, emptied. */
export const takeMigrationNotes = (): string[] => notes.splice(0);
