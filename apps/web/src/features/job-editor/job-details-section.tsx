import { useId } from 'react';
import { JOB_TYPES, type JobType } from '@sauti/core/contract/jobs';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { EditorField } from './form-messages';
import type { JobFormErrors, JobFormValues } from './job-form';
import { LanguageField } from './language-field';
import { SkillsInput } from './skills-input';

/** Display names of the job types (docs/behaviour/interview.md §3). */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
};

type TextField = 'title' | 'description' | 'location' | 'companyName';

/**
 * Job Details: title, description, location, company, type, skills, identity check (docs/behaviour/interview.md §2.1).
 * A field counts as touched once typed in or left, so its message shows while it is invalid.
 */
export function JobDetailsSection({
  values,
  errors,
  onChange,
  onTouch,
}: {
  values: JobFormValues;
  errors: JobFormErrors;
  onChange: (patch: Partial<JobFormValues>) => void;
  onTouch: (field: EditorField) => void;
}) {
  const identityId = useId();
  const invitationOnlyId = useId();
  /** The value, change and blur handlers of a text field. */
  const text = (field: TextField) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      onChange({ [field]: e.target.value });
      onTouch(field);
    },
    onBlur: () => onTouch(field),
  });
  return (
    <Card>
      <section aria-labelledby="job-details-heading">
        <CardHeader>
          <CardTitle id="job-details-heading">Job Details</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormField label="Job Title" error={errors.title}>
            <Input {...text('title')} />
          </FormField>
          <FormField label="Job Description" error={errors.description}>
            <Textarea rows={5} {...text('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Location" error={errors.location}>
              <Input {...text('location')} />
            </FormField>
            <FormField label="Company Name" error={errors.companyName}>
              <Input {...text('companyName')} />
            </FormField>
          </div>
          <FormField label="Job Type" error={errors.jobType}>
            <Select
              value={values.jobType}
              onChange={(e) => {
                onChange({ jobType: e.target.value as JobType | '' });
                onTouch('jobType');
              }}
              onBlur={() => onTouch('jobType')}
            >
              <option value="">Select job type</option>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {JOB_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </FormField>
          <LanguageField
            value={values.language}
            error={errors.language}
            onChange={(language) => onChange({ language })}
          />
          <SkillsInput skills={values.skills} onChange={(skills) => onChange({ skills })} />
          <div className="flex items-center gap-3">
            <Switch
              id={identityId}
              checked={values.requireIdentityVerification}
              onCheckedChange={(requireIdentityVerification) => onChange({ requireIdentityVerification })}
            />
            <label htmlFor={identityId} className="text-sm font-medium">
              Require identity verification
            </label>
          </div>
          <div className="flex items-start gap-3">
            <Switch
              id={invitationOnlyId}
              checked={values.invitationOnly}
              onCheckedChange={(invitationOnly) => onChange({ invitationOnly })}
              aria-describedby={`${invitationOnlyId}-hint`}
            />
            <div>
              <label htmlFor={invitationOnlyId} className="text-sm font-medium">
                Invitation only
              </label>
              <p id={`${invitationOnlyId}-hint`} className="text-sm text-muted-foreground">
                Only candidates you invite by email can open the interview; the public link shows
                &lsquo;Interview Not Found&rsquo;.
              </p>
            </div>
          </div>
        </CardContent>
      </section>
    </Card>
  );
}
