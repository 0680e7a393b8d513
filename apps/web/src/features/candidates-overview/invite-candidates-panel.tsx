import type { InvitationReport } from '@sauti/core/contract/candidate-invitations';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { InvitationList } from './invitation-list';
import { useInviteCandidates } from './use-invite-candidates';

const EXAMPLE =
  'name,email,phone\nAmina Otieno,amina@example.com,+254 712 345678\nChidi Okafor,,+254 733 000111';

/**
 * "Invite candidates" on the candidates overview (docs/behaviour/interview.md §15): HR pastes or
 * uploads a CSV (header row name,email,phone); each new candidate gets a personal link by mail,
 * or by SMS when the row has only a phone number, and every other row is listed with its row
 * number and reason.
 */
export function InviteCandidatesPanel({ jobId }: { jobId: string }) {
  const [csv, setCsv] = useState('');
  const invite = useInviteCandidates(jobId);

  const onFile = async (file: File | undefined) => {
    if (file) setCsv(await file.text());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (csv.trim()) invite.mutate(csv);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Invite candidates</CardTitle>
        <CardDescription>
          Paste or upload a CSV with a header row <code>name,email,phone</code>. Each candidate gets a
          personal link by email that opens this interview with their details filled in, or by SMS when you
          give only a phone number (with its country code, e.g. +254…). Nobody is invited twice.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Invite candidates">
          <FormField label="Candidates (CSV)">
            <Textarea
              value={csv}
              onChange={(event) => setCsv(event.target.value)}
              placeholder={EXAMPLE}
              rows={6}
              spellCheck={false}
              className="font-mono text-sm"
            />
          </FormField>
          <FormField label="Or upload a CSV file">
            <Input
              type="file"
              accept=".csv,text/csv"
              className="h-auto py-2"
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
          </FormField>
          <Button type="submit" disabled={!csv.trim() || invite.isPending} className="sm:self-start">
            {invite.isPending ? 'Sending invitations…' : 'Send invitations'}
          </Button>
          {invite.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(invite.error, 'The invitations could not be sent. Please try again.')}
            </p>
          )}
          {invite.data && <InvitationResult report={invite.data} />}
        </form>
        <div className="mt-6">
          <InvitationList jobId={jobId} />
        </div>
      </CardContent>
    </Card>
  );
}

/** What became of each row: how many were invited, and each reported row with its reason. */
function InvitationResult({ report }: { report: InvitationReport }) {
  const { invited, reported, rows } = report.counts;
  return (
    <div role="status" className="flex flex-col gap-2">
      <p className="font-medium">
        {invited} of {rows} {rows === 1 ? 'row' : 'rows'} invited
        {reported > 0 ? `, ${reported} to check` : ''}.
      </p>
      {report.problems.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Rows to check">
          {report.problems.map((problem) => (
            <li key={`${problem.row}-${problem.field}`} className="break-words">
              <span className="font-medium">Row {problem.row}</span> ({problem.field}): {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
