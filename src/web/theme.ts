// A calm, technical look: a deep duct-blue primary, neutral greys, system fonts, tight radii.
import { createTheme, type MantineColorsTuple } from '@mantine/core'

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
    Button: { defaultProps: { radius: 'sm' } },
    Container: { defaultProps: { size: 'lg' } },
  },
})
