import { useId, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Skills as tags: type one and press Enter (or comma, or Add); each tag has its own remove button. */
export function SkillsInput({
  skills,
  onChange,
}: {
  skills: string[];
  onChange: (skills: string[]) => void;
}) {
  const [pending, setPending] = useState('');
  const id = useId();

  function add() {
    const skill = pending.trim().replace(/,+$/, '').trim();
    setPending('');
    if (skill === '' || skills.some((s) => s.toLowerCase() === skill.toLowerCase())) return;
    onChange([...skills, skill]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Skills</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={pending}
          placeholder="e.g. Customer service"
          onChange={(e) => setPending(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add}>
          Add Skill
        </Button>
      </div>
      {skills.length > 0 && (
        <ul aria-label="Skills" className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {skill}
                <button
                  type="button"
                  aria-label={`Remove ${skill}`}
                  className="inline-flex size-5 items-center justify-center rounded-full hover:bg-secondary-hover"
                  onClick={() => onChange(skills.filter((s) => s !== skill))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
