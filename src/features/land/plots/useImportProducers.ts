import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGetOne } from 'react-admin';
import type { ImportPreview } from './importPreview';
import {
    defaultChoice,
    householdsOf,
    importSummary,
    matchHouseholds,
    resolveProducers,
    type HouseholdChoice,
    type HouseholdMatch,
} from './importProducers';

type Place = { wardCode: string | null; provinceCode: string | null };

/**
 * The households of an import matched in the register while the user reads the preview, with the
 * user's answer to each proposed one; `resolve` creates the new ones and links every plot on save.
 */
export function useImportProducers(preview: ImportPreview | null, location: string, active: boolean) {
    const place = useGetOne<{ id: number; ward?: string | null; province?: string | null }>(
        'biz-locations',
        { id: Number(location) },
        { enabled: !!location && active },
    );
    const where: Place = useMemo(
        () => ({ wardCode: place.data?.ward || null, provinceCode: place.data?.province || null }),
        [place.data],
    );
    const households = useMemo(() => householdsOf(preview?.inputs ?? []), [preview]);
    // Typing the crop makes a new preview, not new households: the register is asked again only
    // when the households or the commune change.
    const asked = JSON.stringify([where.wardCode, households.map((h) => h.key)]);
    const [matches, setMatches] = useState<{ asked: string; found: Map<string, HouseholdMatch> } | null>(
        null,
    );
    const [attempt, setAttempt] = useState(0);
    // A failure belongs to the question asked: asked again, it is gone.
    const tag = `${attempt}|${asked}`;
    const [failed, setFailed] = useState<{ tag: string; error: unknown } | null>(null);
    const failure = failed?.tag === tag ? failed.error : null;
    const [answers, setAnswers] = useState<Map<string, HouseholdChoice>>(new Map());
    const ready = !!location && !place.isPending && active;
    useEffect(() => {
        if (!ready || !households.length) return;
        const controller = new AbortController();
        matchHouseholds(households, where.wardCode, controller.signal).then(
            (found) => setMatches({ asked, found }),
            (error) => !controller.signal.aborted && setFailed({ tag, error }),
        );
        return () => controller.abort();
        // `tag` stands for the households, the commune and the attempt.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [tag, ready]);
    const found = matches?.asked === asked ? matches.found : null;
    const choices = useMemo(() => {
        const all = new Map<string, HouseholdChoice>();
        for (const household of households) {
            const choice = answers.get(household.key) ?? defaultChoice(found?.get(household.key));
            if (choice !== undefined) all.set(household.key, choice);
        }
        return all;
    }, [households, answers, found]);
    const unanswered = found ? households.filter((h) => !choices.has(h.key)).length : 0;
    const answer = useCallback(
        (key: string, choice: HouseholdChoice) => setAnswers((before) => new Map(before).set(key, choice)),
        [],
    );
    const resolve = useCallback(
        (inputs: ImportPreview['inputs']) => resolveProducers(inputs, households, choices, where),
        [households, choices, where],
    );
    return {
        households,
        found,
        failure,
        retry: () => setAttempt((n) => n + 1),
        choices,
        answer,
        unanswered,
        place: where,
        summary: importSummary(households, choices),
        // Nothing to match (no household, no location yet) holds nothing up.
        settled: !households.length || (!!found && !unanswered),
        resolve,
    };
}

export type ImportProducersState = ReturnType<typeof useImportProducers>;
