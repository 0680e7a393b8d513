import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCv, CV_MAX_BYTES, cvFileSchema } from './cv.js';
import { issuesOf } from './testing.js';

const TYPE = 'Please upload a PDF, DOC, or DOCX file. Make sure the file has the correct extension.';
const SIZE = 'File size must be less than 5MB.';

describe('checkCv', () => {
  it('accepts pdf, doc and docx in any case under 5 MB', () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\w -]{1,30}$/),
        fc.constantFrom('pdf', 'PDF', 'doc', 'Doc', 'docx', 'DOCX'),
        fc.integer({ min: 0, max: 5 * 1024 * 1024 - 1 }),
        (base, ext, size) => {
          expect(checkCv({ name: `${base}.${ext}`, size })).toBeNull();
        },
      ),
    );
  });

  it('rejects other extensions with the type message', () => {
    for (const name of ['cv.txt', 'cv.pdf.exe', 'cv', 'cv.', 'pdf', 'cv.odt']) {
      expect(checkCv({ name, size: 10 })).toBe(TYPE);
    }
  });

  it('rejects 5 MB and more with the size message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5 * 1024 * 1024, max: 50 * 1024 * 1024 }), (size) => {
        expect(checkCv({ name: 'cv.pdf', size })).toBe(SIZE);
      }),
    );
    expect(checkCv({ name: 'cv.pdf', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });

  it('reports through the schema on the right field', () => {
    expect(issuesOf(cvFileSchema, { name: 'cv.txt', size: 1 })).toEqual({ name: [TYPE] });
    expect(issuesOf(cvFileSchema, { name: 'cv.pdf', size: CV_MAX_BYTES })).toEqual({ size: [SIZE] });
  });
});
