/** Minimal types for the S3-compatible test server used by the storage tests. */
declare module "s3rver" {
  type BucketConfig = { name: string; configs?: string[] };
  type Options = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: BucketConfig[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
