import { lazyNamed } from '../lib/with-timeout';

// Every page is its own chunk, loaded on first visit (with the chunk time-out of section 9).
export const DataLayer = lazyNamed(() => import('./data-layer'), 'DataLayer');
export const HomePage = lazyNamed(() => import('../features/site/pages/home-page'), 'HomePage');
export const PricingPage = lazyNamed(() => import('../features/site/pages/pricing-page'), 'PricingPage');
export const BuyPage = lazyNamed(() => import('../features/site/pages/buy-page'), 'BuyPage');
export const ContactPage = lazyNamed(() => import('../features/site/pages/contact-page'), 'ContactPage');
export const TryNowPage = lazyNamed(() => import('../features/site/pages/try-now-page'), 'TryNowPage');
export const HelpPage = lazyNamed(() => import('../features/site/pages/help-page'), 'HelpPage');
export const PrivacyPage = lazyNamed(() => import('../features/site/pages/privacy-page'), 'PrivacyPage');
export const TermsPage = lazyNamed(() => import('../features/site/pages/terms-page'), 'TermsPage');
export const FeaturesPage = lazyNamed(() => import('../features/site/pages/features-page'), 'FeaturesPage');
export const NotFoundPage = lazyNamed(() => import('../features/site/pages/not-found-page'), 'NotFoundPage');

export const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');
export const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
export const VerifyEmailPage = lazyNamed(
  () => import('../features/auth/verify-email-page'),
  'VerifyEmailPage',
);

export const DashboardLayout = lazyNamed(
  () => import('../features/dashboard/dashboard-layout'),
  'DashboardLayout',
);
// The builder's own sidebar actions, loaded with the builder's code only when its submenu is shown.
export const ResumeSidebarActions = lazyNamed(
  () => import('../features/resume-builder/sidebar-actions'),
  'ResumeSidebarActions',
);
export const DashboardHomePage = lazyNamed(
  () => import('../features/dashboard/pages/dashboard-home-page'),
  'DashboardHomePage',
);
export const SetupPage = lazyNamed(() => import('../features/dashboard/pages/setup-page'), 'SetupPage');
export const InterviewAssistantPage = lazyNamed(
  () => import('../features/interview-assistant/interview-assistant-page'),
  'InterviewAssistantPage',
);
export const InterviewSettingsPage = lazyNamed(
  () => import('../features/interview-settings/interview-settings-page'),
  'InterviewSettingsPage',
);
export const ResumeBuilderPage = lazyNamed(
  () => import('../features/resume-builder/resume-builder-page'),
  'ResumeBuilderPage',
);
