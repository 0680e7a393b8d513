import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { MicrophoneLoop } from './fake-microphone.js';

/** Records in the page when the microphone opened: Chromium's fake microphone file starts there. */
const MIC_CLOCK_SCRIPT = `(() => {
  const devices = navigator.mediaDevices;
  if (!devices) return;
  const open = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await open(constraints);
    if (constraints && constraints.audio) window.__micOpenedAt = Date.now();
    return stream;
  };
})();`;

/** Seconds of speech margin kept after the phrase before the recording is stopped. */
const AFTER_SPEECH_SECONDS = 0.8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Makes every page of `context` note when its microphone opens (see {@link IdentityCheckPage}). */
export async function watchMicrophone(context: BrowserContext): Promise<void> {
  await context.addInitScript(MIC_CLOCK_SCRIPT);
}

/** What the page shows once a submitted clip has been checked. */
export type CheckOutcome = 'enrollment' | 'retake' | 'help' | 'error';

/**
 * Drives the identity check of one page through Chromium's fake camera and microphone, timing the
 * recording against the looping microphone file so each clip holds the phrase exactly once.
 */
export class IdentityCheckPage {
  constructor(
    readonly page: Page,
    private readonly mic: MicrophoneLoop,
  ) {}

  /** The phrase shown to read. */
  phrase(): Locator {
    return this.page.locator('[aria-label="Phrase to read"]').first();
  }

  /** The alert of the preview after a failed attempt (hint and message). */
  alert(): Locator {
    return this.page.getByRole('alert').first();
  }

  /** Seconds since the microphone opened, i.e. the position in the (unlooped) microphone file. */
  private async micSeconds(): Promise<number> {
    const opened = await this.page.evaluate('window.__micOpenedAt ?? null');
    if (typeof opened !== 'number') throw new Error('the page never opened the microphone');
    return (Date.now() - opened) / 1000;
  }

  /** Start verification → countdown 3-2-1 (asserted in order) → recording → stop → preview. */
  async firstTake(): Promise<void> {
    await this.page.getByRole('button', { name: 'Start verification' }).click();
    await this.countdownAndRecord();
  }

  /**
   * Retake, clicked when the microphone file is at the start of a loop: the 3-second countdown then
   * ends in the silence before the phrase, as on the first take.
   */
  async retake(): Promise<void> {
    const position = (await this.micSeconds()) % this.mic.periodSeconds;
    await sleep((this.mic.periodSeconds - position) * 1000);
    await this.page.getByRole('button', { name: 'Retake' }).click();
    await this.countdownAndRecord();
  }

  private async countdownAndRecord(): Promise<void> {
    const countdown = this.page.getByTestId('countdown');
    for (const second of ['3', '2', '1'])
      await countdown.filter({ hasText: new RegExp(`^${second}$`) }).waitFor({ timeout: 10_000 });
    const stop = this.page.getByRole('button', { name: 'Stop recording' });
    await stop.waitFor({ timeout: 5_000 });
    await this.page.getByText('● REC').waitFor();
    const { periodSeconds, leadSeconds, speechSeconds } = this.mic;
    const now = await this.micSeconds();
    const loopStart = Math.floor(now / periodSeconds) * periodSeconds;
    await sleep((loopStart + leadSeconds + speechSeconds + AFTER_SPEECH_SECONDS - now) * 1000);
    await stop.click();
    await this.page.getByRole('button', { name: 'Retake' }).waitFor();
  }

  /** Submit → uploading/checking → the outcome the page settles on. */
  async submit(): Promise<CheckOutcome> {
    const submit = this.page.getByRole('button', { name: 'Submit', exact: true });
    await submit.and(this.page.locator(':enabled')).waitFor({ timeout: 10_000 });
    await submit.click();
    await this.page.getByRole('button', { name: 'Retake' }).waitFor({ state: 'hidden' });
    const outcomes: Record<CheckOutcome, Locator> = {
      enrollment: this.page.getByRole('heading', { name: 'Practice question: voice warm-up' }),
      retake: this.page.getByRole('button', { name: 'Retake' }),
      help: this.page.getByRole('heading', { name: 'Verification Help Needed' }),
      error: this.page.getByRole('button', { name: 'Try again' }),
    };
    const any = Object.values(outcomes).reduce((a, b) => a.or(b));
    await any.first().waitFor({ timeout: 45_000 });
    for (const [outcome, locator] of Object.entries(outcomes) as [CheckOutcome, Locator][])
      if (await locator.isVisible()) return outcome;
    throw new Error('no outcome visible');
  }
}
