import { Role } from '../../../providers/access';

export const ROLES = [Role.owner, Role.user, Role.observer];

export const roleChoices = ROLES.map((id) => ({ id, name: `xts.roles.${id}` }));
