import { useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/dashboard/require-auth';
import * as Pages from './lazy-pages';
import { RootLayout } from './root-layout';

/** Document 1 section 2 and document 2 section 2: every route of the app. */
export const routes: RouteObject[] = [
  {
    // Errors while rendering a page: RouteErrorBoundary in the root layout (inside the site chrome) and around these
    // routes in app.tsx (the chrome itself), where the data router had two errorElements.
    element: <RootLayout />,
    children: [
      // Pages that only show: no data layer in their load.
      { index: true, element: <Pages.HomePage /> },
      { path: 'pricing', element: <Pages.PricingPage /> },
      { path: 'contact', element: <Pages.ContactPage /> },
      { path: 'reset-password', element: <Pages.ResetPasswordPage /> },
      { path: 'verify-email', element: <Pages.VerifyEmailPage /> },
      { path: 'privacy', element: <Pages.PrivacyPage /> },
      { path: 'terms', element: <Pages.TermsPage /> },
      { path: 'features', element: <Pages.FeaturesPage /> },
      { path: 'help', element: <Pages.HelpPage /> },
      {
        // Pages that fetch with TanStack Query (the public config, job info, the purchase): it loads with them.
        element: <Pages.DataLayer />,
        children: [
          { path: 'buy', element: <Pages.BuyPage /> },
          { path: 'login', element: <Pages.LoginPage /> },
          { path: 'try-now', element: <Pages.TryNowPage /> },
          {
            path: 'dashboard',
            element: (
              <RequireAuth>
                <Pages.DashboardLayout resumeActions={Pages.ResumeSidebarActions} />
              </RequireAuth>
            ),
            children: [
              { index: true, element: <Pages.DashboardHomePage /> },
              { path: 'setup', element: <Pages.SetupPage /> },
              { path: 'resume-builder', element: <Pages.ResumeBuilderPage /> },
              { path: 'interview-assistant', element: <Pages.InterviewAssistantPage /> },
              { path: 'interview-settings', element: <Pages.InterviewSettingsPage /> },
              // An unknown dashboard path stays inside the dashboard frame.
              { path: '*', element: <Pages.NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Pages.NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
