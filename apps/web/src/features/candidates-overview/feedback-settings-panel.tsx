import type { JobFeedbackSettingsView } from '@sauti/core/contract/candidate-feedback';
import { FEEDBACK_LIMITS } from '@sauti/core/contract/feedback-texts';
import { useState, type FormEvent } from 'react';
import { useJobFeedbackSettings, useSaveJobFeedbackSettings } from '@/api/candidate-feedback';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

function SettingsForm({ jobId, saved }: { jobId: string; saved: JobFeedbackSettingsView }) {
  const save = useSaveJobFeedbackSettings(jobId);
  const [autoSend, setAutoSend] = useState(saved.autoSend);
  const [hours, setHours] = useState(String(saved.delayHours));
  const delayHours = Number(hours);
  const valid =
    Number.isInteger(delayHours) &&
    delayHours >= FEEDBACK_LIMITS.minDelayHours &&
    delayHours <= FEEDBACK_LIMITS.maxDelayHours;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) save.mutate({ autoSend, delayHours });
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <div className="flex items-center gap-2">
        <Switch id="feedback-auto-send" checked={autoSend} onCheckedChange={setAutoSend} />
        <Label htmlFor="feedback-auto-send">Send feedback automatically</Label>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="feedback-delay">Hours after the interview</Label>
        <Input
          id="feedback-delay"
          type="number"
          inputMode="numeric"
          min={FEEDBACK_LIMITS.minDelayHours}
          max={FEEDBACK_LIMITS.maxDelayHours}
          className="w-32"
          value={hours}
          disabled={!autoSend}
          aria-invalid={!valid}
          onChange={(event) => setHours(event.target.value)}
        />
        {!valid && (
          <p className="text-sm text-destructive">
            Send after {FEEDBACK_LIMITS.minDelayHours} to {FEEDBACK_LIMITS.maxDelayHours} hours
          </p>
        )}
      </div>
      <Button type="submit" variant="outline" className="self-start" disabled={!valid || save.isPending}>
        Save
      </Button>
    </form>
  );
}

/**
 * The job's automatic feedback (docs/behaviour/interview.md §17): on or off, and how many hours
 * after the interview. Feedback HR held, and interviews a person must write for, never go by
 * themselves.
 */
export function FeedbackSettingsPanel({ jobId }: { jobId: string }) {
  const settings = useJobFeedbackSettings(jobId);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Candidate feedback</CardTitle>
        <CardDescription>
          Every candidate gets feedback. It is drafted from the evaluation and goes by itself after the delay
          unless you hold it. Interviews that were not scored or are flagged never get drafted feedback: you
          write those yourself on the candidate’s page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data && (
          <SettingsForm
            key={`${settings.data.autoSend}-${settings.data.delayHours}`}
            jobId={jobId}
            saved={settings.data}
          />
        )}
      </CardContent>
    </Card>
  );
}
