// Written by `npm run features` from the list in src/features/index.ts: do not edit.

/** Every feature's words by language, fetched with the feature's pages (routes/kit.ts): a page downloads its own feature's words, not every feature's. */
export const wordLoaders = {
    account: { vi: () => import('../account/vi'), en: () => import('../account/en') },
    business: { vi: () => import('../business/vi'), en: () => import('../business/en') },
    oauth: { vi: () => import('../oauth/vi'), en: () => import('../oauth/en') },
    network: { vi: () => import('../network/vi'), en: () => import('../network/en') },
    land: { vi: () => import('../land/vi'), en: () => import('../land/en') },
    producers: { vi: () => import('../producers/vi'), en: () => import('../producers/en') },
    catalogue: { vi: () => import('../catalogue/vi'), en: () => import('../catalogue/en') },
    stamps: { vi: () => import('../stamps/vi'), en: () => import('../stamps/en') },
    team: { vi: () => import('../team/vi'), en: () => import('../team/en') },
    scans: { vi: () => import('../scans/vi'), en: () => import('../scans/en') },
    lots: { vi: () => import('../lots/vi'), en: () => import('../lots/en') },
    statements: { vi: () => import('../statements/vi'), en: () => import('../statements/en') },
    trace: { vi: () => import('../trace/vi'), en: () => import('../trace/en') },
    dashboard: { vi: () => import('../dashboard/vi'), en: () => import('../dashboard/en') },
    offline: { vi: () => import('../offline/vi'), en: () => import('../offline/en') },
    qa: { vi: () => import('../qa/vi'), en: () => import('../qa/en') },
} as const;
