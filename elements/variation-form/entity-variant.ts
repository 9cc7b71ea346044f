/** HTML 4's named entities for U+00A0…U+00FF, in code-point order. */
const LATIN1_NAMES = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute ' +
  'micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig ' +
  'Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash ' +
  'Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc ' +
  'euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml ' +
  'yacute thorn yuml'
).split(' ');

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#039;', '<': '&lt;', '>': '&gt;' };

/**
 * A value as a shop may have stored it with HTML entities (`½ Sleeve` typed as `&frac12; Sleeve`, quotes as
 * `esc_attr` writes them). The option's value reaches the script decoded, but `get_variation` compares the stored
 * string strictly (#26233), so a lookup that found nothing is retried once with this form.
 */
export function entityVariant(value: string): string {
  return value.replace(/[&"'<>\u00a0-\u00ff]/g, (c) => {
    const code = c.charCodeAt(0);
    return ESCAPES[c] ?? `&${LATIN1_NAMES[code - 0xa0]};`;
  });
}
