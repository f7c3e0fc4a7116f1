/** Choices whose labels are i18n keys `resources.<resource>.<group>.<value>` (react-admin translates them). */
export const choicesOf = (resource: string, group: string, values: readonly string[]) =>
    values.map((id) => ({ id, name: `resources.${resource}.${group}.${id}` }));

export const statusChoices = (values: readonly string[] = ['active', 'inactive']) =>
    values.map((id) => ({ id, name: `xts.status.${id}` }));
