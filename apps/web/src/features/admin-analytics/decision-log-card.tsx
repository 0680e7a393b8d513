import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** GET /api/admin/decision-log with the days chosen (both optional). */
export function decisionLogHref(from: string, to: string): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return `/api/admin/decision-log${query ? `?${query}` : ''}`;
}

/**
 * The log of automated recommendations against human decisions, every organisation's, as CSV
 * (docs/behaviour/review.md §14): what the administrator hands a regulator.
 */
export function DecisionLogCard() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Decision log</CardTitle>
        <CardDescription>
          Every hiring decision beside the recommendation in force when it was made: who decided, through
          what, the evaluator and its score. Leave the dates empty for the whole log (UTC days).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FormField label="From">
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label="To (included)">
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <a className={buttonClasses('outline')} href={decisionLogHref(from, to)} download>
          Download CSV
        </a>
      </CardContent>
    </Card>
  );
}
