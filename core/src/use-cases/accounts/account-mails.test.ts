import { describe, expect, it } from 'vitest';
import { invitationMail, joinRequestMail } from './account-mails.js';

describe('account mails with names typed by visitors', () => {
  it('keeps the confirmed address and makes any address in a name inert', () => {
    const requester = {
      firstName: 'Visit',
      lastName: 'https://evil.example/approve',
      email: 'eve@acme.co.ke',
    };
    const join = joinRequestMail('amina@acme.co.ke', requester, 'Acme', 'https://sauti.test');
    const invite = invitationMail('otieno@acme.co.ke', requester, 'Acme', 'https://sauti.test');
    for (const mail of [join, invite]) {
      expect(mail.subject).toContain('Visit https[:]//evil[.]example/approve (eve@acme.co.ke)');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('https://evil');
    }
  });
});
