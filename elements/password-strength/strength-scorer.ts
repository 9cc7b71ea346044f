import type { StrengthAnswer, StrengthRequest } from './strength-worker.ts';

export interface StrengthScorer {
  /** zxcvbn's 0–4 score; scoring happens off the page's thread where the browser allows a module worker. */
  score(password: string, disallowedWords: string[]): Promise<number>;
}

let loading: Promise<StrengthScorer> | undefined;

/**
 * Loads the checker once per page, on the first focus or input of a password field: the dictionaries are a
 * few hundred kilobytes that no other page needs. A worker that cannot start (blocked by a content security
 * policy, or the file missing) falls back to scoring on the page's thread.
 */
export function loadStrengthScorer(): Promise<StrengthScorer> {
  loading ??= workerScorer().catch(pageThreadScorer);
  return loading;
}

/** Resolves once the worker has loaded the dictionaries and answered a first request. */
async function workerScorer(): Promise<StrengthScorer> {
  // The build writes the worker beside the chunks (build.mjs), as a module so it shares the checker's chunk.
  const worker = new Worker(new URL('password-strength-worker.js', import.meta.url), { type: 'module', name: 'password-strength' });
  const pending = new Map<number, (score: number) => void>();
  let next = 0;
  worker.addEventListener('message', ({ data }: MessageEvent<StrengthAnswer>) => {
    pending.get(data.id)?.(data.score);
    pending.delete(data.id);
  });
  const scorer: StrengthScorer = {
    score(password, disallowedWords) {
      const request: StrengthRequest = { id: ++next, password, disallowedWords };
      return new Promise((resolve) => {
        pending.set(request.id, resolve);
        worker.postMessage(request);
      });
    },
  };
  return new Promise<StrengthScorer>((resolve, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error('The password strength worker did not start.'));
    });
    scorer.score('', []).then(() => resolve(scorer), reject);
  });
}

async function pageThreadScorer(): Promise<StrengthScorer> {
  const { checkStrength } = await import('./strength-checker.ts');
  return { score: async (password, disallowedWords) => checkStrength(password, disallowedWords) };
}
