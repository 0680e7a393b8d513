import { CLAIMS } from './landing-content';

const stages = [
  { title: 'Microphone test', text: 'A quick check that the candidate can be heard.' },
  { title: 'Practice question', text: 'One unscored question to get comfortable.' },
  {
    title: `${CLAIMS.questions} questions`,
    text: `${CLAIMS.interviewMinutes} minutes in all, read aloud and on screen.`,
  },
  {
    title: 'Record',
    text: `${CLAIMS.answerSeconds} seconds per answer (${CLAIMS.recommendedSeconds} recommended), with a ${CLAIMS.timeLimitSeconds}-second limit.`,
  },
  { title: 'Pause and resume', text: 'A dropped connection or a noisy room is no reason to start over.' },
];

/** The candidate-experience preview (docs/behaviour/platform.md §2.2). */
export function CandidateExperienceSection() {
  return (
    <section aria-labelledby="candidate-experience-title" className="bg-secondary py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="candidate-experience-title" className="text-center text-3xl font-semibold">
          A calm experience for candidates
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          No app, no video, no account: a link and a microphone, even on a slow connection.
        </p>
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {stages.map((stage, index) => (
            <li key={stage.title} className="rounded-xl bg-surface p-5">
              <p className="text-xs font-semibold text-primary">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold">{stage.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{stage.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
