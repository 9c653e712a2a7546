// Every screen is its own chunk, loaded when its route is first shown (the layouts show a loader meanwhile).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

// P carries a screen's props (such as the selection screens' `flow`) through to the lazy component.
function screen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }))
}

export const ProjectsScreen = screen(() => import('./projects/ProjectsScreen.tsx'), 'ProjectsScreen')
export const SystemsScreen = screen(() => import('./systems/SystemsScreen.tsx'), 'SystemsScreen')
export const SilencerClassesScreen = screen(
  () => import('./silencer-classes/SilencerClassesScreen.tsx'),
  'SilencerClassesScreen',
)
export const RectSilencerScreen = screen(
  () => import('./rect-silencer/RectSilencerScreen.tsx'),
  'RectSilencerScreen',
)
export const RegularSilencersScreen = screen(
  () => import('./regular-silencers/RegularSilencersScreen.tsx'),
  'RegularSilencersScreen',
)
export const SilencerGeometryScreen = screen(
  () => import('./silencer-geometry/SilencerGeometryScreen.tsx'),
  'SilencerGeometryScreen',
)
export const RectWizardSlot = screen(
  () => import('../features/rect-wizard/RectWizardSlot.tsx'),
  'RectWizardSlot',
)
export const ProductsListScreen = screen(
  () => import('./products-list/ProductsListScreen.tsx'),
  'ProductsListScreen',
)
export const ProjectOverviewScreen = screen(
  () => import('./project-overview/ProjectOverviewScreen.tsx'),
  'ProjectOverviewScreen',
)
export const ExportSystemsScreen = screen(
  () => import('./export-systems/ExportSystemsScreen.tsx'),
  'ExportSystemsScreen',
)
export const SignInScreen = screen(() => import('./sign-in/SignInScreen.tsx'), 'SignInScreen')
export const SignUpScreen = screen(() => import('./sign-up/SignUpScreen.tsx'), 'SignUpScreen')
export const PasswordResetScreen = screen(
  () => import('./password-reset/PasswordResetScreen.tsx'),
  'PasswordResetScreen',
)
export const NewPasswordScreen = screen(
  () => import('./new-password/NewPasswordScreen.tsx'),
  'NewPasswordScreen',
)
export const AuthorizeScreen = screen(() => import('./authorize/AuthorizeScreen.tsx'), 'AuthorizeScreen')
export const PrintSystemScreen = screen(
  () => import('./print-system/PrintSystemScreen.tsx'),
  'PrintSystemScreen',
)
export const PrintProjectScreen = screen(
  () => import('./print-project/PrintProjectScreen.tsx'),
  'PrintProjectScreen',
)
export const PrintMaterialsScreen = screen(
  () => import('./print-materials/PrintMaterialsScreen.tsx'),
  'PrintMaterialsScreen',
)
export const PrintProductScreen = screen(
  () => import('./print-product/PrintProductScreen.tsx'),
  'PrintProductScreen',
)
export const RoomScreen = screen(() => import('./room/RoomScreen.tsx'), 'RoomScreen')
export const PrintRoomsScreen = screen(() => import('./print-rooms/PrintRoomsScreen.tsx'), 'PrintRoomsScreen')
