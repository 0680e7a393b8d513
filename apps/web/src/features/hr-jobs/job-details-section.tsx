import { useId } from 'react';
import { JOB_TYPES, type JobType } from '@sauti/core/schemas/job';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { JobFormErrors, JobFormValues } from './job-form';
import { SkillsInput } from './skills-input';

/** Display names of the job types (spec 2 §3). */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
};

/** Job Details: title, description, location, company, type, skills, identity check (spec 2 §2.1). */
export function JobDetailsSection({
  values,
  errors,
  onChange,
}: {
  values: JobFormValues;
  errors: JobFormErrors;
  onChange: (patch: Partial<JobFormValues>) => void;
}) {
  const identityId = useId();
  return (
    <Card>
      <section aria-labelledby="job-details-heading">
        <CardHeader>
          <CardTitle id="job-details-heading">Job Details</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormField label="Job Title" error={errors.title}>
            <Input value={values.title} onChange={(e) => onChange({ title: e.target.value })} />
          </FormField>
          <FormField label="Job Description" error={errors.description}>
            <Textarea
              rows={5}
              value={values.description}
              onChange={(e) => onChange({ description: e.target.value })}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Location" error={errors.location}>
              <Input value={values.location} onChange={(e) => onChange({ location: e.target.value })} />
            </FormField>
            <FormField label="Company Name" error={errors.companyName}>
              <Input value={values.companyName} onChange={(e) => onChange({ companyName: e.target.value })} />
            </FormField>
          </div>
          <FormField label="Job Type" error={errors.jobType}>
            <Select
              value={values.jobType}
              onChange={(e) => onChange({ jobType: e.target.value as JobType | '' })}
            >
              <option value="">Select job type</option>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {JOB_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </FormField>
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
        </CardContent>
      </section>
    </Card>
  );
}
