/**
 * What an import will really do, before it is sent: the server's field rules (`checkPlotFields`)
 * applied to exactly what will be sent for each feature, a code used twice in the file and a code
 * already used by a plot the page knows about. The server checks again (a code used by a plot the
 * page has not loaded, a location stopped meanwhile) and its answer is shown in words too.
 */
import type { QueryClient } from '@tanstack/react-query';
import { checkPlotFields } from '../../../domain/geo/plotRules';
import type { PlotFileFeature } from '../../../domain/geo/readers';
import type { PlotInput } from '../../../domain/geo/types';
import { importInputs } from './importInputs';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why a feature is not imported: words of xts.plots.import.reasons.*, or a plot field's rule. */
export type ImportReason =
    | { kind: 'no_producer' | 'no_crop' | 'point_area' }
    | { kind: 'code_twice'; code: string; row: number }
    | { kind: 'code_taken'; code: string }
    | { kind: 'field'; field: string; key: string };

export interface ImportPreview {
    /** The features sent, in order (the server's refusals name positions in this list). */
    sent: PlotFileFeature[];
    inputs: Omit<PlotInput, 'locationId'>[];
    /** The features the preview refuses, by their position in the file. */
    refused: Map<number, ImportReason[]>;
    /** The rows each row overlaps within the file, when measured with the preview (fileOverlaps.ts). */
    fileOverlaps?: Map<number, string[]>;
}

const REQUIRED = 'ra.validation.required';

/** A plot input's field errors as the reasons an importing user can act on. */
function fieldReasons(feature: PlotFileFeature, input: Omit<PlotInput, 'locationId'>): ImportReason[] {
    const reasons: ImportReason[] = [];
    for (const [field, key] of Object.entries(checkPlotFields({ ...input }))) {
        if (!key) continue;
        if (field === 'producerName' && key === REQUIRED) reasons.push({ kind: 'no_producer' });
        else if (field === 'crop' && key === REQUIRED) reasons.push({ kind: 'no_crop' });
        // A point's area cannot be measured: only the file can declare it.
        else if (
            field === 'declaredAreaHa' &&
            feature.geometry?.type === 'Point' &&
            feature.fields.declaredAreaHa == null
        )
            reasons.push({ kind: 'point_area' });
        else reasons.push({ kind: 'field', field, key });
    }
    return reasons;
}

/**
 * The features of a file that will be sent, with what is sent for each, and the reasons of those
 * that would be refused. `taken` holds the codes in use (upper-case), as the server compares them.
 */
export function previewImport(
    features: PlotFileFeature[],
    defaults: { crop: string; producerName: string; codePrefix: string },
    taken: ReadonlySet<string> = new Set(),
): ImportPreview {
    const all = importInputs(features, defaults);
    const preview: ImportPreview = { sent: [], inputs: [], refused: new Map() };
    const firstRow = new Map<string, number>();
    features.forEach((feature, at) => {
        const input = all[at];
        const code = String(input.code ?? '')
            .trim()
            .toUpperCase();
        const reasons = fieldReasons(feature, input);
        const first = firstRow.get(code);
        if (code && first !== undefined) reasons.push({ kind: 'code_twice', code, row: first + 1 });
        else if (code && taken.has(code)) reasons.push({ kind: 'code_taken', code });
        if (reasons.length) {
            preview.refused.set(feature.index, reasons);
            return;
        }
        firstRow.set(code, feature.index);
        preview.sent.push(feature);
        preview.inputs.push(input);
    });
    return preview;
}

/** Plot codes of the plot lists the page has loaded already (the location's, the plot list's). */
export function loadedPlotCodes(client: QueryClient): Set<string> {
    const codes = new Set<string>();
    for (const queryKey of [['location-plots'], ['plots']])
        for (const [, data] of client.getQueriesData<{ data?: unknown }>({ queryKey })) {
            const list = data?.data;
            if (!Array.isArray(list)) continue;
            for (const plot of list as { code?: unknown }[])
                if (typeof plot?.code === 'string') codes.add(plot.code.trim().toUpperCase());
        }
    return codes;
}

/** An i18n key where words were expected (a server that answers keys). */
export const RAW_KEY = /^(ra|xts)\.[a-z_.]+$/;

/** A reason of the preview in the user's words. */
export function reasonText(reason: ImportReason, translate: Translate): string {
    if (reason.kind !== 'field') return translate(`xts.plots.import.reasons.${reason.kind}`, { ...reason });
    return translate('xts.plots.import.reasons.field', {
        field: translate(`resources.plots.fields.${reason.field}`, { _: reason.field }),
        message: translate(reason.key, { _: translate('xts.plots.import.reasons.other') }),
    });
}

/** A reason the server gave: its words, or the words of a key if it answered one. */
export function serverReasonText(text: string, translate: Translate): string {
    const trimmed = text.trim();
    return RAW_KEY.test(trimmed)
        ? translate(trimmed, { _: translate('xts.plots.import.reasons.other') })
        : text;
}
