// Absolute paths of the screens that code navigates to (the route table lives in routes.tsx).
export const paths = {
  home: '/',
  main: '/app',
  projects: '/app/projects',
  systems: '/app/systems',
  silencers: '/app/silencers',
  productsList: '/app/products-list',
  projectOverview: '/app/project-overview',
  signIn: '/app/sign-in',
  signUp: '/app/sign-up',
  passwordReset: '/app/password-reset',
  exportSystems: '/app/systems/export',
  modelling: '/modelling',
} as const
