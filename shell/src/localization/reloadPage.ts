/** SPEC §4: after Submit the page reloads, so every bundle starts over in the new choice. */
export function reloadPage(): void {
  window.location.reload();
}
