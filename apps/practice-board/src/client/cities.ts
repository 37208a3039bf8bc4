/** Suggestions of the home-city typeahead (LinkedIn's geo typeahead answers "City, Region, Country"). */
export const CITIES: readonly string[] = [
  'Bengaluru, Karnataka, India',
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
