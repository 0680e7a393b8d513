import { MAX_INVITATION_CSV_LINES, MAX_INVITATION_ROWS } from '@sauti/core/contract/candidate-invitations';
import { describe, expect, it } from 'vitest';
import {
  CSV_HEADER_MESSAGE,
  CSV_TOO_MANY_LINES_MESSAGE,
  CSV_TOO_MANY_ROWS_MESSAGE,
  parseCandidateCsv,
} from './candidate-csv.js';

describe('parseCandidateCsv', () => {
  it('reads a spreadsheet export: BOM, CRLF, quoted fields, header variants, extra columns', () => {
    const csv =
      '\uFEFFFull Name,E-mail Address,Mobile Number,Notes\r\n' +
      '"Otieno, Brian",brian@example.com,+254 700 000001,"said ""hi""\r\nthen left"\r\n' +
      '\r\n' +
      'Achieng Odhiambo , achieng@example.com,0712-000-002\r\n';
    // Row 2 holds a line break inside quotes (still one spreadsheet row); row 3 is blank.
    expect(parseCandidateCsv(csv)).toEqual([
      { row: 2, raw: { name: 'Otieno, Brian', email: 'brian@example.com', phone: '+254 700 000001' } },
      { row: 4, raw: { name: 'Achieng Odhiambo', email: 'achieng@example.com', phone: '0712-000-002' } },
    ]);
  });

  it('reads the applicant tracking system’s id from a column named as ATS exports name it', () => {
    for (const header of ['Candidate ID', 'External reference', 'ATS id', 'Applicant_Id', 'Ref']) {
      expect(
        parseCandidateCsv(`${header},Name,Email,Phone\nGH-1,Ama,ama@example.com,0712\n`),
        header,
      ).toEqual([
        { row: 2, raw: { name: 'Ama', email: 'ama@example.com', phone: '0712', externalReference: 'GH-1' } },
      ]);
    }
  });

  it('accepts ; and tab separators and short rows (a missing cell is reported later, on its row)', () => {
    expect(parseCandidateCsv('name;email;phone\nAma;ama@example.com\n')).toEqual([
      { row: 2, raw: { name: 'Ama', email: 'ama@example.com', phone: undefined } },
    ]);
    expect(parseCandidateCsv('phone\temail\tname\n0712\tb@example.com\tBo\n')[0]!.raw).toEqual({
      name: 'Bo',
      email: 'b@example.com',
      phone: '0712',
    });
  });

  it('refuses a list without its header, an unreadable one, or one too long', () => {
    expect(() => parseCandidateCsv('Ama,ama@example.com,0712\n')).toThrow(CSV_HEADER_MESSAGE);
    expect(() => parseCandidateCsv('')).toThrow(CSV_HEADER_MESSAGE);
    expect(() => parseCandidateCsv('name,email,phone\n"Ama,ama@example.com,0712\n')).toThrow(
      /could not be read/,
    );
    const long = 'name,email,phone\n' + 'Ama,ama@example.com,0712\n'.repeat(MAX_INVITATION_ROWS + 1);
    expect(() => parseCandidateCsv(long)).toThrow(CSV_TOO_MANY_ROWS_MESSAGE);
  });

  it('counts lines before parsing: blank ones count, in any line ending, up to 4 per row (issue 28)', () => {
    const header = 'name,email,phone\n';
    for (const blank of ['\n', '\r\n', '\r', ' \n', ',,\n']) {
      const flood = header + blank.repeat(MAX_INVITATION_CSV_LINES);
      expect(() => parseCandidateCsv(flood), JSON.stringify(blank)).toThrow(CSV_TOO_MANY_LINES_MESSAGE);
    }
    // A full list with a blank line after every row, and a quoted address over two lines, fits.
    const rows = Array.from(
      { length: MAX_INVITATION_ROWS },
      (_, i) => `"Ama ${i}\nJr",a${i}@example.com,0712\n\n`,
    );
    expect(parseCandidateCsv(header + rows.join(''))).toHaveLength(MAX_INVITATION_ROWS);
  });
});
