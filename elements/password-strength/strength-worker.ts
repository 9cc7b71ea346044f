import { checkStrength } from './strength-checker.ts';

/**
 * The scoring thread: a long password takes zxcvbn tens to hundreds of milliseconds, longer than a frame, so
 * the page's thread only posts the value and shows the answer. Built as its own entry (see build.mjs).
 */
export interface StrengthRequest {
  id: number;
  password: string;
  disallowedWords: string[];
}

export interface StrengthAnswer {
  id: number;
  score: number;
  /** Milliseconds zxcvbn took, for the bench. */
  took: number;
}

const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<StrengthRequest>) => void): void;
  postMessage(answer: StrengthAnswer): void;
};

scope.addEventListener('message', ({ data: { id, password, disallowedWords } }) => {
  const started = performance.now();
  const score = checkStrength(password, disallowedWords);
  scope.postMessage({ id, score, took: performance.now() - started });
});
