import { jobPhrases } from '@sauti/core/rules/job-phrases';
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { recogniser } from '../../stt/recognisers.js';
import { spokenAnswer } from '../../stt/speech-cache.js';
import { ESPEAK_VOICES, FLITE_VOICES, type Voice } from '../../stt/voices.js';
import type { BlindJob } from '../development-blind/types.js';
import { RECOGNISED_KINDS, type RecognisedSet } from './recognised-set.js';

/**
 * Voices the answers are spoken with, cycled answer by answer: every flite voice and the espeak-ng
 * English variants with the most different timbres (a Caribbean, a Scottish and an RP speaker).
 */
const VOICES: Voice[] = [
  ...FLITE_VOICES.filter((v) => v.voice !== 'kal'),
  ...ESPEAK_VOICES.filter((v) => ['en-029', 'en-gb-scotland+m3', 'en-gb-x-rp'].includes(v.voice)),
];

const phrasesOf = (job: BlindJob) =>
  jobPhrases(
    {
      title: job.title,
      description: job.description,
      skills: job.skills,
      location: job.place,
      companyName: job.company,
      criteriaConfig: null,
    },
    job.questions.map((q) => ({ text: q.text, scoringGuide: q.scoringGuide })),
  );

/**
 * Speaks the honest answers of a blind set (synthesised speech, clean) and decodes each with the
 * default offline recogniser and its job-adapted model, as a real interview would: the transcripts
 * the scorer then reads (test/bench/scoring-corpus/README.md, "Recognised versions").
 */
export async function recogniseSet(
  name: string,
  jobs: readonly BlindJob[],
  out: string,
  log: (line: string) => void,
): Promise<void> {
  const r = await recogniser('job', () => ({ text: '', confidence: 0, durationSeconds: 0 }));
  const result: RecognisedSet = { set: name, recogniser: r.label, kinds: [...RECOGNISED_KINDS], answers: [] };
  let index = 0;
  try {
    for (const job of jobs) {
      const phrases = phrasesOf(job);
      for (const [questionIndex, question] of job.questions.entries()) {
        for (const answer of question.answers.filter((a) => RECOGNISED_KINDS.includes(a.kind))) {
          const voice = VOICES[index % VOICES.length]!;
          const wav = await spokenAnswer(answer.text, voice, index, 'clean');
          const transcript = await r.stt.transcribe(
            { data: new Uint8Array(await readFile(wav)), contentType: 'audio/wav' },
            { phrases },
          );
          result.answers.push({
            jobId: job.id,
            questionIndex,
            kind: answer.kind,
            voice: voice.name,
            text: transcript.text,
          });
          index++;
          log(`${name}: ${index} answers (${job.id} q${questionIndex + 1} ${answer.kind}, ${voice.name})`);
        }
      }
    }
  } finally {
    await r.close();
  }
  // Written as the repository's formatter would, so CI's format check passes without a manual step.
  const style = await resolveConfig(out);
  await writeFile(out, await format(JSON.stringify(result), { ...style, parser: 'json' }));
}
