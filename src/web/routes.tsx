// The route table (docs/product-rules.md, "Route table").
import { Suspense } from 'react'
import { Navigate, Outlet, type RouteObject } from 'react-router'
import { PageLoader } from './ui/PageLoader.tsx'
import { RouteError } from './ui/RouteError.tsx'
import { ScrollToTop } from './ui/ScrollToTop.tsx'
import { MainLayout } from './layout/MainLayout.tsx'
import { paths } from './domain/paths.ts'
import { ModellingLayout } from './layout/ModellingLayout.tsx'
import { ModellingStart } from './flows/modelling/ModellingStart.tsx'
import * as Screen from './lazy-screens.ts'

/** Class selection, the rectangular configurator and the round silencer list, shared by two flows. */
const selectionScreens = (flow: 'modelling' | 'export'): RouteObject[] => [
  { path: 'silencer-classes', element: <Screen.SilencerClassesScreen flow={flow} /> },
  {
    path: 'rect-silencer',
    element: flow === 'modelling' ? <Screen.ModellingRectSilencer /> : <Screen.ExportRectSilencer />,
  },
  {
    path: 'regular-silencers',
    element: flow === 'modelling' ? <Screen.ModellingRegularSilencers /> : <Screen.ExportRegularSilencers />,
  },
]

export const routes: RouteObject[] = [
  {
    // Pages without a layout (authorize, print pages) still need a loader while their chunk loads.
    element: (
      <Suspense fallback={<PageLoader fullHeight />}>
        <ScrollToTop />
        <Outlet />
      </Suspense>
    ),
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to={paths.main} replace /> },
      {
        path: '/app',
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to={paths.projects} replace /> },
          { path: 'projects', element: <Screen.ProjectsScreen /> },
          { path: 'systems', element: <Screen.SystemsScreen /> },
          { path: 'systems/export', element: <Screen.ExportSystemsScreen /> },
          { path: 'silencers', element: <Screen.SilencerClassesScreen /> },
          {
            path: 'products-list',
            element: <Screen.ProductsListScreen />,
          },
          { path: 'regular-silencers', element: <Screen.RegularSilencersScreen flow="main" /> },
          { path: 'silencer-geometry', element: <Screen.SilencerGeometryScreen /> },
          { path: 'project-overview', element: <Screen.ProjectOverviewScreen /> },
          { path: 'rooms/:roomId', element: <Screen.RoomScreen /> },
          { path: 'sign-in', element: <Screen.SignInScreen /> },
          { path: 'sign-up', element: <Screen.SignUpScreen /> },
          { path: 'password-reset', element: <Screen.PasswordResetScreen /> },
          { path: 'password-reset/new', element: <Screen.NewPasswordScreen /> },
        ],
      },
      { path: '/authorize/:loginIdentifier', element: <Screen.AuthorizeScreen /> },
      {
        path: '/modelling',
        element: <ModellingLayout />,
        children: [{ index: true, element: <ModellingStart /> }, ...selectionScreens('modelling')],
      },
      {
        path: '/product-export/:resourceId',
        element: <Screen.ProductExportScreen />,
        children: [{ index: true, element: <Screen.ProductExportStart /> }, ...selectionScreens('export')],
      },
      { path: '/printing/system', element: <Screen.PrintSystemScreen /> },
      { path: '/printing/project', element: <Screen.PrintProjectScreen /> },
      { path: '/printing/materials', element: <Screen.PrintMaterialsScreen /> },
      { path: '/printing/product', element: <Screen.PrintProductScreen /> },
      { path: '/printing/rooms', element: <Screen.PrintRoomsScreen /> },
      { path: '/printing/room', element: <Screen.PrintRoomScreen /> },
      { path: '*', element: <Navigate to={paths.main} replace /> },
    ],
  },
]
