import type { OrganisationFeedbackSettingsView } from '@sauti/core/contract/candidate-feedback';
import { useState, type FormEvent } from 'react';
import {
  useOrganisationFeedbackSettings,
  useSaveOrganisationFeedbackSettings,
} from '@/api/candidate-feedback';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

function SettingsForm({ saved }: { saved: OrganisationFeedbackSettingsView }) {
  const save = useSaveOrganisationFeedbackSettings();
  const [showScores, setShowScores] = useState(saved.showScores);
  const [contactEmail, setContactEmail] = useState(saved.contactEmail ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ showScores, contactEmail: contactEmail.trim() || null });
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <div className="flex items-center gap-2">
        <Switch id="show-scores" checked={showScores} onCheckedChange={setShowScores} />
        <Label htmlFor="show-scores">Show candidates their overall score and band</Label>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="contact-email">Where candidates write with questions</Label>
        <Input
          id="contact-email"
          type="email"
          placeholder="jobs@your-company.com"
          aria-describedby="contact-email-hint"
          value={contactEmail}
          onChange={(event) => setContactEmail(event.target.value)}
        />
        <p id="contact-email-hint" className="text-xs text-muted-foreground">
          Left empty, candidates are given Sauti’s support address.
        </p>
      </div>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}

/** The organisation's choices about what candidates are told (docs/behaviour/interview.md §17). */
export function OrganisationFeedbackSettings() {
  const settings = useOrganisationFeedbackSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>What candidates are told</CardTitle>
        <CardDescription>
          Feedback names strengths and things to work on, tied to the job’s criteria. Scores and bands stay
          hidden unless you show them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data && (
          <SettingsForm
            key={`${settings.data.showScores}-${settings.data.contactEmail}`}
            saved={settings.data}
          />
        )}
      </CardContent>
    </Card>
  );
}
