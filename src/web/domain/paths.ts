// Absolute paths of the screens that code navigates to (the route table lives in routes.tsx).
export const paths = {
  home: '/',
  main: '/app',
  projects: '/app/projects',
  systems: '/app/systems',
  silencers: '/app/silencers',
  productsList: '/app/products-list',
  /** The round silencer list of the main application (docs/product-rules.md, "Route table"). */
  regularSilencers: '/app/regular-silencers',
  /** A silencer of the user's own geometry (docs/selection.md), linked from the products list. */
  silencerGeometry: '/app/silencer-geometry',
  projectOverview: '/app/project-overview',
  signIn: '/app/sign-in',
  signUp: '/app/sign-up',
  passwordReset: '/app/password-reset',
  /** Opened by the link of a password reset e-mail (the token rides in the fragment). */
  newPassword: '/app/password-reset/new',
  exportSystems: '/app/systems/export',
  modelling: '/modelling',
  /** A room of the active project (docs/acoustics.md section 11a). */
  room: (roomId: string) => `/app/rooms/${encodeURIComponent(roomId)}`,
} as const
