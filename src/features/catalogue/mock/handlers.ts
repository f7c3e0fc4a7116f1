import type { FeatureHandlers } from '../../../mocks/state';
import { productHandlers } from './products';
import { publicCatalogueHandlers } from './publicCatalogue';
import { stampTemplateHandlers } from './stampTemplates';
import { diaryHandlers } from './diaries';
import { diaryActivityHandlers } from './diaryActivities';

/** The mock's answers to the catalogue's calls: products, stamp templates, diaries and their activities. */
export const handlers: FeatureHandlers = [
    // The public product page (no token).
    ...publicCatalogueHandlers,
    ...productHandlers,
    ...stampTemplateHandlers,
    ...diaryHandlers,
    ...diaryActivityHandlers,
];
