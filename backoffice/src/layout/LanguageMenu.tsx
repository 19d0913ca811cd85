import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { locales } from '../i18n';

/**
 * The interface language, named in its own language. Unlike react-admin's LocalesMenuButton it has an accessible
 * name ("Language: Latviešu") and marks the current choice; react-admin's store remembers it.
 */
export function LanguageMenu() {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((entry) => entry.locale === locale) ?? locales[0];
  const choose = (next: string) => {
    setAnchor(null);
    setLocale(next);
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={`${translate('bte.nav.language')}: ${current.name}`}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <span lang={current.locale}>{current.name}</span>
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((entry) => (
          <MenuItem key={entry.locale} lang={entry.locale} selected={entry.locale === locale} onClick={() => choose(entry.locale)}>
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
