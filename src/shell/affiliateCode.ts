/**
 * The campaign code a visitor arrived with on /aff/{code}, kept on this browser until a business
 * decides on it (or the user dismisses the reminder). Its own module: the shell reads it without
 * loading the affiliate pages.
 */
const AFFILIATE_KEY = 'xts.affiliate_code';

export const rememberAffiliate = (code: string) => localStorage.setItem(AFFILIATE_KEY, code);
export const rememberedAffiliate = (): string | null => localStorage.getItem(AFFILIATE_KEY);
export const forgetAffiliate = () => localStorage.removeItem(AFFILIATE_KEY);
