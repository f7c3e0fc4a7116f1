/** What the stamp template screens share: choices, the preview's fields and answer, the saved hook. */
import type { RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useOptionSourceSaved } from '../../../kit/savedOption';
import { choicesOf } from '../../../kit/choices';
import { QR_CONTENTS, STAMP_KINDS, STAMP_SHAPES, TEMPLATE_DEFAULTS } from '../../../domain/stampTemplates';

export const kindChoices = choicesOf('stamp-templates', 'kinds', STAMP_KINDS);
export const shapeChoices = choicesOf('stamp-templates', 'shapes', STAMP_SHAPES);
export const qrChoices = choicesOf('stamp-templates', 'qr_contents', QR_CONTENTS);

/** The fields a preview is drawn from (everything but name, note and status). */
export const LAYOUT_KEYS = [...Object.keys(TEMPLATE_DEFAULTS)] as (keyof typeof TEMPLATE_DEFAULTS)[];

export interface StampPreview {
    image: string;
    format: string;
    widthMm: number;
    heightMm: number;
    content: string;
    serial: string;
    printable: boolean;
}

export const sizeText = (r: RaRecord, translate: (k: string, o?: any) => string) =>
    translate('xts.catalogue.templates.mm', {
        width: String(r.widthMm).replace('.', ','),
        height: String(r.heightMm).replace('.', ','),
    });

/** A saved template: its previews are drawn again (the option cache and the detail page as for any option source). */
export function useSaved(verb: 'created' | 'updated') {
    const queryClient = useQueryClient();
    return useOptionSourceSaved('stampTemplates', verb, () => {
        queryClient.invalidateQueries({ queryKey: ['stamp-templates', 'preview'] });
    });
}
