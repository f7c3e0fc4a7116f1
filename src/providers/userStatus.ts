/** User statuses; 0 means the profile has not been created yet. */
export const UserStatus = { noProfile: 0, active: 1, locked: 2, leaved: 3 } as const;
