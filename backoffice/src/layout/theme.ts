import type { Theme } from '@mui/material';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

// react-admin's light theme in the storefront's brand colours (storefront/src/index.css: --color-brand #9e3039,
// --color-brand-dark #7d2430, --color-ink #1c1f24), which also reach WCAG AA contrast (4.5:1 for text) where
// react-admin's own do not:
// - the app bar is white on the secondary colour: react-admin's #2196f3 gives 3.1:1, the brand colour 7.6:1;
// - MuiFilledInput draws a focused field's label in the primary colour on #f0f0f0: MUI's #1976d2 gives 4.0:1, the
//   brand colour 6.7:1, and an invalid field's label in the error colour: MUI's #d32f2f gives 4.4:1, red 800 4.9:1;
// - the form toolbar (Save, Delete) is grey 300, on which the red Delete gives 3.8:1; on grey 100 red 800 gives 5.2:1;
// - and the two below.
const BRAND = '#9e3039';
const BRAND_DARK = '#7d2430';
const BRAND_LIGHT = '#c25a62';
const INK = '#1c1f24';
const RED_800 = '#c62828';
const GREY_100 = '#f5f5f5';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: BRAND_LIGHT, main: BRAND, dark: BRAND_DARK, contrastText: '#fff' },
    secondary: { light: BRAND_LIGHT, main: BRAND, dark: BRAND_DARK, contrastText: '#fff' },
    error: { main: RED_800 },
    text: { ...defaultLightTheme.palette?.text, primary: INK },
  },
  components: {
    ...defaultLightTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: GREY_100 } } },
    // The skip link ("Skip to content"), shown when a keyboard user first presses Tab, is white on the page's own
    // near-white background (1.0:1): a contained button in the primary colour instead.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.palette.primary.main, '&:hover': { backgroundColor: theme.palette.primary.dark } }),
      },
    },
    // "No orders yet." is drawn in the disabled text colour (2.5:1), though it is all the page says.
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }),
      },
    },
  },
};
