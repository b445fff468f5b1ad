/** The day the Terms and Privacy pages were last changed. Change both texts, then this. */
export const LEGAL_LAST_UPDATED = '2026-11-21';
