/**
 * Chakra UI v3 styling system for Pauta: the default config plus the brand
 * colours (spec product.md §9: yellow, orange, dark grey) and the spec's
 * breakpoints (300, 640, 768, 1024, 1280, 1536, 1920 px).
 *
 * Breakpoints are in rem like Chakra's own (1rem = 16px), so they follow the
 * user's font-size setting. Mapping to Chakra names:
 *   xs 300px · sm 640px · md 768px · lg 1024px · xl 1280px · 2xl 1536px · 3xl 1920px
 * `sm` moves from Chakra's 480px to the spec's 640px; `xs` and `3xl` are new.
 * The Chakra types only know the default names until `@chakra-ui/cli typegen`
 * is run on this file; until then use `xs`/`3xl` via `hideBelow`/`mdDown`-style
 * props or array syntax.
 *
 * `colorPalette="brand"` works on every recipe: the `brand` palette defines the
 * semantic tokens the recipes read (solid, contrast, fg, muted, subtle,
 * emphasized, focusRing).
 *
 * Bundle size (ARCHITECTURE.md, service worker: first-load JS): the system is Chakra's base config
 * plus its default tokens and styles, but only the recipes of the components
 * Pauta uses (RECIPES, SLOT_RECIPES), as
 * Chakra's bundle-optimisation guide recommends: the full set is ~15 KB gzip
 * more. Using a new multi-part component means adding its recipe here;
 * tests/tooling/theme-recipes.test.ts fails when a component imported anywhere in src lacks one.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  cardSlotRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  badgeRecipe,
  buttonRecipe,
  checkmarkRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  sliderSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's single-part recipes in use, by key (Code, Kbd, Mark, ColorSwatch
 * and SkipNavLink are not: their recipes are left out).
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** Slot recipes of the multi-part components in use, by Chakra's recipe key. */
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  combobox: comboboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  slider: sliderSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's colour palettes no screen uses (no `colorPalette`, no token
 * reference in src). Each palette is ~20 tokens and CSS variables the styling
 * system would build and the browser would resolve on every first load
 * (ARCHITECTURE.md, service worker: Lighthouse on /login). tests/tooling/theme-recipes.test.ts fails
 * when src starts using one.
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'purple', 'pink'] as const;

function withoutPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name)),
  ) as T;
}

/** Chakra's default theme without the slot recipes and colour palettes Pauta does not use. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutPalettes(semanticTokens.colors ?? {}) },
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Brand hex values, also used by index.html's theme-color and the manifest. */
export const BRAND = {
  yellow: '#F5B800',
  orange: '#F07D00',
  darkGrey: '#2B2B2B',
} as const;

const config = defineConfig({
  theme: {
    breakpoints: {
      xs: '18.75rem',
      sm: '40rem',
      md: '48rem',
      lg: '64rem',
      xl: '80rem',
      '2xl': '96rem',
      '3xl': '120rem',
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#FFF9E0' },
          100: { value: '#FFEFB3' },
          200: { value: '#FFE380' },
          300: { value: '#FFD64D' },
          400: { value: '#FFCA26' },
          500: { value: BRAND.yellow },
          600: { value: '#D99F00' },
          700: { value: '#B38300' },
          800: { value: '#8C6600' },
          900: { value: '#664A00' },
          950: { value: '#3D2C00' },
        },
        accent: {
          50: { value: '#FFF2E0' },
          100: { value: '#FFDDB3' },
          200: { value: '#FFC480' },
          300: { value: '#FFAA4D' },
          400: { value: '#FF9526' },
          500: { value: BRAND.orange },
          600: { value: '#CC6A00' },
          700: { value: '#A35500' },
          800: { value: '#7A4000' },
          900: { value: '#522A00' },
          950: { value: '#2E1800' },
        },
        ink: {
          50: { value: '#F5F5F5' },
          100: { value: '#E6E6E6' },
          200: { value: '#CCCCCC' },
          300: { value: '#A6A6A6' },
          400: { value: '#808080' },
          500: { value: '#595959' },
          600: { value: '#444444' },
          700: { value: '#363636' },
          800: { value: BRAND.darkGrey },
          900: { value: '#1F1F1F' },
          950: { value: '#141414' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: '{colors.ink.900}' },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        accent: {
          solid: { value: '{colors.accent.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.accent.700}', _dark: '{colors.accent.300}' } },
          muted: { value: { _light: '{colors.accent.100}', _dark: '{colors.accent.900}' } },
          subtle: { value: { _light: '{colors.accent.50}', _dark: '{colors.accent.950}' } },
          emphasized: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
          focusRing: { value: '{colors.accent.500}' },
        },
        ink: {
          solid: { value: '{colors.ink.800}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.ink.800}', _dark: '{colors.ink.100}' } },
          muted: { value: { _light: '{colors.ink.100}', _dark: '{colors.ink.700}' } },
          subtle: { value: { _light: '{colors.ink.50}', _dark: '{colors.ink.900}' } },
          emphasized: { value: { _light: '{colors.ink.200}', _dark: '{colors.ink.600}' } },
          focusRing: { value: '{colors.ink.800}' },
        },
        // WCAG AA for white text on solid buttons (issue 15: Chakra's green.600 gave 3.29:1); 700 gives 5:1 and more
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        red: { solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.600}' } } },
        // error text at WCAG AA on white and on red.subtle (issue 15: Chakra's red.500 gave 3.76:1)
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
    },
  },
});

/** The app's styling engine, passed to `ChakraProvider value`. */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
