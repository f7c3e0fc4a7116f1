import type { GeoIssue } from '../../../domain/geo/types';
import { formatNumber } from '../../../kit/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The facts that say where a finding is (a polygon, a ring, a position, a property), in words. */
const PLACES = ['polygon', 'ring', 'position', 'name'] as const;

/** A finding's facts as the interface language writes them: every number through formatNumber. */
function wordedParams(params: GeoIssue['params'] = {}): Record<string, string | number> {
    const worded: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params))
        worded[name] =
            typeof value === 'number'
                ? formatNumber(value)
                : Array.isArray(value)
                  ? value.map(formatNumber).join(', ')
                  : value;
    // Polyglot picks the plural form from the number itself.
    if (typeof params.smart_count === 'number') worded.smart_count = params.smart_count;
    return worded;
}

/**
 * A geometry rule's finding in the user's words (xts.geo.issues.<code>), followed by where it is
 * when the rule says so (xts.geo.issue_at.*: "vòng 1, điểm 5").
 */
export function issueText(issue: GeoIssue, translate: Translate): string {
    const params = wordedParams(issue.params);
    const text = translate(`xts.geo.issues.${issue.code}`, { ...params, _: issue.code });
    const places = PLACES.filter((place) => params[place] !== undefined).map((place) =>
        translate(`xts.geo.issue_at.${place}`, { [place]: params[place] }),
    );
    return places.length ? `${text} (${places.join(', ')})` : text;
}
