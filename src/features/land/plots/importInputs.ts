import type { PlotFileFeature } from '../../../domain/geo/readers';
import type { PlotInput } from '../../../domain/geo/types';

/**
 * The plots an import sends: each feature that passed the rules, with the fields found in its
 * properties; what a file lacks comes from the dialog (the crop, the producer: a GPX never names
 * one) or the feature itself (its name as the code, its computed area as the declared one; a point
 * has none). `previewImport` checks these with the server's rules before they are sent.
 */
export function importInputs(
    features: PlotFileFeature[],
    defaults: { crop: string; producerName?: string; codePrefix: string },
): Omit<PlotInput, 'locationId'>[] {
    return features.map((feature) => ({
        code: feature.fields.code || feature.name?.trim() || `${defaults.codePrefix}-${feature.index + 1}`,
        producerName: feature.fields.producerName || defaults.producerName || '',
        // The household's ID number and phone only with its own name: they match it in the register.
        ...(feature.fields.producerName && feature.fields.producerIdNumber
            ? { producerIdNumber: feature.fields.producerIdNumber }
            : {}),
        ...(feature.fields.producerName && feature.fields.producerPhone
            ? { producerPhone: feature.fields.producerPhone }
            : {}),
        crop: feature.fields.crop || defaults.crop,
        plantingYear: feature.fields.plantingYear ?? null,
        declaredAreaHa: feature.fields.declaredAreaHa ?? feature.check.areaHa ?? 0,
        geometry: feature.geometry!,
    }));
}
