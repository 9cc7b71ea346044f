import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import passwords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import adjacencyGraphs from '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs';
import firstnames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import wordSequences from '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs';

/**
 * zxcvbn with the lists that carry most of its judgement at a fraction of the bytes: the common passwords,
 * keyboard patterns, first names and English word sequences. The English common-word, surname and Wikipedia
 * lists would add about 600 KB gzip (more than WordPress's whole zxcvbn) for little change in the scores a
 * registration form sees. This module is its own chunk, fetched only once a password field is touched.
 */
const checker = new ZxcvbnFactory({
  dictionary: { 'passwords-common': passwords, 'firstnames-en': firstnames, ...wordSequences },
  graphs: adjacencyGraphs,
});

/** zxcvbn's 0–4 score of the password, the page's own words counting as guessable. */
export function checkStrength(password: string, disallowedWords: string[]): number {
  return checker.check(password, disallowedWords).score;
}
