import type { GeoIssue } from '../../domain/geo/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The facts that say where a finding is (a polygon, a ring, a position, a property), in words. */
const PLACES = ['polygon', 'ring', 'position', 'name'] as const;

/**
 * A geometry rule's finding in the user's words (xts.geo.issues.<code>), followed by where it is
 * when the rule says so (xts.geo.issue_at.*: "vòng 1, điểm 5").
 */
export function issueText(issue: GeoIssue, translate: Translate): string {
    const text = translate(`xts.geo.issues.${issue.code}`, { ...issue.params, _: issue.code });
    const params = issue.params ?? {};
    const places = PLACES.filter((place) => params[place] !== undefined).map((place) =>
        translate(`xts.geo.issue_at.${place}`, { [place]: params[place] }),
    );
    return places.length ? `${text} (${places.join(', ')})` : text;
}
