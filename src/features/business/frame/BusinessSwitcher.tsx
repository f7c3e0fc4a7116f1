import { useState } from 'react';
import {
    Box,
    Button,
    Divider,
    ListItemAvatar,
    ListItemText,
    MenuItem,
    MenuList,
    Popover,
    Typography,
} from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useSidebarState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { switchBusiness, useSession } from '../../../providers/session';
import { BusinessAvatar } from '../../../kit/BusinessAvatar';

/** The sidebar's 'change business' popover; a failure here is only logged (spec section 4). */
export function BusinessSwitcher() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [sidebarOpen] = useSidebarState();
    const { managed_bizs, current_biz } = useSession();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);

    const choose = (id: string | number) => {
        setAnchor(null);
        if (String(id) === String(current_biz?.biz_id)) return;
        switchBusiness(id).catch((error) => console.error('change-business failed', error));
    };

    return (
        <Box sx={{ px: 1, py: 1 }}>
            <Button
                fullWidth
                variant="outlined"
                size="small"
                startIcon={<SwapHorizIcon />}
                onClick={(event) => setAnchor(event.currentTarget)}
                aria-haspopup="menu"
                sx={{ justifyContent: sidebarOpen ? 'flex-start' : 'center', minWidth: 0 }}
            >
                {sidebarOpen ? translate('xts.business.change') : null}
            </Button>
            <Popover
                open={!!anchor}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
            >
                <Box sx={{ minWidth: 260, py: 1 }}>
                    <Typography variant="subtitle2" sx={{ px: 2, pb: 1 }}>
                        {translate('xts.business.change_title')}
                    </Typography>
                    <MenuList dense aria-label={translate('xts.business.change_title')}>
                        {managed_bizs.length === 0 && (
                            <MenuItem disabled>{translate('xts.business.empty_any')}</MenuItem>
                        )}
                        {managed_bizs.map((biz) => (
                            <MenuItem
                                key={biz.id}
                                selected={String(biz.id) === String(current_biz?.biz_id)}
                                onClick={() => choose(biz.id)}
                            >
                                <ListItemAvatar sx={{ minWidth: 40 }}>
                                    <BusinessAvatar name={biz.name} logo={biz.logo} size={28} />
                                </ListItemAvatar>
                                <ListItemText
                                    primary={biz.name}
                                    secondary={translate(`xts.roles.${biz.role}`)}
                                />
                            </MenuItem>
                        ))}
                        <Divider />
                        <MenuItem
                            onClick={() => {
                                setAnchor(null);
                                navigate('/biz/create');
                            }}
                        >
                            {translate('xts.business.create_new')}
                        </MenuItem>
                    </MenuList>
                </Box>
            </Popover>
        </Box>
    );
}
