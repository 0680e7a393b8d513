import { z } from 'zod';
import { TEXT_LIMITS } from './limits.js';
import { checkCv, CV_EXTENSIONS, CV_MAX_BYTES, CV_MESSAGES, fileExtension } from './cv-file.js';

/** Defined in cv-file.ts (zod-free, for the candidate's bundle); re-exported with the schema that uses them. */
export { checkCv, CV_EXTENSIONS, CV_MAX_BYTES, CV_MESSAGES, fileExtension };

/** The name and size of an uploaded CV, with checkCv's message as the issue. */
export const cvFileSchema = z
  .object({
    name: z.string().max(TEXT_LIMITS.fileName, { error: CV_MESSAGES.type }),
    size: z.number().int().nonnegative(),
  })
  .superRefine((file, ctx) => {
    const problem = checkCv(file);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem,
        path: [problem === CV_MESSAGES.size ? 'size' : 'name'],
      });
  });
