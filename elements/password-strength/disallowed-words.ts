/** The account fields whose values a password must not lean on (WordPress's list; WooCommerce's own ids are not in it). */
const USER_FIELDS = [
  'user_login',
  'first_name',
  'last_name',
  'nickname',
  'display_name',
  'email',
  'url',
  'description',
  'weblog_title',
  'admin_email',
];

/**
 * The page's own words for zxcvbn to treat as guessable: the title, the URL, and both the printed and the
 * current value of each user field present. Text is split on anything that is not a letter, digit or
 * underscore; words shorter than `minimumLength` and repeats are dropped.
 */
export function disallowedWords(minimumLength: number, page: Document = document): string[] {
  const texts = [page.title, page.URL];
  for (const id of USER_FIELDS) {
    const field = page.getElementById(id);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) texts.push(field.defaultValue, field.value);
  }
  const words = new Set<string>();
  for (const text of texts) for (const word of text.split(/[^\p{L}\p{N}_]+/u)) if (word.length >= minimumLength) words.add(word);
  return [...words];
}
