import { useInterviewLanguages } from '@/api/interview-languages';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

/**
 * The interview's language (docs/behaviour/interview.md §22): only the languages this installation
 * serves, listed by name, and under the field what the chosen one gets ("spoken questions,
 * transcripts and scores", "spoken questions and recordings, scored by your team"): a phone shows
 * a closed select's label on one line, and "Afrikaans: spoken questions and recordings, scored by
 * your team" was cut at 360 px. A job already in a language no longer served keeps it listed, so
 * opening the job does not change it silently.
 */
export function LanguageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (language: string) => void;
}) {
  const { data } = useInterviewLanguages();
  const languages = data?.languages ?? [];
  const offered = languages.filter((l) => l.offer !== 'unserved' || l.code === value);
  const chosen = languages.find((l) => l.code === value);
  const hint = chosen
    ? chosen.offer === 'unserved'
      ? `${chosen.name} is not available on this installation any more: choose another language.`
      : `Write the questions in ${chosen.name}. Candidates get ${chosen.summary}.`
    : undefined;
  return (
    <FormField label="Interview Language" error={error} hint={hint}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        {offered.length === 0 ? <option value={value}>{value === 'en' ? 'English' : value}</option> : null}
        {offered.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
