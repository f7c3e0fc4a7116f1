import type { GeoIssue } from '../../domain/geo/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A geometry rule's finding in the user's words (xts.geo.issues.<code>). */
export const issueText = (issue: GeoIssue, translate: Translate) =>
    translate(`xts.geo.issues.${issue.code}`, { ...issue.params, _: issue.code });
