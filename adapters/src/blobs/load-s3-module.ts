/**
 * Imports a module of the S3 stores, which loads the AWS SDK: only when BLOB_STORE=s3, since the
 * SDK is ~36 MiB of RSS that a server on local files would carry for nothing (docs/performance.md).
 * The media store is needed from the first request, so it is imported at start-up, and a failure
 * (a broken install) stops the start with a message saying what and why, not a bare resolve error.
 */
export async function loadS3Module<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `BLOB_STORE=s3, but the S3 store could not be loaded (${reason}); reinstall the dependencies (npm ci)`,
      { cause: error },
    );
  }
}
