import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useLocale, useTranslate } from 'react-admin';

/**
 * The built-in texts of the MUI components the console uses (close buttons of alerts, autocomplete
 * buttons and messages, pagination, breadcrumbs), in the console's language. Set as theme
 * defaults inside the lazily loaded frame, so the first visit to /login does not download them;
 * react-admin's own components already pass translated texts.
 */
export function MuiTexts({ children }: { children: ReactNode }) {
    const translate = useTranslate();
    const locale = useLocale();
    const extend = useMemo(() => {
        const t = (key: string, options?: object) => translate(`xts.mui.${key}`, options);
        const pageLabel = (type: string, page: number | null) =>
            type === 'page' ? t('page', { page }) : t(type);
        const texts = {
            MuiAlert: { defaultProps: { closeText: t('close') } },
            MuiAutocomplete: {
                defaultProps: {
                    noOptionsText: t('no_options'),
                    loadingText: t('loading'),
                    openText: t('open'),
                    closeText: t('close'),
                    clearText: t('clear'),
                },
            },
            MuiBreadcrumbs: { defaultProps: { expandText: t('show_path') } },
            MuiTablePagination: {
                defaultProps: {
                    labelRowsPerPage: t('rows_per_page'),
                    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
                        count === -1
                            ? t('displayed_rows_unknown', { from, to })
                            : t('displayed_rows', { from, to, count }),
                    getItemAriaLabel: (type: string) => t(type),
                },
            },
            MuiPagination: {
                defaultProps: {
                    'aria-label': t('pagination'),
                    getItemAriaLabel: (type: string, page: number | null) => pageLabel(type, page),
                },
            },
        };
        return (outer: Theme): Theme => ({
            ...outer,
            components: Object.fromEntries(
                [...new Set([...Object.keys(outer.components ?? {}), ...Object.keys(texts)])].map((name) => {
                    const own =
                        (outer.components as Record<string, { defaultProps?: object }> | undefined)?.[name] ??
                        {};
                    const added = (texts as Record<string, { defaultProps: object }>)[name];
                    return [
                        name,
                        added
                            ? { ...own, defaultProps: { ...own.defaultProps, ...added.defaultProps } }
                            : own,
                    ];
                }),
            ) as Theme['components'],
        });
        // The texts follow the language.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [translate, locale]);
    return <ThemeProvider theme={extend}>{children}</ThemeProvider>;
}
