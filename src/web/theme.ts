// A calm, technical look: a deep duct-blue primary, neutral greys, system fonts, tight radii.
import { Badge, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'
import classes from './theme.module.css'

const ductBlue: MantineColorsTuple = [
  '#e8f3fb',
  '#d3e4f2',
  '#a6c7e3',
  '#76a8d4',
  '#4f8ec7',
  '#377ec0',
  '#2a76be',
  '#1d64a8',
  '#125997',
  '#004c86',
]

export const theme = createTheme({
  primaryColor: 'ductBlue',
  primaryShade: { light: 8, dark: 5 },
  colors: { ductBlue },
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '600',
  },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    Badge: Badge.extend({ classNames: { root: classes.badge, label: classes.badgeLabel } }),
    Button: { defaultProps: { radius: 'sm' } },
    Container: { defaultProps: { size: 'lg' } },
    // A menu opens on its first item, as the WAI-ARIA menu button pattern has it, so Enter then Enter takes
    // it; Mantine's default put the focus on an empty placeholder first, and an arrow key was needed to
    // reach any item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // In a searchable select, what is typed marks the first option that matches, so Enter takes it: "315"
    // and Enter chooses 315. Without this Enter did nothing and the typed text stayed in the field, looking
    // like a chosen filter that was not applied. Plain objects, so the theme does not pull the selects into
    // the first load.
    MultiSelect: { defaultProps: { selectFirstOptionOnChange: true } },
    Select: { defaultProps: { selectFirstOptionOnChange: true } },
  },
})

/**
 * Mantine's dimmed text (gray.6, #868e96) reaches only 3.3:1 on white and 3.15:1 on gray.0, below the 4.5:1
 * that WCAG 2.1 AA asks of normal text; descriptions, captions and status lines all use it. This grey keeps
 * the quieter look at 5.8:1 on gray.0 and at least 4.5:1 on the light primary tints of selected cards.
 * Field errors likewise: Mantine's red.6 (#fa5252) is 3.3:1 on white; red.9 (#c92a2a) is 5.9:1 on white and
 * 5.6:1 on gray.0, and still reads as an error.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  // The sticky header's height, which the notices keep clear of (they open below it).
  variables: { '--app-header-height': '60px' },
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': '#c92a2a' },
  dark: {},
})
