/** Enumerations of the business records, shared by the forms, the lists and the mock backend. */
export const RECORD_STATUSES = ['active', 'inactive'] as const;
/** Farming standards of a growing location. */
export const STANDARDS = ['none', 'vietgap', 'globalgap', 'organic', 'rainforest', '4c'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
/** Kinds of problem a user reports from /report-issue. */
export const ISSUE_CATEGORIES = ['bug', 'data', 'stamp', 'account', 'suggestion', 'other'] as const;
