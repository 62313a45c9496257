/** Side effects the epics need that are not API calls (API calls come from @store/shared). */
export interface SupportDependencies {
  /** Sends the browser to another URL (a full page load, e.g. the checkout host). */
  redirect: (url: string) => void;
}

export const browserDependencies: SupportDependencies = {
  redirect: (url) => window.location.assign(url),
};
