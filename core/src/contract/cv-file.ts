/**
 * The CV rule and its messages (docs/behaviour/interview.md §5.4). Free of zod, so that the
 * candidate's bundle checks a CV with the server's own rule without the validation library.
 */

/** A CV must be smaller than 5 MB (docs/behaviour/interview.md §5.4). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted CV file extensions. */
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

export const CV_MESSAGES = {
  type: 'Please upload a PDF, DOC, or DOCX file. Make sure the file has the correct extension.',
  size: 'File size must be less than 5MB.',
} as const;

/** The lower-cased extension after the last dot, or '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The first problem with a CV file (type first, then size), or null when it is acceptable. */
export function checkCv(file: { name: string; size: number }): string | null {
  if (!(CV_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return CV_MESSAGES.type;
  if (!(file.size < CV_MAX_BYTES)) return CV_MESSAGES.size;
  return null;
}
