import { Role } from '../../../providers/access';

export const roleChoices = [Role.owner, Role.user, Role.observer].map((id) => ({
    id,
    name: `xts.roles.${id}`,
}));
