import { useEffect, useState } from 'react';
import { loadHeadlineFont } from '../../../lib/print/headlineFont';
import type { TrueTypeFont } from '../../../lib/print/ttfSubset';

/**
 * The headline font once `needed` (a template with a headline): null while it loads, `failed`
 * when it could not be fetched; `retry` fetches it again.
 */
export function useHeadlineFont(needed: boolean) {
    const [font, setFont] = useState<TrueTypeFont | null>(null);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const wanted = needed && !font && !failed;
    useEffect(() => {
        if (!wanted) return;
        let live = true;
        loadHeadlineFont().then(
            (loaded) => live && setFont(loaded),
            () => live && setFailed(true),
        );
        return () => {
            live = false;
        };
    }, [wanted, attempt]);
    const retry = () => {
        setFailed(false);
        setAttempt((n) => n + 1);
    };
    return { font, failed, retry };
}
