import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The last commit before subjects were held to 72 characters (CONTRIBUTING.md, "Commits"). */
const RULE_BEGAN = '466c2bf';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });

/** The commits since the rule began, subject and body; all of the history a shallow clone holds. */
function commitsSinceRule(): { subject: string; second: string | undefined }[] {
    let range = `${RULE_BEGAN}..HEAD`;
    try {
        git('cat-file', '-e', `${RULE_BEGAN}^{commit}`);
    } catch {
        range = 'HEAD';
    }
    return git('log', '--format=%B%x00', range)
        .split('\0')
        .map((message) => message.replace(/^\n+/, ''))
        .filter(Boolean)
        .map((message) => {
            const [subject, second] = message.split('\n');
            return { subject, second };
        });
}

describe('commit messages', () => {
    const commits = commitsSinceRule();

    it('have a subject of at most 72 characters', () => {
        expect(commits.length).toBeGreaterThan(0);
        expect(commits.filter((c) => [...c.subject].length > 72).map((c) => c.subject)).toEqual([]);
    });

    it('leave a blank line between the subject and the why', () => {
        expect(
            commits.filter((c) => c.second !== undefined && c.second !== '').map((c) => c.subject),
        ).toEqual([]);
    });
});
