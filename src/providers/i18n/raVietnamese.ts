// provisional: replaced by the full translation
import en from 'ra-language-english';
export const raVietnamese = en;
export default raVietnamese;
