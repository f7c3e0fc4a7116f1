import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/** The language switch (Vietnamese default, English second), with an accessible name. */
export function LocaleSwitcher() {
    const translate = useTranslate();
    const locales = useLocales();
    const [locale, setLocale] = useLocaleState();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    if (locales.length < 2) return null;
    const current = locales.find((l) => l.locale === locale) ?? locales[0];
    return (
        <>
            <Button
                color="inherit"
                startIcon={<TranslateIcon />}
                endIcon={<ExpandMoreIcon />}
                aria-label={translate('xts.app.language')}
                aria-haspopup="menu"
                onClick={(event) => setAnchor(event.currentTarget)}
                sx={{ '& .label': { display: { xs: 'none', sm: 'inline' } } }}
            >
                <span className="label" lang={current.locale}>
                    {current.name}
                </span>
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {locales.map((l) => (
                    <MenuItem
                        key={l.locale}
                        lang={l.locale}
                        selected={l.locale === locale}
                        onClick={() => {
                            setAnchor(null);
                            setLocale(l.locale);
                        }}
                    >
                        {l.name}
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
}
