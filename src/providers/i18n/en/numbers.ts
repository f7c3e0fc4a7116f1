/** Number and date fields: what a refused number is told, and the value that will be saved. */
export default {
    xts: {
        numbers: {
            will_save: '= %{value}',
            will_save_unit: '= %{value} %{unit}',
            errors: {
                malformed: 'Not a number. Write it like %{example}',
                grouping:
                    'Commas only separate thousands, exactly 3 digits per group. Write it like %{example}',
                grouping_decimal:
                    'Commas only separate thousands (exactly 3 digits per group); decimals go after a dot. Write it like %{example}',
                not_integer: 'Enter a whole number, without decimals. Write it like %{example}',
                decimals: 'At most %{decimals} digits after the dot. Write it like %{example}',
                too_small: 'The smallest allowed is %{min}',
                too_big: 'The largest allowed is %{max}',
                too_big_any: 'The number is too large',
            },
            units: {
                stamps: 'stamps',
                days: 'days',
            },
        },
        dates: {
            placeholder: 'dd/mm/yyyy',
            errors: {
                malformed: 'Write the date as dd/mm/yyyy, for example 26/11/2026',
                no_such_day: 'There is no such day in the calendar',
            },
        },
    },
};
