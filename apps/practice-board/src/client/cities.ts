/** Suggestions of the home-city typeahead (LinkedIn's geo typeahead answers "City, Region, Country"). */
export const CITIES: readonly string[] = [
  'Bengaluru, Karnataka, India',
  'Bengaluru Rural, Karnataka, India',
  'Bangalore Rural, Karnataka, India',
  'Belagavi, Karnataka, India',
  'Mumbai, Maharashtra, India',
  'Pune, Maharashtra, India',
  'Hyderabad, Telangana, India',
  'Chennai, Tamil Nadu, India',
  'Coimbatore, Tamil Nadu, India',
  'New Delhi, Delhi, India',
  'Delhi, India',
  'Noida, Uttar Pradesh, India',
  'Gurugram, Haryana, India',
  'Kolkata, West Bengal, India',
  'Ahmedabad, Gujarat, India',
  'Kochi, Kerala, India',
  'Jaipur, Rajasthan, India',
  'London, England, United Kingdom',
  'New York, New York, United States',
  'San Francisco, California, United States',
  'Seattle, Washington, United States',
  'Austin, Texas, United States',
  'Toronto, Ontario, Canada',
  'Berlin, Berlin, Germany',
  'Singapore, Singapore',
  'Dubai, Dubai, United Arab Emirates',
  'Sydney, New South Wales, Australia',
];

/** Up to 8 suggestions whose city or region starts with what was typed. */
export function suggest(options: readonly string[], typed: string): string[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [];
  return options
    .filter(
      (option) =>
        option
          .toLowerCase()
          .split(/[\s,]+/)
          .some((_w, i, all) => all.slice(i).join(' ').startsWith(text)) ||
        option.toLowerCase().startsWith(text),
    )
    .slice(0, 8);
}

/**
 * The order of the second answer (issue 20: seen on an independent board): the suggestions by plain character order,
 * which lists "Bengaluru Rural, Karnataka, India" before "Bengaluru, Karnataka, India" (a space sorts before a comma).
 */
export function reranked(found: readonly string[]): string[] {
  return [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
