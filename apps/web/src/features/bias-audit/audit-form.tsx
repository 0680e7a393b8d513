import { useState, type FormEvent } from 'react';
import type { BiasAuditQueryInput } from '@sauti/core/contract/bias-audit';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useJobs } from '@/api/jobs';
import { defaultPeriod } from './audit-period';

/** Which audit to show: a job or every job, and the period (docs/behaviour/review.md §13). */
export function AuditForm({ onShow, busy }: { onShow: (query: BiasAuditQueryInput) => void; busy: boolean }) {
  const jobs = useJobs();
  const [period] = useState(defaultPeriod);
  const [jobId, setJobId] = useState('');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ ...(jobId ? { jobId } : {}), from, to });
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <FormField label="Job">
        <Select value={jobId} onChange={(e) => setJobId(e.target.value)}>
          <option value="">Every job</option>
          {(jobs.data ?? []).map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Completed from">
        <Input type="date" value={from} required onChange={(e) => setFrom(e.target.value)} />
      </FormField>
      <FormField label="to (included)">
        <Input type="date" value={to} required onChange={(e) => setTo(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={busy}>
        Show audit
      </Button>
    </form>
  );
}
