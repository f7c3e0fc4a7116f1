import { choicesOf } from '../../../kit/choices';
import { CERTIFICATIONS, PRODUCT_CATEGORIES } from '../../../domain/products';

export const categoryChoices = choicesOf('products', 'categories', PRODUCT_CATEGORIES);

export const certificationChoices = choicesOf('products', 'certifications', CERTIFICATIONS);
