import { execFileSync } from 'node:child_process';

/**
 * The espeak-ng voice each interview language is spoken with (docs/behaviour/interview.md §22):
 * European Portuguese for Maputo, France's French for Dakar. A language is offered only when its
 * voice is installed (Debian's espeak-ng-data has af, sw, fr, pt and am; not zu, yo, ha or so).
 */
export const ESPEAK_VOICES: Readonly<Record<string, string>> = {
  en: 'en-us',
  af: 'af',
  sw: 'sw',
  fr: 'fr-fr',
  pt: 'pt',
  am: 'am',
  zu: 'zu',
  yo: 'yo',
  ha: 'ha',
  so: 'so',
};

/** The voice names of `espeak-ng --voices` output (its second column), lower-cased. */
export function parseEspeakVoiceList(output: string): Set<string> {
  const names = output
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[1]?.toLowerCase())
    .filter((name): name is string => Boolean(name));
  return new Set(names);
}

/**
 * The interview languages (base code → voice) the installed espeak-ng speaks, read once from
 * `espeak-ng --voices` at start-up; empty when it cannot be run.
 */
export function installedEspeakVoices(command = 'espeak-ng'): Record<string, string> {
  let output: string;
  try {
    output = execFileSync(command, ['--voices'], {
      encoding: 'utf8',
      timeout: 5_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return {};
  }
  const installed = parseEspeakVoiceList(output);
  return Object.fromEntries(Object.entries(ESPEAK_VOICES).filter(([, voice]) => installed.has(voice)));
}
