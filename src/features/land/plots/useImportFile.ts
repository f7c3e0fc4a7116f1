import { useDeferredValue, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { PlotFileReport, ReadProgress } from '../../../domain/geo/readers';
import { formatNumber } from '../../../kit/format';
import { loadedPlotCodes, type ImportPreview } from './importPreview';
import { openImportSession, ReadCancelled, type ImportSession } from './plotFileRead';

/** A size in bytes as "20 MB". */
export const megabytes = (bytes: number) => `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;

/** The figures a refusal's words name, formatted. */
function refusalParams(params: Record<string, number>, plotMax: number) {
    const shown: Record<string, string> = { plotMax: formatNumber(plotMax) };
    for (const [name, value] of Object.entries(params))
        shown[name] =
            name === 'size' || (name === 'max' && value >= 1024 * 1024)
                ? megabytes(value)
                : formatNumber(value);
    return shown;
}

/** How far the preview of a file has gone: rows measured for overlaps within the file. */
export interface PreviewProgress {
    done: number;
    total: number;
}

/**
 * A file of the import dialog: read, fixed and previewed where the file is held (plotFileRead.ts),
 * the preview made again when the crop or the producer typed changes. Only one file at a time:
 * choosing another, or closing the dialog, stops the work of the previous one.
 */
export function useImportFile(crop: string, producer: string, plotMax: number) {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const [fileName, setFileName] = useState('');
    const [report, setReport] = useState<PlotFileReport | null>(null);
    const [reading, setReading] = useState(false);
    const [progress, setProgress] = useState<ReadProgress | null>(null);
    const [notice, setNotice] = useState<string | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    const [preview, setPreview] = useState<ImportPreview | null>(null);
    const [previewing, setPreviewing] = useState<PreviewProgress | null>(null);
    const session = useRef<ImportSession | null>(null);
    // Closing the dialog stops the work under way.
    useEffect(() => () => session.current?.cancel(), []);
    // Typing a name does not hold up the page: the preview follows a moment later.
    const cropName = useDeferredValue(crop.trim());
    const producerName = useDeferredValue(producer.trim());

    useEffect(() => {
        const current = session.current;
        if (!report || !current) return;
        let live = true;
        const codePrefix = fileName.replace(/\.[^.]+$/, '') || 'T';
        setPreviewing({ done: 0, total: report.features.length });
        current
            .preview(
                { crop: cropName, producerName, codePrefix },
                loadedPlotCodes(queryClient),
                (done, total) => {
                    if (live) setPreviewing({ done, total });
                },
            )
            .then(
                (made) => live && setPreview(made),
                (error) =>
                    live &&
                    !(error instanceof ReadCancelled) &&
                    setProblem(translate('xts.plots.import.file_unreadable')),
            )
            .finally(() => live && setPreviewing(null));
        return () => {
            live = false;
        };
    }, [report, cropName, producerName, fileName, queryClient, translate]);

    const read = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        session.current?.cancel();
        const current = openImportSession();
        session.current = current;
        setReading(true);
        setProgress(null);
        setProblem(null);
        setNotice(null);
        setReport(null);
        setPreview(null);
        setFileName(file.name);
        try {
            const read = await current.read(file, (p) => session.current === current && setProgress(p));
            if (session.current === current) setReport(read);
        } catch (error) {
            if (session.current !== current) return;
            session.current = null;
            // A refused or cancelled file keeps no worker.
            current.cancel();
            if (error instanceof ReadCancelled) setNotice(translate('xts.plots.import.cancelled'));
            else {
                const { code, params } = error as { code?: string; params?: Record<string, number> };
                setProblem(
                    translate(`xts.plots.import.file_${code ?? 'unreadable'}`, {
                        ...refusalParams(params ?? {}, plotMax),
                        _: translate('xts.plots.import.file_unreadable'),
                    }),
                );
            }
        } finally {
            if (session.current === current || session.current === null) {
                setReading(false);
                setProgress(null);
            }
        }
    };

    const fix = async () => {
        const current = session.current;
        if (!current || !report) return;
        const fixed = await current.fix();
        if (session.current === current) setReport(fixed);
    };

    return {
        fileName,
        report,
        reading,
        progress,
        notice,
        problem,
        preview,
        previewing,
        read,
        cancelRead: () => session.current?.cancel(),
        fix,
    };
}
