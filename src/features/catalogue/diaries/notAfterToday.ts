import { type Validator } from 'react-admin';
import { isAfterVietnamToday } from '../../../domain/dates';

export const notAfterToday: Validator = (value) =>
    isAfterVietnamToday(value) ? 'xts.catalogue.validation.future_date' : undefined;
