// `wc_get_rating_html()`: the read-only star rating.
export function starRatingHtml(rating: number, count?: number): string {
  if (rating <= 0) return '';
  const fixed = rating.toFixed(2);
  const label =
    count === undefined ? `Rated ${fixed} out of 5` : `Rated ${fixed} out of 5 based on ${count} customer rating${count === 1 ? '' : 's'}`;
  return `<div class="star-rating" role="img" aria-label="${label}"><span style="width:${(rating / 5) * 100}%">Rated <strong class="rating">${fixed}</strong> out of 5</span></div>`;
}
