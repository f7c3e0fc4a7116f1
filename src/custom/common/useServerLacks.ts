import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { CallName } from '../../providers/endpoints';
import { serverLacksCall } from '../../providers/serverLacks';

/** What each screen built on a call beyond the spec's list says when the server lacks that call. */
export const LACKING_MESSAGES: Partial<Record<CallName, string>> = {
    lotList: 'xts.lots.unsupported',
    lotDetail: 'xts.lots.unsupported',
    lotRecall: 'xts.lots.unsupported',
    lotHistory: 'xts.lots.epcis.unsupported',
    scanRules: 'xts.scans.settings.not_provided',
    scanRulesUpdate: 'xts.scans.settings.not_provided',
    suspiciousStampList: 'xts.server_lacks.suspicious',
    plotList: 'xts.plots.unsupported',
    plotDetail: 'xts.plots.unsupported',
    plotCreate: 'xts.plots.unsupported',
    plotUpdate: 'xts.plots.unsupported',
    plotImport: 'xts.plots.unsupported',
    lotOrigin: 'xts.origin.unsupported',
    lotOriginUpdate: 'xts.origin.unsupported',
    lotDdsUpdate: 'xts.origin.unsupported',
};

/** The sentence for an error that says the server lacks a call, or undefined for any other error. */
export function useServerLacks() {
    const translate = useTranslate();
    return useCallback(
        (error: unknown): string | undefined => {
            const name = serverLacksCall(error);
            return name ? translate(LACKING_MESSAGES[name] ?? 'xts.lots.unsupported') : undefined;
        },
        [translate],
    );
}
