/** The bytes of resumable uploads waiting in the upload store (files under DATA_DIR, or the bucket). */
export interface ResumableUploadFiles {
  /** Removes an upload's bytes and what the store keeps about it; a missing upload is not an error. */
  remove(id: string): Promise<void>;
}
