import { Avatar } from '@mui/material';

/** A business logo, or its first letter when it has none. */
export function BusinessAvatar({
    name,
    logo,
    size = 32,
}: {
    name: string;
    logo?: string | null;
    size?: number;
}) {
    return (
        <Avatar
            src={logo ?? undefined}
            alt=""
            variant="rounded"
            sx={{ width: size, height: size, fontSize: size / 2 }}
        >
            {name.trim().charAt(0).toUpperCase() || 'X'}
        </Avatar>
    );
}
