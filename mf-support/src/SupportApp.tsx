import { RemoteIntl, RemoteProvider, type RemoteRoutesProps } from '@store/shared';
import { Provider } from 'react-redux';
import { Route, Routes } from '@store/shared/router';
import { AboutPage } from './about/AboutPage';
import { ContactPage } from './contact/ContactPage';
import { ContactSuccessPage } from './contact/ContactSuccessPage';
import { LiveChatPage } from './contact/LiveChatPage';
import { ArticlePage } from './help/ArticlePage';
import { HelpCentrePage } from './help/HelpCentrePage';
import { PrivacyPolicyPage } from './legal/PrivacyPolicyPage';
import { TermsOfUsePage } from './legal/TermsOfUsePage';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './notFound/NotFoundPage';
import { RecoverPage } from './recover/RecoverPage';
import type { AppStore } from './store/store';
import { SUPPORT_WORDS } from './supportCatalogs';
import { TrackPage } from './track/TrackPage';

function SupportRoutes() {
  // SPEC §2's support-flag redirect is the shell's (ShellRoutes): it owns routing and reads both
  // the runtime flag and the theme's, before this remote is mounted at all.
  return (
    <Routes>
      <Route path="/about" element={<AboutPage />} />
      <Route path="/terms-of-use" element={<TermsOfUsePage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/support" element={<HelpCentrePage />} />
      <Route path="/support/track/recover" element={<RecoverPage />} />
      <Route path="/support/:postSlug" element={<ArticlePage />} />
      <Route path="/track" element={<TrackPage />} />
      <Route path="/track/recover" element={<RecoverPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/contact-success" element={<ContactSuccessPage />} />
      <Route path="/live-chat" element={<LiveChatPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/listing-not-found" element={<NotFoundPage listing />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/**
 * Every support page inside this bundle's own redux store, in the shopper's language (its own
 * intl provider). The router comes from the host.
 */
export function SupportApp({
  appStore,
  ...props
}: Partial<RemoteRoutesProps> & { appStore: AppStore }) {
  return (
    <Provider store={appStore}>
      <RemoteProvider value={props}>
        <RemoteIntl words={SUPPORT_WORDS}>
          <SupportRoutes />
        </RemoteIntl>
      </RemoteProvider>
    </Provider>
  );
}
