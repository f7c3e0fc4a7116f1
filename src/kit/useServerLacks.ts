import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { CallName } from '../providers/callTypes';
import { serverLacksCall } from '../providers/serverLacks';

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
    plotOverlaps: 'xts.overlaps.unsupported',
    plotSharedLandMark: 'xts.overlaps.unsupported',
    plotSharedLandUnmark: 'xts.overlaps.unsupported',
    cropYieldTable: 'xts.yields.unsupported',
    cropYieldUpdate: 'xts.yields.unsupported',
    plotYield: 'xts.yields.unsupported',
    statementList: 'xts.statements.unsupported',
    statementDetail: 'xts.statements.unsupported',
    statementCreate: 'xts.statements.unsupported',
    statementUpdate: 'xts.statements.unsupported',
    statementSubmit: 'xts.statements.unsupported',
    statementAmend: 'xts.statements.unsupported',
    statementWithdraw: 'xts.statements.unsupported',
    statementRecord: 'xts.statements.unsupported',
    statementRetrieve: 'xts.statements.unsupported',
    statementVerify: 'xts.statements.unsupported',
    statementDiff: 'xts.statements.unsupported',
    statementFile: 'xts.statements.unsupported',
    producerExport: 'xts.rights.unsupported',
    producerErase: 'xts.rights.unsupported',
    producerRetained: 'xts.rights.unsupported',
    producerWholeExport: 'xts.rights.unsupported',
    producerAccessLog: 'xts.rights.unsupported',
    producerList: 'xts.producers.unsupported',
    producerDetail: 'xts.producers.unsupported',
    producerCreate: 'xts.producers.unsupported',
    producerUpdate: 'xts.producers.unsupported',
    producerMatch: 'xts.producers.unsupported',
    producerMerge: 'xts.producers.unsupported',
    consentList: 'xts.producers.unsupported',
    consentCreate: 'xts.producers.unsupported',
    consentWithdraw: 'xts.producers.unsupported',
    transferRecord: 'xts.producers.unsupported',
    transferList: 'xts.producers.unsupported',
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
