/** Side effects the epics need that are not API calls (API calls come from @store/shared). */
export interface AppDeps {
  /** Sends the browser to another URL (a full page load, e.g. the checkout host). */
  redirect: (url: string) => void;
}

export const defaultDeps = (): AppDeps => ({
  redirect: (url) => window.location.assign(url),
});
