// Every screen is its own chunk, loaded when its route is first shown (the layouts show a loader meanwhile).
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'

// P carries a screen's props (such as the selection screens' `flow`) through to the lazy component.
function screen<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }))
}

export const ProjectsScreen = screen(
  () => import('./features/workspace/projects-screen/ProjectsScreen.tsx'),
  'ProjectsScreen',
)
export const SystemsScreen = screen(
  () => import('./features/workspace/systems-screen/SystemsScreen.tsx'),
  'SystemsScreen',
)
export const SilencerClassesScreen = screen(
  () => import('./features/selection/silencer-classes-screen/SilencerClassesScreen.tsx'),
  'SilencerClassesScreen',
)
export const RectSilencerScreen = screen(
  () => import('./features/rect-wizard/rect-silencer-screen/RectSilencerScreen.tsx'),
  'RectSilencerScreen',
)
export const RegularSilencersScreen = screen(
  () => import('./features/selection/regular-silencers-screen/RegularSilencersScreen.tsx'),
  'RegularSilencersScreen',
)
export const SilencerGeometryScreen = screen(
  () => import('./features/selection/silencer-geometry-screen/SilencerGeometryScreen.tsx'),
  'SilencerGeometryScreen',
)
// The products list with the rectangular configurator as its modal: two features, loaded together so that
// the list never shows before the configurator can open over it.
export const ProductsListScreen = lazy(async () => {
  const [list, wizard] = await Promise.all([
    import('./features/selection/products-list-screen/ProductsListScreen.tsx'),
    import('./features/rect-wizard/RectWizardSlot.tsx'),
  ])
  const rectWizard = createElement(wizard.RectWizardSlot)
  return { default: () => createElement(list.ProductsListScreen, { rectWizard }) }
})
export const ProjectOverviewScreen = screen(
  () => import('./features/workspace/project-overview/ProjectOverviewScreen.tsx'),
  'ProjectOverviewScreen',
)
export const ExportSystemsScreen = screen(
  () => import('./features/integrations/webshop/export-systems/ExportSystemsScreen.tsx'),
  'ExportSystemsScreen',
)
export const SignInScreen = screen(() => import('./features/auth/sign-in/SignInScreen.tsx'), 'SignInScreen')
export const SignUpScreen = screen(() => import('./features/auth/sign-up/SignUpScreen.tsx'), 'SignUpScreen')
export const PasswordResetScreen = screen(
  () => import('./features/auth/password-reset/PasswordResetScreen.tsx'),
  'PasswordResetScreen',
)
export const NewPasswordScreen = screen(
  () => import('./features/auth/new-password/NewPasswordScreen.tsx'),
  'NewPasswordScreen',
)
export const AuthorizeScreen = screen(
  () => import('./features/auth/authorize/AuthorizeScreen.tsx'),
  'AuthorizeScreen',
)
export const PrintSystemScreen = screen(
  () => import('./features/reports/print-system/PrintSystemScreen.tsx'),
  'PrintSystemScreen',
)
export const PrintProjectScreen = screen(
  () => import('./features/reports/print-project/PrintProjectScreen.tsx'),
  'PrintProjectScreen',
)
export const PrintMaterialsScreen = screen(
  () => import('./features/reports/print-materials/PrintMaterialsScreen.tsx'),
  'PrintMaterialsScreen',
)
export const PrintProductScreen = screen(
  () => import('./features/reports/print-product/PrintProductScreen.tsx'),
  'PrintProductScreen',
)
export const RoomScreen = screen(
  () => import('./features/workspace/room-screen/RoomScreen.tsx'),
  'RoomScreen',
)
export const PrintRoomsScreen = screen(
  () => import('./features/reports/print-rooms/PrintRoomsScreen.tsx'),
  'PrintRoomsScreen',
)
export const PrintRoomScreen = screen(
  () => import('./features/reports/print-room/PrintRoomScreen.tsx'),
  'PrintRoomScreen',
)

// The CAD plugin's and the webshop's flows open pages of their own: lazy like the screens, so that the main
// app's first load carries none of their code (nor the silencer model their selection needs).
export const ModellingRectSilencer = screen<object, 'ModellingRectSilencer'>(
  () => import('./flows/modelling/ModellingScreens.tsx'),
  'ModellingRectSilencer',
)
export const ModellingRegularSilencers = screen<object, 'ModellingRegularSilencers'>(
  () => import('./flows/modelling/ModellingScreens.tsx'),
  'ModellingRegularSilencers',
)
export const ProductExportScreen = screen(
  () => import('./flows/product-export/ProductExportScreen.tsx'),
  'ProductExportScreen',
)
export const ProductExportStart = screen(
  () => import('./flows/product-export/ProductExportStart.tsx'),
  'ProductExportStart',
)
export const ExportRectSilencer = screen<object, 'ExportRectSilencer'>(
  () => import('./flows/product-export/ExportScreens.tsx'),
  'ExportRectSilencer',
)
export const ExportRegularSilencers = screen<object, 'ExportRegularSilencers'>(
  () => import('./flows/product-export/ExportScreens.tsx'),
  'ExportRegularSilencers',
)
