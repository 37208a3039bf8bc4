/**
 * The support phone number shown on /contact. The specification gives none; this is the commonly used Indian
 * example number, to be replaced by the operator's real line before launch (recorded as a decision).
 */
export const SUPPORT_PHONE = '+91 98765 43210';
export const SUPPORT_PHONE_HREF = 'tel:+919876543210';
