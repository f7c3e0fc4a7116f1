import { Box, Link as MuiLink } from '@mui/material';
import { useOpenableImage } from '../../custom/common/openLinks';

/** A photo that opens full size in a new tab (an uploaded photo is a data URL, which a tab cannot open). */
export function PhotoLink({ src, alt }: { src: string; alt: string }) {
    const href = useOpenableImage(src);
    return (
        <MuiLink href={href} target="_blank" rel="noopener">
            <Box
                component="img"
                src={src}
                alt={alt}
                sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
            />
        </MuiLink>
    );
}
