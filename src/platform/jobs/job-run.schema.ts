import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../database/columns.ts';
import { JobRun } from './job-run.ts';

export const JobRunSchema = new EntitySchema<JobRun>({
  class: JobRun,
  tableName: 'job_run',
  properties: {
    name: { type: 'text', primary: true },
    period: { type: 'text', primary: true },
    startedAt: { ...timestamptz },
    finishedAt: { ...timestamptz, nullable: true },
    result: { type: 'json', nullable: true },
  },
});
