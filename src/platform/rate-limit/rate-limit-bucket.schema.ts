import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../database/columns.ts';
import { RateLimitBucket } from './rate-limit-bucket.ts';

export const RateLimitBucketSchema = new EntitySchema<RateLimitBucket>({
  class: RateLimitBucket,
  tableName: 'rate_limit_bucket',
  properties: {
    key: { type: 'text', primary: true },
    windowStart: { ...timestamptz, primary: true, index: 'rate_limit_bucket_window_idx' },
    hits: { type: 'integer' },
  },
});
